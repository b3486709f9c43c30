import Foundation

/// A flow layout's invalidation context: besides the base class's index paths, whether
/// the delegate's metrics must be asked again and whether the layout must be recomputed.
///
/// Both default to true (a plain `invalidateLayout()` lays everything out again). The flow
/// layout's own contexts for scrolling with pinned headers and for self-sizing cells set
/// both to false: those only move the views they name.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the layout asks its delegate for sizes, insets and spacings again. Default
    /// true.
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the layout recomputes its geometry (from the metrics it already has, unless
    /// `invalidateFlowLayoutDelegateMetrics`). Default true.
    open var invalidateFlowLayoutAttributes = true

    /// Creates a context that invalidates the delegate metrics and the attributes.
    public required init() {
        super.init()
    }
}
