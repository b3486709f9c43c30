import CoreGraphics

/// The horizontal size class trait (`UITraitCollection.horizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    /// The value where nothing specifies one.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
}
