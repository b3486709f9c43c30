import CoreGraphics

/// The Increase Contrast trait (`UITraitCollection.accessibilityContrast`).
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public typealias Value = UIAccessibilityContrast
    /// The value where nothing specifies one.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// Dynamic colours resolve with it.
    public static let affectsColorAppearance = true
}
