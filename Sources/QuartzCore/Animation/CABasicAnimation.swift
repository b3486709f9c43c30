import Foundation

/// An animation of a property from one value to another.
///
/// Which values are set decides what is interpolated (at most two should be):
/// `fromValue` and `toValue`: between them; `fromValue` and `byValue`: from `fromValue`
/// to `fromValue + byValue`; `byValue` and `toValue`: from `toValue − byValue` to
/// `toValue`; `fromValue` alone: from it to the property's current value; `toValue`
/// alone: from the current value to it; `byValue` alone: from the current value to the
/// current value plus it; none: from the value the property had before its latest change
/// to its current value (what implicit animations do). The current value is the layer's
/// presentation value underneath this animation (model value and earlier animations).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value interpolation starts from.
    open var fromValue: Any?
    /// The value interpolation ends at.
    open var toValue: Any?
    /// The change interpolated over, relative to the start or end value.
    open var byValue: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CABasicAnimation
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        return copy
    }
}
