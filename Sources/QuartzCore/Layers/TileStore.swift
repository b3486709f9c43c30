import CoreGraphics
import Foundation

/// Where the tiles of a layer lie at one level of detail: a grid in the layer's
/// coordinates, anchored at its origin (so scrolling the bounds reuses tiles), of tiles
/// drawn at `scale` pixels per point.
package struct TileGrid: Equatable {
    /// The level: tiles are drawn at `contentsScale` × 2^level pixels per point.
    let level: Int
    /// Pixels per point of the tiles.
    let scale: CGFloat
    /// One tile, in points.
    let tileSize: CGSize

    /// The keys of the tiles meeting `rect` (in the layer's coordinates), row by row.
    func keys(covering rect: CGRect) -> [TileStore.Key] {
        guard tileSize.width > 0, tileSize.height > 0, !rect.isNull, !rect.isEmpty else { return [] }
        let firstColumn = Int((rect.minX / tileSize.width).rounded(.down))
        let lastColumn = Int((rect.maxX / tileSize.width).rounded(.up)) - 1
        let firstRow = Int((rect.minY / tileSize.height).rounded(.down))
        let lastRow = Int((rect.maxY / tileSize.height).rounded(.up)) - 1
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return [] }
        var keys: [TileStore.Key] = []
        for row in firstRow...lastRow {
            for column in firstColumn...lastColumn { keys.append(TileStore.Key(level: level, column: column, row: row)) }
        }
        return keys
    }

    /// The tile's rectangle in the layer's coordinates (before cutting to the bounds).
    func rect(of key: TileStore.Key) -> CGRect {
        CGRect(x: CGFloat(key.column) * tileSize.width, y: CGFloat(key.row) * tileSize.height,
               width: tileSize.width, height: tileSize.height)
    }
}

/// The tiles of a layer drawn tile by tile: pictures of parts of the layer at a level of
/// detail, drawn when the compositor first needs them and kept, least recently used out
/// first, within the pixel budget of one backing store (`BackingStore.maximumPixels`).
package final class TileStore {
    package struct Key: Hashable {
        let level: Int
        let column: Int
        let row: Int
    }

    /// One drawn tile: nil `image` when the drawing left it empty.
    package struct Tile {
        package let image: CGImage?
        /// Where the pixels lie, in the layer's coordinates (whole pixels from the tile's
        /// origin; the last row and column may reach just past the bounds).
        package let rect: CGRect
        var lastUse: Int
    }

    /// The most tiles kept, empty ones included.
    static let maximumCount = 4096

    package private(set) var tiles: [Key: Tile] = [:]
    /// The pixels held by all tiles.
    package private(set) var pixelCount = 0
    /// The bounds size the tiles were drawn for: content drawn for another size is stale.
    private var boundsSize: CGSize
    private var clock = 0

    init(boundsSize: CGSize) {
        self.boundsSize = boundsSize
    }

    /// Drops the tiles meeting `rect` (all of them when nil).
    func invalidate(_ rect: CGRect?) {
        guard let rect else {
            tiles = [:]
            pixelCount = 0
            return
        }
        for (key, tile) in tiles where tile.rect.intersects(rect) { remove(key) }
    }

    /// Drops every tile when the bounds have a new size: tiles are drawn for one size.
    func adopt(boundsSize size: CGSize) {
        guard size != boundsSize else { return }
        boundsSize = size
        invalidate(nil)
    }

    /// Whether the tile for `key` is drawn.
    func holds(_ key: Key) -> Bool {
        tiles[key] != nil
    }

    /// The tile for `key`, drawn by `draw` if it is missing; marked as just used.
    func tile(_ key: Key, drawing draw: () -> (image: CGImage?, rect: CGRect)) -> Tile {
        clock += 1
        if var tile = tiles[key] {
            tile.lastUse = clock
            tiles[key] = tile
            return tile
        }
        let (image, rect) = draw()
        let tile = Tile(image: image, rect: rect, lastUse: clock)
        tiles[key] = tile
        pixelCount += TileStore.pixels(of: tile)
        trim()
        return tile
    }

    /// Removes least recently used tiles until the store is within its budget.
    private func trim() {
        while tiles.count > 1,
              pixelCount > Int(BackingStore.maximumPixels) || tiles.count > TileStore.maximumCount,
              let oldest = tiles.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            remove(oldest)
        }
    }

    private func remove(_ key: Key) {
        guard let tile = tiles.removeValue(forKey: key) else { return }
        pixelCount -= TileStore.pixels(of: tile)
    }

    private static func pixels(of tile: Tile) -> Int {
        tile.image.map { $0.width * $0.height } ?? 0
    }
}
