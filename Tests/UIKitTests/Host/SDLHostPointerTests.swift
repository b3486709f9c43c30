import Foundation
import Testing
import UIKitTesting

/// The live window's pointer input as touches: the mouse is one finger, a touch screen's
/// fingers are many, all in screen points after undoing the window scale.
@MainActor
@Suite("SDL host pointer", .serialized)
struct SDLHostPointerTests {
    /// A 320 × 480 screen shown at half size, with 40-unit bars left and right.
    let layout = SDLHostLayout(screenSize: CGSize(width: 320, height: 480), windowSize: CGSize(width: 240, height: 240))

    private func summary(_ samples: [EventRouter.FingerSample]) -> [String] {
        samples.map { "\($0.finger) \($0.phase) \($0.location.x),\($0.location.y)" }
    }

    @Test("Hosts: the left button is finger 0: down, moves while down, up; in screen points")
    func mouseIsOneFinger() {
        var pointer = SDLHostPointer()
        #expect(pointer.samples(for: .mouseMoved(CGPoint(x: 100, y: 100)), layout: layout).isEmpty)  // button up
        #expect(summary(pointer.samples(for: .mouseDown(CGPoint(x: 50, y: 20)), layout: layout)) == ["0 began 20.0,40.0"])
        #expect(pointer.isTracking)
        #expect(summary(pointer.samples(for: .mouseMoved(CGPoint(x: 60, y: 30)), layout: layout)) == ["0 moved 40.0,60.0"])
        #expect(summary(pointer.samples(for: .mouseUp(CGPoint(x: 60, y: 30)), layout: layout)) == ["0 ended 40.0,60.0"])
        #expect(!pointer.isTracking)
        #expect(pointer.samples(for: .mouseUp(CGPoint(x: 60, y: 30)), layout: layout).isEmpty)  // already up
    }

    @Test("a press on the bars beside the picture is no touch; a drag off the picture stays on the screen's edge")
    func barsAndEdges() {
        var pointer = SDLHostPointer()
        #expect(pointer.samples(for: .mouseDown(CGPoint(x: 10, y: 100)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .mouseMoved(CGPoint(x: 100, y: 100)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .mouseUp(CGPoint(x: 100, y: 100)), layout: layout).isEmpty)
        _ = pointer.samples(for: .mouseDown(CGPoint(x: 100, y: 100)), layout: layout)
        #expect(summary(pointer.samples(for: .mouseMoved(CGPoint(x: 230, y: -15)), layout: layout)) == ["0 moved 320.0,0.0"])
        #expect(summary(pointer.samples(for: .mouseUp(CGPoint(x: 0, y: 300)), layout: layout)) == ["0 ended 0.0,480.0"])
    }

