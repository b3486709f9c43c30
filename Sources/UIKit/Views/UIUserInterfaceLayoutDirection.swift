/// Specifies the directional flow of the user interface.
///
/// Only left-to-right interfaces are laid out here: the app's direction is always
/// `.leftToRight` (see docs/DIFFERENCES.md).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// A left-to-right layout direction.
    case leftToRight = 0
    /// A right-to-left layout direction.
    case rightToLeft = 1

    /// The app's direction, which UIKit takes from the preferred language: left to right
    /// until right-to-left layout exists.
    static var application: UIUserInterfaceLayoutDirection { .leftToRight }
}
