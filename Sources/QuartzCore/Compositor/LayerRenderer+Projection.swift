import CoreGraphics
import Foundation

extension LayerRenderer {
    /// The area the model layer `layer` and its visible sublayers cover, in its own
    /// coordinates, as drawn.
    func localCoverage(of layer: CALayer) -> CGRect {
        LayerRenderer.localCoverage(of: layer, presentingAnimations: presentsAnimations)
    }

    /// The area the model layer `layer` and its visible sublayers cover, in its own
    /// coordinates, with their presented values or their model values. The sublayers'
    /// shadows count: a group (a layer below full opacity) must not cut its sublayers'
    /// shadows off.
    static func localCoverage(of layer: CALayer, presentingAnimations presents: Bool) -> CGRect {
        let values = presents ? layer.rendered : layer
        var rect = values.bounds
        guard !values.masksToBounds else { return rect }
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
    /// within `coverage`) through the projective map `map`: flat into a bitmap first, then
    /// resampled into the current space, bilinearly, pixel by pixel.
    func drawFlat(_ coverage: CGRect, through map: Homography, _ paint: (LayerRenderer) -> Void) {
        // Local coordinates → Quartz device space (y up).
        let toDevice = map.concatenating(Homography(ctx.ctm))
        guard let deviceQuad = toDevice.corners(of: coverage), let fromDevice = toDevice.inverted else { return }
        let xs = deviceQuad.map(\.x), ys = deviceQuad.map(\.y)
        let limit = CGFloat(max(ctx.width, 1)), limitY = CGFloat(max(ctx.height, 1))
        let minX = max(0, xs.min()!.rounded(.down)), minY = max(0, ys.min()!.rounded(.down))
        let maxX = min(limit, xs.max()!.rounded(.up)), maxY = min(limitY, ys.max()!.rounded(.up))
        let outWidth = Int(maxX - minX), outHeight = Int(maxY - minY)
        guard outWidth > 0, outHeight > 0 else { return }

        guard let flat = OffscreenBitmap(rect: coverage, scale: deviceScale) else { return }
        paint(drawing(into: flat.ctx))
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let source = flat.ctx.data,
              let output = CGContext(data: nil, width: outWidth, height: outHeight, bitsPerComponent: 8, bytesPerRow: 0,
                                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info),
              let destination = output.data else { return }
        let sx = CGFloat(flat.width) / coverage.width, sy = CGFloat(flat.height) / coverage.height
        let sampler = BilinearSampler(pixels: source.assumingMemoryBound(to: UInt32.self), width: flat.width,
                                      height: flat.height, rowPixels: flat.ctx.bytesPerRow / 4)
        let rowPixels = output.bytesPerRow / 4
        let out = destination.assumingMemoryBound(to: UInt32.self)
        for row in 0..<outHeight {
            let y = maxY - CGFloat(row) - 0.5
            for column in 0..<outWidth {
                guard let local = fromDevice.apply(CGPoint(x: minX + CGFloat(column) + 0.5, y: y)) else { continue }
                out[row * rowPixels + column] = sampler.sample(x: (local.x - coverage.minX) * sx - 0.5,
                                                               y: (local.y - coverage.minY) * sy - 0.5)
            }
        }
        guard let image = output.makeImage() else { return }
        ctx.saveGState()
        ctx.concatenate(ctx.ctm.inverted())
        ctx.draw(image, in: CGRect(x: minX, y: minY, width: CGFloat(outWidth), height: CGFloat(outHeight)))
        ctx.restoreGState()
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

/// Bilinear sampling of premultiplied 32-bit pixels; outside the image is transparent.
struct BilinearSampler {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let rowPixels: Int

    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * rowPixels + x]
    }

    func sample(x: CGFloat, y: CGFloat) -> UInt32 {
        guard x > -1, y > -1, x < CGFloat(width), y < CGFloat(height) else { return 0 }
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = UInt32((x - CGFloat(x0)) * 256), fy = UInt32((y - CGFloat(y0)) * 256)
        let top = BilinearSampler.mix(pixel(x0, y0), pixel(x0 + 1, y0), fx)
        let bottom = BilinearSampler.mix(pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), fx)
        return BilinearSampler.mix(top, bottom, fy)
    }

    /// `a` and `b` mixed by `t`/256, each of the four bytes separately.
    static func mix(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = (((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        return rb | (ag << 8)
    }
}
