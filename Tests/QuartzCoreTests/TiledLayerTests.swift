import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A delegate that records each tile it is asked for (the clip's box and the CTM's scale)
/// and paints the left half of the layer red and the right half blue.
final class TileRecorder: NSObject, CALayerDelegate {
    var tiles: [CGRect] = []
    var scales: [CGFloat] = []
    var split: CGFloat = 300

    func draw(_ layer: CALayer, in ctx: CGContext) {
        let clip = ctx.boundingBoxOfClipPath
        tiles.append(clip)
        scales.append(abs(ctx.ctm.a))
        ctx.setFillColor(color(1, 0, 0))
        ctx.fill(CGRect(x: 0, y: 0, width: split, height: layer.bounds.height))
        ctx.setFillColor(color(0, 0, 1))
        ctx.fill(CGRect(x: split, y: 0, width: layer.bounds.width - split, height: layer.bounds.height))
    }
}

@Suite("CATiledLayer")
struct TiledLayerTests {
    /// A tiled layer of `size` marked for display, drawn by a new recorder (which the
    /// caller keeps: the delegate is weak).
    func tiledLayer(_ size: CGSize) -> (CATiledLayer, TileRecorder) {
        let layer = CATiledLayer(), recorder = TileRecorder()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.delegate = recorder
        layer.setNeedsDisplay()
        return (layer, recorder)
    }

    @Test("defaults: 256×256 tiles, one level of detail, no bias, a 0.25 s fade; init(layer:) copies")
    func defaults() {
        let layer = CATiledLayer()
        #expect(layer.tileSize == CGSize(width: 256, height: 256))
        #expect(layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
        layer.tileSize = CGSize(width: 64, height: 32)
        layer.levelsOfDetail = 3
        layer.levelsOfDetailBias = 2
        let copy = CATiledLayer(layer: layer)
        #expect(copy.tileSize == CGSize(width: 64, height: 32) && copy.levelsOfDetail == 3 && copy.levelsOfDetailBias == 2)
    }

    @Test("content is drawn tile by tile, each with the context clipped to its tile; the pieces join seamlessly")
    func tileByTile() {
        let (layer, recorder) = tiledLayer(CGSize(width: 600, height: 300))
        let out = RenderedLayer(layer, size: CGSize(width: 600, height: 300))
        out.write("tiled-basic")
        #expect(layer.backingStore == nil)
        let expected = [CGRect(x: 0, y: 0, width: 256, height: 256), CGRect(x: 256, y: 0, width: 256, height: 256),
                        CGRect(x: 512, y: 0, width: 88, height: 256), CGRect(x: 0, y: 256, width: 256, height: 44),
                        CGRect(x: 256, y: 256, width: 256, height: 44), CGRect(x: 512, y: 256, width: 88, height: 44)]
        #expect(recorder.tiles == expected)
        #expect(recorder.scales.allSatisfy { $0 == 1 })
        #expect(out.pixel(0, 0) == .red && out.pixel(299, 299) == .red && out.pixel(300, 0) == .blue)
        #expect(out.pixel(255, 100) == .red && out.pixel(256, 100) == .red && out.pixel(599, 299) == .blue)
    }

