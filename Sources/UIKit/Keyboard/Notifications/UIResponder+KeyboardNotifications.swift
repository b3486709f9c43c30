import Foundation

/// The keyboard's notifications and the keys of their user-info dictionaries.
///
/// Every notification's object is nil. Its user info holds the keyboard's frame before and
/// after the change in screen coordinates (`NSValue`s: read them with
/// `(info[key] as? NSValue)?.cgRectValue`; Foundation on Linux cannot cast an `NSValue` to
/// `CGRect` with `as?`), the animation's duration (an `NSNumber` of seconds, 0.25) and
/// curve (an `NSNumber`, 7: the keyboard's own curve, which `UIView.AnimationOptions(rawValue:
/// curve << 16)` animates with), and whether the keyboard belongs to this app (an `NSNumber`
/// of a Bool, always true here). See `SoftwareKeyboard` for when each is posted.
extension UIResponder {
    /// Posted just before the keyboard shows, or shows again at another frame or for
    /// another responder.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted once the keyboard has shown (its animation ended).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted once the keyboard has hidden.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes: before each will-show and will-hide.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted once the keyboard's frame has changed: before each did-show and did-hide.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame, in screen coordinates, when the change starts (`NSValue` of a
    /// `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame, in screen coordinates, when the change ends (`NSValue` of a
    /// `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation in seconds (`NSNumber` of a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (`NSNumber` of a `UIView.AnimationCurve` raw
    /// value; the keyboard's is 7, which has no case in the enumeration).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to the app that receives the notification (`NSNumber` of
    /// a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The keyboard's centre when the change starts, in screen coordinates (`NSValue` of a
/// `CGPoint`). Superseded by `UIResponder.keyboardFrameBeginUserInfoKey`.
@available(iOS, introduced: 2.0, deprecated: 3.2, message: "Use UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"

/// The keyboard's centre when the change ends, in screen coordinates (`NSValue` of a
/// `CGPoint`). Superseded by `UIResponder.keyboardFrameEndUserInfoKey`.
@available(iOS, introduced: 2.0, deprecated: 3.2, message: "Use UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"

/// The keyboard's bounds: its size at origin (0, 0) (`NSValue` of a `CGRect`). Superseded by
/// `UIResponder.keyboardFrameEndUserInfoKey`.
@available(iOS, introduced: 2.0, deprecated: 3.2, message: "Use UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
