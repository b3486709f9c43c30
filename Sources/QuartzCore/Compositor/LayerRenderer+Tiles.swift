import CoreGraphics
import Foundation

extension LayerRenderer {
    /// Draws the content of a layer drawn in tiles: the tiles of the level of detail for
    /// the current scale that meet the visible part of the bounds (the clip: the damage
    /// rectangle, the screen, any clipping ancestor), drawing those that are missing
    /// (only on the compositor's own thread; see `PaintingBand`).
    func drawTiles(of layer: CALayer, store: TileStore) {
        let visible = ctx.boundingBoxOfClipPath.intersection(layer.bounds)
        guard !visible.isNull, !visible.isEmpty, visible.width.isFinite, visible.height.isFinite else { return }
        exclusively { store.adopt(boundsSize: layer.bounds.size) }
        let grid = layer.tileGrid(deviceScale: deviceScale)
        ctx.saveGState()
        ctx.clip(to: layer.bounds)
        for key in grid.keys(covering: visible) {
            let tile = exclusively { () -> TileStore.Tile? in
                if let band, !band.ownsThread, !store.holds(key) {
                    band.noteLeftOut()
                    return nil
                }
                return store.tile(key) {
                    let area = grid.rect(of: key).intersection(layer.bounds)
                    return layer.drawTile(area, scale: grid.scale)
                }
            }
            guard let tile, let image = tile.image else { continue }
            drawImage(image, source: CGRect(x: 0, y: 0, width: image.width, height: image.height), in: tile.rect)
        }
        ctx.restoreGState()
    }
}
