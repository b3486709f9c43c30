import CoreGraphics
import Foundation

extension LayerRenderer {
    /// The image a layer shows: its `contents` when that is a `CGImage`, otherwise what
    /// `display()` drew; with the image's size in points, and the exact place of drawn
    /// content that does not follow the bounds (a shape's path and stroke).
    static func content(of layer: CALayer) -> (image: CGImage, pointSize: CGSize, fixedRect: CGRect?)? {
        if let contents = layer.contents {
            // `contents` is `Any?`; only images draw, as on iOS.
            guard let image = contents as? CGImage else { return nil }
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            return (image, CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale), nil)
        }
        guard let store = layer.backingStore else { return nil }
        return (store.image, store.size, store.followsBounds ? nil : store.rect)
    }

    /// Draws the layer's contents placed by `contentsGravity`, cut by `contentsRect` and
    /// stretched around `contentsCenter`; or, for a layer drawn in tiles, its visible tiles.
    /// `layer` is the model layer (tiles are its own); the values drawn are `shown(layer)`'s.
    func drawContents(of model: CALayer) {
        let layer = shown(model)
        if layer.contents == nil, let store = model.tileStore {
            drawTiles(of: model, store: store)
            return
        }
        guard let (image, fullSize, fixedRect) = LayerRenderer.content(of: layer) else { return }
        if let fixedRect {
            drawImage(image, source: CGRect(x: 0, y: 0, width: image.width, height: image.height), in: fixedRect)
            return
        }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let part = layer.contentsRect.isNull ? unit : layer.contentsRect
        let size = CGSize(width: fullSize.width * part.width, height: fullSize.height * part.height)
        let frame = LayerRenderer.frame(for: size, in: layer.bounds, gravity: layer.contentsGravity)
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        // The part of the image shown, in pixels (rows from the top).
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let source = CGRect(x: part.minX * w, y: part.minY * h, width: part.width * w, height: part.height * h)
        ctx.saveGState()
        ctx.interpolationQuality = filterQuality(of: layer, source: source.size, frame: frame)
        // Content placed beyond the bounds (aspect fill, pinned content larger than the
        // bounds) shows unless `masksToBounds` clips it, as in Core Animation.
        if source.minX < 0 || source.minY < 0 || source.maxX > w || source.maxY > h {
            ctx.clip(to: layer.bounds)
        }
        let center = layer.contentsCenter
        if center != unit, !center.isNull, LayerRenderer.scalingGravities.contains(layer.contentsGravity) {
            drawNinePart(image, of: model, source: source, center: center, frame: frame,
                         pointScale: source.width / max(size.width, 0.0001))
        } else {
            drawImage(image, source: source, in: frame,
                      ink: layer.contents == nil ? exclusively { layer.backingStore?.inkPixels } : nil)
        }
        ctx.restoreGState()
    }

    /// The gravities that scale the content: only they stretch around `contentsCenter`;
    /// the others show the content at its size, where a stretchable part has no effect.
    static let scalingGravities: Set<CALayerContentsGravity> = [.resize, .resizeAspect, .resizeAspectFill]

    /// Where content of `size` lands in `bounds` for `gravity`. Vertical gravities are
    /// named for a y-up space, as in Core Animation: on iOS `.top` puts the content at
    /// the larger y (the bottom of the screen) and `.bottom` at the top.
    static func frame(for size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let b = bounds
        func placed(x: CGFloat, y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: size.width, height: size.height) }
        let midX = b.midX - size.width / 2, midY = b.midY - size.height / 2
        let highY = b.maxY - size.height, lowY = b.minY
        switch gravity {
        case .center: return placed(x: midX, y: midY)
        case .top: return placed(x: midX, y: highY)
        case .bottom: return placed(x: midX, y: lowY)
        case .left: return placed(x: b.minX, y: midY)
        case .right: return placed(x: b.maxX - size.width, y: midY)
        case .topLeft: return placed(x: b.minX, y: highY)
        case .topRight: return placed(x: b.maxX - size.width, y: highY)
        case .bottomLeft: return placed(x: b.minX, y: lowY)
        case .bottomRight: return placed(x: b.maxX - size.width, y: lowY)
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return .zero }
            let sx = b.width / size.width, sy = b.height / size.height
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * s, height: size.height * s)
            return CGRect(x: b.midX - fitted.width / 2, y: b.midY - fitted.height / 2, width: fitted.width, height: fitted.height)
        default: return b  // .resize and unknown values stretch, as Core Animation does
        }
    }

    /// Nearest-neighbour when the layer's filter for this direction asks for it.
    private func filterQuality(of layer: CALayer, source: CGSize, frame: CGRect) -> CGInterpolationQuality {
        let enlarging = frame.width * deviceScale >= source.width
        let filter = enlarging ? layer.magnificationFilter : layer.minificationFilter
        return filter == .nearest ? .none : .default
    }

    /// Draws the `source` pixels of `image` (rows from the top) upright into `rect` of the
    /// y-down user space.
    func drawImage(_ image: CGImage, source: CGRect, in rect: CGRect, ink: CGRect? = nil) {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0 else { return }
        let sx = rect.width / source.width, sy = rect.height / source.height
        // Only the image's ink (its pixels not wholly clear) is composited: the clip shrinks
        // to it with two clear pixels around, more than the filter reaches at no less than
        // three quarters of a device pixel a pixel, so every pixel drawn is as before.
        var clip = rect
        if let ink {
            guard !ink.isEmpty else { return }
            let reach = min(sx, sy) * deviceScale
            let kept = ink.insetBy(dx: -2, dy: -2).intersection(source)
            if reach >= 0.75 {
                guard !kept.isNull, !kept.isEmpty else { return }
                clip = CGRect(x: rect.minX + (kept.minX - source.minX) * sx, y: rect.minY + (kept.minY - source.minY) * sy,
                              width: kept.width * sx, height: kept.height * sy)
            }
        }
        ctx.saveGState()
        ctx.clip(to: clip)
        // Map the whole image so that `source` lands on `rect`, flipped upright.
        let whole = CGRect(x: rect.minX - source.minX * sx, y: rect.minY - source.minY * sy, width: w * sx, height: h * sy)
        ctx.translateBy(x: 0, y: whole.minY + whole.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: whole)
        ctx.restoreGState()
    }

    /// Nine-part stretching: the corners keep their size, the edges stretch along one axis
    /// and the centre along both. `center` is in unit coordinates of the shown part. The
    /// cuts fall on whole pixels and each part is drawn from its own pixels (cut once and
    /// kept on the layer), so filtering never mixes in a neighbouring part's colour: a
    /// stretched pixel keeps its colour, as Core Animation's stretching does.
    private func drawNinePart(_ image: CGImage, of layer: CALayer, source: CGRect, center: CGRect, frame: CGRect,
                              pointScale: CGFloat) {
        let c = center.standardized
        // Source columns and rows in pixels.
        let xs = [source.minX, source.minX + c.minX * source.width, source.minX + c.maxX * source.width, source.maxX]
            .map { $0.rounded() }
        let ys = [source.minY, source.minY + c.minY * source.height, source.minY + c.maxY * source.height, source.maxY]
            .map { $0.rounded() }
        let parts = exclusively {
            if let cached = layer.composite.nineParts, cached.image === image, cached.xs == xs, cached.ys == ys {
                return cached
            }
            let made = NineParts(image: image, xs: xs, ys: ys)
            layer.composite.nineParts = made
            return made
        }
        // Fixed edge sizes in points, shrunk proportionally when the frame is too small.
        var left = (xs[1] - xs[0]) / pointScale, right = (xs[3] - xs[2]) / pointScale
        var top = (ys[1] - ys[0]) / pointScale, bottom = (ys[3] - ys[2]) / pointScale
        if left + right > frame.width, left + right > 0 {
            let k = frame.width / (left + right); left *= k; right *= k
        }
        if top + bottom > frame.height, top + bottom > 0 {
            let k = frame.height / (top + bottom); top *= k; bottom *= k
        }
        let dxs = [frame.minX, frame.minX + left, frame.maxX - right, frame.maxX]
        let dys = [frame.minY, frame.minY + top, frame.maxY - bottom, frame.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                guard let part = parts.parts[row * 3 + column] else { continue }
                let dst = CGRect(x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column],
                                 height: dys[row + 1] - dys[row])
                drawImage(part, source: CGRect(x: 0, y: 0, width: part.width, height: part.height), in: dst)
            }
        }
    }
}

/// The nine parts of a layer's contents image cut around its `contentsCenter`, kept on
/// the layer while the image and the cuts stay the same.
package final class NineParts {
    let image: CGImage
    /// The cuts, in whole pixels: columns and rows from the first to the last edge.
    let xs: [CGFloat]
    let ys: [CGFloat]
    /// The parts row by row from the top; nil for an empty one.
    let parts: [CGImage?]

    init(image: CGImage, xs: [CGFloat], ys: [CGFloat]) {
        self.image = image
        self.xs = xs
        self.ys = ys
        var parts: [CGImage?] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let rect = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                parts.append(rect.width > 0 && rect.height > 0 ? image.cropping(to: rect) : nil)
            }
        }
        self.parts = parts
    }
}

