import CoreGraphics
import Foundation

/// What the repaint of one damage rectangle can leave out because opaque layers drawn
/// later cover it: whole layers (with their sublayers), the background and contents of
/// layers whose sublayers or successors cover them, and the screen's black underneath.
///
/// Found by walking the trees front to back and collecting, in whole device pixels, what
/// is painted fully opaque: a background with alpha 1 (inside its rounded corners) and
/// opaque images that fill their rectangle, of layers mapped to the screen without
/// rotation, under no translucent or masked group and inside every clipping superlayer.
/// Edge pixels only partly covered do not count, so the pixels are exactly those of a
/// full repaint: skipped drawing would have been painted over.
struct Occlusion {
    /// Layers that need not be drawn at all.
    private(set) var hiddenTrees: Set<ObjectIdentifier> = []
    /// Layers whose background and contents need not be drawn (their sublayers and border
    /// still are).
    private(set) var hiddenContent: Set<ObjectIdentifier> = []
    /// Whether opaque layers cover the whole area.
    private(set) var coversArea = false

    private let area: CGRect
    private let scale: CGFloat
    private let opaque = PixelRegion()

    /// Finds what is hidden in `area` (screen points, whole device pixels) of `roots`, shown
    /// back to front; coverage must be current (the damage walk has run).
    init(roots: [CALayer], area: CGRect, scale: CGFloat) {
        self.area = area
        self.scale = scale
        for root in roots.reversed() { visit(root, parentToScreen: .identity, clip: nil) }
        coversArea = opaque.contains(touching: device(area))
    }

    /// Visits a layer's subtree front to back. `clip` is the opaque interior of the
    /// clipping superlayers, in screen points (nil: none).
    private mutating func visit(_ model: CALayer, parentToScreen: Homography, clip: CGRect?) {
        let layer = model.rendered
        guard !layer.isHidden, let coverage = model.composite.lastCoverage?.intersection(area),
              !coverage.isNull, !coverage.isEmpty else { return }
        let id = ObjectIdentifier(model)
        if opaque.contains(touching: device(coverage)) {
            hiddenTrees.insert(id)
            return
        }
        let map = model.renderedToSuperlayer.concatenating(parentToScreen)
        // A projected layer is drawn through its own offscreen pass; a group (opacity,
        // mask, a shadow cast by its content) is translucent as a whole, or its shadow
        // depends on every part of it.
        // A layer mid-transition shows two looks mixed or moving: opaque nowhere for sure.
        guard map.isAffine, map.isFinite, !LayerRenderer.isGroup(layer, model: model), model.animationState?.transition == nil
        else { return }
        let upright = map.b == 0 && map.d == 0
        var innerClip = clip
        if layer.masksToBounds {
            let interior = upright ? map.boundingBox(of: Occlusion.roundedInterior(of: layer)) : .null
            innerClip = innerClip.map { $0.intersection(interior) } ?? interior
        }
        for sublayer in model.sublayersInDrawingOrder.reversed() {
            visit(sublayer, parentToScreen: map, clip: innerClip)
        }
        // The layer's own background and contents lie behind its sublayers.
        if opaque.contains(touching: device(map.boundingBox(of: Occlusion.contentArea(of: layer)).intersection(area))) {
            hiddenContent.insert(id)
        }
        guard upright else { return }
        for rect in Occlusion.opaqueAreas(of: layer) {
            var onScreen = map.boundingBox(of: rect).intersection(area)
            if let clip { onScreen = onScreen.intersection(clip) }
            opaque.add(inside: device(onScreen))
        }
    }

    private func device(_ rect: CGRect) -> CGRect {
        rect.isNull ? rect : CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
                                    height: rect.height * scale)
    }

    /// Where the layer's background and contents can paint, in its coordinates.
    private static func contentArea(of layer: CALayer) -> CGRect {
        guard !layer.masksToBounds, let placed = contentFrame(of: layer) else { return layer.bounds }
        return layer.bounds.union(placed.frame)
    }

    /// The rectangles, in the layer's coordinates, that its background and contents paint
    /// fully opaque.
    private static func opaqueAreas(of layer: CALayer) -> [CGRect] {
        var areas: [CGRect] = []
        if let color = layer.backgroundColor, color.alpha >= 1 {
            areas.append(roundedInterior(of: layer))
        }
        if let placed = contentFrame(of: layer), placed.opaque {
            areas.append(layer.masksToBounds ? placed.frame.intersection(roundedInterior(of: layer)) : placed.frame)
        }
        return areas
    }

    /// Where the contents land when drawn as one image, and whether that image is opaque
    /// (no alpha) and shown whole, so that it covers the rectangle fully.
    private static func contentFrame(of layer: CALayer) -> (frame: CGRect, opaque: Bool)? {
        guard let (image, size, fixedRect) = LayerRenderer.content(of: layer) else { return nil }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let alpha = image.alphaInfo
        let opaque = !image.isMask && (alpha == .none || alpha == .noneSkipFirst || alpha == .noneSkipLast)
        if let fixedRect { return (fixedRect, opaque) }
        let part = layer.contentsRect.isNull ? unit : layer.contentsRect
        let shown = CGSize(width: size.width * part.width, height: size.height * part.height)
        let frame = LayerRenderer.frame(for: shown, in: layer.bounds, gravity: layer.contentsGravity)
        let whole = part == unit
            && (layer.contentsCenter == unit || !LayerRenderer.scalingGravities.contains(layer.contentsGravity))
        return (frame, opaque && whole)
    }

    /// The bounds less the rounded corners' reach: inside the rounded outline on every side.
    static func roundedInterior(of layer: CALayer) -> CGRect {
        let b = layer.bounds
        let radius = max(0, min(layer.cornerRadius, min(b.width, b.height) / 2))
        return radius > 0 ? b.insetBy(dx: radius, dy: radius) : b
    }
}
