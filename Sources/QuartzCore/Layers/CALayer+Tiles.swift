import CoreGraphics
import Foundation

extension CALayer {
    /// Whether the layer's drawn content is kept as tiles that the compositor draws when it
    /// needs them, only where they show, instead of one backing store: always for a
    /// `CATiledLayer`, and for a layer whose backing store would hold more than
    /// `BackingStore.maximumPixels` (a 100,000-point view), so that it keeps its full
    /// resolution where it is seen without drawing, or storing, the rest.
    var drawsInTiles: Bool {
        if self is CATiledLayer { return true }
        let scale = max(contentsScale, 0.01)
        return bounds.width * bounds.height * scale * scale > BackingStore.maximumPixels
    }

    /// `display()` for a layer drawn in tiles: the tiles meeting `rect` (all when nil) are
    /// dropped, and the layer is recomposited, which draws the visible ones again.
    func invalidateTiles(in rect: CGRect?) {
        backingStore = nil
        if let tileStore, let rect {
            tileStore.invalidate(rect)
        } else {
            tileStore = TileStore(boundsSize: bounds.size)
        }
        markChanged()
    }

    /// The grid of tiles for the layer shown at `deviceScale` pixels per point. A
    /// `CATiledLayer` follows its tile size and levels of detail; another layer too big
    /// for one store uses 512-pixel tiles at its `contentsScale`, or at a power of two
    /// below it when shown smaller, so that its tiles always fit the budget.
    func tileGrid(deviceScale: CGFloat) -> TileGrid {
        if let tiled = self as? CATiledLayer { return tiled.grid(deviceScale: deviceScale) }
        let base = max(contentsScale, 0.01)
        let level = min(0, Int((log2(deviceScale / base) - 1e-9).rounded(.up)))
        return TileGrid(level: level, pixels: CGSize(width: 512, height: 512), base: base)
    }

    /// Draws the part `rect` of the layer (within the bounds) at `scale` pixels per point,
    /// the way `display()` draws a backing store: through the delegate's lazy drawing
    /// when it has one (a view: nothing is allocated if `draw(_:)` draws nothing),
    /// otherwise through `draw(in:)`, with the context clipped to `rect`. Returns the
    /// pixels, nil when nothing was drawn, and where they lie.
    func drawTile(_ rect: CGRect, scale: CGFloat) -> (image: CGImage?, rect: CGRect) {
        var bitmap: OffscreenBitmap?
        let makeContext: () -> CGContext? = { [weak self] in
            guard let self, let made = OffscreenBitmap(rect: rect, scale: scale, opaque: self.isOpaque) else {
                return nil
            }
            made.ctx.clip(to: rect)
            self.prepareForDrawing(made.ctx, area: rect)
            bitmap = made
            return made.ctx
        }
        if let drawer = delegate as? LazyContentDrawing {
            drawer.drawContent(of: self, in: rect, makeContext: makeContext)
        } else if let ctx = makeContext() {
            delegate?.layerWillDraw(self)
            draw(in: ctx)
        }
        guard let bitmap, let image = bitmap.ctx.makeImage() else { return (nil, rect) }
        let pixelRect = CGRect(x: rect.minX, y: rect.minY, width: CGFloat(bitmap.width) / bitmap.scale,
                               height: CGFloat(bitmap.height) / bitmap.scale)
        return (image, pixelRect)
    }
}
