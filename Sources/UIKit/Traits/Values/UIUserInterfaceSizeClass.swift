/// How much room the interface has along one axis: compact, or regular.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class.
    case unspecified = 0
    /// A constrained space (a phone's width, or a phone's height in landscape).
    case compact = 1
    /// An expansive space (an iPad's either way, a phone's height in portrait).
    case regular = 2
}
