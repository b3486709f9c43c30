import CoreGraphics

/// The active-appearance trait (`UITraitCollection.activeAppearance`).
public struct UITraitActiveAppearance: UITraitDefinition {
    public typealias Value = UIUserInterfaceActiveAppearance
    /// The value where nothing specifies one.
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
    /// Dynamic colours resolve with it.
    public static let affectsColorAppearance = true
}
