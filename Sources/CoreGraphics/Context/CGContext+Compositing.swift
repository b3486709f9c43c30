@_implementationOnly import CCairo
import Foundation

/// Draws one operation into a target. `alpha` is the global alpha to apply; with
/// `coverageOnly` the painter paints opaque white where it would paint, which gives the
/// shape's coverage for the blend modes composited by hand. The target's matrix is the
/// CTM on entry; a painter may change Cairo state freely (the caller saves it).
typealias Painter = (_ target: DrawTarget, _ alpha: Double, _ coverageOnly: Bool) -> Void

extension CGContext {
    /// The one path every drawing operation takes: fill, stroke, image, gradient and the
    /// end of a transparency layer all come here, so alpha, blend mode, shadow, soft
    /// mask and clip apply the same way to each.
    ///
    /// `bounds` is where the operation can paint, in device pixels (Cairo orientation);
    /// nil means everywhere the clip allows. Simple cases draw straight into the target;
    /// shadows, masks and hand-composited blend modes draw into a buffer sized to the
    /// visible part of the operation first.
    func composite(bounds: CGRect?, _ painter: Painter) {
        guard CGContext.isInvertible(state.ctm) else { return }  // Quartz draws nothing
        let shadow = deviceShadow()
        let canBlendByHand = target.surface.isImage
        let direct = shadow == nil && state.softMask == nil
            && !(canBlendByHand && ManualBlend.needed(for: state.blendMode, throughBuffer: false))
        let store = convertingStore
        if direct && store == nil {
            // The common case needs no pixel bookkeeping: let Cairo draw.
            paintDirectly(painter)
            return
        }

        let clip = target.clipExtents()
        let opBounds = bounds.map(PixelRect.init(enclosing:)) ?? clip
        var region = opBounds
        if let shadow {
            region = opBounds.union(opBounds.offsetBy(shadow.dx, shadow.dy).insetBy(-shadow.margin))
        }
        region = region.intersection(clip)
        guard !region.isEmpty else { return }
        store?.willDraw(region)
        if direct {
            paintDirectly(painter)
        } else {
            compositeThroughBuffer(region: region, opBounds: opBounds, shadow: shadow,
                                   byHand: canBlendByHand && ManualBlend.needed(for: state.blendMode, throughBuffer: true),
                                   painter)
        }
        store?.didDraw(region)
    }

    /// The bitmap whose caller-visible memory must be synchronised around drawing into
    /// the current target: nil inside transparency layers and for Cairo-layout memory.
    var convertingStore: BitmapStore? {
        guard layers.isEmpty, case .bitmap(let store) = backing, store.converts else { return nil }
        return store
    }

    private func paintDirectly(_ painter: Painter) {
        let cr = target.cr
        cairo_save(cr)
        cairo_set_operator(cr, state.blendMode.cairoOperator ?? state.blendMode.approximateCairoOperator)
        cairo_set_antialias(cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        painter(target, Double(state.alpha), false)
        cairo_restore(cr)
    }

    /// The shadow in device pixels: offset (Cairo orientation), Gaussian σ and the
    /// margin the blur spreads over.
    struct DeviceShadow {
        var dx: Int, dy: Int, sigma: Double, margin: Int, color: RGBA
    }

    func deviceShadow() -> DeviceShadow? {
        guard let shadow = state.shadow else { return nil }
        let base = baseCTM
        let vx = base.a * shadow.offset.width + base.c * shadow.offset.height
        let vy = base.b * shadow.offset.width + base.d * shadow.offset.height
        let scale = abs(base.a * base.d - base.b * base.c).squareRoot()
        // Quartz's blur value behaves like a Gaussian with σ = blur / 2.
        let sigma = Double(shadow.blur * scale) / 2
        return DeviceShadow(dx: Int(vx.rounded()), dy: Int((-vy).rounded()), sigma: sigma,
                            margin: Int((3 * sigma).rounded(.up)) + 1, color: shadow.color)
    }

    private func compositeThroughBuffer(region: PixelRect, opBounds: PixelRect, shadow: DeviceShadow?,
                                        byHand: Bool, _ painter: Painter) {
        // The object must be drawn wherever it is visible itself or casts visible shadow.
        var objectRegion = region
        if let shadow {
            objectRegion = region.union(region.offsetBy(-shadow.dx, -shadow.dy)).insetBy(-shadow.margin)
                .intersection(opBounds)
        }
        guard !objectRegion.isEmpty, let object = DrawTarget.offscreen(objectRegion) else { return }
        defer { object.destroy() }
        draw(painter, into: object, alpha: Double(state.alpha), coverageOnly: false)

        var source = object
        var shadowed: DrawTarget?
        if let shadow, let result = DrawTarget.offscreen(region) {
            castShadow(shadow, of: object, into: result)
            source = result
            shadowed = result
        }
        defer { shadowed?.destroy() }

        let cr = target.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(region.x - target.originX), Double(region.y - target.originY),
                        Double(region.width), Double(region.height))
        cairo_clip(cr)
        var blended: DrawTarget?
        if byHand, let result = blendByHand(source: source, region: region, shadowed: shadow != nil, painter) {
            blended = result
            source = result
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        } else {
            cairo_set_operator(cr, state.blendMode.cairoOperator ?? state.blendMode.approximateCairoOperator)
        }
        cairo_set_source_surface(cr, source.surface.raw, Double(source.originX - target.originX),
                                 Double(source.originY - target.originY))
        if let mask = state.softMask {
            cairo_mask_surface(cr, mask.raw, 0, 0)
        } else {
            cairo_paint(cr)
        }
        cairo_restore(cr)
        blended?.destroy()
    }

