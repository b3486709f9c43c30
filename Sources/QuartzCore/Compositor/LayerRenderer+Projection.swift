@_implementationOnly import CCairo
import CoreGraphics
import Foundation

extension LayerRenderer {
    /// The area the model layer `layer` and its visible sublayers cover, in its own
    /// coordinates, as drawn.
    func localCoverage(of layer: CALayer) -> CGRect {
        LayerRenderer.localCoverage(of: layer, presentingAnimations: presentsAnimations)
    }

    /// The area the model layer `layer` and its visible sublayers cover, in its own
    /// coordinates, with their presented values or their model values. Content placed
    /// beyond the bounds (a shape's path, aspect fill) and the sublayers' shadows count: a
    /// group (a layer below full opacity) must not cut them off.
    static func localCoverage(of layer: CALayer, presentingAnimations presents: Bool) -> CGRect {
        let values = presents ? layer.rendered : layer
        var rect = values.bounds
        guard !values.masksToBounds else { return rect }
        if let (_, size, fixedRect) = content(of: values) {
            rect = rect.union(fixedRect ?? frame(for: size, in: values.bounds, gravity: values.contentsGravity))
        }
        for sublayer in layer.children {
            let shown = presents ? sublayer.rendered : sublayer
            guard !shown.isHidden else { continue }
            let map = presents ? sublayer.renderedToSuperlayer : sublayer.toSuperlayer
            var cover = localCoverage(of: sublayer, presentingAnimations: presents)
            if castsShadow(shown), !cover.isNull {
                let reach = 3 * max(0, shown.shadowRadius) + 1
                let shape = shown.shadowPath?.boundingBoxOfPath ?? cover
                cover = cover.union(shape.offsetBy(dx: shown.shadowOffset.width, dy: shown.shadowOffset.height)
                    .insetBy(dx: -reach, dy: -reach))
            }
            let box = map.boundingBox(of: cover)
            if !box.isNull { rect = rect.union(box) }
        }
        return rect
    }

    /// Draws a layer whose map into the current space has perspective: the layer (with its
    /// sublayers, flattened as Core Animation flattens) is drawn flat into a bitmap, which
    /// is then resampled through the projective map, bilinearly, pixel by pixel.
    func drawProjected(_ layer: CALayer, map: Homography) {
        let values = shown(layer)
        guard let quad = map.corners(of: values.bounds) else { return }
        if !values.isDoubleSided && LayerRenderer.signedArea(quad) < 0 { return }  // facing away
        drawFlat(localCoverage(of: layer), through: map) { $0.drawLayer(layer) }
    }

