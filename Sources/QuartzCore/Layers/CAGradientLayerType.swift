import Foundation

/// The style of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A linear gradient along the line from `startPoint` to `endPoint`; every point on a
    /// line perpendicular to it has the same colour (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An elliptical gradient centred at `startPoint`, reaching the last colour where the
    /// ellipse through `endPoint`'s x and y distances lies.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// A gradient sweeping once round `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
