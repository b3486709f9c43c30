import CoreGraphics
import Foundation

/// A line-based layout: items fill a line across the scroll direction, lines stack along
/// it, each section framed by an optional header and footer. The geometry is
/// `FlowLayoutEngine`'s; this class gathers its input from the properties, the delegate
/// (`UICollectionViewDelegateFlowLayout`) and the collection view, and turns the engine's
/// frames into layout attributes.
///
/// Costs: `prepare()` is O(sections) when the delegate does not size items (a million equal
/// items store nothing per item), plus one size call per item when it does; queries are
/// proportional to the elements returned; scrolling does not prepare again unless headers
/// or footers pin (and then only their attributes move).
///
/// Frames are snapped to the screen's pixel grid: origins round to the nearest device
/// pixel, sizes stay as given (an approximation of UIKit's rounding, see
/// docs/DIFFERENCES.md). Headers and footers have `zIndex` 10, above the items (0).
///
/// Self-sizing: with a non-zero `estimatedItemSize` each cell is asked for
/// `preferredLayoutAttributesFitting(_:)` when it is displayed, and a different size
/// replaces the estimate for that item only (`FlowLayoutEngine.setItemSize`); when the item
/// lies above the visible area the content offset moves by the change so the visible
/// content stays put.
///
/// Overridable members are declared in this body; the rest lives in
/// `UICollectionViewFlowLayout+<Concern>.swift`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Set as `estimatedItemSize` to size every cell from its Auto Layout fitting size.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content area: the bounds less `adjustedContentInset` (the default).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    // MARK: Storage (used by the extension files)

    /// The geometry, built by `prepare()`; nil before the first preparation.
    var engine: FlowLayoutEngine?
    /// Whether the next `prepare()` builds the engine again (an invalidation that asks for it).
    var needsRebuild = true
    /// The collection view's bounds size the engine was built for.
    var builtSize: CGSize?
    /// The sizes self-sizing cells asked for, by section and item; they replace the
    /// estimate whenever the engine is built.
    var measuredSizes: [Int: [Int: CGSize]] = [:]

    // MARK: Configuring the layout

    /// The size of every item when the delegate does not size them. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }

    /// The least spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }

    /// The least spacing between the items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }

    /// The size of every section's header; only the length along the scroll direction
    /// counts (zero: no header). Default zero.
    open var headerReferenceSize = CGSize.zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of every section's footer, as `headerReferenceSize`. Default zero.
    open var footerReferenceSize = CGSize.zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The margins around each section's items. Default zero.
    open var sectionInset = UIEdgeInsets.zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// What `sectionInset` is measured from. Default `.fromContentInset`.
    open var sectionInsetReference = SectionInsetReference.fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }

    /// The direction the content scrolls in. Default `.vertical`.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// The size items have until their cells say theirs (`preferredLayoutAttributesFitting`);
    /// `automaticSize` estimates with `itemSize` and sizes every cell by Auto Layout. Default
    /// zero: no self-sizing.
    open var estimatedItemSize = CGSize.zero {
        didSet { if estimatedItemSize != oldValue { invalidateLayout() } }
    }

    /// Whether a section's header sticks to the top (leading edge) of the visible area while
    /// its section is in view. Default false.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// Whether a section's footer sticks to the bottom (trailing edge) of the visible area.
    /// Default false.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    // MARK: UICollectionViewLayout

    /// `UICollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Builds the geometry from the counts, the bounds and the metrics (delegate or
    /// properties), unless the invalidations since the last preparation left it valid.
    /// Overrides call super.
    open override func prepare() {
        super.prepare()
        prepareEngine()
    }

    /// The content's size: the content area's width (vertical) and the sections' height.
    open override var collectionViewContentSize: CGSize { engine?.contentSize ?? .zero }

    /// The items, headers and footers whose frames overlap `rect`, section by section.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes(in: rect)
    }

    /// The item's attributes; nil for an item the layout does not have.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// A header's (`UICollectionView.elementKindSectionHeader`) or footer's attributes at
    /// `[section, 0]`; nil when the section has none, or for any other kind.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Notes what `context` invalidates (whether the next `prepare()` rebuilds) and passes
    /// it on. Overrides call super.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        noteInvalidation(context)
        super.invalidateLayout(with: context)
    }

    /// True when the size across the scroll direction changes (the lines change), or when
    /// headers or footers pin (they move with every scroll); false for a plain scroll, which
    /// only queries the newly visible rect.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        crossSizeChanges(to: newBounds) || pins
    }

    /// For a new size across, a context that rebuilds everything; for a scroll with pinning,
    /// one that names only the pinned headers and footers around the visible area.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        fillBoundsChangeContext(context, newBounds: newBounds)
        return context
    }

    /// True for a cell whose preferred size differs from its attributes' while
    /// `estimatedItemSize` is set.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        prefersOtherSize(preferredAttributes, original: originalAttributes)
    }

    /// Records the cell's preferred size (the geometry changes from its line on) and returns
    /// a context naming the item, with the content size change and, for an item above the
    /// visible area, the content offset adjustment that keeps the visible content still.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        applyPreferredSize(of: preferredAttributes, original: originalAttributes, to: context)
        return context
    }

    /// True: the flow layout is mirrored in right-to-left interfaces.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override var estimatesSizes: Bool { estimatedItemSize != .zero }
}
