import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// First responder management: becoming and resigning, refusals, leaving the window, and
/// the events that go to the first responder (MO-5, R-EV-13).
@MainActor
@Suite("First responder", .serialized)
struct FirstResponderTests {
    /// A recording view that accepts first responder status, added to `parent`.
    private func candidate(_ name: String, in parent: UIView, log: EventLog) -> RecordingView {
        let view = parent.addRecordingView(name, .zero, log: log)
        view.acceptsFirstResponder = true
        return view
    }

    @Test("defaults: responders do not become first responder unless they say they can")
    func defaults() {
        let (_, window) = makeEventWindow()
        let view = UIView()
        window.addSubview(view)
        #expect(!view.canBecomeFirstResponder && view.canResignFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(window.firstResponder == nil)
        #expect(view.resignFirstResponder())  // resigning what one is not is fine
    }

    @Test("becoming first responder: the old one resigns first, the new one is the window's")
    func becomeAndReplace() {
        let (_, window, log) = makeEventStage()
        let a = candidate("a", in: window, log: log)
        let b = candidate("b", in: window, log: log)
        #expect(a.becomeFirstResponder())
        #expect(a.isFirstResponder && window.firstResponder === a)
        #expect(a.becomeFirstResponder())  // already: true, nothing asked
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(log.labels == ["a.becomeFirstResponder", "a.becomeFirstResponder", "b.becomeFirstResponder",
                               "a.resignFirstResponder"])
        #expect(b.resignFirstResponder())
        #expect(!b.isFirstResponder && window.firstResponder == nil)
    }

    @Test("a first responder that refuses to resign keeps the status")
    func refusalToResign() {
        let (_, window, log) = makeEventStage()
        let a = candidate("a", in: window, log: log)
        let b = candidate("b", in: window, log: log)
        a.becomeFirstResponder()
        a.refusesToResign = true
        #expect(!b.becomeFirstResponder())
        #expect(!a.resignFirstResponder())
        #expect(a.isFirstResponder && !b.isFirstResponder)
        a.refusesToResign = false
        #expect(b.becomeFirstResponder())
    }

    @Test("a view outside every window cannot become first responder")
    func notInWindow() {
        _ = makeEventWindow()
        let view = RecordingView("v", .zero, log: EventLog())
        view.acceptsFirstResponder = true
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test("a first responder leaving its window resigns, also when its ancestor is removed, even if it refuses")
    func leavingTheWindowResigns() {
        let (_, window, log) = makeEventStage()
        let holder = UIView()
        let field = RecordingView("field", .zero, log: log)
        field.acceptsFirstResponder = true
        holder.addSubview(field)
        window.addSubview(holder)
        field.becomeFirstResponder()
        holder.removeFromSuperview()
        #expect(log.labels.last == "field.resignFirstResponder")
        #expect(!field.isFirstResponder && window.firstResponder == nil)

        window.addSubview(field)
        field.becomeFirstResponder()
        field.refusesToResign = true
        let other = UIWindow(frame: window.frame)
        other.addSubview(field)  // moving to another window
        #expect(!field.isFirstResponder)
        #expect(window.firstResponder == nil && other.firstResponder == nil)
    }

    @Test("each window has its own first responder")
    func perWindow() {
        let (_, first) = makeEventWindow()
        let second = UIWindow(frame: first.frame)
        second.isHidden = false
        let a = candidate("a", in: first, log: EventLog())
        let b = candidate("b", in: second, log: EventLog())
        #expect(a.becomeFirstResponder() && b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
        #expect(first.firstResponder === a && second.firstResponder === b)
    }

    @Test("a view controller can be first responder of its view's window")
    func controllerFirstResponder() {
        let (sim, window, log) = makeEventStage()
        let controller = RecordingController("VC", log: log)
        #expect(!controller.becomeFirstResponder())  // not loaded, in no window
        controller.acceptsFirstResponder = true
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        sim.shake()
        sim.press(.space)
        #expect(log.labels == ["VC.motionBegan", "VC.pressesBegan"])
        controller.view.removeFromSuperview()
        #expect(!controller.isFirstResponder && window.firstResponder == nil)
    }

    @Test("R-EV-13: presses go to the key window's first responder and stay with it until released")
    func pressesStayWithTheirResponder() {
        let (sim, window, log) = makeEventStage()
        let a = candidate("a", in: window, log: log)
        let b = candidate("b", in: window, log: log)
        a.becomeFirstResponder()
        EventRouter.current.sendKeyDown(
            UIKey(characters: "x", charactersIgnoringModifiers: "x", modifierFlags: [], keyCode: .keyboardX), at: 1)
        b.becomeFirstResponder()
        EventRouter.current.sendKeyUp(.keyboardX, at: 2)
        #expect(log.calls.filter { $0.method.hasPrefix("presses") }.map(\.label) == ["a.pressesBegan", "a.pressesEnded"])
        sim.press(.return)
        #expect(log.calls.filter { $0.method.hasPrefix("presses") }.map(\.label).suffix(2)
                    == ["b.pressesBegan", "b.pressesEnded"])
    }
}
