import CoreGraphics
import Foundation

/// Draws symbol images: a glyph of `SymbolCatalog` at a configuration's sizes
/// (`SymbolMetrics`) into a bitmap at the screen's scale.
enum SymbolRenderer {
    /// The largest side of a symbol's bitmap, in pixels. A larger symbol is drawn at a lower
    /// pixel scale (its size in points unchanged) rather than allocating gigabytes.
    static let maximumPixelSide: CGFloat = 4096

    /// The symbol `source` names, drawn as a template image in black (or painted in its
    /// tint) at `screenScale` pixels per point, with `renderingMode`; nil when there is no
    /// such symbol.
    ///
    /// The image is the ink's bounds plus a margin on each side, rounded out to whole
    /// pixels, with the ink centred on whole pixels; its baseline is the font's baseline
    /// (half the cap height below the glyph's centre).
    static func image(_ source: SymbolImageSource, screenScale: CGFloat,
                      renderingMode: UIImage.RenderingMode) -> UIImage? {
        guard let glyph = SymbolCatalog.glyph(named: source.name) else { return nil }
        let metrics = SymbolMetrics(source.configuration)
        let ink = glyph.inkBounds(lineWidth: metrics.designLineWidth)
        let inkSize = CGSize(width: ink.width * metrics.unit, height: ink.height * metrics.unit)
        let pointSize = CGSize(width: inkSize.width + 2 * metrics.margin.width,
                               height: inkSize.height + 2 * metrics.margin.height)
        var scale = screenScale.isFinite && screenScale > 0 ? screenScale : 1
        scale = min(scale, maximumPixelSide / max(pointSize.width, pointSize.height, 1))
        let width = Int((pointSize.width * scale).rounded(.up)), height = Int((pointSize.height * scale).rounded(.up))
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        // Where the glyph's centre (design origin) lands, in pixels, y down: the ink centred,
        // on whole pixels so that the same glyph looks the same wherever it is drawn.
        let originX = ((CGFloat(width) - inkSize.width * scale) / 2 - ink.minX * metrics.unit * scale).rounded()
        let originY = ((CGFloat(height) - inkSize.height * scale) / 2 - ink.minY * metrics.unit * scale).rounded()
        context.setBaseCTM(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        let transform = CGAffineTransform(a: metrics.unit * scale, b: 0, c: 0, d: metrics.unit * scale,
                                          tx: originX, ty: originY)
        glyph.draw(in: context, transform: transform, lineWidth: metrics.lineWidth * scale)
        let baseline = CGFloat(height) / scale - (originY / scale + metrics.capHeight / 2)
        let image = UIImage(bitmap: context.makeImage(), scale: scale, orientation: .up, renderingMode: renderingMode,
                            symbol: source, baseline: baseline)
        return source.tint.map { image.withTintColor($0) } ?? image
    }
}
