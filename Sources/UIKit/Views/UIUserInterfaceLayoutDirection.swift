/// The direction of a user interface: left to right, or right to left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}
