import Testing
import UIKitTesting

/// The iPhone guide's layout and drawing scenarios about views (A-54, A-75 to A-77, A-79,
/// A-80, A-82, A-83), and when the safe-area and margin callbacks come.
@MainActor
@Suite("Layout and drawing scenarios", .serialized)
struct ViewCycleScenarioTests {
    /// A shared, ordered record of what several views did.
    final class Journal {
        var entries: [String] = []
    }

    /// A view that writes its layout, drawing and callbacks to a journal.
    final class JournalView: UIView {
        var name = ""
        var journal = Journal()
        var drawnRects: [CGRect] = []
        var contexts: [CGContext] = []
        /// Subview frames seen inside `layoutSubviews()`.
        var framesSeenInLayout: [[CGRect]] = []

        override func layoutSubviews() {
            journal.entries.append("\(name) layout")
            framesSeenInLayout.append(subviews.map(\.frame))
        }

        override func draw(_ rect: CGRect) {
            journal.entries.append("\(name) draw")
            drawnRects.append(rect)
            if let ctx = UIGraphicsGetCurrentContext() { contexts.append(ctx) }
        }

        override func safeAreaInsetsDidChange() {
            journal.entries.append("\(name) safeArea \(safeAreaInsets)")
        }

        override func layoutMarginsDidChange() {
            journal.entries.append("\(name) margins")
        }
    }

    /// A journal view of `frame` in a visible window, with the cycle flushed and the
    /// journal emptied. The caller keeps the window.
    /// A 20-point subview of `parent` named "child", writing to the parent's journal, laid
    /// out once; the journal is cleared afterwards.
    func settledChild(of parent: JournalView, _ sim: Simulator) -> JournalView {
        let child = JournalView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.name = "child"
        child.journal = parent.journal
        parent.addSubview(child)
        sim.runUntilIdle()
        parent.journal.entries = []
        return child
    }

    func setUp(_ frame: CGRect = CGRect(x: 100, y: 100, width: 100, height: 100),
               device: Device = .iPhone3G) -> (Simulator, JournalView, UIWindow) {
        let (sim, window) = makeScenarioWindow(device: device)
        let view = JournalView(frame: frame)
        view.name = "v"
        window.addSubview(view)
        sim.runUntilIdle()
        view.journal.entries = []
        view.drawnRects = []
        view.contexts = []
        return (sim, view, window)
    }

    @Test("A-54 (CM-2, RD-4, CM-5): a size change reuses the drawing, unless the content mode is redraw")
    func sizeChangeRedraw() {
        let (sim, v, window) = setUp()
        defer { _ = window }
        v.frame.size = CGSize(width: 200, height: 100)
        sim.runUntilIdle()
        #expect(v.drawnRects.isEmpty)
        v.contentMode = .redraw
        v.frame.size = CGSize(width: 100, height: 100)
        sim.runUntilIdle()
        #expect(v.drawnRects == [CGRect(x: 0, y: 0, width: 100, height: 100)])
        v.center = CGPoint(x: 80, y: 80)  // moving is no size change, even for .redraw
        sim.runUntilIdle()
        #expect(v.drawnRects.count == 1)
    }

    @Test("A-75 (RD-5): a current context exists only inside draw(_:), a new one for each call")
    func drawingContext() {
        let (sim, v, window) = setUp()
        defer { _ = window }
        #expect(UIGraphicsGetCurrentContext() == nil)
        v.setNeedsDisplay()
        sim.runUntilIdle()
        v.setNeedsDisplay()
        sim.runUntilIdle()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(v.contexts.count == 2)
        #expect(v.contexts[0] !== v.contexts[1])
    }

    @Test("A-76 (RD-1, RD-2): two dirty rectangles in one turn make one draw(_:) of their union")
    func coalescedRects() {
        let (sim, v, window) = setUp()
        defer { _ = window }
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        v.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(v.drawnRects.isEmpty)
        sim.runUntilIdle()
        #expect(v.drawnRects == [CGRect(x: 0, y: 0, width: 60, height: 60)])
        v.setNeedsDisplay(.zero)  // an empty rectangle marks nothing
        v.setNeedsDisplay(CGRect(x: 10, y: 10, width: 0, height: 5))
        sim.runUntilIdle()
        #expect(v.drawnRects.count == 1)
    }

