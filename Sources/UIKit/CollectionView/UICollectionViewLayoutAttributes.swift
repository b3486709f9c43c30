import CoreGraphics
import Foundation
import QuartzCore

/// Where and how one element of a collection view is shown: the layout makes these, the
/// collection view applies them to the element's view.
///
/// `frame`, `center`, `size` and `bounds` are views of one geometry (setting `center` keeps
/// the size; setting `size` keeps the centre). `transform` and `transform3D` are one
/// transform too. Subclasses that add properties override `copy(with:)` and `isEqual(_:)`:
/// the collection view copies the attributes it keeps and re-applies them to a view only
/// when they are not equal to the ones it last applied. Plain data: not bound to the main
/// actor.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's centre, in the collection view's content coordinates.
    open var center = CGPoint.zero
    /// The element's size.
    open var size = CGSize.zero
    /// The element's 3D transform, about its centre. Default identity.
    open var transform3D = CATransform3DIdentity
    /// The element's opacity. Default 1.
    open var alpha: CGFloat = 1
    /// The element's stacking order: higher values are in front. Default 0.
    open var zIndex = 0
    /// Whether the element's view is hidden. Default false.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)

    var categoryStorage = UICollectionView.ElementCategory.cell
    var kindStorage: String?
    /// The one axis along which a self-sizing view may take its preferred size (a
    /// compositional layout's estimated dimension), the other held; nil lets both follow
    /// (the flow layout's estimated sizes).
    var fittedAxis: FlowScrollAxis?
    /// Where a list section's cell is in its section (CollectionView/List).
    var listPlacement: ListCellPlacement?

    /// Creates attributes for the cell at index path [0, 0].
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        categoryStorage = .supplementaryView
        kindStorage = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        categoryStorage = .decorationView
        kindStorage = decorationViewKind
    }

    /// The element's frame: its size around its centre (the transform is not included).
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its size at the origin. Setting it changes the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Whether these attributes are for a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory { categoryStorage }

    /// The kind of the supplementary or decoration view; nil for a cell.
    open var representedElementKind: String? { kindStorage }

    /// A copy of the same class with the same values. Subclasses call super and copy their
    /// own properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.categoryStorage = categoryStorage
        copy.kindStorage = kindStorage
        copy.fittedAxis = fittedAxis
        copy.listPlacement = listPlacement
        return copy
    }

    /// Whether `object` is attributes of the same class with equal values. Subclasses
    /// compare their own properties and call super.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other.center == center && other.size == size && CATransform3DEqualToTransform(other.transform3D, transform3D)
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.indexPath == indexPath && other.categoryStorage == categoryStorage && other.kindStorage == kindStorage
            && other.listPlacement == listPlacement
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(categoryStorage)
        hasher.combine(kindStorage)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = kindStorage.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)) index path: \(indexPath);\(kind) frame: \(frame); zIndex: \(zIndex)"
            + (alpha != 1 ? "; alpha: \(alpha)" : "") + (isHidden ? "; hidden" : "") + ">"
    }

    /// The element this describes, as the collection view keys it.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: categoryStorage, kind: kindStorage, indexPath: indexPath)
    }
}
