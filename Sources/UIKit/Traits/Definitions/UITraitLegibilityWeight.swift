import CoreGraphics

/// The Bold Text trait (`UITraitCollection.legibilityWeight`).
public struct UITraitLegibilityWeight: UITraitDefinition {
    public typealias Value = UILegibilityWeight
    /// The value where nothing specifies one.
    public static let defaultValue: UILegibilityWeight = .unspecified
}
