import CoreGraphics

/// The display scale trait (`UITraitCollection.displayScale`): pixels per point.
public struct UITraitDisplayScale: UITraitDefinition {
    public typealias Value = CGFloat
    /// The value where nothing specifies one.
    public static let defaultValue: CGFloat = 0
}
