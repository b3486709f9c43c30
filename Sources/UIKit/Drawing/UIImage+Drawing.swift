import CoreGraphics
import Foundation

// Drawing into the current UIKit context. UIImage assumes UIKit's y-down coordinates and
// turns the bitmap upright itself (it compensates for Core Graphics' y-up image space),
// so an image drawn at (10, 10) has its top-left corner there.
extension UIImage {
    /// Draws the image at its natural size with its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size), blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its natural size at `point`, with a blend mode and an alpha.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect`. A resizable image keeps its caps at their
    /// natural size and stretches or tiles the rest.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` with a blend mode and an alpha, leaving the context's
    /// settings unchanged.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        if isResizable && rect.size != size {
            drawNinePart(in: rect.standardized, context: context)
        } else {
            drawOriented(in: rect, context: context)
        }
        context.restoreGState()
    }

    /// Fills `rect` with copies of the image at its natural size, laid on a grid that
    /// starts at the origin of the current coordinate space (as a pattern colour does).
    public func drawAsPattern(in rect: CGRect) {
        let tile = size
        guard let context = UIGraphicsGetCurrentContext(), cgImage != nil, tile.width > 0, tile.height > 0 else {
            return
        }
        context.saveGState()
        context.clip(to: rect)
        tileOriented(over: rect.standardized, anchor: .zero, tile: tile, context: context)
        context.restoreGState()
    }

    /// Draws the whole bitmap, turned by `imageOrientation`, scaled into `rect`.
    func drawOriented(in rect: CGRect, context: CGContext) {
        guard let cgImage else { return }
        // Unit square with y up (where Core Graphics puts the image) → y down → turned as
        // displayed → `rect`.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1)
        let place = CGAffineTransform(a: rect.width, b: 0, c: 0, d: rect.height, tx: rect.minX, ty: rect.minY)
        context.saveGState()
        context.concatenate(flip.concatenating(imageOrientation.unitTransform).concatenating(place))
        context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
    }

    /// Copies of the image at `tile` size on a grid through `anchor`, covering `area`
    /// (the caller clips).
    func tileOriented(over area: CGRect, anchor: CGPoint, tile: CGSize, context: CGContext) {
        guard area.width > 0, area.height > 0 else { return }
        let firstColumn = ((area.minX - anchor.x) / tile.width).rounded(.down)
        let firstRow = ((area.minY - anchor.y) / tile.height).rounded(.down)
        var y = anchor.y + firstRow * tile.height
        while y < area.maxY {
            var x = anchor.x + firstColumn * tile.width
            while x < area.maxX {
                drawOriented(in: CGRect(x: x, y: y, width: tile.width, height: tile.height), context: context)
                x += tile.width
            }
            y += tile.height
        }
    }
}
