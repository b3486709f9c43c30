import Foundation
import Testing
import UIKitTesting

/// Gesture recognizers the app adds to a collection view (scenarios J): they live beside
/// the scroll view's own, change the layout (Listing 4-1), and take priority over the
/// built-in highlight and selection by delaying or cancelling touches (Listing 4-2, GR-7).
@MainActor
@Suite("Collection view gestures")
struct CollectionViewGestureTests {
    /// The target of the app's recognizers: Listing 4-1's pinch handler and Listing 4-2's
    /// tap handler.
    @MainActor
    final class Handler {
        weak var layout: SpreadLayout?
        var taps = 0
        var longPresses = 0

        func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
            guard recognizer.numberOfTouches == 2, let layout, let view = recognizer.view else { return }
            let a = recognizer.location(ofTouch: 0, in: view), b = recognizer.location(ofTouch: 1, in: view)
            layout.updateSpreadDistance(hypot(a.x - b.x, a.y - b.y))
            layout.invalidateLayout()
        }

        func handleTap(_ recognizer: UITapGestureRecognizer) { taps += 1 }

        func handleLongPress(_ recognizer: UILongPressGestureRecognizer) {
            if recognizer.state == .began { longPresses += 1 }
        }
    }

    /// The grid with Listing 4-1's spread distance: `prepare()` records the value it saw.
    final class SpreadLayout: GridLayout {
        private(set) var spread: CGFloat = 0
        private(set) var updates: [CGFloat] = []
        private(set) var spreadsPrepared: [CGFloat] = []

        func updateSpreadDistance(_ distance: CGFloat) {
            guard distance.isFinite, distance >= 0 else { return }
            spread = distance
            updates.append(distance)
        }

        override func prepare() {
            super.prepare()
            spreadsPrepared.append(spread)
        }
    }

    @Test("AT-117: a collection view is a scroll view; an added pinch joins its gesture recognizers")
    func addedRecognizerListed() {
        let stage = SelectionStage()
        let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
        #expect((stage.collectionView as Any) is UIScrollView)
        stage.collectionView.addGestureRecognizer(pinch)
        #expect(stage.collectionView.gestureRecognizers?.contains { $0 === pinch } == true)
        #expect(stage.collectionView.gestureRecognizers?.contains { $0 === stage.collectionView.panGestureRecognizer } == true)
    }

    @Test("AT-118: Listing 4-1: a two-finger pinch updates the spread distance and invalidates; prepare sees it")
    func pinchChangesLayout() throws {
        let layout = SpreadLayout()
        let grid = GridStage(counts: [6], layout: layout)
        grid.sim.runUntilIdle()
        let handler = Handler()
        handler.layout = layout
        let pinch = UIPinchGestureRecognizer(target: handler, action: #Selector(Handler.handlePinch(_:)))
        grid.collectionView.addGestureRecognizer(pinch)
        let prepared = layout.count("prepare")
        grid.sim.pinch(center: CGPoint(x: 160, y: 240), scale: 0.5)
        grid.sim.runUntilIdle()
        let last = try #require(layout.updates.last)
        #expect(abs(last - 50) < 0.001, "the fingers end 50 points apart")
        #expect(layout.count("prepare") > prepared)
        #expect(layout.spreadsPrepared.last == last, "the next pass prepares with the new spread")
    }

    @Test("AT-119: one finger: no spread update and no invalidation")
    func oneFingerDoesNothing() {
        let layout = SpreadLayout()
        let grid = GridStage(counts: [6], layout: layout)
        grid.sim.runUntilIdle()
        let handler = Handler()
        handler.layout = layout
        grid.collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: handler,
                                                                          action: #Selector(Handler.handlePinch(_:))))
        let prepared = layout.count("prepare")
        grid.sim.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 200, y: 320), duration: 0.3)
        grid.sim.runUntilIdle()
        #expect(layout.updates.isEmpty)
        #expect(layout.count("prepare") == prepared)
    }

    @Test("AT-120: Listing 4-2: a double tap goes to the app's recognizer (no selection); a single tap selects once it failed")
    func doubleTapTakesPriority() {
        let stage = SelectionStage()
        let handler = Handler()
        let doubleTap = UITapGestureRecognizer(target: handler, action: #Selector(Handler.handleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        stage.collectionView.addGestureRecognizer(doubleTap)
        stage.sim.doubleTap(at: stage.point(0))
        stage.sim.runUntilIdle()
        #expect(handler.taps == 1)
        #expect(!stage.delegate.log.contains { $0.hasPrefix("didSelect") })
        #expect(stage.selected.isEmpty)
        stage.delegate.log = []
        stage.sim.tap(at: stage.point(1))
        stage.sim.advance(by: 1)
        stage.sim.runUntilIdle()
        #expect(handler.taps == 1)
        #expect(stage.delegate.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
                                       "didSelect 1"])
    }

    @Test("AT-121: the app's long press (cancelsTouchesInView) ends the highlight; no selection follows")
    func longPressCancelsSelection() {
        let stage = SelectionStage()
        stage.delegate.showsMenu = false
        let handler = Handler()
        let longPress = UILongPressGestureRecognizer(target: handler, action: #Selector(Handler.handleLongPress(_:)))
        #expect(longPress.cancelsTouchesInView)
        stage.collectionView.addGestureRecognizer(longPress)
        let finger = stage.press(0)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0"])
        stage.sim.advance(by: 0.5)
        #expect(handler.longPresses == 1)
        // The built-in menu press may be asked first (and refused): leave its question out.
        let selectionLog = { stage.delegate.log.filter { !$0.hasPrefix("shouldShowMenu") } }
        #expect(selectionLog() == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(selectionLog() == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
    }
}
