import Testing
import UIKitTesting

/// UIView's gesture recognizer management: attaching, detaching, the list, the scope of
/// touches; and bad input around recognizers: removal mid-gesture, a view leaving its
/// window, misuse of the API, many fingers.
@MainActor
@Suite("View gesture recognizers and bad input", .serialized)
struct ViewGestureRecognizersTests {
    @Test("UIView: addGestureRecognizer sets view, keeps order, adds once, moves a recognizer from another view")
    func adding() {
        let a = UIView(), b = UIView()
        #expect(a.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        a.addGestureRecognizer(tap)
        a.addGestureRecognizer(pan)
        a.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(tap), ObjectIdentifier(pan)])
        #expect(tap.view === a)
        b.addGestureRecognizer(tap)
        #expect(tap.view === b && a.gestureRecognizers?.count == 1 && b.gestureRecognizers?.count == 1)
    }

    @Test("UIView: removeGestureRecognizer clears view; no effect if not attached; the view retains its recognizers")
    func removing() {
        let a = UIView(), b = UIView()
        weak var weakTap: UITapGestureRecognizer?
        do {
            let tap = UITapGestureRecognizer()
            weakTap = tap
            a.addGestureRecognizer(tap)
        }
        #expect(weakTap != nil, "the view keeps it")
        let tap = weakTap!
        b.removeGestureRecognizer(tap)
        #expect(tap.view === a)
        a.removeGestureRecognizer(tap)
        #expect(tap.view == nil && a.gestureRecognizers == nil)
    }

    @Test("UIView: setting gestureRecognizers replaces them; nil removes all")
    func settingList() {
        let v = UIView()
        let one = UITapGestureRecognizer(), two = UIPinchGestureRecognizer(), three = UISwipeGestureRecognizer()
        v.gestureRecognizers = [one, two]
        v.gestureRecognizers = [three, two]
        #expect(one.view == nil && two.view === v && three.view === v)
        #expect(v.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(three), ObjectIdentifier(two)])
        v.gestureRecognizers = nil
        #expect(v.gestureRecognizers == nil && two.view == nil)
    }

    @Test("UIView: scope — a recognizer sees touches hit-tested to its view and subviews, not to siblings or the superview")
    func scope() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 150, height: 150), log: log)
        v.addRecordingView("child", CGRect(x: 10, y: 10, width: 50, height: 50), log: log)
        window.addRecordingView("sibling", CGRect(x: 160, y: 0, width: 150, height: 150), log: log)
        let actions = ActionLog()
        v.addGestureRecognizer(UITapGestureRecognizer().reporting(to: actions, as: "tap"))
        sim.tap(at: CGPoint(x: 20, y: 20))
        sim.tap(at: CGPoint(x: 200, y: 20))
        sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(actions.labels == ["tap.ended"])
    }

    @Test("bad input: removing a recognizer mid-pan cancels it; the finger then goes on without it")
    func removedMidGesture() {
        let stage = GestureStage()
        let (sim, v, actions) = (stage.sim, stage.view, stage.actions)
        let pan = stage.attach(UIPanGestureRecognizer(), as: "pan")
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(finger, to: CGPoint(x: 90, y: 50))
        v.removeGestureRecognizer(pan)
        #expect(actions.labels == ["pan.began", "pan.cancelled"] && pan.view == nil)
        sim.touchMove(finger, to: CGPoint(x: 120, y: 50))
        sim.touchUp(finger)
        #expect(actions.labels == ["pan.began", "pan.cancelled"])
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
    }

    @Test("bad input: removing a deciding recognizer fails it and releases the lift it held")
    func removedWhileDeciding() {
        let stage = GestureStage()
        let (sim, log, v) = (stage.sim, stage.log, stage.view)
        let double = stage.attach(makeDoubleTap(), as: "double")
        sim.tap(at: CGPoint(x: 50, y: 50))
        v.removeGestureRecognizer(double)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
        sim.pause(1)
        #expect(log.labels.count == 2)
    }

    @Test("bad input: a recognizer's view leaving the window mid-gesture cancels a begun gesture, fails a possible one")
    func viewLeavesWindow() {
        let stage = GestureStage()
        let (sim, log, v, actions) = (stage.sim, stage.log, stage.view, stage.actions)
        let inner = v.addRecordingView("inner", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let press = UILongPressGestureRecognizer().reporting(to: actions, as: "press")
        let pan = UIPanGestureRecognizer().reporting(to: actions, as: "pan")
        let delegate = GestureDelegateStub()
        delegate.simultaneous = true
        pan.delegate = delegate
        inner.addGestureRecognizer(press)
        v.addGestureRecognizer(pan)
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(finger, to: CGPoint(x: 55, y: 60))
        #expect(actions.labels == ["pan.began"])
        v.removeFromSuperview()
        #expect(actions.labels == ["pan.began", "pan.cancelled"])
        sim.pause(1)
        sim.touchMove(finger, to: CGPoint(x: 80, y: 80))
        sim.touchUp(finger)
        #expect(actions.labels == ["pan.began", "pan.cancelled"], "the long press failed: no began after its time")
        stage.window.addSubview(v)
        sim.longPress(at: CGPoint(x: 50, y: 50), duration: 0.7)
        #expect(actions.labels.suffix(2) == ["press.began", "press.ended"], "back in a stage.window, it works again")
    }

    @Test("bad input: an action that removes its own view from the window does not break delivery")
    func actionRemovesView() {
        let stage = GestureStage()
        let (sim, actions) = (stage.sim, stage.actions)
        actions.reaction = { recognizer in
            if recognizer.state == .began { recognizer.view?.removeFromSuperview() }
        }
        stage.attach(UIPanGestureRecognizer(), as: "pan")
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.2)
        #expect(actions.labels == ["pan.began", "pan.cancelled"])
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels.count == 2)
    }

    @Test("bad input: 20 fingers on a pinch view; NaN points and lifts of unknown fingers leave recognizers alone")
    func manyFingersAndJunk() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 320, height: 480), log: log, multipleTouch: true)
        let actions = ActionLog()
        let pinch = UIPinchGestureRecognizer().reporting(to: actions, as: "pinch")
        v.addGestureRecognizer(pinch)
        let router = EventRouter.current
        let down = (0..<20).map { EventRouter.FingerSample(finger: 100 + $0, phase: .began,
                                                             location: CGPoint(x: 10 + 15 * CGFloat($0), y: 100)) }
        router.sendTouches(down, at: 1)
        #expect(pinch.numberOfTouches == 2)
        router.sendTouches(down.map { EventRouter.FingerSample(finger: $0.finger, phase: .moved,
                                                               location: CGPoint(x: $0.location.x * 2, y: 100)) }, at: 1.1)
        router.sendTouches([EventRouter.FingerSample(finger: 999, phase: .ended, location: .zero),
                            EventRouter.FingerSample(finger: 100, phase: .moved, location: CGPoint(x: CGFloat.nan, y: 1))],
                           at: 1.2)
        router.sendTouches(down.map { EventRouter.FingerSample(finger: $0.finger, phase: .ended, location: $0.location) },
                           at: 1.3)
        #expect(actions.phases("pinch") == [.began, .ended])
        #expect(log.calls.filter { $0.method == "touchesBegan" }.first?.touches.count == 20)
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(pinch.state == .possible)
    }

    @Test("bad input: location(ofTouch:in:) beyond the touches stops with a message naming the API")
    func touchIndexOutOfRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UITapGestureRecognizer().location(ofTouch: 0, in: nil) }
        }
    }

    @Test("bad input: require(toFail:) with the recognizer itself stops")
    func requireSelf() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tap = UITapGestureRecognizer()
                tap.require(toFail: tap)
            }
        }
    }
}
