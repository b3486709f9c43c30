import CoreGraphics

/// The Dynamic Type size trait (`UITraitCollection.preferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public typealias Value = UIContentSizeCategory
    /// The value where nothing specifies one.
    public static let defaultValue: UIContentSizeCategory = .unspecified
}
