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
        case .flip:
            drawFlip(of: layer, track, progress: p, bounds: bounds)
        case .pageCurl:
            drawCurl(under: { drawNewLook(of: layer, alpha: 1, offset: .zero) },
                     page: { drawOldLook(track, alpha: $0, offset: .zero) }, folded: p, bounds: bounds,
                     opaquePage: exclusively { track.oldLookIsOpaque } ? localCoverage(of: layer) : nil)
        case .pageUnCurl:
            drawCurl(under: { drawOldLook(track, alpha: 1, offset: .zero) },
                     page: { drawNewLook(of: layer, alpha: $0, offset: .zero) }, folded: 1 - p, bounds: bounds,
                     opaquePage: nil)
        default:  // .fade, and unknown types
            // A cross-dissolve: (1 − p) of the old look plus p of the new, as one group, so
            // that where both are opaque the background does not show through.
            ctx.beginTransparencyLayer(in: localCoverage(of: layer).union(track.rect), auxiliaryInfo: nil)
            drawOldLook(track, alpha: 1 - p, offset: .zero)
            drawNewLook(of: layer, alpha: p, offset: .zero, blendMode: .plusLighter)
            ctx.endTransparencyLayer()
        }
    }

    func drawOldLook(_ track: TransitionTrack, alpha: CGFloat, offset: CGSize) {
        guard let image = track.image, alpha > 0 else { return }
        ctx.saveGState()
        ctx.setAlpha(min(max(alpha, 0), 1))
        drawImage(image, source: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                  in: track.rect.offsetBy(dx: offset.width, dy: offset.height))
        ctx.restoreGState()
    }

    /// Draws the layer as it is now, moved by `offset`, as one group composited at `alpha`
    /// with `blendMode`.
    func drawNewLook(of layer: CALayer, alpha: CGFloat, offset: CGSize, blendMode: CGBlendMode = .normal) {
        guard alpha > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.translateBy(x: offset.width, y: offset.height)
        // Opaque and blended normally, the group paints what its parts paint one by one
        // (source-over is associative): no transparency layer needed.
        guard alpha < 1 || blendMode != .normal else {
            drawLayerBody(layer)
            return
        }
        ctx.setAlpha(alpha)
        ctx.setBlendMode(blendMode)
        ctx.beginTransparencyLayer(in: localCoverage(of: layer), auxiliaryInfo: nil)
        ctx.setAlpha(1)
        ctx.setBlendMode(.normal)
        drawLayerBody(layer)
        ctx.endTransparencyLayer()
    }

    // MARK: Flips

    /// A flip: the layer turns half a revolution about its centre, in perspective, the old
    /// look on its front for the first half, the new look on its back for the second.
    private func drawFlip(of layer: CALayer, _ track: TransitionTrack, progress p: CGFloat, bounds: CGRect) {
        let firstHalf = p < 0.5
        let map = track.flipMap(angle: (firstHalf ? p : p - 1) * .pi, bounds: bounds)
        if firstHalf {
            guard !track.rect.isNull else { return }
            drawFlat(track.rect, through: map, cache: track.flatOldLook) { $0.drawOldLook(track, alpha: 1, offset: .zero) }
        } else {
            drawFlat(localCoverage(of: layer), through: map, cache: track.flatNewLook,
                     version: layer.composite.lookVersion) { $0.drawLayerBody(layer) }
        }
    }

    // MARK: Curls

    /// A page curl, drawn flat (approximate): `under` shows where the page has lifted;
    /// the page (`page`, drawn at the alpha it is given) is folded back along a line that
    /// sweeps from the bottom-right corner to the top-left as `folded` goes from 0 to 1,
    /// its flat part in place, the folded flap mirrored over it as the paper's back (light,
    /// the look showing through). When the page is opaque, `opaquePage` is where `under`
    /// paints: nothing of it shows under the flat part of the page, and none is drawn there.
    private func drawCurl(under: () -> Void, page: (CGFloat) -> Void, folded: CGFloat, bounds: CGRect,
                          opaquePage underCoverage: CGRect?) {
        guard folded < 1, bounds.width > 0, bounds.height > 0 else {
            under()
            return
        }
        let line = PageCurlFold(folded: folded, bounds: bounds)
        let (fold, normal) = (line.point, line.normal)
        // The part of the page still flat, and the flap beyond the fold.
        let flat = LayerRenderer.clip(bounds, to: fold, normal: normal)
        let flap = LayerRenderer.clip(bounds, to: fold, normal: CGVector(dx: -normal.dx, dy: -normal.dy))
        if let underCoverage, flat.count >= 3 {
            // Everywhere but the flat page, shrunk by a device pixel: the page's antialiased
            // edge still lies over `under`, as when all of it is drawn.
            let inset = 1 / deviceScale
            let hidden = LayerRenderer.clip(bounds, to: CGPoint(x: fold.x - normal.dx * inset, y: fold.y - normal.dy * inset),
                                            normal: normal)
            ctx.saveGState()
            ctx.addRect(underCoverage.union(bounds))
            if hidden.count >= 3 {
                ctx.addLines(between: hidden)
                ctx.closePath()
            }
            ctx.clip(using: .evenOdd)
            under()
            ctx.restoreGState()
        } else {
            under()
        }
        if flat.count >= 3 {
            ctx.saveGState()
            ctx.addLines(between: flat)
            ctx.closePath()
            ctx.clip()
            page(1)
            ctx.restoreGState()
        }
        guard flap.count >= 3 else { return }
        // Mirror across the fold line: x' = x − 2((x − fold)·n)n.
        let (nx, ny) = (normal.dx, normal.dy)
        let k = 2 * (fold.x * nx + fold.y * ny)
        let mirror = CGAffineTransform(a: 1 - 2 * nx * nx, b: -2 * nx * ny, c: -2 * nx * ny, d: 1 - 2 * ny * ny,
                                       tx: k * nx, ty: k * ny)
        ctx.saveGState()
        ctx.concatenate(mirror)
        ctx.addLines(between: flap)
        ctx.closePath()
        ctx.clip()
        ctx.setFillColor(CGColor(gray: 0.93, alpha: 1))
        ctx.fill(bounds)
        page(0.3)
        ctx.restoreGState()
    }

    /// The part of `rect` on the side of the line through `point` that `normal` points
    /// away from — where (x − point)·normal ≤ 0 — as a polygon (empty when none).
    static func clip(_ rect: CGRect, to point: CGPoint, normal: CGVector) -> [CGPoint] {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        func side(_ p: CGPoint) -> CGFloat { (p.x - point.x) * normal.dx + (p.y - point.y) * normal.dy }
        var polygon: [CGPoint] = []
        for (index, p) in corners.enumerated() {
            let q = corners[(index + 1) % corners.count]
            let (sp, sq) = (side(p), side(q))
            if sp <= 0 { polygon.append(p) }
            if (sp < 0) != (sq < 0), sp != sq {
                let t = sp / (sp - sq)
                polygon.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
            }
        }
        return polygon
    }
}
