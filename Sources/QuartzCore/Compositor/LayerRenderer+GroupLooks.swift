import CoreGraphics
import Foundation

extension LayerRenderer {
    /// Paints the group look kept for the translucent model layer `layer` at `opacity`,
    /// drawing and keeping it first when this is the second frame it is drawn alike.
    /// Returns false when the group must be drawn as usual (the first frame at this
    /// transform, or a clip that cuts pixels, under which kept pixels would differ).
    func drawKeptGroupLook(of layer: CALayer, opacity: Float) -> Bool {
        let ctm = ctx.ctm
        let kept: (image: CGImage, rect: CGRect)? = exclusively {
            guard let look = layer.composite.groupLook, look.ctm == ctm else {
                // Worth keeping only for a group of several layers: a lone layer paints as fast.
                layer.composite.groupLook = layer.children.isEmpty ? nil : GroupLook(ctm: ctm, frame: band?.frame)
                return nil
            }
            if let frame = look.frame, frame === band?.frame { return nil }  // noted this very frame
            guard ctx.clipIsPixelRectangles else { return nil }
            if look.pixels == nil { look.pixels = drawGroup(layer, ctm: ctm) }
            return look.pixels
        }
        guard let (image, rect) = kept else { return false }
        ctx.saveGState()
        ctx.setAlpha(CGFloat(max(0, min(1, opacity))))
        // Pixel for pixel: the device transform undone (up to rounding), nothing resampled.
        ctx.interpolationQuality = .none
        ctx.concatenate(ctm.inverted())
        ctx.draw(image, in: rect)
        ctx.restoreGState()
        return true
    }

    /// The group — `layer`'s body and sublayers, unclipped and uncovered — drawn in device
    /// space (through `ctm`) over the part of the device it covers.
    private func drawGroup(_ layer: CALayer, ctm: CGAffineTransform) -> (CGImage, CGRect)? {
        let device = CGRect(x: 0, y: 0, width: ctx.width, height: ctx.height)
        let covered = localCoverage(of: layer).applying(ctm).intersection(device)
        guard !covered.isNull, covered.width > 0, covered.height > 0 else { return nil }
        let rect = CGRect(x: covered.minX.rounded(.down), y: covered.minY.rounded(.down),
                          width: 0, height: 0)
        let width = Int(covered.maxX.rounded(.up) - rect.minX), height = Int(covered.maxY.rounded(.up) - rect.minY)
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let bitmap = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        // The screen's base space moved to the bitmap, and the layer's transform within it:
        // Quartz shadows are offset and blurred in base space, which must not turn or scale.
        let base = ctx.baseCTM
        bitmap.setBaseCTM(base.concatenating(CGAffineTransform(translationX: -rect.minX, y: -rect.minY)))
        bitmap.concatenate(ctm.concatenating(base.inverted()))
        guard drawsWhole({ drawing(into: bitmap).drawBody(of: layer) }), let image = bitmap.makeImage() else { return nil }
        return (image, CGRect(x: rect.minX, y: rect.minY, width: CGFloat(width), height: CGFloat(height)))
    }
}
