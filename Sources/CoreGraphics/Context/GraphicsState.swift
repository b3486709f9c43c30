import Foundation

/// Straight (unpremultiplied) RGBA in 0...1.
struct RGBA: Equatable {
    var r: Double, g: Double, b: Double, a: Double

    static let black = RGBA(r: 0, g: 0, b: 0, a: 1)

    init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// Nil for a colour without RGB meaning (such as a pattern colour).
    init?(_ color: CGColor) {
        guard let c = color.rgbaComponents else { return nil }
        self.init(r: Double(c.r), g: Double(c.g), b: Double(c.b), a: Double(c.a))
    }
}

/// A shadow as set by `setShadow(offset:blur:color:)`, in default user space.
struct Shadow {
    var offset: CGSize
    var blur: CGFloat
    var color: RGBA
}

/// The parts of Core Graphics' graphics state that this implementation keeps in Swift.
/// The clip lives in Cairo (saved and restored alongside); everything else is applied
/// to Cairo when an operation paints, so one state serves every target.
struct GraphicsState {
    var ctm: CGAffineTransform
    var fillColor = RGBA.black
    var strokeColor = RGBA.black
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var shadow: Shadow?
    var interpolationQuality = CGInterpolationQuality.default
    var shouldAntialias = true
    var allowsAntialiasing = true
    var fillColorSpace = CGColorSpace.deviceRGB
    var strokeColorSpace = CGColorSpace.deviceRGB
    /// The coverage set by `clip(to:mask:)`, as an A8 surface in the current target's
    /// pixels; nil when no mask clips.
    var softMask: CairoSurface?

    init(ctm: CGAffineTransform) {
        self.ctm = ctm
    }

    var antialias: Bool { shouldAntialias && allowsAntialiasing }
}
