import Testing
import UIKitTesting

/// Scenario I's `D`: logs each `draw(_:)` with its rectangle and whether a current context
/// exists, and runs `paint` (nothing by default).
final class DrawLog: UIView {
    var draws: [(rect: CGRect, hasContext: Bool)] = []
    var paint: (CGRect) -> Void = { _ in }

    override func draw(_ rect: CGRect) {
        draws.append((rect, UIGraphicsGetCurrentContext() != nil))
        paint(rect)
    }
}

/// A stand-in for a `CAEAGLLayer`: a layer whose content comes from elsewhere, so its
/// `display()` draws nothing (scenario A7).
final class ExternalContentLayer: CALayer {
    override func display() {}
}

/// A view backed by `ExternalContentLayer` that still overrides `draw(_:)`.
final class ExternalContentView: UIView {
    override class var layerClass: AnyClass { ExternalContentLayer.self }
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

@MainActor
@Suite("Drawing cycle (scenarios I)", .serialized)
struct ViewDrawingCycleTests {
    /// `D` (0, 0, 100, 100) in a visible window on a 1× 320 × 480 screen, after its first
    /// cycle, with the log emptied. The caller keeps the window.
    func setUp(device: Device = .iPhone3G) -> (Simulator, DrawLog, UIWindow) {
        let d = DrawLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, window) = showInWindow(d, device: device)
        d.draws = []
        return (sim, d, window)
    }

