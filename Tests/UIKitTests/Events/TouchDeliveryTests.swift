import Testing
import UIKitTesting

/// Touch delivery: the iPhone guide's TC, DL, MT and TQ scenarios (A-89, A-90, A-92, A-93,
/// ) and the view guide's section K (118 to 122, 126 to 131;
/// 123 is with the multiple-touch tests; 124 and 125 need the interaction pause and animations).
@MainActor
@Suite("Touch delivery", .serialized)
struct TouchDeliveryTests {
    @Test("A-89 (MT-2, TC-7, TC-10): down, move, up reach V with phases, locations, one touch object and rising timestamps")
    func phasesAndIdentity() throws {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        var seen: [(UITouch.Phase, CGPoint, CGPoint, TimeInterval)] = []
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let began = try #require(log.calls.last?.touches.first)
        seen.append((began.phase, began.location(in: v), began.previousLocation(in: v), began.timestamp))
        sim.touchMove(finger, to: CGPoint(x: 60, y: 55))
        let moved = try #require(log.calls.last?.touches.first)
        seen.append((moved.phase, moved.location(in: v), moved.previousLocation(in: v), moved.timestamp))
        sim.touchUp(finger)
        let ended = try #require(log.calls.last?.touches.first)
        seen.append((ended.phase, ended.location(in: v), ended.previousLocation(in: v), ended.timestamp))

        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
        #expect(seen.map(\.0) == [.began, .moved, .ended])
        #expect(seen[0].1 == CGPoint(x: 50, y: 50))
        #expect(seen[1].1 == CGPoint(x: 60, y: 55) && seen[1].2 == CGPoint(x: 50, y: 50))
        #expect(seen[2].1 == CGPoint(x: 60, y: 55))
        #expect(began === moved && moved === ended)
        #expect(seen[0].3 < seen[1].3 && seen[1].3 < seen[2].3)
        #expect(began.tapCount == 1)
        #expect(began.view === v && began.window === window)
        #expect(log.calls.allSatisfy { $0.touches.count == 1 })
    }

    @Test("MT-5: location(in: nil) is in window coordinates; a subview's location is in its own")
    func locationConversion() throws {
        let (sim, window, log) = makeEventStage()
        let outer = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let inner = outer.addRecordingView("inner", CGRect(x: 10, y: 10, width: 100, height: 100), log: log)
        inner.bounds.origin = CGPoint(x: 5, y: 5)
        window.addSubview(outer)
        sim.tap(at: CGPoint(x: 40, y: 50))
        let touch = try #require(log.calls.first?.touches.first)
        #expect(touch.location(in: nil) == CGPoint(x: 40, y: 50))
        #expect(touch.location(in: window) == CGPoint(x: 40, y: 50))
        #expect(touch.location(in: outer) == CGPoint(x: 20, y: 20))
        #expect(touch.location(in: inner) == CGPoint(x: 15, y: 15))
        #expect(touch.preciseLocation(in: inner) == touch.location(in: inner))
    }

