import CoreGraphics
import Foundation
@testable import QuartzCore

/// The pixels of a layer's backing store after `display()`, readable by layer coordinates
/// as straight RGBA bytes.
struct LayerPixels {
    /// The area of the layer the pixels cover (`BackingStore.rect`).
    let rect: CGRect
    let scale: CGFloat
    let width: Int
    let height: Int
    let image: CGImage
    private let bytes: [UInt8]

    /// Displays `layer` and reads its backing store; nil when it kept none.
    init?(displaying layer: CALayer) {
        layer.display()
        guard let store = layer.backingStore else { return nil }
        self.init(store)
    }

    init(_ store: BackingStore) {
        rect = store.rect
        scale = store.scale
        image = store.image
        width = store.image.width
        height = store.image.height
        // A known layout to read: RGBA bytes, premultiplied, top row first (the default
        // Quartz context is y-up, so an image drawn over the whole of it lands upright).
        let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(store.image, in: CGRect(x: 0, y: 0, width: width, height: height))
        let data = ctx.data!.assumingMemoryBound(to: UInt8.self)
        bytes = Array(UnsafeBufferPointer(start: data, count: width * height * 4))
    }

    /// The pixel covering the layer point (`x`, `y`); clear outside the store.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA {
        let px = Int(((x - rect.minX) * scale).rounded(.down)), py = Int(((y - rect.minY) * scale).rounded(.down))
        guard px >= 0, py >= 0, px < width, py < height else { return .clear }
        let i = (py * width + px) * 4
        let a = bytes[i + 3]
        guard a > 0 else { return .clear }
        func unpremultiply(_ v: UInt8) -> UInt8 { UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
        return RGBA(r: unpremultiply(bytes[i]), g: unpremultiply(bytes[i + 1]), b: unpremultiply(bytes[i + 2]), a: a)
    }

    /// The alpha of the pixel covering (`x`, `y`).
    func alpha(_ x: CGFloat, _ y: CGFloat) -> UInt8 { pixel(x, y).a }

    /// How many pixels of the row through layer y-coordinate `y` have any alpha.
    func paintedPixels(inRowAt y: CGFloat) -> Int {
        let py = Int(((y - rect.minY) * scale).rounded(.down))
        guard py >= 0, py < height else { return 0 }
        return (0..<width).filter { bytes[(py * width + $0) * 4 + 3] > 0 }.count
    }

    /// How many pixels of the column through layer x-coordinate `x` have any alpha.
    func paintedPixels(inColumnAt x: CGFloat) -> Int {
        let px = Int(((x - rect.minX) * scale).rounded(.down))
        guard px >= 0, px < width else { return 0 }
        return (0..<height).filter { bytes[($0 * width + px) * 4 + 3] > 0 }.count
    }

    /// Writes the store as `shapes-<name>.png` into $LOOK_DIR, for looking at.
    func write(_ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["LOOK_DIR"], let png = ImageCodec.pngData(image) else { return }
        try? png.write(to: URL(fileURLWithPath: dir).appendingPathComponent("shapes-" + name + ".png"))
    }
}
