import CoreGraphics
import Foundation
import QuartzCore

/// The layout a collection view has during an interactive change from one layout to
/// another: every element's attributes lie between the current layout's and the next
/// layout's, `transitionProgress` of the way.
///
/// Used as is, the transition is linear: for an element both layouts show, the centre,
/// size, alpha and 3D transform (each component) go from the current layout's value to the
/// next one's in proportion to the progress (clamped to 0…1 for the interpolation); the
/// `zIndex` and `isHidden` switch at half-way. An element only the next layout shows fades
/// in where it will be; one only the current layout shows fades out where it was. Subclass
/// it, as any custom layout, for other paths or timings; `updateValue(_:forAnimatedKey:)`
/// carries extra numbers (a pinch's scale, say) to such a subclass.
///
/// Which elements are shown is found by asking both layouts for the rect: an element that
/// neither layout puts in the rect but that passes through it mid-way is not shown
/// (docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]
    /// Whether both layouts have been prepared for this collection view.
    private var endsPrepared = false

    /// A transition from `currentLayout` to `newLayout`, at progress 0.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
        // Decoration views of both layouts are made while this one is installed.
        decorationClasses = currentLayout.decorationClasses.merging(newLayout.decorationClasses) { _, next in next }
    }

    /// A transition layout cannot be archived without its two layouts: always nil here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How far the transition has gone: 0 shows the current layout, 1 the next one. Setting
    /// it invalidates the layout, so the collection view moves its views at its next pass.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress != oldValue else { return }
            invalidateLayout()
        }
    }

    /// Records `value` for `key`, a number a subclass's layout depends on during the
    /// transition (0 means the stable state).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last recorded for `key`; 0 for a key never set.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    // MARK: The interpolated layout

    /// Prepares both layouts for the collection view the first time (and after the counts
    /// changed); a change of progress only interpolates again.
    open override func prepare() {
        super.prepare()
        guard let collectionView, !endsPrepared else { return }
        endsPrepared = true
        for layout in [currentLayout, nextLayout] {
            layout.collectionViewStorage = collectionView
            layout.prepare()
        }
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateDataSourceCounts { endsPrepared = false }
        super.invalidateLayout(with: context)
    }

    /// Between the two layouts' content sizes.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        let progress = clampedProgress
        return CGSize(width: Self.mix(from.width, to.width, progress), height: Self.mix(from.height, to.height, progress))
    }

    /// The elements either layout shows in `rect`, interpolated, that intersect `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let fromList = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let toList = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var seen = Set<CollectionElementKey>()
        var result: [UICollectionViewLayoutAttributes] = []
        for attributes in toList + fromList {
            let element = attributes.elementKey
            guard seen.insert(element).inserted, let mixed = interpolatedAttributes(for: element),
                  mixed.frame.intersects(rect) else { continue }
            result.append(mixed)
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolatedAttributes(for: CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolatedAttributes(for: CollectionElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolatedAttributes(for: CollectionElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    // MARK: Interpolation

    private var clampedProgress: CGFloat {
        transitionProgress.isFinite ? min(max(transitionProgress, 0), 1) : 0
    }

    private static func mix(_ from: CGFloat, _ to: CGFloat, _ progress: CGFloat) -> CGFloat {
        from + (to - from) * progress
    }

    /// The element's attributes at the current progress (a copy of the next layout's, or of
    /// the current one's for an element that only it has); nil when neither layout has it.
    private func interpolatedAttributes(for element: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributes(for: element)
        let to = nextLayout.layoutAttributes(for: element)
        let progress = clampedProgress
        guard let base = to ?? from, let mixed = base.copy() as? UICollectionViewLayoutAttributes else { return nil }
        guard let from, let to else {
            // Only in one layout: it fades in (next) or out (current) in place.
            mixed.alpha = base.alpha * (to != nil ? progress : 1 - progress)
            return mixed
        }
        mixed.center = CGPoint(x: Self.mix(from.center.x, to.center.x, progress), y: Self.mix(from.center.y, to.center.y, progress))
        mixed.size = CGSize(width: Self.mix(from.size.width, to.size.width, progress),
                            height: Self.mix(from.size.height, to.size.height, progress))
        mixed.alpha = Self.mix(from.alpha, to.alpha, progress)
        mixed.transform3D = Self.mix(from.transform3D, to.transform3D, progress)
        let early = progress < 0.5
        mixed.zIndex = early ? from.zIndex : to.zIndex
        mixed.isHidden = early ? from.isHidden : to.isHidden
        return mixed
    }

    private static func mix(_ from: CATransform3D, _ to: CATransform3D, _ progress: CGFloat) -> CATransform3D {
        CATransform3D(m11: mix(from.m11, to.m11, progress), m12: mix(from.m12, to.m12, progress),
                      m13: mix(from.m13, to.m13, progress), m14: mix(from.m14, to.m14, progress),
                      m21: mix(from.m21, to.m21, progress), m22: mix(from.m22, to.m22, progress),
                      m23: mix(from.m23, to.m23, progress), m24: mix(from.m24, to.m24, progress),
                      m31: mix(from.m31, to.m31, progress), m32: mix(from.m32, to.m32, progress),
                      m33: mix(from.m33, to.m33, progress), m34: mix(from.m34, to.m34, progress),
                      m41: mix(from.m41, to.m41, progress), m42: mix(from.m42, to.m42, progress),
                      m43: mix(from.m43, to.m43, progress), m44: mix(from.m44, to.m44, progress))
    }
}
