import CoreGraphics
import Foundation
import Synchronization

/// Draws a layer tree into a UIKit-style (y-down) `CGContext`: the one routine behind
/// `CALayer.render(in:)`, the screen compositor and offscreen passes (masks, shadows,
/// 3-D layers).
///
/// Each layer draws in its own coordinate space, in Core Animation's order: shadow,
/// background, contents, sublayers (by `zPosition`), border; `masksToBounds` clips
/// contents and sublayers to the rounded bounds; opacity below 1 and masks composite the
/// layer and its sublayers as one group.
package struct LayerRenderer {
    package let ctx: CGContext
    /// Where drawing is needed, in the coordinates of the tree's root (nil: everywhere).
    /// Layers whose last composited coverage misses it are skipped.
    let cull: CGRect?
    /// What opaque layers hide inside `cull`, left undrawn.
    let occlusion: Occlusion?
    /// Whether layers are drawn with their animated values (the screen) or their model
    /// values (`render(in:)`, which Core Animation renders from the layer tree, ignoring
    /// animations).
    let presentsAnimations: Bool
    /// Whether translucent groups are drawn from, and kept as, `GroupLook`s: the screen's
    /// frames, where a fading group is drawn again and again unchanged.
    let keepsGroupLooks: Bool
    /// The band of the frame this renderer paints while other threads paint the rest
    /// (`RepaintBands`); nil when it paints alone.
    let band: PaintingBand?

    package init(ctx: CGContext) {
        self.init(ctx: ctx, cull: nil, occlusion: nil, presentsAnimations: false)
    }

    init(ctx: CGContext, cull: CGRect?, occlusion: Occlusion?, presentsAnimations: Bool, keepsGroupLooks: Bool = false,
         band: PaintingBand? = nil) {
        self.ctx = ctx
        self.cull = cull
        self.occlusion = occlusion
        self.presentsAnimations = presentsAnimations
        self.keepsGroupLooks = keepsGroupLooks
        self.band = band
    }

    /// Runs `body` (which looks up or makes a cache kept on a layer) alone among the
    /// threads painting this frame.
    func exclusively<R>(_ body: () -> R) -> R {
        band?.exclusively(body) ?? body()
    }

    /// Runs `draw` (drawing layers into a look to keep across frames) and says whether the
    /// look may be kept: nothing was left out while it drew (see `PaintingBand`).
    func drawsWhole(_ draw: () -> Void) -> Bool {
        guard let band else {
            draw()
            return true
        }
        return band.drawsWhole(draw)
    }

    /// The layer whose values are drawn for the model layer `layer`.
    func shown(_ layer: CALayer) -> CALayer {
        presentsAnimations ? layer.rendered : layer
    }

    /// The map from the model layer `layer`'s space into its superlayer's, as drawn.
    func map(of layer: CALayer) -> Homography {
        presentsAnimations ? layer.renderedToSuperlayer : layer.toSuperlayer
    }

    /// Another renderer drawing the same way into `ctx` (offscreen passes).
    func drawing(into ctx: CGContext) -> LayerRenderer {
        LayerRenderer(ctx: ctx, cull: nil, occlusion: nil, presentsAnimations: presentsAnimations, band: band)
    }

    /// Device pixels per user-space unit at the current CTM.
    var deviceScale: CGFloat {
        let m = ctx.ctm
        return max(abs(m.a * m.d - m.b * m.c).squareRoot(), 0.01)
    }

    /// Draws the model layer `layer` in its own coordinate space (its position and
    /// transform ignored); on screen, mid-transition, mixed with its old look.
    package func drawLayer(_ layer: CALayer) {
        if presentsAnimations, let transition = layer.animationState?.transition, !shown(layer).isHidden {
            drawTransition(of: layer, transition)
        } else {
            drawLayerBody(layer)
        }
    }

    /// The layer as it is: shadow, its group (opacity, mask), background, contents,
    /// sublayers, border.
    func drawLayerBody(_ layer: CALayer) {
        let values = shown(layer)
        guard !values.isHidden else { return }
        // The shadow's shape decides both how the shadow is drawn and whether the layer is a
        // group: found once per draw.
        let castsShadow = LayerRenderer.castsShadow(values)
        let shape = castsShadow ? LayerRenderer.shadowShape(of: values, model: layer) : nil
        let contentShadow = castsShadow && shape == nil
        let grouped = LayerRenderer.isGroup(values, model: layer, castsContentShadow: contentShadow)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let shape { drawPathShadow(of: values, shape: shape) }
        if grouped, !contentShadow, paintsOnce(layer) {
            // One paint at the layer's opacity is its group composited at it.
            ctx.setAlpha(CGFloat(max(0, min(1, values.opacity))))
            drawBody(of: layer)
            return
        }
        if keepsGroupLooks {
            // Shadows cast by content are blurred from what the clip leaves of it: a look
            // drawn unclipped would differ.
            if grouped, layer.mask == nil, !layer.composite.contentShadowsBelow {
                if drawKeptGroupLook(of: layer, opacity: values.opacity) { return }
            } else {
                exclusively { if layer.composite.groupLook != nil { layer.composite.groupLook = nil } }
            }
        }
        if grouped {
            if contentShadow { setShadow(of: values) }
            ctx.setAlpha(CGFloat(max(0, min(1, values.opacity))))
            // Bounded to what the layer can paint: an unbounded group (and its shadow's blur)
            // would cover the whole clip, the whole screen for a window.
            ctx.beginTransparencyLayer(in: localCoverage(of: layer), auxiliaryInfo: nil)
            ctx.setShadow(offset: .zero, blur: 0, color: nil)
            ctx.setAlpha(1)
            if let mask = layer.mask { clip(to: mask, of: values) }
        }
        drawBody(of: layer)
        if grouped { ctx.endTransparencyLayer() }
    }

    /// Whether the model layer `layer` paints one thing at most — a background, an image or
    /// a border — with no mask and no sublayer shown: a translucent dimming view, a faded
    /// icon. Its group then needs no transparency layer (where two paints overlap, the
    /// group must composite them first).
    func paintsOnce(_ layer: CALayer) -> Bool {
        let values = shown(layer)
        guard layer.mask == nil, layer.children.allSatisfy({ shown($0).isHidden }) else { return false }
        var paints = 0
        if let color = values.backgroundColor, color.alpha > 0 { paints += 1 }
        if values.borderWidth > 0, let color = values.borderColor, color.alpha > 0 { paints += 1 }
        if values.contents == nil, layer.tileStore != nil {
            return false  // tiles: an image each
        } else if LayerRenderer.content(of: values) != nil {
            // An image stretched around `contentsCenter` is drawn in nine parts.
            let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
            if values.contentsCenter != unit, !values.contentsCenter.isNull,
               LayerRenderer.scalingGravities.contains(values.contentsGravity) { return false }
            paints += 1
        }
        return paints <= 1
    }

    /// Whether the layer casts a shadow.
    static func castsShadow(_ layer: CALayer) -> Bool {
        layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
    }

    /// Whether the layer (drawn values `layer` of the model layer `model`) casts a shadow
    /// shaped by what it and its sublayers draw: it must draw through a transparency layer
    /// whose shadow is blurred on every draw.
    static func castsContentShadow(_ layer: CALayer, model: CALayer) -> Bool {
        castsShadow(layer) && shadowShape(of: layer, model: model) == nil
    }

    /// The shape of the layer's shadow, when it is known without drawing the layer: its
    /// `shadowPath`; else, for a layer that paints nothing but an opaque background colour
    /// (a plain `CALayer` with no contents, drawing, sublayers or mask, at full opacity),
    /// its rounded bounds — exactly the alpha its content shadow would be cast from. Such a
    /// shadow (the thumbs of switches, sliders and segmented controls) is blurred once and
    /// kept, instead of on every frame.
    static func shadowShape(of layer: CALayer, model: CALayer) -> CGPath? {
        if let path = layer.shadowPath { return path }
        guard type(of: model) == CALayer.self, layer.opacity >= 1, layer.contents == nil, model.mask == nil,
              model.backingStore == nil, model.tileStore == nil, !model.needsDisplay(),
              let background = layer.backgroundColor, background.alpha >= 1,
              model.children.allSatisfy({ $0.isHidden }) else { return nil }
        return layer.cornerRadius > 0 ? roundedOutline(of: layer) : CGPath(rect: layer.bounds, transform: nil)
    }

    /// Whether the layer with the drawn values `layer` (of the model layer `model`) and its
    /// sublayers composite as one group: below full opacity, masked, or casting a shadow
    /// shaped by what it draws.
    static func isGroup(_ layer: CALayer, model: CALayer) -> Bool {
        isGroup(layer, model: model, castsContentShadow: castsContentShadow(layer, model: model))
    }

    /// `isGroup(_:model:)` for a layer already known to cast, or not, a content shadow.
    private static func isGroup(_ layer: CALayer, model: CALayer, castsContentShadow: Bool) -> Bool {
        layer.opacity < 1 || model.mask != nil || castsContentShadow
    }

    /// Background, contents, sublayers and border of the model layer `layer`.
    func drawBody(of layer: CALayer) {
        let values = shown(layer)
        let outline = values.cornerRadius > 0 ? LayerRenderer.roundedOutline(of: values) : nil
        // Hidden behind opaque sublayers or later layers: the pixels would be painted over.
        let skipContent = occlusion?.hiddenContent.contains(ObjectIdentifier(layer)) ?? false
        if !skipContent, let color = values.backgroundColor, color.alpha > 0 {
            ctx.setFillColor(color)
            if let outline { ctx.addPath(outline); ctx.fillPath() } else { ctx.fill(values.bounds) }
        }
        if values.masksToBounds {
            if let outline { ctx.addPath(outline); ctx.clip() } else { ctx.clip(to: values.bounds) }
        }
        if !skipContent { drawContents(of: layer) }
        for sublayer in layer.sublayersInDrawingOrder {
            drawSublayer(sublayer)
        }
        if values.borderWidth > 0, let color = values.borderColor, color.alpha > 0 {
            drawBorder(of: values, color: color)
        }
    }

    /// Draws the model layer `sublayer` through its transform into its superlayer's space.
    func drawSublayer(_ sublayer: CALayer) {
        guard !shown(sublayer).isHidden else { return }
        if let cull, let covered = sublayer.composite.lastCoverage, !covered.intersects(cull) { return }
        if let occlusion, occlusion.hiddenTrees.contains(ObjectIdentifier(sublayer)) { return }
        let map = map(of: sublayer)
        guard map.isFinite else {
            LayerRenderer.warnNonFinite(sublayer)
            return
        }
        if map.isAffine {
            ctx.saveGState()
            ctx.concatenate(map.affine)
            drawLayer(sublayer)
            ctx.restoreGState()
        } else {
            drawProjected(sublayer, map: map)
        }
    }

    /// The outline of the rounded bounds: `cornerRadius` (at most half the shorter side)
    /// on the `maskedCorners`.
    static func roundedOutline(of layer: CALayer, inset: CGFloat = 0) -> CGPath {
        let rect = layer.bounds.insetBy(dx: inset, dy: inset)
        let radius = max(0, min(layer.cornerRadius - inset, min(rect.width, rect.height) / 2))
        return LayerRenderer.roundedRect(rect, radius: radius, corners: layer.maskedCorners)
    }

    /// A rectangle with the given corners rounded (UIKit coordinates: minY is the top).
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        guard rect.width > 0, rect.height > 0 else { return path }
        let r = { (corner: CACornerMask) in corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner), r(.layerMaxXMaxYCorner),
                                r(.layerMinXMaxYCorner))
        path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        if tr > 0 { path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: tr) }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        if br > 0 { path.addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: br) }
        path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        if bl > 0 { path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: bl) }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        if tl > 0 { path.addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: tl) }
        path.closeSubpath()
        return path
    }

    /// The border lies inside the bounds, following the rounded corners.
    private func drawBorder(of layer: CALayer, color: CGColor) {
        let width = min(layer.borderWidth, min(layer.bounds.width, layer.bounds.height) / 2)
        guard width > 0 else { return }
        ctx.saveGState()
        ctx.setStrokeColor(color)
        ctx.setLineWidth(width)
        ctx.addPath(LayerRenderer.roundedOutline(of: layer, inset: width / 2))
        ctx.strokePath()
        ctx.restoreGState()
    }

    /// Non-finite geometry is skipped rather than drawn; said once per process (layers are
    /// rendered on any thread, so the flag is atomic and not the main queue's environment).
    private static let warnedNonFinite = Atomic<Bool>(false)
    static func warnNonFinite(_ layer: CALayer) {
        guard !warnedNonFinite.exchange(true, ordering: .relaxed) else { return }
        print("QuartzCore: not drawing \(layer) (and any other layer) with non-finite geometry (NaN or infinity)")
    }
}
