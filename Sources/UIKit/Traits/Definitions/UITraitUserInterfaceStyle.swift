import CoreGraphics

/// The light-or-dark appearance trait (`UITraitCollection.userInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public typealias Value = UIUserInterfaceStyle
    /// The value where nothing specifies one.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// Dynamic colours resolve with it.
    public static let affectsColorAppearance = true
}