    @Test("A-90 (TC-8): a touch that moves onto a sibling stays with the view it began in")
    func touchStaysWithItsView() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let w = window.addRecordingView("W", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        window.addSubview(w)
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.1)
        #expect(log.calls.allSatisfy { $0.responder == "V" })
        #expect(log.labels.first == "V.touchesBegan" && log.labels.last == "V.touchesEnded")
        #expect(log.calls.last?.touches.first?.view === v)
        #expect(log.calls.last?.touches.first?.location(in: v) == CGPoint(x: 150, y: 50))
    }

    @Test("A-92 (TC-9, TP-1, TP-3): two taps 0.2 s apart on V make a double tap handled once")
    func doubleTapCount() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        sim.tap(at: CGPoint(x: 40, y: 40))
        sim.pause(0.2)
        sim.tap(at: CGPoint(x: 40, y: 40))
        let ended = log.touches("V", "touchesEnded")
        #expect(ended.map { $0.first?.tapCount } == [1, 2])
        // Listing 3-1: in touchesEnded, tapCount == 2 → the double-tap branch, at the tap point.
        let doubleTaps = ended.compactMap { $0.first }.filter { $0.tapCount == 2 }
        #expect(doubleTaps.count == 1)
        #expect(doubleTaps.first?.location(in: v) == CGPoint(x: 40, y: 40))
    }

    @Test("TP-2: doubleTap(at:) counts 1 then 2; a third quick tap counts 3; a slow one starts over")
    func tapCountRuns() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        sim.doubleTap(at: CGPoint(x: 40, y: 40))
        sim.pause(0.1)
        sim.tap(at: CGPoint(x: 42, y: 41))
        sim.pause(0.5)
        sim.tap(at: CGPoint(x: 42, y: 41))
        sim.pause(0.1)
        sim.tap(at: CGPoint(x: 80, y: 80))  // too far from the last tap
        #expect(log.touches("V", "touchesBegan").map { $0.first?.tapCount } == [1, 2, 3, 1, 1])
    }

    @Test("TP-2: a touch that wandered is not a tap, so the next touch counts 1")
    func draggedTouchIsNoTap() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        sim.drag(from: CGPoint(x: 40, y: 40), to: CGPoint(x: 80, y: 40), duration: 0.05)
        sim.tap(at: CGPoint(x: 80, y: 40))
        #expect(log.touches("V", "touchesBegan").map { $0.first?.tapCount } == [1, 1])
    }

    @Test("A-93 (TC-9): a second tap 0.2 s later on a sibling counts 1")
    func tapOnSiblingStartsOver() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        window.addRecordingView("W", CGRect(x: 50, y: 0, width: 50, height: 50), log: log)
        sim.tap(at: CGPoint(x: 45, y: 20))
        sim.pause(0.2)
        sim.tap(at: CGPoint(x: 52, y: 20))
        #expect(log.touches("W", "touchesBegan").first?.first?.tapCount == 1)
    }

    @Test("A-104 (TQ-4): with two fingers on V, the last finger up is the one whose set matches touches(for: V)")
    func lastFingerUp() {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 200, height: 200), log: log, multipleTouch: true)
        let one = sim.touchDown(at: CGPoint(x: 20, y: 20))
        let two = sim.touchDown(at: CGPoint(x: 120, y: 120))
        sim.touchUp(one)
        sim.touchUp(two)
        let ends = log.calls.filter { $0.method == "touchesEnded" }
        #expect(ends.count == 2)
        let lastFinger = ends.map { $0.touches.count == $0.viewTouches?.count }
        #expect(lastFinger == [false, true])
        #expect(ends[0].viewTouches?.count == 2)
    }

    @Test("A-105 (TQ-2): a tap's location hit-tests the view's sublayers")
    func layerHitTest() throws {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let info = CALayer()
        info.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        v.layer.addSublayer(info)
        var displayed: [Bool] = []
        for point in [CGPoint(x: 15, y: 15), CGPoint(x: 50, y: 50)] {
            sim.tap(at: point)
            let touch = try #require(log.touches("V", "touchesEnded").last?.first)
            let location = touch.location(in: v)
            displayed.append(v.layer.hitTest(v.convert(location, to: nil)) === info)
        }
        #expect(displayed == [true, false])
    }

    @Test("A-106 (TQ-3): a superview whose hitTest returns itself gets its child's touches, double tap included")
    func superviewTakesTouches() {
        let (sim, window, log) = makeEventStage()
        let s = RecordingViewHolder(CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        s.addRecordingView("C", CGRect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(s)
        sim.doubleTap(at: CGPoint(x: 70, y: 70))
        let touches = log.touches("holder", "touchesBegan").compactMap(\.first)
        #expect(touches.count == 2)
        #expect(touches.allSatisfy { $0.view === s })
        #expect(touches.map(\.tapCount) == [1, 2])
        #expect(log.touches("C", "touchesBegan").isEmpty)
    }

    @Test("A-107 (RC-7), scenario 129: a top view that is disabled, hidden or nearly transparent lets the touch through")
    func regulatedViewsAreSkipped() {
        let settings: [(String, (UIView) -> Void)] = [
            ("interaction", { $0.isUserInteractionEnabled = false }),
            ("hidden", { $0.isHidden = true }),
            ("alpha 0", { $0.alpha = 0 }),
            ("alpha 0.005", { $0.alpha = 0.005 }),
        ]
        for (name, apply) in settings {
            let (sim, window, log) = makeEventStage()
            window.addRecordingView("B", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            let top = window.addRecordingView("T", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
            apply(top)
            sim.tap(at: CGPoint(x: 50, y: 50))
            #expect(log.labels == ["B.touchesBegan", "B.touchesEnded"], "\(name)")
        }
        // Alpha 0.01 is still hit.
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("T", CGRect(x: 0, y: 0, width: 100, height: 100), log: log).alpha = 0.01
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["T.touchesBegan", "T.touchesEnded"])
    }

    @Test("A-111 (DL-3): a window subclass overriding sendEvent sees each event once, and delivery goes on")
    func windowSendEventOverride() {
        final class LoggingWindow: UIWindow {
            var events: [UITouch.Phase] = []
            override func sendEvent(_ event: UIEvent) {
                events.append(event.allTouches?.first?.phase ?? .stationary)
                super.sendEvent(event)
            }
        }
        let sim = Simulator(device: .iPhone3G)
        UIApplication.current = UIApplication()
        let window = LoggingWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        let log = EventLog()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        sim.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), duration: 2.0 / 60)
        #expect(window.events == [.began, .moved, .moved, .ended])
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesMoved", "V.touchesEnded"])
    }

    @Test("DL-3: an application subclass overriding sendEvent sees every event before the windows")
    func applicationSendEventOverride() {
        final class LoggingApplication: UIApplication {
            var types: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                types.append(event.type)
                super.sendEvent(event)
            }
        }
        let (sim, window) = makeScenarioWindow()
        sim.hardwareKeyboardConnected = true
        let app = LoggingApplication()
        UIApplication.current = app
        let log = EventLog()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.shake()
        sim.press(.return)
        #expect(app.types == [.touches, .touches, .motion, .motion, .presses, .presses])
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("A-112 (EVT-1): a touch event has type .touches and subtype .none; one event object serves the sequence")
    func touchEventType() throws {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        sim.tap(at: CGPoint(x: 10, y: 10))
        let event = try #require(log.calls.first?.event)
        #expect(event.type == .touches && event.subtype == .none)
        #expect(log.calls.last?.event === event)
        #expect(event.timestamp == log.calls.last?.touches.first?.timestamp)
        #expect(event.predictedTouches(for: UITouch()) == nil)
    }

    @Test("MT-4: touches(for: window) holds the window's touches; allTouches every finger")
    func eventTouchSubsets() throws {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let w = window.addRecordingView("W", CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        window.addSubview(w)
        let first = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchDown(at: CGPoint(x: 150, y: 50))
        let event = try #require(log.calls.last?.event)
        #expect(event.allTouches?.count == 2)
        #expect(event.touches(for: window)?.count == 2)
        #expect(event.touches(for: w)?.count == 1)
        let stationary = try #require(event.touches(for: v)?.first)
        #expect(stationary.phase == .stationary)
        #expect(event.coalescedTouches(for: stationary) == [stationary])
        #expect(event.predictedTouches(for: stationary) == [])
        sim.touchUp(first)
        #expect(log.labels.last == "V.touchesEnded")
        #expect(log.calls.last?.allTouches?.count == 2)  // the lifted finger is in the event it ended in
        #expect(event.allTouches?.count == 1)  // and gone after it
    }

    @Test("scenario 118: the front subview at a point takes the touch; after bringSubviewToFront the other does")
    func scenario118() {
        let (sim, window, log) = makeEventStage()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = p.addRecordingView("a", CGRect(x: 0, y: 0, width: 60, height: 60), log: log)
        let b = p.addRecordingView("b", CGRect(x: 40, y: 40, width: 60, height: 60), log: log)
        p.addSubview(b)
        window.addSubview(p)
        sim.tap(at: CGPoint(x: 50, y: 50))
        p.bringSubviewToFront(a)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.calls.filter { $0.method == "touchesBegan" }.map(\.responder) == ["b", "a"])
    }

    @Test("scenarios 119, 122 (R-EV-11, R-EV-12): no touch outside the superview's or the window's bounds")
    func outsideBounds() {
        let (sim, window, log) = makeEventStage()
        let p = window.addRecordingView("P", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        p.addRecordingView("c", CGRect(x: 80, y: 80, width: 50, height: 50), log: log)
        sim.tap(at: CGPoint(x: 90, y: 90))
        sim.tap(at: CGPoint(x: 120, y: 120))  // inside c's frame, outside P: the window takes it
        #expect(log.calls.filter { $0.method == "touchesBegan" }.map(\.responder) == ["c"])

        // Scenario 122: a small window whose subview overhangs it.
        let sim2 = Simulator(device: .iPhone3G)
        let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
        small.makeKeyAndVisible()
        let log2 = EventLog()
        small.addRecordingView("big", CGRect(x: 0, y: 0, width: 320, height: 480), log: log2)
        sim2.tap(at: CGPoint(x: 200, y: 300))
        sim2.tap(at: CGPoint(x: 100, y: 100))
        #expect(log2.labels == ["big.touchesBegan", "big.touchesEnded"])
    }

    @Test("scenarios 120, 121: a disabled superview hides its subtree; an image view passes touches to its superview")
    func scenarios120And121() {
        let (sim, window, log) = makeEventStage()
        let p = window.addRecordingView("P", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        p.addRecordingView("child", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let image = UIImageView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        p.addSubview(image)
        sim.tap(at: CGPoint(x: 60, y: 60))
        #expect(log.labels == ["P.touchesBegan", "P.touchesEnded"])
        #expect(log.calls.first?.touches.first?.view === p)
        p.isUserInteractionEnabled = false
        log.calls = []
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.calls.isEmpty)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test("scenario 126: a view whose hitTest returns itself keeps touches from its subviews")
    func scenario126() {
        let (sim, window, log) = makeEventStage()
        let holder = RecordingViewHolder(CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        holder.addRecordingView("sub", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(holder)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.touches("sub", "touchesBegan").isEmpty)
        #expect(log.touches("holder", "touchesBegan").count == 1)
    }

    @Test("scenario 127 (R-EV-15): a sublayer is no responder; the touch goes to the view")
    func scenario127() {
        let (sim, window, log) = makeEventStage()
        let p = window.addRecordingView("P", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        p.layer.addSublayer(sublayer)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.labels == ["P.touchesBegan", "P.touchesEnded"])
    }

    @Test("scenario 131 (R-EV-13): a touch in non-key window W2 goes to W2's view; a key press to the key window")
    func scenario131() {
        let (sim, w1, log) = makeEventStage()
        let keyView = w1.addRecordingView("W1view", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        let w2 = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w2.windowLevel = .normal + 1
        w2.isHidden = false
        w2.addRecordingView("W2view", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        #expect(w1.isKeyWindow && !w2.isKeyWindow)
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.press(.return)
        #expect(log.labels == ["W2view.touchesBegan", "W2view.touchesEnded"])
        // No first responder: the key press went to the key window itself (and up to the app).
        keyView.acceptsFirstResponder = true
        keyView.becomeFirstResponder()
        sim.press(.return)
        #expect(log.labels.suffix(2) == ["W1view.pressesBegan", "W1view.pressesEnded"])
        withExtendedLifetime(w2) {}
    }

    @Test("scenario 130 (R-EV-14): a window on an external screen receives no touches")
    func scenario130() {
        let sim = Simulator(device: .iPhone3G)
        UIApplication.current = UIApplication()
        let external = sim.connectScreen(modes: [CGSize(width: 640, height: 480)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.screen = external
        window.isHidden = false
        let log = EventLog()
        window.addRecordingView("TV", window.bounds, log: log)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.tap(at: CGPoint(x: 400, y: 400))
        #expect(log.calls.isEmpty)
    }

    @Test("hidden windows and windows whose hitTest finds nothing let touches through to the windows behind")
    func windowsPassTouchesThrough() {
        final class PassThroughWindow: UIWindow {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let (sim, back) = makeEventWindow()
        let log = EventLog()
        back.addRecordingView("back", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        let front = PassThroughWindow(frame: back.frame)
        front.windowLevel = .alert
        front.isHidden = false
        front.addRecordingView("button", CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        let hidden = UIWindow(frame: back.frame)
        hidden.windowLevel = .statusBar
        hidden.addRecordingView("hidden", CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.calls.filter { $0.method == "touchesBegan" }.map(\.responder) == ["button", "back"])
        withExtendedLifetime((front, hidden)) {}
    }

    @Test("touches stay with a view removed from its window mid-sequence")
    func removedViewKeepsItsTouch() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let finger = sim.touchDown(at: CGPoint(x: 10, y: 10))
        v.removeFromSuperview()
        sim.touchMove(finger, to: CGPoint(x: 20, y: 10))
        sim.touchUp(finger)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
    }

    @Test("UITouch reports a direct finger: radius, no force, perpendicular, no gesture recognizers")
    func touchProperties() throws {
        let (sim, window, log) = makeEventStage()
        window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        sim.tap(at: CGPoint(x: 10, y: 10))
        let touch = try #require(log.calls.first?.touches.first)
        #expect(touch.type == .direct)
        #expect(touch.majorRadius > 0 && touch.majorRadiusTolerance > 0)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.gestureRecognizers?.isEmpty == true)
        let fresh = UITouch()
        #expect(fresh.view == nil && fresh.window == nil && fresh.tapCount == 0 && fresh.phase == .began)
        #expect(fresh.location(in: nil) == .zero)
    }
}

/// A view whose hitTest answers itself for any point inside it (TQ-3, scenario 126),
/// logging its touchesBegan as "holder".
final class RecordingViewHolder: UIView {
    let log: EventLog
    init(_ frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        self.point(inside: point, with: event) ? self : nil
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.record("holder", "touchesBegan", touches: touches, event: event)
    }
}