    /// Runs `painter` on an offscreen target with the current CTM and antialiasing.
    func draw(_ painter: Painter, into buffer: DrawTarget, alpha: Double, coverageOnly: Bool) {
        buffer.setMatrix(state.ctm, deviceHeight: deviceHeight)
        cairo_set_antialias(buffer.cr, state.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        cairo_save(buffer.cr)
        painter(buffer, alpha, coverageOnly)
        cairo_restore(buffer.cr)
    }

    /// Paints the blurred, coloured alpha of `object` at the shadow offset, then the
    /// object over it, into `result`.
    private func castShadow(_ shadow: DeviceShadow, of object: DrawTarget, into result: DrawTarget) {
        // The blur spreads past the object's own pixels: give it a margin to spread into.
        let m = shadow.margin
        guard let alpha = CairoSurface.image(CAIRO_FORMAT_A8, width: object.width + 2 * m,
                                             height: object.height + 2 * m) else { return }
        let acr = cairo_create(alpha.raw)!
        cairo_set_source_surface(acr, object.surface.raw, Double(m), Double(m))
        cairo_set_operator(acr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(acr)
        cairo_destroy(acr)
        GaussianBlur.blurA8(alpha, sigma: shadow.sigma)

        let cr = result.cr
        let c = shadow.color
        cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
        cairo_mask_surface(cr, alpha.raw, Double(object.originX + shadow.dx - m - result.originX),
                           Double(object.originY + shadow.dy - m - result.originY))
        cairo_set_source_surface(cr, object.surface.raw, Double(object.originX - result.originX),
                                 Double(object.originY - result.originY))
        cairo_paint(cr)
    }

    /// The destination as it should look after the operation, over `region`, for the
    /// modes composited by hand; composited afterwards with SOURCE under clip and mask.
    private func blendByHand(source: DrawTarget, region: PixelRect, shadowed: Bool, _ painter: Painter) -> DrawTarget? {
        guard let after = DrawTarget.offscreen(region), let coverage = DrawTarget.offscreen(region) else { return nil }
        defer { coverage.destroy() }
        // Source (coverage included), aligned to the region.
        cairo_set_source_surface(after.cr, source.surface.raw, Double(source.originX - region.x),
                                 Double(source.originY - region.y))
        cairo_paint(after.cr)
        if shadowed {
            // A shadowed object's footprint is wherever it or its shadow painted.
            cairo_set_source_surface(coverage.cr, after.surface.raw, 0, 0)
            cairo_paint(coverage.cr)
        } else {
            draw(painter, into: coverage, alpha: 1, coverageOnly: true)
        }
        after.surface.flush()
        coverage.surface.flush()
        target.surface.flush()
        let destination = target.surface
        for row in 0..<region.height {
            let y = region.y + row
            let dst = (destination.data + (y - target.originY) * destination.stride)
                .assumingMemoryBound(to: UInt32.self) + (region.x - target.originX)
            let src = (after.surface.data + row * after.surface.stride).assumingMemoryBound(to: UInt32.self)
            let cov = (coverage.surface.data + row * coverage.surface.stride).assumingMemoryBound(to: UInt32.self)
            ManualBlend.blend(mode: state.blendMode, destination: dst, source: src, coverage: cov, width: region.width)
        }
        after.surface.markDirty()
        return after
    }

    static func isInvertible(_ t: CGAffineTransform) -> Bool {
        let det = t.a * t.d - t.b * t.c
        return det != 0 && det.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