    @Test("A-77 (RD-1): dirty views draw from the root down, back to front")
    func drawOrder() {
        let (sim, r, window) = setUp()
        defer { _ = window }
        let a = JournalView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let a1 = JournalView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = JournalView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        for (view, name) in [(a, "A"), (a1, "A1"), (b, "B")] { view.name = name; view.journal = r.journal }
        r.name = "R"
        r.addSubview(a); a.addSubview(a1); r.addSubview(b)
        sim.runUntilIdle()
        r.journal.entries = []
        for view in [b, a1, r, a] { view.setNeedsDisplay() }
        sim.runUntilIdle()
        #expect(r.journal.entries == ["R draw", "A draw", "A1 draw", "B draw"])
    }

    @Test("A-79 (LO-1, LO-2a): a bounds size change lays out once, after autoresizing; an origin change does not")
    func layoutAfterAutoresizing() {
        let (sim, v, window) = setUp()
        defer { _ = window }
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = .flexibleWidth
        v.addSubview(child)
        sim.runUntilIdle()
        v.journal.entries = []
        v.framesSeenInLayout = []
        v.bounds.size = CGSize(width: 150, height: 100)
        sim.runUntilIdle()
        #expect(v.journal.entries == ["v layout"])
        #expect(v.framesSeenInLayout == [[CGRect(x: 10, y: 10, width: 130, height: 20)]])
        v.bounds.origin = CGPoint(x: 5, y: 5)
        sim.runUntilIdle()
        #expect(v.journal.entries == ["v layout"])
    }

