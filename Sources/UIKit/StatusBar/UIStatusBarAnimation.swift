/// How the status bar animates showing and hiding.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The bar fades in or out.
    case fade = 1
    /// The bar slides in from or out to the top.
    case slide = 2
}
