/// The interface's appearance: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified: follow the environment.
    case unspecified = 0
    /// The light appearance (the only one drawn until dark mode lands: docs/DIFFERENCES.md).
    case light = 1
    /// The dark appearance.
    case dark = 2
}
