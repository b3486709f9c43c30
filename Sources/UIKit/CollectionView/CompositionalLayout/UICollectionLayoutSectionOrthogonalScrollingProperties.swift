import Foundation

/// How an orthogonal section's row scrolls (iOS 17): its deceleration rate after a flick and
/// whether it bounces at its ends. A section's `orthogonalScrollingProperties` holds one; set
/// its properties.
@preconcurrency @MainActor
open class UICollectionLayoutSectionOrthogonalScrollingProperties: NSObject, @preconcurrency NSCopying {
    /// The rate the row slows down at after a flick. Default `.automatic`: the collection
    /// view's own `decelerationRate`.
    open var decelerationRate = DecelerationRate.automatic
    /// Whether the row bounces past its ends. Default `.automatic`: when it meets an end.
    open var bounce = Bounce.automatic

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionLayoutSectionOrthogonalScrollingProperties()
        copy.decelerationRate = decelerationRate
        copy.bounce = bounce
        return copy
    }
}
