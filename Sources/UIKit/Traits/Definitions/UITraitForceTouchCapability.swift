import CoreGraphics

/// The 3D Touch capability trait (`UITraitCollection.forceTouchCapability`).
public struct UITraitForceTouchCapability: UITraitDefinition {
    public typealias Value = UIForceTouchCapability
    /// The value where nothing specifies one.
    public static let defaultValue: UIForceTouchCapability = .unknown
}
