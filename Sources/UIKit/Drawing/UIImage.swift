import CoreGraphics
import Foundation
import Synchronization

/// An immutable image: a bitmap (`cgImage`) with the scale and orientation it is shown
/// at, and how it stretches (`capInsets`, `resizingMode`) and is tinted (`renderingMode`).
///
/// Like UIKit's, images are immutable and safe to share between threads. Sizes are in
/// points: the bitmap's pixel size divided by `scale`, with width and height swapped for
/// the left and right orientations.
open class UIImage: NSObject, @unchecked Sendable {
    /// How the stored bitmap is turned to be seen upright (EXIF orientation semantics).
    public enum Orientation: Int, Sendable {
        /// The bitmap as stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counter-clockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically (turned 180° and flipped horizontally).
        case downMirrored = 5
        /// Flipped horizontally, then turned 90° counter-clockwise (transposed).
        case leftMirrored = 6
        /// Flipped horizontally, then turned 90° clockwise.
        case rightMirrored = 7
    }

    /// How the middle of a resizable image fills extra space.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle parts at their natural size.
        case tile = 0
        /// Scales the middle parts.
        case stretch = 1
    }

    /// Whether an image is drawn in its own colours or as a template (its alpha, filled
    /// with a tint colour) by views such as UIImageView.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (template in bars and buttons, original elsewhere).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template.
        case alwaysTemplate = 2
    }

    private let bitmap: CGImage?
    private let pointsPerPixel: CGFloat
    private let orientation: Orientation
    private let insets: UIEdgeInsets
    private let resizing: ResizingMode
    private let rendering: RenderingMode
    private let frames: [UIImage]?
    private let animationDuration: TimeInterval
    /// What a symbol image was drawn from (nil for other images), so that it can be drawn
    /// again in another configuration.
    let symbol: SymbolImageSource?
    /// The baseline's height above the bottom edge, in points; nil: no baseline.
    let baseline: CGFloat?
    /// Whether `resizableImage` made this image: then it draws nine-part (or, with zero
    /// insets and `.tile`, tiled whole), while a plain image — also `.tile` by default in
    /// UIKit — just scales.
    let isResizable: Bool
    /// The bitmap turned upright, made once on first use (see `uprightCGImage`).
    let uprightCache = Mutex<CGImage?>(nil)

    /// The designated initializer every other one funnels into.
    package init(bitmap: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets = .zero,
                 resizingMode: ResizingMode = .tile, renderingMode: RenderingMode = .automatic,
                 resizable: Bool = false, images: [UIImage]? = nil, duration: TimeInterval = 0,
                 symbol: SymbolImageSource? = nil, baseline: CGFloat? = nil) {
        self.bitmap = bitmap
        // A scale that is not a positive number would give infinite or negative sizes.
        pointsPerPixel = scale.isFinite && scale > 0 ? scale : 1
        self.orientation = orientation
        insets = capInsets
        resizing = resizingMode
        rendering = renderingMode
        frames = images
        animationDuration = duration
        isResizable = resizable
        self.symbol = symbol
        self.baseline = baseline
        super.init()
    }

    /// An empty image: no bitmap, size zero.
    public override convenience init() {
        self.init(bitmap: nil, scale: 1, orientation: .up)
    }

    /// An image of a Core Graphics image, at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(bitmap: cgImage, scale: 1, orientation: .up)
    }

    /// An image of a Core Graphics image at `scale` pixels per point, shown turned by
    /// `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(bitmap: cgImage, scale: scale, orientation: orientation)
    }

    /// The bitmap, as stored (not turned by `imageOrientation`); nil for an empty image.
    open var cgImage: CGImage? { bitmap }

    /// Pixels per point.
    open var scale: CGFloat { pointsPerPixel }

    /// How the bitmap is turned for display.
    open var imageOrientation: UIImage.Orientation { orientation }

    /// The size in points, as displayed: width and height swap for the four left/right
    /// orientations.
    open var size: CGSize {
        guard let bitmap else { return .zero }
        let w = CGFloat(bitmap.width) / pointsPerPixel, h = CGFloat(bitmap.height) / pointsPerPixel
        return orientation.swapsWidthAndHeight ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// The fixed margins of a resizable image, in points; `.zero` for others.
    open var capInsets: UIEdgeInsets { insets }

    /// How a resizable image fills the space between its caps.
    open var resizingMode: UIImage.ResizingMode { resizing }

    /// How views that tint images treat this one.
    open var renderingMode: UIImage.RenderingMode { rendering }

    /// Whether this is a symbol image (`init(systemName:)`): drawn from vectors at a point
    /// size, weight and scale, and redrawn by `withConfiguration(_:)`.
    open var isSymbolImage: Bool { symbol != nil }

    /// The frames of an animated image; nil for a still image.
    open var images: [UIImage]? { frames }

    /// The time one pass of an animated image takes, in seconds; 0 for a still image.
    open var duration: TimeInterval { animationDuration }

    /// A copy with some properties changed. `baseline` is doubly optional: nil keeps the
    /// image's, `.some(nil)` removes it.
    func with(cgImage: CGImage? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil,
              renderingMode: RenderingMode? = nil, resizable: Bool? = nil, symbol: SymbolImageSource? = nil,
              baseline: CGFloat?? = nil) -> UIImage {
        UIImage(bitmap: cgImage ?? bitmap, scale: pointsPerPixel, orientation: orientation,
                capInsets: capInsets ?? insets, resizingMode: resizingMode ?? resizing,
                renderingMode: renderingMode ?? rendering, resizable: resizable ?? isResizable,
                images: frames, duration: animationDuration, symbol: symbol ?? self.symbol,
                baseline: baseline ?? self.baseline)
    }

    open override var description: String {
        let kind = symbol.map { "symbol(system: \($0.name)), " } ?? ""
        return "<UIImage: \(kind)\(size.width) × \(size.height) @\(scale)x, \(orientation)>"
    }
}

extension UIImage.Orientation {
    /// Whether the displayed image is the stored one turned a quarter.
    var swapsWidthAndHeight: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: return true
        case .up, .down, .upMirrored, .downMirrored: return false
        }
    }

    /// Maps the stored bitmap's unit square (y down) onto the displayed unit square.
    var unitTransform: CGAffineTransform {
        switch self {
        case .up: return .identity
        case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 1, ty: 1)
        case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 1)
        case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1, ty: 0)
        case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0)
        case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 1, ty: 1)
        }
    }
}
