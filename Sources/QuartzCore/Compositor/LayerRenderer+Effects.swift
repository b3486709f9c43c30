import CoreGraphics
import Foundation

/// A layer's blurred shadow of a known shape (its `shadowPath`, or its rounded bounds),
/// kept until the shape or its look changes.
package final class ShadowCache {
    struct Key: Equatable {
        var path: CGPath, radius: CGFloat, color: CGColor, opacity: Float, scale: CGFloat
    }
    let key: Key
    let image: CGImage
    /// Where the image lands, in the layer's coordinates, before the shadow offset.
    let rect: CGRect

    init(key: Key, image: CGImage, rect: CGRect) {
        self.key = key
        self.image = image
        self.rect = rect
    }
}

extension LayerRenderer {
    /// The shadow colour with `shadowOpacity` applied.
    private func shadowColor(of layer: CALayer) -> CGColor? {
        guard let color = layer.shadowColor else { return nil }
        return color.copy(alpha: color.alpha * CGFloat(max(0, min(1, layer.shadowOpacity))))
    }

    /// Sets the context's shadow to the layer's: Core Animation's `shadowRadius` is the
    /// Gaussian's standard deviation, Quartz's blur twice that.
    func setShadow(of layer: CALayer) {
        ctx.setShadow(offset: layer.shadowOffset, blur: max(0, layer.shadowRadius) * 2, color: shadowColor(of: layer))
    }

    /// Draws the shadow of `shape` (the `shadowPath`, or the shape `shadowShape(of:model:)`
    /// knows; the path itself is not painted), blurred once and cached on the layer until
    /// the shape, radius, colour or scale change.
    func drawPathShadow(of layer: CALayer, shape path: CGPath) {
        guard let color = shadowColor(of: layer) else { return }
        let key = ShadowCache.Key(path: path, radius: layer.shadowRadius, color: color, opacity: layer.shadowOpacity,
                                  scale: deviceScale)
        let kept: ShadowCache? = exclusively {
            if let cached = layer.composite.shadowCache, cached.key == key { return cached }
            let made = LayerRenderer.makeShadow(key)
            if let made { layer.composite.shadowCache = made }
            return made
        }
        guard let cache = kept else { return }
        drawImage(cache.image, source: CGRect(x: 0, y: 0, width: cache.image.width, height: cache.image.height),
                  in: cache.rect.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height))
    }

    /// Blurs `key.path` filled with the colour into an image covering the blur's reach.
    private static func makeShadow(_ key: ShadowCache.Key) -> ShadowCache? {
        let box = key.path.boundingBoxOfPath
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return nil }
        let sigma = max(0, key.radius)
        let rect = box.insetBy(dx: -(3 * sigma + 1), dy: -(3 * sigma + 1))
        let scale = min(key.scale, (BackingStore.maximumPixels / max(rect.width * rect.height, 1)).squareRoot())
        guard let bitmap = OffscreenBitmap(rect: rect, scale: scale) else { return nil }
        // The shape is drawn one bitmap-height above the bitmap and its shadow offset back
        // down into it: only the shadow lands.
        let lift = rect.height + 8 * sigma + 8
        bitmap.ctx.setShadow(offset: CGSize(width: 0, height: lift), blur: sigma * 2, color: key.color)
        bitmap.ctx.translateBy(x: 0, y: -lift)
        bitmap.ctx.addPath(key.path)
        bitmap.ctx.setFillColor(CGColor(gray: 0, alpha: 1))
        bitmap.ctx.fillPath()
        guard let image = bitmap.ctx.makeImage() else { return nil }
        return ShadowCache(key: key, image: image, rect: rect)
    }

    /// Clips the context to the alpha of `mask` laid out in `layer`'s coordinates (the
    /// mask's own position and transform apply; outside the layer's bounds is masked out).
    func clip(to mask: CALayer, of layer: CALayer) {
        let area = layer.bounds
        // Displaying calls the mask's delegate: only on the compositor's thread.
        let leftOut = exclusively {
            guard mask.hasPendingUpdate else { return false }
            if let band, !band.ownsThread { return true }
            mask.updateTree()
            return false
        }
        if leftOut { return band?.noteLeftOut() ?? () }
        guard let bitmap = OffscreenBitmap(rect: area, scale: deviceScale) else { return }
        let renderer = drawing(into: bitmap.ctx)
        let map = map(of: mask)
        if map.isAffine {
            bitmap.ctx.concatenate(map.affine)
            renderer.drawLayer(mask)
        } else {
            renderer.drawProjected(mask, map: map)
        }
        guard let image = bitmap.ctx.makeImage() else { return }
        // `clip(to:mask:)` maps the image's first row to the rectangle's maxY; flip it upright.
        ctx.translateBy(x: 0, y: area.minY + area.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.clip(to: area, mask: image)
        ctx.scaleBy(x: 1, y: -1)
        ctx.translateBy(x: 0, y: -(area.minY + area.maxY))
    }
}
