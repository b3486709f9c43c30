import Testing
import UIKitTesting

/// How touches reach recognizers and views (the input step of a frame): recognizers of the
/// touched view and its ancestors first, then the view, as `cancelsTouchesInView`,
/// `delaysTouchesBegan` and `delaysTouchesEnded` allow.
@MainActor
@Suite("Gesture delivery to recognizers and views", .serialized)
struct GestureDeliveryTests {
    @Test("a recognizer gets each phase before the view; recognizers of ancestors get the touch too, deepest first")
    func recognizersFirst() throws {
        let (sim, window, log) = makeEventStage()
        let outer = window.addRecordingView("outer", CGRect(x: 0, y: 0, width: 300, height: 300), log: log)
        let inner = outer.addRecordingView("inner", CGRect(x: 50, y: 50, width: 100, height: 100), log: log)
        let onOuter = ScriptedRecognizer(), onInner = ScriptedRecognizer()
        onOuter.name = "outerGR"
        onInner.name = "innerGR"
        onOuter.eventLog = log
        onInner.eventLog = log
        outer.addGestureRecognizer(onOuter)
        inner.addGestureRecognizer(onInner)
        var delivered: Set<UITouch>?
        onInner.onBegan = { recognizer, _, event in delivered = event.touches(for: recognizer) }

        sim.drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 70, y: 60), duration: 1.0 / 60)
        #expect(log.labels == [
            "innerGR.touchesBegan", "outerGR.touchesBegan", "inner.touchesBegan",
            "innerGR.touchesMoved", "outerGR.touchesMoved", "inner.touchesMoved",
            "innerGR.touchesEnded", "outerGR.touchesEnded", "inner.touchesEnded",
        ])
        let touch = try #require(log.calls.first?.touches.first)
        #expect(delivered == [touch])
        #expect(onInner.numberOfTouches == 0, "touches leave the recognizer once they end")
        #expect(onInner.calls.suffix(2) == ["set failed", "reset"] || onInner.calls.last == "reset",
                "undecided once its touches lifted: it fails and is reset")
    }

    @Test("A-89 with a recognizer: one touch object through began, moved and ended, rising timestamps, locations in the view")
    func phasesReachRecognizer() throws {
        let stage = GestureStage()
        let recognizer = stage.attach(ScriptedRecognizer(), as: "g")
        var seen: [(UITouch, UITouch.Phase, CGPoint, TimeInterval)] = []
        let note: (ScriptedRecognizer, Set<UITouch>, UIEvent) -> Void = { g, touches, _ in
            guard let touch = touches.first else { return }
            seen.append((touch, touch.phase, g.location(in: stage.view), touch.timestamp))
        }
        (recognizer.onBegan, recognizer.onMoved, recognizer.onEnded) = (note, note, note)
        let finger = stage.sim.touchDown(at: CGPoint(x: 50, y: 50))
        stage.sim.touchMove(finger, to: CGPoint(x: 60, y: 55))
        stage.sim.touchUp(finger)
        try #require(seen.count == 3)
        #expect(seen[0].0 === seen[1].0 && seen[1].0 === seen[2].0)
        #expect(seen.map(\.1) == [.began, .moved, .ended])
        #expect(seen.map(\.2) == [CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 55), CGPoint(x: 60, y: 55)])
        #expect(seen[0].3 < seen[1].3 && seen[1].3 < seen[2].3)
    }

    @Test("A-106 (TQ-3) with recognizers: a superview whose hitTest keeps every touch gets them for its recognizers; the child's sees none")
    func superviewTakesTouches() {
        final class Greedy: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                self.point(inside: point, with: event) ? self : nil
            }
        }
        let stage = GestureStage()
        let greedy = Greedy(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        greedy.addSubview(child)
        stage.window.addSubview(greedy)
        stage.attach(makeDoubleTap(), as: "greedy", to: greedy)
        stage.attach(makeDoubleTap(), as: "child", to: child)
        stage.sim.doubleTap(at: CGPoint(x: 40, y: 40))
        #expect(stage.actions.labels == ["greedy.ended"])
    }

    @Test("UITouch.gestureRecognizers lists the recognizers receiving it, deepest view first")
    func touchRecognizers() throws {
        let stage = GestureStage()
        let (sim, log, v) = (stage.sim, stage.log, stage.view)
        let pan = UIPanGestureRecognizer(), press = UILongPressGestureRecognizer()
        v.addGestureRecognizer(pan)
        stage.window.addGestureRecognizer(press)
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let touch = try #require(log.calls.first?.touches.first)
        #expect(touch.gestureRecognizers?.map(ObjectIdentifier.init) == [ObjectIdentifier(pan), ObjectIdentifier(press)])
        sim.touchUp(finger)
        #expect(touch.gestureRecognizers?.isEmpty == true)
    }

    @Test("cancelsTouchesInView false: the view gets the whole touch and the action still comes")
    func notCancelling() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        let pan = stage.attach(UIPanGestureRecognizer(), as: "pan")
        pan.cancelsTouchesInView = false
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.2)
        #expect(actions.phases("pan") == [.began, .changed, .ended])
        #expect(log.labels.first == "V.touchesBegan" && log.labels.last == "V.touchesEnded")
        #expect(!log.labels.contains("V.touchesCancelled"))
    }

    @Test("delaysTouchesBegan: a recognized tap keeps the touch from the view entirely")
    func delayedBeganRecognized() {
        let stage = GestureStage()
        let (sim, log) = (stage.sim, stage.log)
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.delaysTouchesBegan = true
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(log.labels.isEmpty)
        sim.touchUp(finger)
        #expect(log.labels.isEmpty)
    }

    @Test("delaysTouchesBegan: when the recognizer fails the view gets the held touch-down, then the rest")
    func delayedBeganFailed() {
        let stage = GestureStage()
        let (sim, log) = (stage.sim, stage.log)
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.delaysTouchesBegan = true
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(finger, to: CGPoint(x: 55, y: 50))
        #expect(log.labels.isEmpty, "moves of a held touch are not given either")
        sim.touchMove(finger, to: CGPoint(x: 80, y: 50))
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved"])
        sim.touchUp(finger)
        #expect(log.labels == ["V.touchesBegan", "V.touchesMoved", "V.touchesEnded"])
    }

    @Test("delaysTouchesBegan with a pan that fails at the lift: began and ended arrive together at the lift")
    func delayedBeganPanFails() {
        let stage = GestureStage()
        let (sim, log) = (stage.sim, stage.log)
        let pan = stage.attach(UIPanGestureRecognizer(), as: "pan")
        pan.delaysTouchesBegan = true
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("delaysTouchesEnded false: a double tap's view gets each lift at once")
    func lifsNotDelayed() {
        let stage = GestureStage()
        let (sim, log) = (stage.sim, stage.log)
        let double = stage.attach(makeDoubleTap(), as: "double")
        double.delaysTouchesEnded = false
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
        sim.pause(0.15)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded", "V.touchesBegan", "V.touchesCancelled"])
    }

    @Test("isEnabled false: the recognizer gets no touches; turning it off mid-pan cancels the gesture")
    func disabling() {
        let stage = GestureStage()
        let (sim, log, actions) = (stage.sim, stage.log, stage.actions)
        let pan = stage.attach(UIPanGestureRecognizer(), as: "pan")
        pan.isEnabled = false
        sim.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), duration: 0.2)
        #expect(actions.labels.isEmpty)
        #expect(log.labels.last == "V.touchesEnded")

        pan.isEnabled = true
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.touchMove(finger, to: CGPoint(x: 80, y: 50))
        pan.isEnabled = false
        #expect(actions.labels == ["pan.began", "pan.cancelled"])
        sim.touchMove(finger, to: CGPoint(x: 120, y: 50))
        sim.touchUp(finger)
        #expect(actions.labels == ["pan.began", "pan.cancelled"])
        #expect(log.labels.last == "V.touchesCancelled", "the view's touch stays cancelled")
    }

    @Test("turning a deciding recognizer off fails it and releases the lift it was holding")
    func disablingReleasesHeldTouches() {
        let stage = GestureStage()
        let (sim, log) = (stage.sim, stage.log)
        let double = stage.attach(makeDoubleTap(), as: "double")
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["V.touchesBegan"])
        double.isEnabled = false
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"])
    }

    @Test("ignore(_:for:): an ignored touch reaches the view in full even when the recognizer recognizes")
    func ignoredTouch() {
        let stage = GestureStage(multipleTouch: true)
        let (sim, log, v) = (stage.sim, stage.log, stage.view)
        let recognizer = ScriptedRecognizer()
        var ignoredOne = false
        recognizer.onBegan = { recognizer, touches, event in
            // Ignore the first finger; recognize with the second.
            if !ignoredOne, let touch = touches.first {
                ignoredOne = true
                recognizer.ignore(touch, for: event)
            } else {
                recognizer.state = .recognized
            }
        }
        v.addGestureRecognizer(recognizer)
        let a = sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(recognizer.numberOfTouches == 0)
        let b = sim.touchDown(at: CGPoint(x: 150, y: 50))
        sim.touchUp(a)
        sim.touchUp(b)
        #expect(log.labels == ["V.touchesBegan", "V.touchesEnded"], "the second finger went to the recognizer")
        #expect(recognizer.calls.prefix(4) == ["touchesBegan", "touchesBegan", "set ended", "reset"])
    }

    @Test("UIEvent.touches(for:) gives the touches being delivered to a recognizer")
    func eventTouchesForRecognizer() throws {
        let stage = GestureStage()
        let (sim, log, v) = (stage.sim, stage.log, stage.view)
        let press = UILongPressGestureRecognizer(), other = UILongPressGestureRecognizer()
        v.addGestureRecognizer(press)
        sim.touchDown(at: CGPoint(x: 50, y: 50))
        let event = try #require(log.calls.first?.event)
        let touch = try #require(log.calls.first?.touches.first)
        #expect(event.touches(for: press) == [touch])
        #expect(event.touches(for: other) == [])
    }
}