    @Test("A-80 (LO-2c, LO-2e): a transform change lays out the superview, as UIKit does; explicit requests coalesce")
    func transformLayout() {
        let (sim, parent, window) = setUp()
        defer { _ = window }
        let child = settledChild(of: parent, sim)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        sim.runUntilIdle()
        #expect(parent.journal.entries == ["v layout"])
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)  // the same value: nothing to do
        sim.runUntilIdle()
        #expect(parent.journal.entries == ["v layout"])
        parent.journal.entries = []
        child.setNeedsLayout(); child.setNeedsLayout(); child.setNeedsLayout()
        sim.runUntilIdle()
        #expect(parent.journal.entries == ["child layout"])
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(parent.journal.entries == ["child layout", "child layout"])
    }

    @Test("R-LAYOUT-RESIZE/resizing a subview (bounds, frame or its layer's bounds) lays out its superview; moving it does not")
    func subviewResizeLayout() {
        let (sim, parent, window) = setUp()
        defer { _ = window }
        let child = settledChild(of: parent, sim)
        child.bounds.size = CGSize(width: 30, height: 30)
        sim.runUntilIdle()
        #expect(parent.journal.entries == ["v layout", "child layout"])
        parent.journal.entries = []
        child.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        sim.runUntilIdle()
        #expect(parent.journal.entries == ["v layout", "child layout"])
        parent.journal.entries = []
        child.layer.bounds.size = CGSize(width: 50, height: 50)
        sim.runUntilIdle()
        #expect(parent.journal.entries == ["v layout", "child layout"])
        // A move changes no size: nobody lays out.
        parent.journal.entries = []
        child.center = CGPoint(x: 70, y: 70)
        child.frame.origin = CGPoint(x: 5, y: 5)
        sim.runUntilIdle()
        #expect(parent.journal.entries == [])
    }

    /// A view that resizes its subview in `layoutSubviews()`.
    final class ResizingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2)
        }
    }

    @Test("R-LAYOUT-RESIZE/a superview resizing its subview in layoutSubviews is not laid out again for it")
    func resizeDuringLayout() {
        let (sim, window) = makeScenarioWindow(device: .iPhone3G)
        let parent = ResizingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(UIView())
        window.addSubview(parent)
        sim.runUntilIdle()
        #expect(parent.layouts == 1 && parent.subviews[0].bounds.size == CGSize(width: 50, height: 50))
        parent.bounds.size = CGSize(width: 200, height: 200)
        sim.runUntilIdle()
        #expect(parent.layouts == 2 && parent.subviews[0].bounds.size == CGSize(width: 100, height: 100))
    }

    /// Paints its bounds red the first time, then draws nothing — touching the context
    /// (`asksForContext`) or not.
    final class FadingView: UIView {
        var painted = false
        var asksForContext = false
        override func draw(_ rect: CGRect) {
            if !painted {
                painted = true
                UIColor.red.setFill()
                UIRectFill(bounds)
            } else if asksForContext {
                _ = UIGraphicsGetCurrentContext()
            }
        }
    }

    /// Scenario A-82's cases: (clearsContextBeforeDrawing, the later draws ask for the context).
    nonisolated static let clearingCases = [(true, false), (true, true), (false, false), (false, true)]

    @Test("A-82 (RD-7): clearsContextBeforeDrawing clears the redrawn area; turned off, old pixels stay",
          arguments: 0..<clearingCases.count)
    func clearsContext(index: Int) {
        let (clears, asks) = Self.clearingCases[index]
        let (sim, window) = makeScenarioWindow()
        let v = FadingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.isOpaque = false
        v.clearsContextBeforeDrawing = clears
        v.asksForContext = asks
        window.addSubview(v)
        sim.runUntilIdle()
        #expect(v.painted)
        v.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        sim.runUntilIdle()
        let store = RenderedPixels(v.layer.backingStore!.image)
        #expect(store[5, 5] == (clears ? .clear : .red))
        #expect(store[50, 50] == .red)
        v.setNeedsDisplay()
        let shot = RenderedPixels(sim.screenshot())
        #expect(shot[50, 50] == (clears ? .black : .red))
        #expect(shot[5, 5] == (clears ? .black : .red))
    }

    @Test("A-83 (RD-8): a plain view draws just its background, blended with its alpha over what is behind")
    func translucentBackground() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let v = colouredView(CGRect(x: 0, y: 0, width: 100, height: 100), UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        window.addSubview(v)
        let pixel = RenderedPixels(sim.screenshot())[50, 50]
        #expect(pixel.isClose(to: RenderedPixels.RGBA(255, 128, 128, 255), tolerance: 1))
        #expect(v.layer.backingStore == nil)
    }

    @Test("viewSafeAreaInsetsDidChange: a controller hears its root view's new safe area after the view and before viewWillLayoutSubviews; turning the device tells it again")
    func controllerSafeArea() {
        final class Controller: UIViewController {
            var journal: [String] = []
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                journal.append("safeArea \(view.safeAreaInsets)")
            }
            override func viewWillLayoutSubviews() { journal.append("willLayout") }
        }
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        #expect(controller.journal.prefix(2) == ["safeArea {59.0, 0.0, 34.0, 0.0}", "willLayout"])
        controller.journal = []
        controller.view.setNeedsLayout()
        sim.runUntilIdle()
        #expect(controller.journal == ["willLayout"])  // unchanged: not told again
        controller.journal = []
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(controller.journal.first?.hasPrefix("safeArea ") == true)
        #expect(controller.journal.first != "safeArea {59.0, 0.0, 34.0, 0.0}")
    }

    @Test("safeAreaInsetsDidChange comes in the layout pass, before layoutSubviews, when the safe area changes")
    func safeAreaTiming() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15)
        let v = JournalView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.name = "v"
        window.addSubview(v)
        #expect(v.journal.entries.isEmpty)  // nothing before the layout pass
        sim.runUntilIdle()
        #expect(v.journal.entries.prefix(2) == ["v safeArea {59.0, 0.0, 0.0, 0.0}", "v layout"])
        #expect(v.journal.entries.filter { $0.contains("safeArea") }.count == 1)
        v.journal.entries = []
        sim.runUntilIdle()
        v.setNeedsLayout()
        sim.runUntilIdle()
        #expect(v.journal.entries == ["v layout"])  // unchanged: not reported again
        v.journal.entries = []
        v.center = CGPoint(x: 200, y: 400)  // out of the unsafe areas
        window.setNeedsLayout()
        sim.runUntilIdle()
        #expect(v.journal.entries.prefix(2) == ["v safeArea {0.0, 0.0, 0.0, 0.0}", "v layout"])
        // A window reports its own safe area too.
        final class Window: UIWindow {
            var reports: [UIEdgeInsets] = []
            override func safeAreaInsetsDidChange() { reports.append(safeAreaInsets) }
        }
        let w = Window(frame: sim.screen.bounds)
        w.isHidden = false
        sim.runUntilIdle()
        #expect(w.reports == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
    }

    @Test("layoutMarginsDidChange comes synchronously from the setter, only for a real change")
    func marginsTiming() {
        let v = JournalView()
        v.name = "v"
        v.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)  // the default: no change
        #expect(v.journal.entries.isEmpty)
        v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(v.journal.entries == ["v margins"])
        v.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(v.journal.entries == ["v margins"])
        #expect(v.layer.needsLayout())
    }
}
