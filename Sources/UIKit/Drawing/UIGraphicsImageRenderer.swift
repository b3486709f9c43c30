import CoreGraphics
import Foundation

/// The settings of an image renderer: scale, opacity and colour range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The colour range of the images made.
    public enum Range: Int, Sendable {
        /// Unspecified (treated as automatic).
        case unspecified = -1
        /// Chosen by the device (standard here).
        case automatic = 0
        /// Extended range; drawn as standard here (8 bits per component).
        case extended = 1
        /// Standard sRGB range.
        case standard = 2
    }

    /// Pixels per point of the images made. Defaults to `UIScreen.main.scale`.
    open var scale: CGFloat
    /// Whether the images are fully opaque: the bitmap has no alpha channel and starts
    /// black. Default false (transparent).
    open var opaque = false
    /// The colour range requested. Default `.automatic`.
    open var preferredRange: Range = .automatic

    /// A format at the main screen's scale, transparent, automatic range.
    public required init() {
        scale = MainQueue.screenScale
        super.init()
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsImageRendererFormat
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}

/// The context an image renderer passes to its actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        super.init(cgContext: cgContext, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat {
        super.format as! UIGraphicsImageRendererFormat
    }

    /// What has been drawn so far, as an image at the format's scale.
    open var currentImage: UIImage {
        UIImage(bitmap: cgContext.makeImage(), scale: format.scale, orientation: .up)
    }
}

/// Draws into a bitmap and hands back a `UIImage`, PNG or JPEG.
///
/// During the actions the context is the current UIKit context (so `UIColor.set()`,
/// `UIBezierPath.fill()` and `UIImage.draw` work), with y down, origin at
/// `bounds.origin`, scaled by `format.scale`, and shadows offset downwards as in UIKit.
/// Each call draws a fresh image. Renderers are not tied to the main thread.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The actions that draw an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// A renderer for images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for images of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for images of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for images of `bounds.size` points whose top-left corner is
    /// `bounds.origin` in the drawing coordinates.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat {
        rendererFormat as! UIGraphicsImageRendererFormat
    }

    open override var allowsImageOutput: Bool { true }

    /// Runs `actions` and returns what they drew. An empty or non-finite bounds gives an
    /// empty image (size zero, no `cgImage`); the actions still run, drawing nowhere.
    open func image(actions: DrawingActions) -> UIImage {
        let context = render(actions)
        return UIImage(bitmap: context?.makeImage(), scale: format.scale, orientation: .up)
    }

    /// Runs `actions` and returns the image as PNG data (empty for empty bounds).
    open func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image as JPEG data at `compressionQuality` 0…1
    /// (empty for empty bounds).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Draws with `actions`; returns the bitmap context, or nil when the bounds hold no
    /// pixels (then the actions draw into a context clipped to nothing).
    private func render(_ actions: DrawingActions) -> CGContext? {
        let format = self.format
        let context = ImageContextFactory.make(bounds: format.bounds, scale: format.scale, opaque: format.opaque)
        let target = context ?? ImageContextFactory.drawingNowhere()
        let rendererContext = UIGraphicsImageRendererContext(cgContext: target, format: format)
        withCurrentContext(target) { actions(rendererContext) }
        return context
    }
}

/// The bitmap contexts of UIKit image drawing (renderers and the older image contexts).
enum ImageContextFactory {
    /// A UIKit-style bitmap context for `bounds` at `scale`, or nil when that is no
    /// pixels (empty, negative or non-finite sizes) or too many for a bitmap.
    static func make(bounds: CGRect, scale: CGFloat, opaque: Bool) -> CGContext? {
        let pixelWidth = bounds.width * scale, pixelHeight = bounds.height * scale
        guard pixelWidth.isFinite, pixelHeight.isFinite, bounds.minX.isFinite, bounds.minY.isFinite,
              pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767 else { return nil }
        let width = Int(pixelWidth.rounded(.up)), height = Int(pixelHeight.rounded(.up))
        // Cairo's own pixel layout, so drawing needs no conversion.
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.setBaseCTM(uiKitBaseTransform(bounds: bounds, scale: scale, deviceHeight: CGFloat(height)))
        return context
    }

    /// A one-pixel context with an empty clip, for actions whose renderer has no pixels.
    static func drawingNowhere() -> CGContext {
        guard let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { preconditionFailure("UIGraphicsImageRenderer: could not make a 1×1 bitmap context") }
        context.setBaseCTM(uiKitBaseTransform(bounds: .zero, scale: 1, deviceHeight: 1))
        context.clip(to: CGRect.zero)
        return context
    }
}
