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
    private let pixels: ImagePixels

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
        pixels = ImagePixels(store.image)
    }

    /// The pixel covering the layer point (`x`, `y`); clear outside the store.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBA {
        pixels.pixel(Int(((x - rect.minX) * scale).rounded(.down)), Int(((y - rect.minY) * scale).rounded(.down)))
    }

    /// The alpha of the pixel covering (`x`, `y`).
    func alpha(_ x: CGFloat, _ y: CGFloat) -> UInt8 { pixel(x, y).a }

    /// How many pixels of the row through layer y-coordinate `y` have any alpha.
    func paintedPixels(inRowAt y: CGFloat) -> Int {
        let py = Int(((y - rect.minY) * scale).rounded(.down))
        guard py >= 0, py < height else { return 0 }
        return (0..<width).filter { pixels.pixel($0, py).a > 0 }.count
    }

    /// How many pixels of the column through layer x-coordinate `x` have any alpha.
    func paintedPixels(inColumnAt x: CGFloat) -> Int {
        let px = Int(((x - rect.minX) * scale).rounded(.down))
        guard px >= 0, px < width else { return 0 }
        return (0..<height).filter { pixels.pixel(px, $0).a > 0 }.count
    }

    /// Writes the store as `shapes-<name>.png` into $LOOK_DIR, for looking at.
    func write(_ name: String) { ImagePixels.write(image, named: "shapes-" + name) }
}
