import Testing
import UIKitTesting

/// A view backed by a tiled layer (scenario A5, listing U5), recording what it is asked
/// to draw.
final class TiledView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var layerAfterSuperInit: CALayer?
    var delegateAfterSuperInit: CALayerDelegate?
    var rects: [CGRect] = []
    var scales: [CGFloat] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        layerAfterSuperInit = layer
        delegateAfterSuperInit = layer.delegate
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        if let ctx = UIGraphicsGetCurrentContext() { scales.append(ctx.ctm.a) }
        UIColor.green.setFill()
        UIRectFill(rect)
    }
}

/// A plain view far bigger than a backing store may be, painting white with a blue 10-point
/// square every 100 points, and recording what it is asked to draw.
final class HugeView: UIView {
    var rects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        UIColor.white.setFill()
        UIRectFill(rect)
        UIColor.blue.setFill()
        let first = (rect.minX / 100).rounded(.down), last = (rect.maxX / 100).rounded(.up)
        let top = (rect.minY / 100).rounded(.down), bottom = (rect.maxY / 100).rounded(.up)
        for row in stride(from: top, through: bottom, by: 1) {
            for column in stride(from: first, through: last, by: 1) {
                UIRectFill(CGRect(x: column * 100, y: row * 100, width: 10, height: 10))
            }
        }
    }
}

@MainActor
@Suite("Tiled views and views larger than a backing store", .serialized)
struct TiledViewTests {
    @Test("scenario A5: right after super.init(frame:), the layer is a CATiledLayer whose delegate is the view")
    func layerClass() {
        _ = Simulator(device: .iPhoneSE)
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layerAfterSuperInit is CATiledLayer)
        #expect(view.layerAfterSuperInit === view.layer)
        #expect(view.delegateAfterSuperInit === view)
        #expect(type(of: view.layer) == CATiledLayer.self)
    }

    @Test("a tiled view's draw(_:) is called with tiles: 256 pixels, 128 points at 2×, only where visible")
    func tileRects() {
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let (sim, window) = showInWindow(view, device: .iPhoneSE)
        defer { _ = window }
        let shot = RenderedPixels(sim.screenshot())
        // The screen (320 × 568) shows columns 0…2 and rows 0…4 of the 128-point grid; the
        // last row ends with the bounds, at 600.
        #expect(Set(view.rects) == Set(tiles(columns: [0, 128, 256], widths: [128, 128, 128])))
        #expect(view.rects.count == 15)
        #expect(view.scales.allSatisfy { $0 == 2 })
        #expect(view.layer.backingStore == nil)
        #expect(shot[0, 0] == .green && shot[639, 1135] == .green)
        // Invalidating a rectangle redraws the tiles under it, nothing else.
        view.rects = []
        view.setNeedsDisplay(CGRect(x: 130, y: 10, width: 5, height: 5))
        sim.runUntilIdle()
        #expect(view.rects == [CGRect(x: 128, y: 0, width: 128, height: 128)])
        // Scrolling the bounds (now 200…800 across) brings in the tiles not drawn yet.
        view.rects = []
        view.bounds.origin = CGPoint(x: 200, y: 0)
        sim.runUntilIdle()
        #expect(Set(view.rects) == Set(tiles(columns: [384, 512], widths: [128, 128])))
    }

    /// The tiles of a 600-point-high tiled view in `columns`, rows 0…4 (the last 88 high).
    func tiles(columns: [CGFloat], widths: [CGFloat]) -> [CGRect] {
        zip(columns, widths).flatMap { x, width in
            (0..<5).map { CGRect(x: x, y: CGFloat($0) * 128, width: width, height: $0 == 4 ? 88 : 128) }
        }
    }

    @Test("a 100,000 × 100,000-point view allocates only its visible tiles, at full resolution")
    func hugeView() {
        let view = HugeView(frame: CGRect(x: 0, y: 0, width: 100_000, height: 100_000))
        let (sim, window) = showInWindow(view, device: .iPhoneSE)
        defer { _ = window }
        var shot = RenderedPixels(sim.screenshot())
        // No 4096² store: 512-pixel tiles over the 640 × 1136 pixels of the screen.
        #expect(view.layer.backingStore == nil)
        let store = view.layer.tileStore!
        #expect(store.tiles.count == 6)
        #expect(store.pixelCount <= 6 * 512 * 512)
        #expect(view.rects.allSatisfy { $0.intersects(UIScreen.main.bounds) })
        // Sharp at 2×: the square at (100, 100) covers pixels 200…219 exactly.
        #expect(shot[200, 200] == .blue && shot[219, 219] == .blue)
        #expect(shot[199, 199] == .white && shot[220, 220] == .white && shot[19, 19] == .blue && shot[20, 20] == .white)
        #expect(shot[2 * 300 + 1, 2 * 500 + 1] == .blue)
        // Scrolled to the middle, the content there shows, still within the budget.
        view.bounds.origin = CGPoint(x: 50_000, y: 50_000)
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[0, 0] == .blue && shot[19, 19] == .blue && shot[20, 20] == .white)
        #expect(shot[2 * 205, 2 * 205] == .blue && shot[2 * 215, 2 * 215] == .white)
        #expect(view.layer.tileStore!.pixelCount <= Int(4096 * 4096))
        // Moving the view (rather than its bounds) works the same way.
        view.bounds.origin = .zero
        view.frame.origin = CGPoint(x: -99_850, y: -99_850)
        shot = RenderedPixels(sim.screenshot())
        // Screen (50, 50) shows view point (99,900, 99,900), a square's corner; past the
        // view's end (screen 150) the window is empty.
        #expect(shot[0, 0] == .white && shot[2 * 50, 2 * 50] == .blue && shot[2 * 60, 2 * 60] == .white)
        #expect(shot[2 * 150 + 1, 2 * 150 + 1] == .black)
    }

    @Test("a view that shrinks below the cap goes back to one backing store")
    func backFromTiles() {
        let view = HugeView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        view.contentMode = .redraw
        let (sim, window) = showInWindow(view, device: .iPhoneSE)
        defer { _ = window }
        #expect(view.layer.tileStore != nil && view.layer.backingStore == nil)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let shot = RenderedPixels(sim.screenshot())
        #expect(view.layer.tileStore == nil && view.layer.backingStore != nil)
        #expect(shot[200, 200] == .blue && shot[300, 300] == .white && shot[500, 500] == .black)
    }
}
