import CoreGraphics
import Foundation

extension LayerRenderer {
    /// The look of `layer` now, as the screen shows it (presented values, its sublayers),
    /// drawn into an image covering what it paints, at the highest `contentsScale` of the
    /// layer and its ancestors (a view's layer has its screen's): a transition's old look.
    static func snapshot(of layer: CALayer) -> (image: CGImage, rect: CGRect)? {
        let rect = LayerRenderer.localCoverage(of: layer, presentingAnimations: true)
        var scale: CGFloat = 1
        var current: CALayer? = layer
        while let each = current {
            scale = max(scale, each.contentsScale)
            current = each.superlayer
        }
        guard let bitmap = OffscreenBitmap(rect: rect, scale: scale) else { return nil }
        LayerRenderer(ctx: bitmap.ctx, cull: nil, occlusion: nil, presentsAnimations: true).drawLayer(layer)
        guard let image = bitmap.ctx.makeImage() else { return nil }
        return (image, CGRect(x: rect.minX, y: rect.minY, width: CGFloat(bitmap.width) / bitmap.scale,
                              height: CGFloat(bitmap.height) / bitmap.scale))
    }

    /// Draws the model layer `layer` during a transition: its old look (the snapshot) and
    /// its new one (the layer as it is now) combined by the transition's type at its
    /// progress. Moving looks are confined to the layer's bounds.
    func drawTransition(of layer: CALayer, _ frame: TransitionFrame) {
        let track = frame.track
        let p = CGFloat(frame.progress)
        let bounds = shown(layer).bounds
        let d = track.direction
        // The distance a moving look travels: the bounds' width or height.
        let span = CGVector(dx: d.dx * bounds.width, dy: d.dy * bounds.height)
        func offset(_ k: CGFloat) -> CGSize { CGSize(width: span.dx * k, height: span.dy * k) }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        switch track.type {
        case .moveIn:
            drawOldLook(track, alpha: 1, offset: .zero)
            ctx.clip(to: bounds)
            drawNewLook(of: layer, alpha: 1, offset: offset(p - 1))
        case .push:
            ctx.clip(to: bounds)
            drawOldLook(track, alpha: 1, offset: offset(p))
            drawNewLook(of: layer, alpha: 1, offset: offset(p - 1))
        case .reveal:
            drawNewLook(of: layer, alpha: 1, offset: .zero)
            ctx.clip(to: bounds)
            drawOldLook(track, alpha: 1, offset: offset(p))
        default:  // .fade, and unknown types
            // A cross-dissolve: (1 − p) of the old look plus p of the new, as one group, so
            // that where both are opaque the background does not show through.
            ctx.beginTransparencyLayer(in: localCoverage(of: layer).union(track.rect), auxiliaryInfo: nil)
            drawOldLook(track, alpha: 1 - p, offset: .zero)
            ctx.setBlendMode(.plusLighter)
            drawNewLook(of: layer, alpha: p, offset: .zero)
            ctx.endTransparencyLayer()
        }
    }

    private func drawOldLook(_ track: TransitionTrack, alpha: CGFloat, offset: CGSize) {
        guard let image = track.image, alpha > 0 else { return }
        ctx.saveGState()
        ctx.setAlpha(min(max(alpha, 0), 1))
        drawImage(image, source: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                  in: track.rect.offsetBy(dx: offset.width, dy: offset.height))
        ctx.restoreGState()
    }

    private func drawNewLook(of layer: CALayer, alpha: CGFloat, offset: CGSize) {
        guard alpha > 0 else { return }
        ctx.saveGState()
        ctx.translateBy(x: offset.width, y: offset.height)
        // Drawn as one group, composited with the context's alpha and blend mode.
        ctx.setAlpha(min(alpha, 1))
        ctx.beginTransparencyLayer(in: localCoverage(of: layer), auxiliaryInfo: nil)
        ctx.setAlpha(1)
        ctx.setBlendMode(.normal)
        drawLayerBody(layer)
        ctx.endTransparencyLayer()
        ctx.restoreGState()
    }
}
