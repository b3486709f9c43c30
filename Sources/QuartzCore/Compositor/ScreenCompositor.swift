import CoreGraphics
import Foundation

/// Composites layer trees (a screen's windows) into the screen's pixels, repainting only
/// what changed since the last frame.
///
/// Each frame it walks just the marked paths of the trees (see `CALayer.markChanged()`),
/// collecting the damage — where changed layers were and now are — and repaints only
/// those rectangles, skipping layers outside them and whatever opaque layers drawn later
/// hide (`Occlusion`).
package final class ScreenCompositor {
    /// The screen's size in points and its scale.
    package let size: CGSize
    package let scale: CGFloat
    private let framebuffer: OffscreenBitmap
    /// The trees shown, back to front, in screen coordinates (their position and transform
    /// place them on the screen).
    package var roots: [CALayer] = [] {
        didSet {
            if !ScreenCompositor.same(roots, oldValue) { needsFullRepaint = true }
        }
    }

    /// Whether two lists of trees are the same trees in the same order.
    private static func same(_ a: [CALayer], _ b: [CALayer]) -> Bool {
        a.count == b.count && !zip(a, b).contains { $0 !== $1 }
    }
    private var needsFullRepaint = true
    /// Whether layers hidden behind opaque layers are left undrawn (see `Occlusion`); the
    /// pixels are the same either way, which tests check by turning it off.
    package var skipsHiddenLayers = true
    /// Whether fading groups are painted from their kept looks (see `GroupLook`); the
    /// pixels are the same either way, which tests check by turning it off.
    package var keepsGroupLooks = true
    /// Whether a large repaint is shared between two threads in two bands of rows (see
    /// `RepaintBands`). Bands are painted on a machine of any number of cores, so that
    /// the pixels are the same on every machine.
    package var paintsInBands = true
    /// Damage below this many device pixels is painted by one thread (tests lower it, to
    /// paint small screens in bands).
    package var minimumBandPixels = RepaintBands.minimumPixels
    /// A second context over the screen's pixels, for the lower band (made when first
    /// needed).
    private var lowerBandContext: CGContext?
    /// The rectangles repainted by the last `composite()`, in points.
    package private(set) var lastDamage: [CGRect] = []

    package init?(size: CGSize, scale: CGFloat) {
        guard let framebuffer = OffscreenBitmap(rect: CGRect(origin: .zero, size: size), scale: scale, opaque: true)
        else { return nil }
        self.size = size
        self.scale = scale
        self.framebuffer = framebuffer
    }

    /// Lays out and displays the trees' marked layers (the commit's work).
    package func commit() {
        for root in roots { root.updateTree() }
    }

    /// Repaints what changed. Returns whether anything was repainted.
    @discardableResult
    package func composite() -> Bool {
        let screen = CGRect(origin: .zero, size: size)
        var damage = DamageRegion(screen: screen, scale: scale)
        if needsFullRepaint {
            needsFullRepaint = false
            damage.add(screen)
            for root in roots { _ = ScreenCompositor.updateCoverage(of: root, toScreen: root.renderedToSuperlayer) }
        } else {
            for root in roots { ScreenCompositor.collectDamage(root, toScreen: root.renderedToSuperlayer, into: &damage) }
        }
        let shadowGroups = includeWholeShadowGroups(in: &damage)
        lastDamage = damage.rects
        guard !damage.isEmpty else { return false }
        if paintsInBands,
           let bands = RepaintBands(damage: damage.rects, scale: scale, uncut: shadowGroups, minimumPixels: minimumBandPixels),
           let lowerContext = lowerBandContext ?? framebuffer.sharingPixels() {
            lowerBandContext = lowerContext
            repaintInBands(bands, lowerContext: lowerContext)
        } else {
            repaint(damage.rects, in: framebuffer.ctx, band: nil)
        }
        return true
    }

    /// Repaints the upper band on this thread while another paints the lower one, then
    /// paints again here a lower band that left out work only this thread may do.
    private func repaintInBands(_ bands: RepaintBands, lowerContext: CGContext) {
        let frame = NSRecursiveLock()
        let upper = PaintingBand(frame: frame, ownsThread: true)
        let lower = PaintingBand(frame: frame, ownsThread: false)
        // The other thread reads the trees and the caches (made under the lock) and writes
        // only its band's pixels, through its own context; this thread waits for it.
        nonisolated(unsafe) let (compositor, lowerContext) = (self, lowerContext)
        let done = DispatchGroup()
        DispatchQueue.global(qos: .userInteractive).async(group: done) {
            compositor.repaint(bands.lower, in: lowerContext, band: lower)
        }
        repaint(bands.upper, in: framebuffer.ctx, band: upper)
        done.wait()
        if lower.leftOutWork { repaint(bands.lower, in: framebuffer.ctx, band: nil) }
    }

    /// Repaints `rects` (screen points) through `ctx`, as one band of the frame or all of it.
    private func repaint(_ rects: [CGRect], in ctx: CGContext, band: PaintingBand?) {
        for rect in rects {
            let occlusion = skipsHiddenLayers ? Occlusion(roots: roots, area: rect, scale: scale) : nil
            ctx.saveGState()
            ctx.clip(to: rect)
            if occlusion?.coversArea != true {
                ctx.setFillColor(CGColor(gray: 0, alpha: 1))
                ctx.fill(rect)
            }
            let renderer = LayerRenderer(ctx: ctx, cull: rect, occlusion: occlusion, presentsAnimations: true,
                                         keepsGroupLooks: keepsGroupLooks, band: band)
            for root in roots { renderer.drawSublayer(root) }
            ctx.restoreGState()
        }
    }

    /// Whether a commit and `composite()` showing `roots` would have anything to do: they
    /// are not the trees shown last, or a layer in them is marked. Idle frames skip both.
    package func hasPendingChanges(showing roots: [CALayer]) -> Bool {
        needsFullRepaint || !ScreenCompositor.same(roots, self.roots)
            || roots.contains {
                $0.composite.selfChanged || $0.composite.descendantChanged || $0.composite.removedCoverage != nil
                    || $0.hasPendingUpdate
            }
    }

    /// The screen's pixels as they are now.
    package func makeImage() -> CGImage? {
        framebuffer.ctx.makeImage()
    }

    /// Lends the screen's pixels in place, as the last `composite()` left them: Cairo's
    /// RGB24 layout (BGRX bytes), `width` × `height`, rows `bytesPerRow` apart. A live
    /// host copies the damaged parts into its window without a snapshot of the whole.
    package func withPixels<R>(_ body: (_ data: UnsafeRawPointer, _ width: Int, _ height: Int, _ bytesPerRow: Int) -> R) -> R? {
        let ctx = framebuffer.ctx
        guard let data = ctx.data else { return nil }
        return body(data, ctx.width, ctx.height, ctx.bytesPerRow)
    }

    /// Adds where changed layers were and are now; updates coverage along the way.
    private static func collectDamage(_ layer: CALayer, toScreen: Homography, into damage: inout DamageRegion) {
        layer.composite.noteLookChanges()
        if let removed = layer.composite.removedCoverage {
            damage.add(removed)
            layer.composite.removedCoverage = nil
        }
        if layer.composite.selfChanged {
            damage.add(layer.composite.lastCoverage)
            damage.add(updateCoverage(of: layer, toScreen: toScreen))
        } else if layer.composite.descendantChanged {
            layer.composite.descendantChanged = false
            if let mask = layer.mask { clearMarks(mask) }
            // Unmarked sublayers keep their coverage: no need to map them.
            for child in layer.children
            where child.composite.selfChanged || child.composite.descendantChanged || child.composite.removedCoverage != nil {
                collectDamage(child, toScreen: child.renderedToSuperlayer.concatenating(toScreen), into: &damage)
            }
            layer.composite.lastCoverage = combinedCoverage(of: layer, toScreen: toScreen)
        }
    }

    /// Recomputes the screen coverage of a subtree, clearing its marks.
    private static func updateCoverage(of layer: CALayer, toScreen: Homography) -> CGRect {
        layer.composite.noteLookChanges()
        layer.composite.selfChanged = false
        layer.composite.descendantChanged = false
        layer.composite.removedCoverage = nil
        if let mask = layer.mask { clearMarks(mask) }
        guard !layer.rendered.isHidden, toScreen.isFinite else {
            for child in layer.children { _ = updateCoverage(of: child, toScreen: .identity) }
            layer.composite.lastCoverage = .null
            layer.composite.contentShadowsBelow = false
            return .null
        }
        for child in layer.children {
            _ = updateCoverage(of: child, toScreen: child.renderedToSuperlayer.concatenating(toScreen))
        }
        let cover = combinedCoverage(of: layer, toScreen: toScreen)
        layer.composite.lastCoverage = cover
        return cover
    }

    /// The layer's own coverage joined with its sublayers' (already current; cut to the
    /// bounds under `masksToBounds`), grown by a shadow cast by all of it. Notes on the way
    /// whether such a shadow is cast in the subtree.
    private static func combinedCoverage(of model: CALayer, toScreen: Homography) -> CGRect {
        let layer = model.rendered
        let own = ownCoverage(of: model, toScreen: toScreen)
        var cover = own
        let castsContentShadow = LayerRenderer.castsContentShadow(layer, model: model)
        var contentShadows = castsContentShadow
        for child in model.children {
            cover = union(cover, child.composite.lastCoverage, clip: layer.masksToBounds ? own : nil)
            contentShadows = contentShadows || child.composite.contentShadowsBelow
        }
        model.composite.contentShadowsBelow = contentShadows
        guard castsContentShadow, !cover.isNull else { return cover }
        // Quartz shadows are in base space, screen points here, whatever the layer's
        // transform; under perspective the layer is drawn through its own bitmap.
        guard toScreen.isAffine else { return .infinite }
        let reach = 3 * max(0, layer.shadowRadius) + 1
        return cover.insetBy(dx: -(reach + abs(layer.shadowOffset.width)), dy: -(reach + abs(layer.shadowOffset.height)))
    }

    /// Grows the damage until every group casting a shadow shaped by its content that it
    /// touches lies wholly inside it. Such a group draws through a transparency layer, which
    /// the damage clip cuts, and content just outside the clip casts shadow inside it: only
    /// a whole group repaints as a full frame would. Returns the screen areas of the groups
    /// the damage holds (bands must not cut them).
    private func includeWholeShadowGroups(in damage: inout DamageRegion) -> [CGRect] {
        var groups: [CGRect] = []
        var grown = true
        while grown {
            grown = false
            groups.removeAll(keepingCapacity: true)
            for root in roots { ScreenCompositor.includeShadowGroups(under: root, in: &damage, grown: &grown, groups: &groups) }
        }
        return groups
    }

    private static func includeShadowGroups(under layer: CALayer, in damage: inout DamageRegion, grown: inout Bool,
                                            groups: inout [CGRect]) {
        guard !layer.rendered.isHidden, layer.composite.contentShadowsBelow, let cover = layer.composite.lastCoverage,
              damage.touches(cover) else { return }
        if LayerRenderer.castsContentShadow(layer.rendered, model: layer) {
            groups.append(cover)
            if !damage.holds(cover) {
                damage.add(cover)
                grown = true
            }
        }
        for child in layer.children { includeShadowGroups(under: child, in: &damage, grown: &grown, groups: &groups) }
    }

    /// Where the layer itself paints on screen: its bounds (and content placed outside
    /// them), grown by the reach of its shadow.
    private static func ownCoverage(of model: CALayer, toScreen: Homography) -> CGRect {
        let layer = model.rendered
        guard !layer.isHidden, toScreen.isFinite else { return .null }
        var local = layer.bounds
        if let transition = model.animationState?.transition, !transition.track.rect.isNull {
            local = transition.track.coverage(of: local.union(transition.track.rect))  // the old look too
        }
        if !layer.masksToBounds, let (_, size, fixedRect) = LayerRenderer.content(of: layer) {
            local = local.union(fixedRect ?? LayerRenderer.frame(for: size, in: layer.bounds, gravity: layer.contentsGravity))
        }
        if layer.shadowOpacity > 0, layer.shadowColor != nil {
            let reach = 3 * max(0, layer.shadowRadius) + 1
            let shape = layer.shadowPath?.boundingBoxOfPath ?? local
            local = local.union(shape.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
                .insetBy(dx: -reach, dy: -reach))
        }
        return toScreen.boundingBox(of: local)
    }

    private static func union(_ a: CGRect, _ b: CGRect?, clip: CGRect?) -> CGRect {
        guard var b, !b.isNull else { return a }
        if let clip { b = b.intersection(clip) }
        return a.isNull ? b : a.union(b)
    }

    private static func clearMarks(_ layer: CALayer) {
        layer.composite.noteLookChanges()
        layer.composite.selfChanged = false
        layer.composite.descendantChanged = false
        for child in layer.children { clearMarks(child) }
    }
}
