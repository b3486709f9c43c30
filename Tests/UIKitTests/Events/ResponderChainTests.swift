import Testing
import UIKitTesting

/// The responder chain (RC-2, R-EV-2, R-EV-19): `next` of each kind of responder, and
/// the default event methods passing unhandled events along it (RC-3, RC-5,
/// scenario 128).
@MainActor
@Suite("Responder chain", .serialized)
struct ResponderChainTests {
    /// The `next` chain from `responder` to its end.
    private func chain(from responder: UIResponder) -> [UIResponder] {
        var result: [UIResponder] = []
        var current: UIResponder? = responder
        while let r = current, result.count < 50 {
            result.append(r)
            current = r.next
        }
        return result
    }

    @Test("A-103 (RC-2): V → R → VC → W → application → app delegate")
    func chainOrder() {
        let log = EventLog()
        let delegate = RecordingDelegate(log: log)
        let (_, window) = makeEventWindow(delegate: delegate)
        let controller = RecordingController("VC", log: log)
        window.rootViewController = controller
        let r = controller.view!
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        r.addSubview(v)
        #expect(v.next === r)
        #expect(r.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next === delegate)
        #expect(chain(from: v).count == 6)
    }

    @Test("A-103: a touch on V with handlers only in VC reaches VC's touchesBegan")
    func controllerHandlesTouch() {
        let (sim, window, log) = makeEventStage(delegateRecords: true)
        let controller = RecordingController("VC", log: log)
        window.rootViewController = controller
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        controller.view.addSubview(v)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.labels == ["VC.touchesBegan"])
        #expect(log.calls.first?.touches.first?.view === v)
    }

    @Test("RC-2: an event nobody handles climbs view, superview, window and application to the delegate")
    func unhandledReachesDelegate() {
        let (sim, window, log) = makeEventStage(delegateRecords: true)
        let outer = window.addRecordingView("outer", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let inner = outer.addRecordingView("inner", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        outer.forwards = true
        inner.forwards = true
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(log.labels == ["inner.touchesBegan", "outer.touchesBegan", "delegate.touchesBegan"])
        #expect(Set(log.calls.map(\.touches)).count == 1)  // the same touch set all the way
    }

    @Test("RC-2 (C-14): the application's next is the delegate only if it is a plain responder")
    func applicationNext() {
        final class PlainDelegate: NSObject, UIApplicationDelegate {}
        final class ControllerDelegate: UIViewController, UIApplicationDelegate {}
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        _ = makeEventWindow()
        let app = UIApplication.shared
        #expect(app.next == nil)
        app.delegate = PlainDelegate()
        #expect(app.next == nil)
        app.delegate = ControllerDelegate()
        #expect(app.next == nil)
        app.delegate = ViewDelegate()
        #expect(app.next == nil)
        let responder = RecordingDelegate(log: EventLog())
        app.delegate = responder
        #expect(app.next === responder)
    }

    @Test("R-EV-19: a view controller's next is its view's superview; nil while the view is unplaced or unloaded")
    func controllerNext() {
        let (_, window) = makeEventWindow()
        let controller = UIViewController()
        #expect(controller.next == nil)
        let holder = UIView()
        holder.addSubview(controller.view)
        #expect(controller.next === holder)
        #expect(controller.view.next === controller)
        window.addSubview(holder)
        let expected: [UIResponder] = [controller.view, controller, holder, window, UIApplication.shared]
        #expect(chain(from: controller.view).map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    }

    @Test("A-88 (RC-3): V forwards single taps to S; the double tap it handles itself")
    func forwardingByTapCount() {
        final class DoubleTapView: UIView {
            var doubleTaps = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                if touches.first!.tapCount < 2 {
                    next?.touchesBegan(touches, with: event)
                } else {
                    doubleTaps += 1
                }
            }
        }
        let (sim, window, log) = makeEventStage()
        let s = window.addRecordingView("S", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let v = DoubleTapView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.addSubview(v)
        sim.tap(at: CGPoint(x: 10, y: 10))
        let single = log.touches("S", "touchesBegan")
        #expect(single.count == 1 && single.first?.first?.view === v)
        sim.pause(0.1)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(v.doubleTaps == 1)
        #expect(log.touches("S", "touchesBegan").count == 1)
    }

    @Test("scenario 128: a child with no touch methods passes its touch to the superview that has them")
    func scenario128() {
        let (sim, window, log) = makeEventStage()
        let p = window.addRecordingView("P", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        p.addSubview(child)
        sim.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.labels == ["P.touchesBegan", "P.touchesEnded"])
        #expect(log.calls.first?.touches.first?.view === child)
    }

    @Test("RC-3: moves, ends and cancellations climb the chain like touchesBegan")
    func everyPhaseForwards() {
        let (sim, window, log) = makeEventStage()
        let p = window.addRecordingView("P", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        p.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        let finger = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.touchMove(finger, to: CGPoint(x: 12, y: 10))
        sim.cancelAllTouches()
        sim.touchUp(finger)  // already cancelled: nothing
        #expect(log.labels == ["P.touchesBegan", "P.touchesMoved", "P.touchesCancelled"])
    }

    @Test("RC-5: an event that reaches the end of the chain is dropped")
    func endOfChain() {
        let (sim, window) = makeEventWindow()
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.shake()
        sim.press(.return)
        #expect(UIApplication.shared.next == nil)
    }
}