    @Test("touch-screen fingers are numbered from 1, per device, the lowest number free")
    func fingers() {
        var pointer = SDLHostPointer()
        let a = pointer.samples(for: .fingerDown(device: 7, finger: 100, at: CGPoint(x: 0.5, y: 0.5)), layout: layout)
        let b = pointer.samples(for: .fingerDown(device: 7, finger: 101, at: CGPoint(x: 0.25, y: 0.25)), layout: layout)
        let c = pointer.samples(for: .fingerDown(device: 8, finger: 100, at: CGPoint(x: 0.75, y: 0.75)), layout: layout)
        #expect(summary(a + b + c) == ["1 began 160.0,240.0", "2 began 40.0,120.0", "3 began 280.0,360.0"])
        #expect(summary(pointer.samples(for: .fingerUp(device: 7, finger: 101, at: CGPoint(x: 0.25, y: 0.5)), layout: layout))
            == ["2 ended 40.0,240.0"])
        // The mouse is independent of the fingers.
        #expect(summary(pointer.samples(for: .mouseDown(CGPoint(x: 120, y: 120)), layout: layout)) == ["0 began 160.0,240.0"])
        #expect(summary(pointer.samples(for: .fingerDown(device: 9, finger: 1, at: CGPoint(x: 0.5, y: 0.1)), layout: layout))
            == ["2 began 160.0,48.0"])
        #expect(summary(pointer.samples(for: .fingerMoved(device: 8, finger: 100, at: CGPoint(x: 2, y: 0.5)), layout: layout))
            == ["3 moved 320.0,240.0"])
    }

    @Test("bad input: unknown fingers, repeated downs, fingers on the bars, non-finite positions are dropped")
    func badInput() {
        var pointer = SDLHostPointer()
        #expect(pointer.samples(for: .fingerMoved(device: 1, finger: 1, at: CGPoint(x: 0.5, y: 0.5)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .fingerUp(device: 1, finger: 1, at: CGPoint(x: 0.5, y: 0.5)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .fingerDown(device: 1, finger: 1, at: CGPoint(x: 0.05, y: 0.5)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .fingerDown(device: 1, finger: 1, at: CGPoint(x: CGFloat.nan, y: 0.5)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .mouseDown(CGPoint(x: CGFloat.infinity, y: 5)), layout: layout).isEmpty)
        _ = pointer.samples(for: .fingerDown(device: 1, finger: 1, at: CGPoint(x: 0.5, y: 0.5)), layout: layout)
        #expect(pointer.samples(for: .fingerDown(device: 1, finger: 1, at: CGPoint(x: 0.6, y: 0.5)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .fingerMoved(device: 1, finger: 1, at: CGPoint(x: CGFloat.nan, y: 0.5)), layout: layout).isEmpty)
        _ = pointer.samples(for: .mouseDown(CGPoint(x: 100, y: 100)), layout: layout)
        #expect(pointer.samples(for: .mouseDown(CGPoint(x: 110, y: 100)), layout: layout).isEmpty)
        #expect(pointer.samples(for: .mouseMoved(CGPoint(x: CGFloat.nan, y: 100)), layout: layout).isEmpty)
    }

    @Test("hiding the window mid-touch cancels every touch under way, the mouse first")
    func cancelAll() {
        var pointer = SDLHostPointer()
        _ = pointer.samples(for: .fingerDown(device: 1, finger: 5, at: CGPoint(x: 0.5, y: 0.5)), layout: layout)
        _ = pointer.samples(for: .fingerDown(device: 1, finger: 6, at: CGPoint(x: 0.6, y: 0.5)), layout: layout)
        _ = pointer.samples(for: .mouseDown(CGPoint(x: 100, y: 100)), layout: layout)
        #expect(pointer.cancelAll().map { "\($0.finger) \($0.phase)" } == ["0 cancelled", "1 cancelled", "2 cancelled"])
        #expect(!pointer.isTracking && pointer.cancelAll().isEmpty)
        #expect(pointer.samples(for: .mouseUp(CGPoint(x: 100, y: 100)), layout: layout).isEmpty)
    }

    @Test("a click in the window reaches the view under it, at the mapped point, as one tap")
    func clickReachesView() {
        let (_, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 100, y: 200, width: 100, height: 100), log: log)
        let shown = SDLHostLayout(screenSize: UIScreen.main.bounds.size, windowSize: CGSize(width: 160, height: 240))
        var pointer = SDLHostPointer()
        EventRouter.current.sendTouches(pointer.samples(for: .mouseDown(CGPoint(x: 75, y: 125)), layout: shown), at: 1)
        let touch = log.calls.first?.touches.first
        #expect(touch?.location(in: nil) == CGPoint(x: 150, y: 250))
        #expect(touch?.location(in: window.subviews.last) == CGPoint(x: 50, y: 50))
        EventRouter.current.sendTouches(pointer.samples(for: .mouseUp(CGPoint(x: 76, y: 125)), layout: shown), at: 1.1)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
        #expect(touch?.location(in: nil) == CGPoint(x: 152, y: 250) && touch?.tapCount == 1)
    }
}
