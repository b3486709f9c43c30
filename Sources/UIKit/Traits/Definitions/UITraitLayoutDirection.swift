import CoreGraphics

/// The layout direction trait (`UITraitCollection.layoutDirection`).
public struct UITraitLayoutDirection: UITraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    /// The value where nothing specifies one.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
}
