import Testing
import UIKitTesting

/// Recognizers among themselves: one recognizing makes the others fail unless the delegate
/// lets them recognize together; failure requirements (`require(toFail:)`, the delegate and
/// the subclass overrides) make one wait for another; the delegate's and the view's say on
/// beginning and on receiving touches. The iPhone guide's single/double tap disambiguation
/// (A-94, TP-4) done with recognizers.
@MainActor
@Suite("Gesture recognizer arbitration", .serialized)
struct GestureArbitrationTests {
    /// A gesture stage whose view has a single tap and a double tap.
    private func tapStage() -> (GestureStage, UITapGestureRecognizer, UITapGestureRecognizer) {
        let stage = GestureStage()
        return (stage, stage.attach(UITapGestureRecognizer(), as: "single"), stage.attach(makeDoubleTap(), as: "double"))
    }

    @Test("A-94 (a) with recognizers: the single tap waits for the double tap to fail, about 0.35 s after the lift")
    func singleWaitsForDouble() {
        let (stage, single, double) = tapStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        single.require(toFail: double)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels.isEmpty)
        #expect(single.state == .possible, "waiting reads as possible")
        sim.pause(0.3)
        #expect(actions.labels.isEmpty)
        sim.pause(0.1)
        #expect(actions.labels == ["single.ended"])
        #expect(log.labels == ["V.touchesBegan", "V.touchesCancelled"])
    }

    @Test("A-94 (b) with recognizers: a double tap never calls the single tap's action")
    func doubleWins() {
        let (stage, single, double) = tapStage()
        let (sim, actions) = (stage.sim, stage.actions)
        single.require(toFail: double)
        sim.doubleTap(at: CGPoint(x: 50, y: 50))
        sim.pause(1)
        #expect(actions.labels == ["double.ended"])
    }

    @Test("R-TAP-FAIL/a single tap requiring a double tap to fail fires after the double tap's time-out; a double tap fires only the double",
          arguments: [false, true])
    func singleAfterDoubleTimesOut(doubleAddedFirst: Bool) {
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let actions = ActionLog()
        let double = makeDoubleTap().reporting(to: actions, as: "double")
        let single = UITapGestureRecognizer().reporting(to: actions, as: "single")
        single.require(toFail: double)
        for recognizer in doubleAddedFirst ? [double, single] : [single, double] { view.addGestureRecognizer(recognizer) }
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels.isEmpty)
        sim.advance(by: 0.5)
        #expect(actions.labels == ["single.ended"])
        #expect(single.state == .possible && double.state == .possible, "both reset for the next gesture")
        sim.advance(by: 1)
        sim.doubleTap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 1)
        #expect(actions.labels == ["single.ended", "double.ended"])
        // And once more: a single tap after a double tap still waits, then fires.
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.runUntilIdle()
        #expect(actions.labels == ["single.ended", "double.ended", "single.ended"])
        _ = window
    }

    @Test("without the requirement the single tap fires at once, and the second tap's double prevents nothing more")
    func noRequirement() {
        let (stage, _, _) = tapStage()
        let (sim, actions) = (stage.sim, stage.actions)
        sim.doubleTap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels.first == "single.ended")
        #expect(actions.labels.contains("double.ended") == false,
                "the first tap's recognition made the double tap, which shares the touch, fail")
    }

    @Test("the delegate's shouldRequireFailureOf and shouldBeRequiredToFailBy make the same requirement")
    func delegateRequirements() {
        for useRequire in [true, false] {
            let (stage, single, double) = tapStage()
            let (sim, actions) = (stage.sim, stage.actions)
            let delegate = GestureDelegateStub()
            if useRequire {
                delegate.waitsFor = double
                single.delegate = delegate
            } else {
                delegate.awaitedBy = single
                double.delegate = delegate
            }
            sim.doubleTap(at: CGPoint(x: 50, y: 50))
            sim.tap(at: CGPoint(x: 200, y: 200))
            sim.pause(0.5)
            #expect(actions.labels == ["double.ended", "single.ended"])
            }
    }

    @Test("subclass overrides shouldRequireFailure(of:) and shouldBeRequiredToFail(by:) make class-wide requirements")
    func subclassRequirements() {
        final class PatientTap: UITapGestureRecognizer {
            override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
                (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        let (sim, window, log) = makeEventStage()
        let actions = ActionLog()
        let single = PatientTap().reporting(to: actions, as: "single")
        let double = makeDoubleTap().reporting(to: actions, as: "double")
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        sim.doubleTap(at: CGPoint(x: 50, y: 50))
        sim.pause(0.5)
        #expect(actions.labels == ["double.ended"])
        _ = log
    }

    @Test("a pan waiting for a swipe to fail: a flick is the swipe's; a slow drag begins the pan once the swipe gives up")
    func continuousWaits() {
        let (sim, window, log) = makeEventStage()
        let actions = ActionLog()
        let swipe = UISwipeGestureRecognizer().reporting(to: actions, as: "swipe")
        let pan = UIPanGestureRecognizer().reporting(to: actions, as: "pan")
        pan.require(toFail: swipe)
        window.addGestureRecognizer(swipe)
        window.addGestureRecognizer(pan)

        sim.swipe(from: CGPoint(x: 20, y: 100), direction: .right)
        #expect(actions.labels == ["swipe.ended"])

        let finger = sim.touchDown(at: CGPoint(x: 20, y: 300))
        for step in 1...20 { sim.touchMove(finger, to: CGPoint(x: 20 + CGFloat(step), y: 300)) }
        #expect(actions.labels == ["swipe.ended"], "past the pan's threshold, it waits")
        #expect(pan.state == .possible)
        for step in 21...40 { sim.touchMove(finger, to: CGPoint(x: 20 + CGFloat(step), y: 300)) }
        sim.touchUp(finger)
        #expect(actions.phases("pan") == [.began, .changed, .ended])
        _ = log
    }

    @Test("a requirement on a recognizer that takes no part in the gesture does not hold anything up")
    func requirementOnBystander() {
        let (sim, window, log) = makeEventStage()
        let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let w = window.addRecordingView("W", CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let actions = ActionLog()
        let tap = UITapGestureRecognizer().reporting(to: actions, as: "tap")
        let elsewhere = UITapGestureRecognizer()
        tap.require(toFail: elsewhere)
        v.addGestureRecognizer(tap)
        w.addGestureRecognizer(elsewhere)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels == ["tap.ended"])
    }

    @Test("exclusion: a tap on a child and one on its parent; the child's recognizes, the parent's fails")
    func childWins() {
        let stage = GestureStage()
        let (parent, child) = stage.addParentAndChild()
        stage.attach(UITapGestureRecognizer(), as: "parent", to: parent)
        stage.attach(UITapGestureRecognizer(), as: "child", to: child)
        stage.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.actions.labels == ["child.ended"])
        stage.sim.tap(at: CGPoint(x: 200, y: 200))
        #expect(stage.actions.labels == ["child.ended", "parent.ended"])
    }

    @Test("simultaneous recognition: the delegate of either recognizer can allow both taps")
    func simultaneousTaps() {
        for delegateOnChild in [true, false] {
            let stage = GestureStage()
            let (parent, child) = stage.addParentAndChild()
            let onParent = stage.attach(UITapGestureRecognizer(), as: "parent", to: parent)
            let onChild = stage.attach(UITapGestureRecognizer(), as: "child", to: child)
            let delegate = GestureDelegateStub()
            delegate.simultaneous = true
            (delegateOnChild ? onChild : onParent).delegate = delegate
            stage.sim.tap(at: CGPoint(x: 50, y: 50))
            #expect(stage.actions.labels == ["child.ended", "parent.ended"])
        }
    }

    @Test("a pan on a parent and a tap on a child: a quick tap is the tap's, a drag is the pan's")
    func panAndTap() {
        let stage = GestureStage()
        let (parent, child) = stage.addParentAndChild()
        stage.attach(UIPanGestureRecognizer(), as: "pan", to: parent)
        stage.attach(UITapGestureRecognizer(), as: "tap", to: child)
        stage.sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(stage.actions.labels == ["tap.ended"])
        stage.sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50), duration: 0.2)
        #expect(stage.actions.phases("pan") == [.began, .changed, .ended])
        #expect(stage.actions.states("tap") == [.ended])
    }

    @Test("canPrevent / canBePrevented overridden to false let both recognize")
    func preventionOverrides() {
        final class Gentle: UITapGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        final class Stubborn: UITapGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        for gentleChild in [true, false] {
            let stage = GestureStage()
            let (parent, child) = stage.addParentAndChild()
            stage.attach(gentleChild ? Gentle() : UITapGestureRecognizer(), as: "child", to: child)
            stage.attach(gentleChild ? UITapGestureRecognizer() : Stubborn(), as: "parent", to: parent)
            stage.sim.tap(at: CGPoint(x: 50, y: 50))
            #expect(stage.actions.labels == ["child.ended", "parent.ended"])
        }
    }

    @Test("gestureRecognizerShouldBegin false from the delegate fails the recognizer; the view's touch ends normally")
    func delegateRefusesBegin() {
        let stage = GestureStage()
        let (sim, log, v, actions) = (stage.sim, stage.log, stage.view, stage.actions)
        let tap = UITapGestureRecognizer().reporting(to: actions, as: "tap")
        let delegate = GestureDelegateStub()
        delegate.shouldBegin = false
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels.isEmpty)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
        #expect(delegate.asked == ["shouldReceiveEvent", "shouldReceiveTouch", "shouldBegin"])
    }

    @Test("UIView: gestureRecognizerShouldBegin(_:) of the touched view, asked when its touches would be cancelled")
    func viewRefusesBegin() {
        final class Refusing: UIView {
            var asked = 0
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        let (sim, window, _) = makeEventStage()
        let refusing = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(refusing)
        let actions = ActionLog()
        let tap = UITapGestureRecognizer().reporting(to: actions, as: "tap")
        window.addGestureRecognizer(tap)
        #expect(UIView().gestureRecognizerShouldBegin(tap))
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels.isEmpty && refusing.asked == 1)
        tap.cancelsTouchesInView = false
        sim.pause(1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actions.labels == ["tap.ended"] && refusing.asked == 1, "not asked when nothing would be cancelled")
    }

    @Test("shouldReceive: a refused touch or event never reaches the recognizer; the view gets it all")
    func delegateRefusesTouches() throws {
        for refuseEvent in [true, false] {
            let (sim, window, log) = makeEventStage()
            let v = window.addRecordingView("V", CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
            let actions = ActionLog()
            let tap = UITapGestureRecognizer().reporting(to: actions, as: "tap")
            let delegate = GestureDelegateStub()
            if refuseEvent { delegate.receivesEvents = false } else { delegate.receivesTouches = false }
            tap.delegate = delegate
            v.addGestureRecognizer(tap)
            sim.tap(at: CGPoint(x: 50, y: 50))
            #expect(actions.labels.isEmpty)
            #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
            let touch = try #require(log.calls.first?.touches.first)
            #expect(touch.gestureRecognizers?.isEmpty == true)
            #expect(delegate.asked == (refuseEvent ? ["shouldReceiveEvent"] : ["shouldReceiveEvent", "shouldReceiveTouch"]))
            }
    }

    @Test("a delegate implementing nothing answers as UIKit does")
    func delegateDefaults() {
        final class Silent: NSObject, UIGestureRecognizerDelegate {}
        let delegate = Silent(), a = UITapGestureRecognizer(), b = UIPanGestureRecognizer()
        #expect(delegate.gestureRecognizerShouldBegin(a))
        #expect(!delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b))
        #expect(!delegate.gestureRecognizer(a, shouldRequireFailureOf: b))
        #expect(!delegate.gestureRecognizer(a, shouldBeRequiredToFailBy: b))
        #expect(delegate.gestureRecognizer(a, shouldReceive: UITouch()))
        #expect(delegate.gestureRecognizer(a, shouldReceive: UIPress()))
        #expect(delegate.gestureRecognizer(a, shouldReceive: UIEvent()))
        #expect(a.canPrevent(b) && a.canBePrevented(by: b))
        #expect(!a.shouldRequireFailure(of: b) && !a.shouldBeRequiredToFail(by: b) && a.shouldReceive(UIEvent()))
    }
}
