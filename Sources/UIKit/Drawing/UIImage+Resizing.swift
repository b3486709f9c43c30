import CoreGraphics
import Foundation

extension UIImage {
    /// A resizable version: when drawn (or shown) larger or smaller than its size, the
    /// `capInsets` margins (in points) keep their size and the middle is tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable version whose middle is tiled or stretched as `resizingMode` says.
    /// With zero insets the whole image is the middle.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets,
                               resizingMode: UIImage.ResizingMode) -> UIImage {
        with(capInsets: capInsets, resizingMode: resizingMode, resizable: true)
    }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        with(renderingMode: renderingMode)
    }

    /// The image painted in `color`: the colour wherever the image has coverage, with the
    /// image's alpha (UIKit draws the colour, then the image in `.destinationIn` mode).
    /// The rendering mode stays.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image painted in `color` (see `withTintColor(_:)`), with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        guard let source = cgImage,
              let context = CGContext(data: nil, width: source.width, height: source.height, bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return with(renderingMode: renderingMode) }
        // The stored bitmap is tinted as stored; the orientation still applies on display.
        let all = CGRect(x: 0, y: 0, width: source.width, height: source.height)
        context.setFillColor(color.cgColor)
        context.fill(all)
        context.setBlendMode(.destinationIn)
        context.draw(source, in: all)
        // A symbol image remembers its tint, to paint it again when redrawn in another
        // configuration.
        return with(cgImage: context.makeImage(), renderingMode: renderingMode, symbol: symbol?.tinted(color))
    }

    /// The cap insets as drawn: never negative, and shrunk in proportion where they are
    /// wider or taller than the image.
    var drawnCapInsets: UIEdgeInsets {
        let natural = size
        var left = max(0, capInsets.left), right = max(0, capInsets.right)
        var top = max(0, capInsets.top), bottom = max(0, capInsets.bottom)
        if left + right > natural.width { let f = natural.width / (left + right); left *= f; right *= f }
        if top + bottom > natural.height { let f = natural.height / (top + bottom); top *= f; bottom *= f }
        return UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// Nine-part drawing of a resizable image into `rect`: corners at natural size, edges
    /// and middle stretched or tiled.
    func drawNinePart(in rect: CGRect, context: CGContext) {
        guard let upright = uprightCGImage else { return }
        let s = scale
        let natural = size
        let caps = drawnCapInsets
        let (left, right, top, bottom) = (caps.left, caps.right, caps.top, caps.bottom)
        // Caps wider than the destination shrink in proportion, as UIKit's do.
        var dl = left, dr = right, dt = top, db = bottom
        if dl + dr > rect.width, dl + dr > 0 { let f = rect.width / (dl + dr); dl *= f; dr *= f }
        if dt + db > rect.height, dt + db > 0 { let f = rect.height / (dt + db); dt *= f; db *= f }

        // Source columns/rows in points of the upright image, destination ones in `rect`.
        let sourceX = [0, left, natural.width - right, natural.width]
        let sourceY = [0, top, natural.height - bottom, natural.height]
        let destX = [rect.minX, rect.minX + dl, rect.maxX - dr, rect.maxX]
        let destY = [rect.minY, rect.minY + dt, rect.maxY - db, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row],
                                    width: sourceX[column + 1] - sourceX[column],
                                    height: sourceY[row + 1] - sourceY[row])
                let dest = CGRect(x: destX[column], y: destY[row],
                                  width: destX[column + 1] - destX[column], height: destY[row + 1] - destY[row])
                guard source.width > 0, source.height > 0, dest.width > 0, dest.height > 0 else { continue }
                let pixels = CGRect(x: source.minX * s, y: source.minY * s, width: source.width * s,
                                    height: source.height * s).integral
                guard let piece = upright.cropping(to: pixels) else { continue }
                let part = UIImage(bitmap: piece, scale: s, orientation: .up)
                let tilesAcross = resizingMode == .tile && column == 1
                let tilesDown = resizingMode == .tile && row == 1
                if tilesAcross || tilesDown {
                    context.saveGState()
                    context.clip(to: dest)
                    let tile = CGSize(width: tilesAcross ? source.width : dest.width,
                                      height: tilesDown ? source.height : dest.height)
                    part.tileOriented(over: dest, anchor: dest.origin, tile: tile, context: context)
                    context.restoreGState()
                } else {
                    part.drawOriented(in: dest, context: context)
                }
            }
        }
    }

    /// The bitmap as displayed (orientation applied), so cap insets can be cut from it and
    /// views can show it as layer contents. Turned once per image and kept.
    @_spi(Testing) public var uprightCGImage: CGImage? {
        guard let cgImage else { return nil }
        if imageOrientation == .up { return cgImage }
        if let cached = uprightCache.withLock({ $0 }) { return cached }
        let turned = turnedUpright(cgImage)
        uprightCache.withLock { $0 = turned }
        return turned
    }

    private func turnedUpright(_ cgImage: CGImage) -> CGImage? {
        let swaps = imageOrientation.swapsWidthAndHeight
        let width = swaps ? cgImage.height : cgImage.width
        let height = swaps ? cgImage.width : cgImage.height
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.setBaseCTM(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
        drawOriented(in: CGRect(x: 0, y: 0, width: width, height: height), context: context)
        return context.makeImage()
    }
}