    @Test("scenario 88: with no changes, later cycles do not draw again")
    func noRedraw() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        for _ in 0..<3 { sim.runUntilIdle() }
        #expect(d.draws.isEmpty)
    }

    @Test("scenarios 89-90: setNeedsDisplay only marks; the next cycle draws the bounds once, however often it was called")
    func setNeedsDisplay() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.setNeedsDisplay()
        #expect(d.draws.isEmpty)
        sim.runUntilIdle()
        #expect(d.draws.map(\.rect) == [d.bounds])
        d.draws = []
        for _ in 0..<5 { d.setNeedsDisplay() }
        sim.runUntilIdle()
        #expect(d.draws.count == 1)
    }

    @Test("scenarios 91-92: setNeedsDisplay(_:) draws that rectangle; two of them draw their union, once")
    func dirtyRects() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.runUntilIdle()
        #expect(d.draws.map(\.rect) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
        d.draws = []
        d.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        d.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
        sim.runUntilIdle()
        #expect(d.draws.map(\.rect) == [CGRect(x: 0, y: 0, width: 60, height: 60)])
        // R-DRAW-8: the rectangle lies within the bounds.
        d.draws = []
        d.setNeedsDisplay(CGRect(x: 90, y: -20, width: 40, height: 40))
        sim.runUntilIdle()
        #expect(d.draws.map(\.rect) == [CGRect(x: 90, y: 0, width: 10, height: 20)])
    }

    @Test("scenarios 93-96: geometry changes redraw only in .redraw mode, and only when the size changes")
    func contentModeRedraw() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.frame = CGRect(x: 0, y: 0, width: 200, height: 200)  // 93: .scaleToFill
        sim.runUntilIdle()
        #expect(d.draws.isEmpty)
        d.contentMode = .redraw                                 // 94
        d.bounds = CGRect(x: 0, y: 0, width: 150, height: 80)
        sim.runUntilIdle()
        #expect(d.draws.map(\.rect) == [CGRect(x: 0, y: 0, width: 150, height: 80)])
        d.draws = []
        d.center = CGPoint(x: 300, y: 300)                      // 95
        sim.runUntilIdle()
        #expect(d.draws.isEmpty)
        d.contentMode = .center                                 // 96: R-CM-5
        d.setNeedsDisplay()
        sim.runUntilIdle()
        #expect(d.draws.count == 1)
    }

    @Test("scenario 97: a current context inside draw(_:), none outside")
    func currentContext() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        #expect(UIGraphicsGetCurrentContext() == nil)
        d.setNeedsDisplay()
        sim.runUntilIdle()
        #expect(d.draws.map(\.hasContext) == [true])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("scenario 98: the context's origin is the bounds origin: (10, 10) is the store's first pixel")
    func boundsOrigin() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
        d.paint = { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: 10, y: 10, width: 1, height: 1)) }
        d.setNeedsDisplay()
        sim.runUntilIdle()
        let store = RenderedPixels(d.layer.backingStore!.image)
        #expect(store.width == 100 && store.height == 100)
        #expect(store[0, 0] == .red && store[1, 1] != .red)
    }

    @Test("scenario 99: drawing beyond the bounds is clipped to them, on screen too")
    func clipToBounds() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        d.paint = { _ in UIColor.red.setFill(); UIRectFill(CGRect(x: -10, y: -10, width: 200, height: 200)) }
        d.setNeedsDisplay()
        let shot = RenderedPixels(sim.screenshot())
        let store = RenderedPixels(d.layer.backingStore!.image)
        #expect(store.count { $0 == .red } == 100 * 100)
        #expect(shot.boundingBox(in: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1) { $0 != .black }
                    == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test("scenario 100: clearsContextBeforeDrawing clears to transparent black; false keeps the old pixels")
    func clearsContext() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.isOpaque = false
        window.backgroundColor = .white
        d.paint = { rect in UIColor.red.setFill(); UIRectFill(rect) }
        d.setNeedsDisplay()
        sim.runUntilIdle()
        d.paint = { _ in }
        d.setNeedsDisplay()
        var shot = RenderedPixels(sim.screenshot())
        #expect(d.layer.backingStore.map { RenderedPixels($0.image).count { $0 != .clear } } ?? 0 == 0)
        #expect(shot[50, 50] == .white)  // the window shows through
        // Without clearing, a redraw that draws nothing leaves the red; a partial one adds to it.
        d.clearsContextBeforeDrawing = false
        d.paint = { rect in UIColor.red.setFill(); UIRectFill(rect) }
        d.setNeedsDisplay()
        sim.runUntilIdle()
        d.paint = { _ in }
        d.setNeedsDisplay()
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[50, 50] == .red)
        d.paint = { _ in UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        d.setNeedsDisplay()
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[2, 2] == .blue && shot[50, 50] == .red)
    }

    @Test("scenario 101: contentScaleFactor 2 gives a 50 × 50 view a 100 × 100-pixel backing store")
    func contentScaleFactor() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        d.paint = { rect in UIColor.red.setFill(); UIRectFill(rect) }
        d.contentScaleFactor = 2
        sim.runUntilIdle()
        #expect(d.layer.backingStore?.image.width == 100 && d.layer.backingStore?.image.height == 100)
    }

    @Test("scenario 102: in a window, contentScaleFactor is the screen's scale")
    func screenScale() {
        let (_, d, window) = setUp(device: .iPhone4)
        #expect(d.contentScaleFactor == 2)
        let (_, d1, window1) = setUp(device: .iPhone3G)
        #expect(d1.contentScaleFactor == 1)
        _ = (window, window1)
    }

    @Test("scenario 103, listing 3-5: UIRectFrame draws a 1-point red frame; the middle stays clear")
    func listing35() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        d.isOpaque = false
        d.paint = { _ in
            // Listing 3-5 as written: the inset result is discarded, and UIRectFrame draws
            // 1 point wide whatever the line width.
            let ctx = UIGraphicsGetCurrentContext()!
            let myFrame = d.bounds
            ctx.setLineWidth(10)
            _ = myFrame.insetBy(dx: 5, dy: 5)
            UIColor.red.set()
            UIRectFrame(myFrame)
        }
        d.setNeedsDisplay()
        sim.runUntilIdle()
        let store = RenderedPixels(d.layer.backingStore!.image)
        #expect(store[0, 0] == .red && store[99, 0] == .red && store[0, 99] == .red && store[99, 99] == .red)
        #expect(store[50, 50].a == 0 && store[1, 1].a == 0)
        // An opaque view with no background starts from black, as on iOS.
        d.isOpaque = true
        sim.runUntilIdle()
        #expect(RenderedPixels(d.layer.backingStore!.image)[50, 50] == .black)
    }

    @Test("scenario 104: a plain view with a background colour shows it; nothing is drawn for it")
    func plainBackground() {
        let (sim, _, window) = setUp()
        defer { _ = window }
        let plain = colouredView(CGRect(x: 150, y: 150, width: 50, height: 50), .blue)
        window.addSubview(plain)
        let shot = RenderedPixels(sim.screenshot())
        #expect(shot[175, 175] == .blue)
        #expect(plain.layer.backingStore == nil)
    }

    @Test("scenarios 105-106: translucent colours blend source-over; the front sibling wins")
    func blending() {
        let (sim, _, window) = setUp()
        defer { _ = window }
        let parent = colouredView(CGRect(x: 150, y: 150, width: 100, height: 100), .white)
        parent.addSubview(colouredView(CGRect(x: 0, y: 0, width: 50, height: 50), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let a = colouredView(CGRect(x: 50, y: 50, width: 50, height: 50), .red)
        let b = colouredView(CGRect(x: 50, y: 50, width: 50, height: 50), .blue)
        parent.addSubview(a)
        parent.addSubview(b)
        window.addSubview(parent)
        var shot = RenderedPixels(sim.screenshot())
        #expect(shot[160, 160].isClose(to: .init(255, 128, 128, 255)))
        #expect(shot[225, 225] == .blue)
        parent.bringSubviewToFront(a)
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[225, 225] == .red)
    }

    @Test("scenarios 107-108: clipsToBounds clips subviews; a hidden child shows its parent")
    func clippingAndHiding() {
        let (sim, _, window) = setUp()
        defer { _ = window }
        let parent = colouredView(CGRect(x: 0, y: 0, width: 50, height: 50), .white)
        let child = colouredView(CGRect(x: 40, y: 40, width: 20, height: 20), .red)
        parent.addSubview(child)
        window.subviews.forEach { $0.removeFromSuperview() }
        window.addSubview(parent)
        var shot = RenderedPixels(sim.screenshot())
        #expect(shot[45, 45] == .red && shot[55, 55] == .red)
        parent.clipsToBounds = true
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[45, 45] == .red && shot[55, 55] == .black)
        child.isHidden = true
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[45, 45] == .white)
    }

    @Test("scenario 109: an opaque view that fills its rect shows exactly its colour over its parent")
    func opaqueView() {
        let (sim, d, window) = setUp()
        defer { _ = window }
        let parent = colouredView(CGRect(x: 100, y: 100, width: 120, height: 120), .red)
        window.addSubview(parent)
        parent.addSubview(d)
        d.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        d.isOpaque = true
        d.paint = { rect in UIColor.green.setFill(); UIRectFill(rect) }
        d.setNeedsDisplay()
        let shot = RenderedPixels(sim.screenshot())
        #expect(shot.count { $0 == .green } == 100 * 100)
        #expect(shot[105, 105] == .red && shot[150, 150] == .green)
    }

    @Test("scenario A7: a view whose layer supplies its own content never has draw(_:) called")
    func externalContentLayer() {
        let view = ExternalContentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        view.setNeedsDisplay()
        sim.runUntilIdle()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.runUntilIdle()
        #expect(view.draws == 0)
        #expect(view.layer.backingStore == nil)
    }
}
