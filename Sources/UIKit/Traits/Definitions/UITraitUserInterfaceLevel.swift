import CoreGraphics

/// The base-or-elevated level trait (`UITraitCollection.userInterfaceLevel`).
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public typealias Value = UIUserInterfaceLevel
    /// The value where nothing specifies one.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// Dynamic colours resolve with it.
    public static let affectsColorAppearance = true
}
