import Foundation
import UIKitTesting

/// Renders `actions` into a `size`-point image at `scale` (1 by default, so a point is a pixel).
func renderImage(_ size: CGSize, scale: CGFloat = 1, opaque: Bool = false,
                 _ actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: actions)
}

/// The rendered pixels of `actions`, drawn at scale 1.
func renderPixels(_ width: Int, _ height: Int, _ actions: (UIGraphicsImageRendererContext) -> Void) -> RenderedPixels {
    RenderedPixels(renderImage(CGSize(width: width, height: height), actions))
}

/// A `width`×`height` image whose pixels are given row by row from the top.
func makeImage(_ width: Int, _ height: Int, pixel: (Int, Int) -> UIColor) -> CGImage {
    renderImage(CGSize(width: width, height: height)) { context in
        for y in 0..<height {
            for x in 0..<width {
                pixel(x, y).setFill()
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }.cgImage!
}

/// A 2×2 image: top row red, bottom row blue (as seen in a viewer).
func redOverBlue() -> CGImage {
    makeImage(2, 2) { _, y in y == 0 ? .red : .blue }
}

/// A fresh temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-drawing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