    /// Draws what `paint` draws (through the renderer it is handed, in local coordinates,
    /// within `coverage`) through the projective map `map`: flat into a bitmap first (or
    /// the one `cache` keeps for the look's `version`), then resampled into the current
    /// space, bilinearly, pixel by pixel.
    func drawFlat(_ coverage: CGRect, through map: Homography, cache: FlatLookCache? = nil, version: Int = 0,
                  _ paint: (LayerRenderer) -> Void) {
        // Local coordinates → Quartz device space (y up).
        let toDevice = map.concatenating(Homography(ctx.ctm))
        guard let deviceQuad = toDevice.corners(of: coverage), let fromDevice = toDevice.inverted else { return }
        let xs = deviceQuad.map(\.x), ys = deviceQuad.map(\.y)
        let limit = CGFloat(max(ctx.width, 1)), limitY = CGFloat(max(ctx.height, 1))
        let minX = max(0, xs.min()!.rounded(.down)), minY = max(0, ys.min()!.rounded(.down))
        let maxX = min(limit, xs.max()!.rounded(.up)), maxY = min(limitY, ys.max()!.rounded(.up))
        let outWidth = Int(maxX - minX), outHeight = Int(maxY - minY)
        guard outWidth > 0, outHeight > 0 else { return }

        // The look and its pixels (handing them out touches the bitmap's state) under the lock.
        let kept: (bitmap: OffscreenBitmap, pixels: UnsafeMutableRawPointer)? = exclusively {
            var flat = cache?.bitmap(coverage: coverage, scale: deviceScale, version: version)
            if flat == nil, let made = OffscreenBitmap(rect: coverage, scale: deviceScale) {
                if drawsWhole({ paint(drawing(into: made.ctx)) }) {
                    cache?.keep(made, coverage: coverage, scale: deviceScale, version: version)
                }
                flat = made
            }
            guard let flat, let pixels = flat.ctx.data else { return nil }
            return (flat, pixels)
        }
        guard let (flat, source) = kept else { return }
        let sampler = BilinearSampler(pixels: source.assumingMemoryBound(to: UInt32.self), width: flat.width,
                                      height: flat.height, rowPixels: flat.ctx.bytesPerRow / 4)
        // Output pixel → source pixel, folded into one projective map so that along a row
        // the source position is two linear functions over a third (one division a pixel);
        // `left` is the output's first column in device space.
        let sx = Double(flat.width) / Double(coverage.width), sy = Double(flat.height) / Double(coverage.height)
        let toFlat = fromDevice.concatenating(Homography(a: sx, b: 0, c: 0, d: 0, e: sy, f: 0,
                                                         g: -Double(coverage.minX) * sx - 0.5,
                                                         h: -Double(coverage.minY) * sy - 0.5, i: 1))
        func rows(left: CGFloat) -> ProjectedRows {
            ProjectedRows(map: Homography.translation(left + 0.5, 0).concatenating(toFlat),
                          sourceWidth: Double(flat.width), sourceHeight: Double(flat.height))
        }
        // Straight onto the destination's pixels where it lends them (the screen): no
        // output bitmap to clear, no second pass to composite it.
        let direct = ctx.withDirectPixels { pixels in
            let x0 = max(minX, pixels.area.minX), x1 = min(maxX, pixels.area.maxX)
            let y0 = max(minY, pixels.area.minY), y1 = min(maxY, pixels.area.maxY)
            guard x1 > x0, y1 > y0 else { return }
            let first = pixels.origin + (pixels.deviceHeight - Int(y1)) * pixels.rowPixels + Int(x0)
            rows(left: x0).fill(first, rowPixels: pixels.rowPixels, width: Int(x1 - x0), height: Int(y1 - y0),
                                top: Double(y1) - 0.5, sampler: sampler, over: true)
        }
        guard !direct else { return }
        // Else into an output bitmap (the cache's reused one, or a new one) drawn over.
        exclusively {
            guard let output = cache?.output(width: outWidth, height: outHeight)
                    ?? CairoSurface.image(CAIRO_FORMAT_ARGB32, width: outWidth, height: outHeight) else { return }
            rows(left: minX).fill(output.data.assumingMemoryBound(to: UInt32.self), rowPixels: output.stride / 4,
                                  width: outWidth, height: outHeight, top: Double(maxY) - 0.5, sampler: sampler)
            output.markDirty()
            // Drawn at once: the image shares the output's pixels, which the next frame reuses.
            guard let image = CGImage(surface: output, colorSpace: CGColorSpaceCreateDeviceRGB()) else { return }
            ctx.saveGState()
            ctx.concatenate(ctx.ctm.inverted())
            ctx.draw(image, in: CGRect(x: minX, y: minY, width: CGFloat(outWidth), height: CGFloat(outHeight)))
            ctx.restoreGState()
        }
    }

    /// Twice the signed area of a quadrilateral (positive when its corners run the same
    /// way as an untransformed rectangle's in y-down space).
    static func signedArea(_ quad: [CGPoint]) -> CGFloat {
        var sum: CGFloat = 0
        for i in 0..<quad.count {
            let p = quad[i], q = quad[(i + 1) % quad.count]
            sum += p.x * q.y - q.x * p.y
        }
        return sum
    }
}
