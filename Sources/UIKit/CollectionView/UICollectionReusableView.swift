import CoreGraphics
import Foundation

/// The base of every view a collection view shows: cells, supplementary views and
/// decoration views. The collection view makes these from the registered class with
/// `init(frame:)`, recycles them through reuse queues (`prepareForReuse()` before a
/// recycled view is handed out again) and applies the layout's attributes to them.
///
/// `init(frame:)` is `required` here: without the Objective-C runtime, Swift can only make
/// an instance of a registered class through a required initializer, so subclasses that
/// override it write `required override init(frame:)` (see docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?
    /// A copy of the attributes last applied, to compare the next pass's with.
    var appliedAttributes: UICollectionViewLayoutAttributes?
    /// The element the view shows while a collection view displays it (nil in a queue).
    var displayedElement: CollectionElementKey?

    /// Creates a view with `frame`; the collection view uses `.zero` and then applies the
    /// layout attributes.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty view (there are no nib files).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The identifier the view was dequeued with (decoration views: their kind); nil for a
    /// view not made by a collection view.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before a recycled view is handed out again by a dequeue: reset state that
    /// does not depend on the data. Overrides call super.
    open func prepareForReuse() {}

    /// Receives the layout's attributes after the collection view has set the view's
    /// geometry, alpha, transform and visibility from them; subclasses read their custom
    /// attributes here. Default: nothing more.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes a self-sizing view wants: a copy of `layoutAttributes` with the size
    /// Auto Layout gives the view when fitted to the proposed size — at fitting priority in
    /// both directions for the flow layout's estimated sizes; along the estimated direction
    /// only, the other held (required), for a compositional layout's estimated dimension (a
    /// list row keeps its width and takes its height).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        let fitted = layoutAttributes.fittedAxis
        preferred.size = systemLayoutSizeFitting(
            layoutAttributes.size,
            withHorizontalFittingPriority: fitted == .vertical ? .required : .fittingSizeLevel,
            verticalFittingPriority: fitted == .horizontal ? .required : .fittingSizeLevel)
        return preferred
    }

    /// The collection view is about to change from `oldLayout` to `newLayout`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The collection view changed from `oldLayout` to `newLayout`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

extension UICollectionReusableView {
    /// Sets the view's geometry, alpha, transform and visibility from `attributes` (in the
    /// collection view's content coordinates), keeps a copy, and calls `apply(_:)`. A frame
    /// that is not finite (NaN or infinite origin or size) hides the view where it is:
    /// bad data from a layout never reaches the view's geometry.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        let kept = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        appliedAttributes = kept
        let frame = kept.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            isHidden = true
            apply(kept)
            return
        }
        bounds = CGRect(origin: bounds.origin, size: kept.size)
        center = kept.center
        // The layer's transform directly: UIView.transform would ask the collection view
        // for another layout.
        layer.transform = kept.transform3D
        alpha = kept.alpha
        isHidden = kept.isHidden
        apply(kept)
    }
}
