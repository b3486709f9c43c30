import CoreGraphics

/// The user interface idiom trait (`UITraitCollection.userInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public typealias Value = UIUserInterfaceIdiom
    /// The value where nothing specifies one.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
}
