import CoreGraphics

/// The display gamut trait (`UITraitCollection.displayGamut`).
public struct UITraitDisplayGamut: UITraitDefinition {
    public typealias Value = UIDisplayGamut
    /// The value where nothing specifies one.
    public static let defaultValue: UIDisplayGamut = .unspecified
    /// Dynamic colours resolve with it.
    public static let affectsColorAppearance = true
}
