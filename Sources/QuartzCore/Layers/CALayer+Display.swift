import CoreGraphics
import Foundation

/// The pixels a layer drew in `display()`, shown when its `contents` is nil.
package final class BackingStore {
    /// The drawn pixels, top row first.
    package let image: CGImage
    /// The size in points the pixels cover (the layer's bounds size when drawn).
    package let size: CGSize
    /// Pixels per point actually used (below `contentsScale` for layers too big to store).
    package let scale: CGFloat

    init(image: CGImage, size: CGSize, scale: CGFloat) {
        self.image = image
        self.size = size
        self.scale = scale
    }

    /// The most pixels one backing store holds (4096 × 4096, 64 MiB). Bigger layers draw at
    /// a lower scale instead (see docs/DIFFERENCES.md).
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
    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
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
    /// was given and the size is unchanged), filled by `draw(in:)`.
    public func drawIntoBackingStore() {
        if let drawer = delegate as? LazyContentDrawing {
            drawer.drawContent(of: self, in: dirtyRect)
            return
        }
        guard let context = makeBackingContext(redrawing: dirtyRect) else { return }
        delegate?.layerWillDraw(self)
        draw(in: context.ctx)
        finishBackingStore(context)
    }

    /// A fresh context for the backing store, already clipped to `dirty` (with the
    /// previous pixels kept around it) and cleared or pre-filled for opaque layers.
    /// Nil for empty or non-finite bounds.
    package func makeBackingContext(redrawing dirty: CGRect?) -> BackingContext? {
        let size = bounds.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              bounds.minX.isFinite, bounds.minY.isFinite else {
            if backingStore != nil { backingStore = nil; markChanged() }
            return nil
        }
        guard let bitmap = OffscreenBitmap(rect: bounds, scale: max(contentsScale, 0.01), opaque: isOpaque) else {
            return nil
        }
        let ctx = bitmap.ctx, width = bitmap.width, height = bitmap.height, scale = bitmap.scale
        // A partial redraw keeps the previous pixels around the dirty rectangle.
        let previous = dirty == nil ? nil : backingStore.flatMap { store in
            store.image.width == width && store.image.height == height && store.size == size ? store.image : nil
        }
        if let previous {
            ctx.saveGState()
            ctx.concatenate(ctx.ctm.inverted())
            ctx.draw(previous, in: CGRect(x: 0, y: 0, width: width, height: height))
            ctx.restoreGState()
        }
        var area = bounds
        if previous != nil, let dirty {
            area = dirty
            ctx.clip(to: area)
            ctx.clear(area)
        }
        if isOpaque {
            // An opaque store has no alpha: start from the background colour (black without
            // one), as Core Animation does.
            ctx.setFillColor(backgroundColor?.copy(alpha: 1) ?? CGColor(gray: 0, alpha: 1))
            ctx.fill(area)
        }
        ctx.saveGState()
        return BackingContext(ctx: ctx, scale: scale, size: size)
    }

    /// Keeps what was drawn into `context` as the layer's backing store.
    package func finishBackingStore(_ context: BackingContext) {
        context.ctx.restoreGState()
        guard let image = context.ctx.makeImage() else { return }
        backingStore = BackingStore(image: image, size: context.size, scale: context.scale)
        markChanged()
    }
}

/// A context being drawn into for a layer's backing store.
package struct BackingContext {
    package let ctx: CGContext
    let scale: CGFloat
    let size: CGSize
}

/// A delegate that draws a layer's content only when its drawing touches the context
/// (UIView: most views never draw, and should not pay for a backing store).
package protocol LazyContentDrawing: AnyObject {
    func drawContent(of layer: CALayer, in dirtyRect: CGRect?)
}
