import Foundation

/// A set of colour components, with alpha, in a colour space.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The colour components followed by alpha (`numberOfComponents` values).
    public let components: [CGFloat]?

    init(space: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = space
        self.components = components
    }

    /// A colour in the generic RGB colour space (here: device RGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .deviceRGB, components: [red, green, blue, alpha])
    }

    /// A colour in the sRGB colour space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: .sRGBSpace, components: [red, green, blue, alpha])
    }

    /// A colour in the generic gray colour space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: .genericGraySpace, components: [gray, alpha])
    }

    /// A colour in the generic gray gamma 2.2 colour space.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(space: .genericGraySpace, components: [gray, alpha])
    }

    /// A colour from `space.numberOfComponents + 1` values (colour components then alpha).
    /// Returns nil for a colour space without components (such as a pattern space).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents
        guard count > 0 else { return nil }
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: count + 1)))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of values in `components`, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// A copy of the colour.
    public func copy() -> CGColor? { self }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    /// The colour converted to another colour space. Gray becomes RGB by repeating the
    /// gray value; RGB becomes gray by Rec. 709 luma. No profile-based colour management
    /// is done (see `CGColorSpace`). `options` is accepted for source compatibility.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent,
                          options: [String: Any]?) -> CGColor? {
        guard let rgba = rgbaComponents else { return nil }
        switch space.model {
        case .rgb: return CGColor(space: space, components: [rgba.r, rgba.g, rgba.b, rgba.a])
        case .monochrome:
            let luma = 0.2126 * rgba.r + 0.7152 * rgba.g + 0.0722 * rgba.b
            return CGColor(space: space, components: [luma, rgba.a])
        default: return nil
        }
    }

    /// Straight (unpremultiplied) RGBA, the form every drawing path consumes.
    package var rgbaComponents: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        guard let c = components, let space = colorSpace else { return nil }
        switch space.model {
        case .monochrome where c.count == 2: return (c[0], c[0], c[0], c[1])
        case .rgb where c.count == 4: return (c[0], c[1], c[2], c[3])
        default: return nil
        }
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }

    public var description: String {
        "<CGColor \(colorSpace?.description ?? "nil") components = \(components ?? [])>"
    }
}
