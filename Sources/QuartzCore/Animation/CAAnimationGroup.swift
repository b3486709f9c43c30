import Foundation

/// Animations that run together in the group's time: their begin times count from the
/// group's beginning, they are cut off at the group's end (not scaled to it), and the
/// group's speed, repeats and timing function apply to them all. An animation in the
/// group without a duration lasts as long as the group.
///
/// The delegates and `isRemovedOnCompletion` of the animations inside are ignored; the
/// group's own delegate is told.
open class CAAnimationGroup: CAAnimation {
    /// The animations run in the group's time.
    open var animations: [CAAnimation]?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAAnimationGroup
        copy.animations = animations?.map { $0.copy() as! CAAnimation }
        return copy
    }
}
