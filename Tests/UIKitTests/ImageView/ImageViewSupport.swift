import Foundation
import UIKitTesting

/// A `width`×`height`-pixel picture in `quarterColours`, at `scale` pixels per point.
func quarteredImage(_ width: Int, _ height: Int, scale: CGFloat = 1,
                    orientation: UIImage.Orientation = .up) -> UIImage {
    let bitmap = makeImage(width, height) { x, y in
        [UIColor.red, .green, .blue, .white][(x < width / 2 ? 0 : 1) + (y < height / 2 ? 0 : 2)]
    }
    return UIImage(cgImage: bitmap, scale: scale, orientation: orientation)
}

/// Whether a screen pixel shows something other than the empty (black) window.
func isContent(_ p: RenderedPixels.RGBA) -> Bool { p != .black }

extension RenderedPixels.RGBA {
    static let yellow = RenderedPixels.RGBA(255, 255, 0, 255)
}
