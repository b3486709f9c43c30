@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// The pixels a layer drew in `display()`, shown when its `contents` is nil.
package final class BackingStore {
    /// The drawn pixels, top row first.
    package let image: CGImage
    /// The area the pixels cover, in the layer's coordinates as they were when it drew: the
    /// bounds for most layers; for layers whose drawing reaches beyond the bounds (a
    /// `CAShapeLayer`'s path and stroke) the area that drawing covers, which may lie partly
    /// or wholly outside them. The image's top-left pixel sits at (`rect.minX`, `rect.minY`).
    package let rect: CGRect
    /// Pixels per point actually used (below `contentsScale` for layers too big to store).
    package let scale: CGFloat

    /// Whether the pixels are the layer's bounds content, placed by `contentsGravity` when
    /// the bounds change before the next redraw (false: they belong exactly at `rect`).
    package let followsBounds: Bool

    /// The size in points the pixels cover: `rect.size`.
    package var size: CGSize { rect.size }

    /// The pixels not wholly transparent, as a rectangle of whole pixels (rows from the
    /// top), empty when there are none: a label's text leaves most of its pixels clear,
    /// and compositing needs only these. Found once, when first asked.
    package private(set) lazy var inkPixels: CGRect = BackingStore.ink(of: image)

    private static func ink(of image: CGImage) -> CGRect {
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        guard let surface = image.surface, surface.format == CAIRO_FORMAT_ARGB32 else { return whole }
        surface.flush()
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<image.height {
            let row = UnsafeBufferPointer(start: (surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self),
                                          count: image.width)
            // Premultiplied: a clear pixel is all zero.
            guard let first = row.firstIndex(where: { $0 != 0 }) else { continue }
            let last = row.lastIndex(where: { $0 != 0 })!
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }
        guard maxY >= 0 else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    init(image: CGImage, rect: CGRect, scale: CGFloat, followsBounds: Bool) {
        self.image = image
        self.rect = rect
        self.scale = scale
        self.followsBounds = followsBounds
    }

    /// The most pixels one backing store holds (4096 × 4096, 64 MiB). Bigger layers are
    /// drawn in tiles (`drawsInTiles`); shape and gradient layers at a lower scale (see
    /// docs/DIFFERENCES.md).
    package static let maximumPixels: CGFloat = 4096 * 4096
}

extension CALayer {
    func markNeedsDisplay() {
        needsDisplayFlag = true
        dirtyRect = nil
        markChanged()
        markNeedsUpdate()
    }

    func markNeedsDisplay(in r: CGRect) {
        let r = r.standardized
        guard !r.isEmpty, !r.isNull else { return }
        if needsDisplayFlag {
            dirtyRect = dirtyRect?.union(r)
        } else {
            needsDisplayFlag = true
            dirtyRect = r
        }
        markChanged()
        markNeedsUpdate()
    }

    /// Whether the layer is marked for redrawing.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Redraws the layer now if it is marked.
    public func displayIfNeeded() { displayIfMarked() }

    /// `display()` if the layer is marked, then clears the mark (and the dirty rectangle)
    /// even when an overriding `display()` did not call the base one, as Core Animation
    /// does: a layer that sets its own `contents` is displayed once per mark, not every commit.
    func displayIfMarked() {
        guard needsDisplayFlag else { return }
        display()
        needsDisplayFlag = false
        dirtyRect = nil
    }

    func performDisplay() {
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoBackingStore()
        }
        needsDisplayFlag = false
        dirtyRect = nil
    }

    /// What `display()` does without a delegate that supplies content itself: a new
    /// backing store at `contentsScale` (only the dirty rectangle is redrawn when one
    /// was given and the size is unchanged), filled by `draw(in:)`. Layers drawn tile by
    /// tile (see `drawsInTiles`) instead drop the tiles under the dirty rectangle; the
    /// compositor draws the visible ones again when it needs them.
    public func drawIntoBackingStore() {
        if drawsInTiles {
            invalidateTiles(in: dirtyRect)
            return
        }
        tileStore = nil
        guard let drawer = delegate as? LazyContentDrawing else {
            guard let context = makeBackingContext(redrawing: dirtyRect) else { return }
            delegate?.layerWillDraw(self)
            draw(in: context.ctx)
            finishBackingStore(context)
            return
        }
        // The rectangle handed to the drawing lies within the bounds (UIKit's `draw(_:)`).
        let rect = (dirtyRect ?? bounds).intersection(bounds)
        let clearing = drawer.clearsContextBeforeDrawing
        guard !rect.isNull, !rect.isEmpty else {
            if dirtyRect == nil, backingStore != nil { backingStore = nil; markChanged() }
            return
        }
        var made: BackingContext?
        let dirty = dirtyRect
        drawer.drawContent(of: self, in: rect) { [weak self] in
            made = self?.makeBackingContext(redrawing: dirty, clearing: clearing)
            return made?.ctx
        }
        if made == nil, clearing, dirtyRect != nil, backingStore != nil {
            // A partial redraw that painted nothing still clears its area.
            made = makeBackingContext(redrawing: dirtyRect)
        }
        if let made {
            finishBackingStore(made)
        } else if dirtyRect == nil, clearing, backingStore != nil {
            // A full redraw that drew nothing leaves no pixels (unless they are kept).
            backingStore = nil
            markChanged()
        }
    }

    /// A fresh context for the backing store, already clipped to `dirty` (with the
    /// previous pixels kept around it) and cleared or pre-filled for opaque layers.
    /// Without `clearing` (UIKit's `clearsContextBeforeDrawing` off) the previous pixels of
    /// the same size are kept under the redrawn area too, and nothing is cleared.
    ///
    /// The store covers `coverage` (in the layer's coordinates) when given, widened to whole
    /// pixels, and the bounds otherwise. Nil, with any previous store dropped, when that
    /// area is empty or not finite.
    package func makeBackingContext(redrawing dirty: CGRect?, covering coverage: CGRect? = nil,
                                    clearing: Bool = true) -> BackingContext? {
        var rect = coverage ?? bounds
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite,
              rect.minX.isFinite, rect.minY.isFinite else {
            if backingStore != nil { backingStore = nil; markChanged() }
            return nil
        }
        var scale = max(contentsScale, 0.01)
        if let coverage {
            // Pixel-aligned in the layer's space (at the scale OffscreenBitmap will pick), so
            // the store lands on whole pixels wherever the coverage starts.
            let pixels = coverage.width * coverage.height * scale * scale
            if pixels > BackingStore.maximumPixels { scale *= (BackingStore.maximumPixels / pixels).squareRoot() }
            let minX = (coverage.minX * scale).rounded(.down), minY = (coverage.minY * scale).rounded(.down)
            let maxX = (coverage.maxX * scale).rounded(.up), maxY = (coverage.maxY * scale).rounded(.up)
            rect = CGRect(x: minX / scale, y: minY / scale, width: (maxX - minX) / scale, height: (maxY - minY) / scale)
        }
        guard let bitmap = OffscreenBitmap(rect: rect, scale: scale, opaque: isOpaque) else {
            return nil
        }
        let ctx = bitmap.ctx, width = bitmap.width, height = bitmap.height
        scale = bitmap.scale
        // A partial redraw keeps the previous pixels around the dirty rectangle.
        let previous = dirty == nil && clearing ? nil : backingStore.flatMap { store in
            store.image.width == width && store.image.height == height && store.rect == rect ? store.image : nil
        }
        if let previous {
            ctx.saveGState()
            ctx.concatenate(ctx.ctm.inverted())
            ctx.draw(previous, in: CGRect(x: 0, y: 0, width: width, height: height))
            ctx.restoreGState()
        }
        var area = rect
        if previous != nil, let dirty {
            area = dirty
            ctx.clip(to: area)
        }
        if previous != nil, clearing { ctx.clear(area) }
        if previous == nil || clearing { prepareForDrawing(ctx, area: area) }
        ctx.saveGState()
        return BackingContext(ctx: ctx, scale: scale, rect: rect, followsBounds: coverage == nil)
    }

    /// An opaque layer's pixels have no alpha: drawing starts from the background colour
    /// (black without one), as in Core Animation.
    func prepareForDrawing(_ ctx: CGContext, area: CGRect) {
        guard isOpaque else { return }
        ctx.setFillColor(backgroundColor?.copy(alpha: 1) ?? CGColor(gray: 0, alpha: 1))
        ctx.fill(area)
    }

    /// Keeps what was drawn into `context` as the layer's backing store.
    package func finishBackingStore(_ context: BackingContext) {
        context.ctx.restoreGState()
        guard let image = context.ctx.makeImage() else { return }
        backingStore = BackingStore(image: image, rect: context.rect, scale: context.scale,
                                    followsBounds: context.followsBounds)
        markChanged()
    }
}

/// A context being drawn into for a layer's backing store.
package struct BackingContext {
    package let ctx: CGContext
    let scale: CGFloat
    /// The area of the layer the context covers (see `BackingStore.rect`).
    let rect: CGRect
    let followsBounds: Bool
}

/// A delegate that draws a layer's content only when its drawing touches the context
/// (UIView: most views never draw, and should not pay for a backing store or a tile).
package protocol LazyContentDrawing: AnyObject {
    /// Runs the drawing of `rect` (in the layer's coordinates, within its bounds) with a
    /// current context that `makeContext` makes only if the drawing asks for one.
    func drawContent(of layer: CALayer, in rect: CGRect, makeContext: @escaping () -> CGContext?)
    /// Whether a redraw starts from cleared pixels (false: the previous pixels stay).
    var clearsContextBeforeDrawing: Bool { get }
}
