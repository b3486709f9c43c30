/// The colour scheme of the keyboard.
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
    /// The system's, following the interface style.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2

    /// Deprecated in UIKit: `dark`.
    public static var alert: UIKeyboardAppearance { .dark }
}
