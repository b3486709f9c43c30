import CoreGraphics
import Foundation

/// The settings shared by graphics renderers; see `UIGraphicsImageRendererFormat` and
/// `UIGraphicsPDFRendererFormat`.
open class UIGraphicsRendererFormat: NSObject, NSCopying {
    /// The renderer's drawing bounds (set when a renderer adopts the format).
    open internal(set) var bounds: CGRect = .zero

    /// A format with the default settings for this device.
    public required override init() {
        super.init()
    }

    /// The default format for this device.
    open class func `default`() -> Self { Self() }

    /// The format best suited to this device (here the same as `default()`).
    open class func preferred() -> Self { Self() }

    /// A copy with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        copy.bounds = bounds
        return copy
    }
}

/// The base class of graphics renderers: a drawing area and a format.
open class UIGraphicsRenderer: NSObject {
    /// A copy of the format given, with the renderer's bounds.
    let rendererFormat: UIGraphicsRendererFormat

    /// A renderer drawing into `bounds` (points) with `format`, which is copied.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        let copy = format.copy() as? UIGraphicsRendererFormat ?? format
        copy.bounds = bounds
        rendererFormat = copy
        super.init()
    }

    /// The renderer's format (a copy of the one given, with the renderer's bounds).
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Whether the renderer produces images (true for image renderers, false for PDF).
    open var allowsImageOutput: Bool { false }
}

/// The drawing environment a renderer passes to its actions: the Core Graphics context
/// and a few conveniences. Coordinates are UIKit's: points, y down, origin at the
/// renderer's `bounds.origin`.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into.
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour and `blendMode`, leaving the context's
    /// blend mode unchanged.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes the outline of `rect` (centred on it) with the current stroke colour and
    /// line width.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` with `blendMode`, leaving the context's blend mode
    /// unchanged.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }

    /// Intersects the clipping area with `rect`.
    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

extension UIGraphicsRenderer {
    /// Runs `actions` with `context` as the current UIKit context.
    func withCurrentContext(_ context: CGContext, _ actions: () -> Void) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions()
    }
}

/// The base transform of a UIKit-style context: user space in points with y down and
/// `bounds.origin` at the top-left of the device, `scale` pixels per point, for a device
/// `deviceHeight` pixels tall (Core Graphics device space has y up).
func uiKitBaseTransform(bounds: CGRect, scale: CGFloat, deviceHeight: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: -scale * bounds.minX, ty: deviceHeight + scale * bounds.minY)
}