    @Test("tiles are drawn once and reused; only what is visible is drawn")
    func visibleAndCached() {
        let (layer, recorder) = tiledLayer(CGSize(width: 2000, height: 2000))
        // A 300×200 window onto the layer, scrolled to (600, 600).
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.masksToBounds = true
        root.addSublayer(layer)
        layer.anchorPoint = .zero
        layer.position = CGPoint(x: -600, y: -600)
        _ = RenderedLayer(root, size: CGSize(width: 300, height: 200))
        // Layer points 600…900 × 600…800 meet four of the 256-point tiles.
        #expect(Set(recorder.tiles) == [CGRect(x: 512, y: 512, width: 256, height: 256),
                                        CGRect(x: 768, y: 512, width: 256, height: 256),
                                        CGRect(x: 512, y: 768, width: 256, height: 256),
                                        CGRect(x: 768, y: 768, width: 256, height: 256)])
        #expect(layer.tileStore?.tiles.count == 4)
        _ = RenderedLayer(root, size: CGSize(width: 300, height: 200))
        #expect(recorder.tiles.count == 4)
    }

    @Test("setNeedsDisplay(_:) redraws only the tiles under the rectangle; setNeedsDisplay() all of them")
    func invalidation() {
        let (layer, recorder) = tiledLayer(CGSize(width: 600, height: 300))
        _ = RenderedLayer(layer, size: CGSize(width: 600, height: 300))
        recorder.tiles = []
        recorder.split = 0
        layer.setNeedsDisplay(CGRect(x: 300, y: 10, width: 10, height: 10))
        var out = RenderedLayer(layer, size: CGSize(width: 600, height: 300))
        #expect(recorder.tiles == [CGRect(x: 256, y: 0, width: 256, height: 256)])
        #expect(out.pixel(100, 100) == .red && out.pixel(257, 100) == .blue && out.pixel(520, 100) == .blue)
        recorder.tiles = []
        layer.setNeedsDisplay()
        out = RenderedLayer(layer, size: CGSize(width: 600, height: 300))
        #expect(recorder.tiles.count == 6)
        #expect(out.pixel(100, 100) == .blue)
    }

    @Test("tileSize is in pixels: at contentsScale 2 tiles are half as many points, drawn at 2×")
    func contentsScale() {
        let (layer, recorder) = tiledLayer(CGSize(width: 200, height: 100))
        layer.contentsScale = 2
        let out = RenderedLayer(layer, size: CGSize(width: 200, height: 100), scale: 2)
        #expect(recorder.tiles == [CGRect(x: 0, y: 0, width: 128, height: 100), CGRect(x: 128, y: 0, width: 72, height: 100)])
        #expect(recorder.scales.allSatisfy { $0 == 2 })
        #expect(out.pixel(199.5, 99.5) == .red)
    }

    @Test("levels of detail: the lowest level reaching the screen's resolution, within the levels kept")
    func levelsOfDetail() {
        let (layer, recorder) = tiledLayer(CGSize(width: 1024, height: 1024))
        layer.levelsOfDetail = 4
        layer.levelsOfDetailBias = 1  // levels at 2×, 1×, ½× and ¼×
        func scales(renderingAt scale: CGFloat) -> Set<CGFloat> {
            recorder.scales = []
            recorder.tiles = []
            layer.setNeedsDisplay()
            _ = RenderedLayer(size: CGSize(width: 64, height: 64), scale: 1) { ctx in
                ctx.scaleBy(x: scale, y: scale)
                layer.render(in: ctx)
            }
            return Set(recorder.scales)
        }
        #expect(scales(renderingAt: 1) == [1])
        #expect(scales(renderingAt: 1.5) == [2])
        #expect(scales(renderingAt: 8) == [2])       // above the highest level: the highest
        #expect(scales(renderingAt: 0.4) == [0.5])
        #expect(scales(renderingAt: 0.2) == [0.25])
        #expect(scales(renderingAt: 0.01) == [0.25])  // below the lowest: the lowest
        // At ¼×, a 256-pixel tile covers 1024 points: one tile.
        #expect(recorder.tiles == [CGRect(x: 0, y: 0, width: 1024, height: 1024)])
    }

    @Test("a subclass's draw(in:) supplies the tiles when there is no delegate")
    func subclassDraw() {
        final class Checker: CATiledLayer {
            nonisolated(unsafe) var calls = 0
            override func draw(in ctx: CGContext) {
                calls += 1
                ctx.setFillColor(color(0, 1, 0))
                ctx.fill(ctx.boundingBoxOfClipPath)
            }
        }
        let layer = Checker()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        layer.tileSize = CGSize(width: 100, height: 100)
        layer.setNeedsDisplay()
        let out = RenderedLayer(layer, size: CGSize(width: 300, height: 100))
        #expect(layer.calls == 3)
        #expect(out.pixel(1, 1) == .green && out.pixel(299, 99) == .green)
    }

    @Test("changing the tile size or the levels redraws")
    func propertyChanges() {
        let layer = CATiledLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.display()
        #expect(!layer.needsDisplay())
        layer.tileSize = CGSize(width: 32, height: 32)
        #expect(layer.needsDisplay())
        layer.display()
        layer.levelsOfDetail = 2
        #expect(layer.needsDisplay())
        layer.display()
        layer.levelsOfDetailBias = 1
        #expect(layer.needsDisplay())
    }

    @Test("the tiles kept stay within one backing store's pixel budget")
    func budget() {
        let (layer, recorder) = tiledLayer(CGSize(width: 20_000, height: 20_000))
        // Draw the layer piece by piece over a wide area: older tiles make room for new ones.
        let ctx = CGContext(data: nil, width: 1500, height: 1500, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        for step in 0..<12 {
            ctx.saveGState()
            ctx.translateBy(x: -CGFloat(step) * 1500, y: -CGFloat(step) * 1500)
            layer.render(in: ctx)
            ctx.restoreGState()
        }
        let store = layer.tileStore!
        #expect(store.pixelCount <= Int(BackingStore.maximumPixels))
        #expect(recorder.tiles.count > 256)
    }

    @Test("bad input: zero, negative or NaN tile sizes and levels, empty bounds never crash")
    func badInput() {
        let (layer, recorder) = tiledLayer(CGSize(width: 100, height: 100))
        layer.tileSize = CGSize(width: 0, height: -5)
        layer.levelsOfDetail = -3
        layer.levelsOfDetailBias = -2
        var out = RenderedLayer(layer, size: CGSize(width: 100, height: 100))
        #expect(out.pixel(50, 50) == .red)
        #expect(recorder.tiles.count == 49)  // tiles of at least 16 pixels: 7 × 7 of them
        layer.tileSize = CGSize(width: CGFloat.nan, height: .infinity)
        out = RenderedLayer(layer, size: CGSize(width: 100, height: 100))
        #expect(out.pixel(50, 50) == .red)
        layer.bounds = .zero
        recorder.tiles = []
        _ = RenderedLayer(layer, size: CGSize(width: 100, height: 100))
        #expect(recorder.tiles.isEmpty)
    }
}
