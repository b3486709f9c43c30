import CoreGraphics
import Foundation

extension UIColor {
    /// A colour from hue, saturation and brightness (HSB, also called HSV), each 0…1, in
    /// sRGB. A hue of 0 and of 1 are both red; hues outside 0…1 wrap around the colour wheel.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A colour from Display P3 components.
    ///
    /// Difference from UIKit: there is no colour management here, so the components are
    /// taken as sRGB values (see docs/DIFFERENCES.md); saturated P3 colours come out less
    /// saturated than on a wide-gamut iPhone.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour's red, green, blue and alpha components.
    ///
    /// Returns false, leaving the pointees alone, when the colour is not in an RGB or gray
    /// colour space (for example a CMYK colour made with `init(cgColor:)`). A gray colour
    /// gives its white value in all three channels. Pass nil for a component you do not need.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = rgbaComponents else { return false }
        red?.pointee = c.r
        green?.pointee = c.g
        blue?.pointee = c.b
        alpha?.pointee = c.a
        return true
    }

    /// The colour's grayscale and alpha components.
    ///
    /// As in UIKit, this succeeds only for colours in a gray colour space (such as
    /// `UIColor(white:alpha:)`, `.black`, `.gray`); for an RGB colour it returns false and
    /// leaves the pointees alone.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.colorSpace?.model == .monochrome, let c = cgColor.components, c.count == 2 else {
            return false
        }
        white?.pointee = c[0]
        alpha?.pointee = c[1]
        return true
    }

    /// The colour's hue, saturation, brightness and alpha, each 0…1 for colours inside
    /// the sRGB gamut (hue 0 for grays).
    ///
    /// Returns false, leaving the pointees alone, when the colour is not in an RGB or gray
    /// colour space.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = rgbaComponents else { return false }
        let maximum = max(c.r, c.g, c.b), minimum = min(c.r, c.g, c.b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == c.r {
                h = (c.g - c.b) / delta
            } else if maximum == c.g {
                h = 2 + (c.b - c.r) / delta
            } else {
                h = 4 + (c.r - c.g) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.a
        return true
    }

    /// The same colour, in the same colour space, with a different alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard let copy = cgColor.copy(alpha: alpha) else { return self }
        return UIColor(cgColor: copy)
    }

    /// Sets the fill and the stroke colour of the current graphics context (nothing
    /// happens when there is none, as in UIKit).
    public func set() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }

    /// Sets the fill colour of the current graphics context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the stroke colour of the current graphics context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Straight RGBA for colours in an RGB or gray colour space.
    private var rgbaComponents: (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat)? {
        guard let c = cgColor.components, let model = cgColor.colorSpace?.model else { return nil }
        switch model {
        case .monochrome where c.count == 2: return (c[0], c[0], c[0], c[1])
        case .rgb where c.count == 4: return (c[0], c[1], c[2], c[3])
        default: return nil
        }
    }

    /// HSB → RGB, the standard hexcone model.
    private static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat) {
        guard hue.isFinite else { return (v, v, v) }
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
