import CoreGraphics

/// The vertical size class trait (`UITraitCollection.verticalSizeClass`).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    /// The value where nothing specifies one.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
