import CoreGraphics
import Foundation

/// A layer that supplies its content tile by tile, possibly at several levels of detail,
/// and only for the tiles that are shown.
///
/// When the compositor needs a part of the layer that has no tile yet, the tile is drawn
/// through `draw(in:)` (by default the delegate's `draw(_:in:)`; a view's `draw(_:)`),
/// with the context clipped to the tile and its CTM scaled to the tile's level of detail,
/// so the clip's bounding box and the CTM tell what to draw and at what resolution.
/// `setNeedsDisplay(_:)` drops the tiles under the rectangle; they are drawn again when
/// next shown.
///
/// Differences from iOS (see docs/DIFFERENCES.md): tiles are drawn synchronously on the
/// main thread while the frame is composited, so they appear in the same frame, without
/// fading in over `fadeDuration()`; a bounds size change redraws the tiles rather than
/// stretching the old ones.
open class CATiledLayer: CALayer {
    /// The largest size of one tile, in pixels. Default 256 × 256. (Tiles in points are
    /// this divided by the level's scale: 128 × 128 points at `contentsScale` 2.)
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet { if tileSize != oldValue { setNeedsDisplay() } }
    }

    /// How many levels of detail are kept, each half the resolution of the one before.
    /// Default 1. Clamped so that the lowest level still has a pixel in each dimension.
    open var levelsOfDetail = 1 {
        didSet { if levelsOfDetail != oldValue { setNeedsDisplay() } }
    }

    /// How many of the levels of detail are magnified: 2 means levels at 2× and 4× the
    /// layer's resolution. Default 0.
    open var levelsOfDetailBias = 0 {
        didSet { if levelsOfDetailBias != oldValue { setNeedsDisplay() } }
    }

    /// The time, in seconds, over which a newly drawn tile fades in on iOS: 0.25. Tiles
    /// appear at once here (there is no fade), whatever a subclass returns.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    public required init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyValues(from other: CALayer) {
        super.copyValues(from: other)
        guard let other = other as? CATiledLayer else { return }
        tileSize = other.tileSize
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
    }

    /// The grid for a layer shown at `deviceScale` pixels per point: the lowest level of
    /// detail whose resolution reaches the screen's, within the levels the layer keeps.
    func grid(deviceScale: CGFloat) -> TileGrid {
        let base = max(contentsScale, 0.01)
        let highest = max(0, levelsOfDetailBias)
        var lowest = highest - max(1, levelsOfDetail) + 1
        // The lowest level must still have a pixel in each dimension.
        let shorter = min(bounds.width, bounds.height) * base
        if shorter > 0, shorter.isFinite {
            lowest = max(lowest, -Int(log2(shorter).rounded(.down)))
        }
        let wanted = Int((log2(deviceScale / base) - 1e-9).rounded(.up))
        let level = min(highest, max(min(lowest, highest), wanted))
        let pixels = CGSize(width: CATiledLayer.usable(tileSize.width), height: CATiledLayer.usable(tileSize.height))
        return TileGrid(level: level, pixels: pixels, base: base)
    }

    /// A tile side in pixels: at least 16 (smaller tiles would cost a drawing call each
    /// for very little), 256 for values that are not numbers.
    private static func usable(_ side: CGFloat) -> CGFloat {
        side.isFinite ? max(16, side.rounded()) : 256
    }
}

extension TileGrid {
    /// The grid of `pixels`-sized tiles at `level` for a layer of `base` pixels per point.
    init(level: Int, pixels: CGSize, base: CGFloat) {
        let scale = base * pow(2, CGFloat(level))
        self.init(level: level, scale: scale,
                  tileSize: CGSize(width: pixels.width / scale, height: pixels.height / scale))
    }
}
