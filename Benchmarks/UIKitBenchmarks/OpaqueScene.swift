import CCairo
import CoreGraphics
import Foundation
import QuartzCore

/// A full screen of opaque layers on an iPhone 15 screen (393 × 852 points at 3×): a photo
/// grid of 131-point tiles, each an opaque image at 3×, under an opaque navigation bar and
/// tab bar; composited by the screen compositor and, as the baseline, copied with raw Cairo
/// (the same images, operator SOURCE, then the two bars filled).
struct OpaqueScene {
    static let size = CGSize(width: 393, height: 852), scale: CGFloat = 3, tile: CGFloat = 131
    let root = CALayer()
    let compositor: ScreenCompositor
    let images: [CGImage]
    let bars: [(rect: CGRect, color: CGColor)] = [
        (CGRect(x: 0, y: 0, width: 393, height: 103), CGColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)),
        (CGRect(x: 0, y: 769, width: 393, height: 83), CGColor(red: 0.2, green: 0.3, blue: 0.5, alpha: 1)),
    ]
    private let rawSurface: CairoSurface
    private let raw: OpaquePointer

    init() {
        compositor = ScreenCompositor(size: OpaqueScene.size, scale: OpaqueScene.scale)!
        root.bounds = CGRect(origin: .zero, size: OpaqueScene.size)
        root.anchorPoint = .zero
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let columns = Int(OpaqueScene.size.width / OpaqueScene.tile)
        let rows = Int((OpaqueScene.size.height / OpaqueScene.tile).rounded(.up))
        var images: [CGImage] = []
        for index in 0..<(columns * rows) {
            let image = OpaqueScene.photo(pixels: Int(OpaqueScene.tile * OpaqueScene.scale), seed: index)
            let tile = CALayer()
            tile.frame = CGRect(x: CGFloat(index % columns) * OpaqueScene.tile, y: CGFloat(index / columns) * OpaqueScene.tile,
                                width: OpaqueScene.tile, height: OpaqueScene.tile)
            tile.contents = image
            tile.contentsScale = OpaqueScene.scale
            root.addSublayer(tile)
            images.append(image)
        }
        self.images = images
        for bar in bars {
            let layer = CALayer()
            layer.frame = bar.rect
            layer.backgroundColor = bar.color
            root.addSublayer(layer)
        }
        compositor.roots = [root]
        compositor.commit()
        compositor.composite()
        let pixels = OpaqueScene.size.applying(CGAffineTransform(scaleX: OpaqueScene.scale, y: OpaqueScene.scale))
        rawSurface = CairoSurface.image(CAIRO_FORMAT_RGB24, width: Int(pixels.width), height: Int(pixels.height))!
        raw = cairo_create(rawSurface.raw)!
    }

    var layerCount: Int { 1 + root.sublayers!.count }

    /// Repaints the whole screen: the root's background (hidden behind the tiles) changes.
    func compositeFullFrame(_ on: Bool) {
        root.backgroundColor = CGColor(gray: on ? 0.1 : 0, alpha: 1)
        compositor.commit()
        compositor.composite()
    }

    /// The same pixels with raw Cairo: each image copied into place, then the bars.
    func copyRaw() {
        let columns = Int(OpaqueScene.size.width / OpaqueScene.tile), side = Double(OpaqueScene.tile * OpaqueScene.scale)
        cairo_set_operator(raw, CAIRO_OPERATOR_SOURCE)
        for (index, image) in images.enumerated() {
            let x = Double(index % columns) * side, y = Double(index / columns) * side
            cairo_set_source_surface(raw, image.surface!.raw, x, y)
            cairo_rectangle(raw, x, y, side, side)
            cairo_fill(raw)
        }
        let scale = Double(OpaqueScene.scale)
        for bar in bars {
            let c = bar.color.components!
            cairo_set_source_rgb(raw, Double(c[0]), Double(c[1]), Double(c[2]))
            cairo_rectangle(raw, Double(bar.rect.minX) * scale, Double(bar.rect.minY) * scale,
                            Double(bar.rect.width) * scale, Double(bar.rect.height) * scale)
            cairo_fill(raw)
        }
    }

    /// The raw copy's pixels, as an image.
    var rawImage: CGImage {
        rawSurface.flush()
        return CGImage(surface: rawSurface)!
    }

    /// An opaque synthetic photo: smooth colour fields that differ per `seed`.
    static func photo(pixels: Int, seed: Int) -> CGImage {
        var bytes = [UInt8](repeating: 255, count: pixels * pixels * 4)
        for y in 0..<pixels {
            for x in 0..<pixels {
                let i = (y * pixels + x) * 4
                bytes[i] = UInt8((x + seed * 37) & 0xFF)
                bytes[i + 1] = UInt8((y + seed * 91) & 0xFF)
                bytes[i + 2] = UInt8(((x ^ y) + seed * 13) & 0xFF)
            }
        }
        return CGImage(width: pixels, height: pixels, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: pixels * 4,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)!
    }
}
