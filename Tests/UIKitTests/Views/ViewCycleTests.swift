import Testing
import UIKitTesting

@MainActor
@Suite("Layout and drawing cycle", .serialized)
struct ViewCycleTests {
    /// A view in a visible window with the cycle flushed (scenarios H and I setup). The
    /// caller keeps the window: as on iOS, nothing else keeps a window alive.
    func setUp() -> (Simulator, LoggingView, UIWindow) {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        view.log = []
        return (sim, view, window)
    }

    @Test("scenarios 75-76: setNeedsLayout coalesces into one layoutSubviews at the next cycle")
    func coalesced() {
        let (sim, l, window) = setUp()
        defer { _ = window }
        l.setNeedsLayout(); l.setNeedsLayout(); l.setNeedsLayout()
        #expect(l.log.isEmpty)
        sim.runUntilIdle()
        #expect(l.log == ["layoutSubviews"])
    }

    @Test("scenarios 77-78: layoutIfNeeded lays out synchronously, only when pending")
    func layoutIfNeeded() {
        let (sim, l, window) = setUp()
        defer { _ = window }
        l.layoutIfNeeded()
        #expect(l.log.isEmpty)
        l.setNeedsLayout()
        l.layoutIfNeeded()
        l.layoutIfNeeded()
        sim.runUntilIdle()
        #expect(l.log == ["layoutSubviews"])
    }

    @Test("scenarios 79-82: size changes and layer changes ask for layout; moves do not")
    func triggers() {
        let (sim, l, window) = setUp()
        defer { _ = window }
        l.frame = CGRect(x: 0, y: 0, width: 150, height: 100)
        sim.runUntilIdle()
        #expect(l.log == ["layoutSubviews"])
        l.log = []
        l.center = CGPoint(x: 200, y: 200)
        sim.runUntilIdle()
        #expect(l.log.isEmpty)
        l.layer.setNeedsLayout()
        sim.runUntilIdle()
        l.layer.addSublayer(CALayer())
        sim.runUntilIdle()
        #expect(l.log == ["layoutSubviews", "layoutSubviews"])
    }

    @Test("scenario 84: layout runs before drawing in the same cycle")
    func layoutThenDraw() {
        let (sim, l, window) = setUp()
        defer { _ = window }
        l.setNeedsDisplay()
        l.setNeedsLayout()
        sim.runUntilIdle()
        #expect(l.log == ["layoutSubviews", "draw \(CGRect(x: 0, y: 0, width: 100, height: 100))"])
    }

    @Test("scenario 86: a parent lays out before its child")
    func topDown() {
        let (sim, parent, window) = setUp()
        defer { _ = window }
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        sim.runUntilIdle()
        parent.log = []; child.log = []
        var order: [String] = []
        parent.setNeedsLayout(); child.setNeedsLayout()
        sim.runUntilIdle()
        order = parent.log.map { "parent " + $0 } + child.log.map { "child " + $0 }
        #expect(order == ["parent layoutSubviews", "child layoutSubviews"])
    }

    @Test("scenario 87: a view added to a visible window draws once with its bounds and a current context")
    func firstDraw() {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        final class D: UIView {
            var draws: [(CGRect, Bool)] = []
            override func draw(_ rect: CGRect) { draws.append((rect, UIGraphicsGetCurrentContext() != nil)) }
        }
        let d = D(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(d)
        sim.runUntilIdle()
        #expect(d.draws.count == 1)
        #expect(d.draws.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(d.draws.first?.1 == true)
        #expect(d.layer.backingStore != nil)
    }

    @Test("views that draw nothing get no backing store")
    func noBackingStore() {
        let sim = Simulator(device: .iPhone15)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        plain.backgroundColor = .white
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(plain)
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        #expect(plain.layer.backingStore == nil)
    }
}
