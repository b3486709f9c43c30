import CoreGraphics
import Foundation

/// A bitmap covering `rect` (user space, y down) at `scale` pixels per unit, with a
/// UIKit-style context: transparent ARGB, or opaque (no alpha) when asked. Bitmaps bigger
/// than `BackingStore.maximumPixels` get a lower scale instead.
struct OffscreenBitmap {
    let ctx: CGContext
    let width: Int
    let height: Int
    /// Pixels per unit actually used.
    let scale: CGFloat

    init?(rect: CGRect, scale: CGFloat, opaque: Bool = false) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite, scale > 0 else { return nil }
        var scale = scale
        let pixels = rect.width * rect.height * scale * scale
        if pixels > BackingStore.maximumPixels { scale *= (BackingStore.maximumPixels / pixels).squareRoot() }
        width = max(1, Int((rect.width * scale).rounded(.up)))
        height = max(1, Int((rect.height * scale).rounded(.up)))
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : CGImageAlphaInfo.premultipliedFirst
        let info = alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else { return nil }
        ctx.setBaseCTM(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: -rect.minX * scale,
                                         ty: CGFloat(height) + rect.minY * scale))
        self.ctx = ctx
        self.scale = scale
    }

    /// Another context drawing into the same pixels, with the same coordinates: two
    /// threads paint disjoint parts of the bitmap at once through one each.
    func sharingPixels() -> CGContext? {
        guard let data = ctx.data,
              let other = CGContext(data: data, width: width, height: height, bitsPerComponent: 8,
                                    bytesPerRow: ctx.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: ctx.bitmapInfo.rawValue) else { return nil }
        other.setBaseCTM(ctx.baseCTM)
        return other
    }
}
