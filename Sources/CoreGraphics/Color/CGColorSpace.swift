import Foundation

/// The colour-space families Core Graphics distinguishes.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// How to map colours from one colour space to another.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}

/// A profile that specifies how to interpret a colour value for display.
///
/// Only gray and RGB spaces exist here, and no colour management is done: every RGB
/// space (device, sRGB, Display P3, linear, extended) passes component values through
/// unchanged, as device RGB would. See docs/DIFFERENCES.md.
public final class CGColorSpace: Hashable, Sendable, CustomStringConvertible {
    /// The colour space family.
    public let model: CGColorSpaceModel
    /// The colour space's name, or nil for the device spaces. Apple types this `CFString`;
    /// on Linux it is a `String` (see `CGColorSpace.sRGB` and friends).
    public let name: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// Creates one of the named system colour spaces, or nil for a name this
    /// implementation does not know.
    public convenience init?(name: String) {
        guard let model = CGColorSpace.knownNames[name] else { return nil }
        self.init(model: model, name: name)
    }

    /// The number of colour components (alpha not counted).
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb: return 3
        default: return 0
        }
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    public var description: String {
        "<CGColorSpace \(name ?? (model == .rgb ? "kCGColorSpaceDeviceRGB" : "kCGColorSpaceDeviceGray"))>"
    }

    // Names of the system colour spaces (Apple: `CFString` constants).
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    private static let knownNames: [String: CGColorSpaceModel] = [
        sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, extendedLinearSRGB: .rgb,
        displayP3: .rgb, genericRGBLinear: .rgb,
        genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
    ]

    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    static let sRGBSpace = CGColorSpace(model: .rgb, name: sRGB)
    static let genericGraySpace = CGColorSpace(model: .monochrome, name: genericGrayGamma2_2)
}

/// The device-dependent RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// The device-dependent gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
