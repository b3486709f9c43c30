import Foundation
import Testing
import UIKitTesting

/// UIControl: state flags, the dispatch table (target–action and UIAction), and the event
/// sequence a tracked touch produces, with UIKit's rules for disabled controls, superview
/// gesture recognizers and scroll views.
@MainActor
@Suite("UIControl", .serialized)
struct UIControlTests {
    /// A control at (50, 50, 100, 44) in a fresh window, its events and tracking calls
    /// logged. Holding the stage keeps the window alive.
    @MainActor
    private final class Stage {
        let sim: Simulator
        let window: UIWindow
        let control: TrackingControl
        let log = ControlEventLog()

        init(_ control: TrackingControl = TrackingControl()) {
            (sim, window) = makeScenarioWindow()
            self.control = control
            control.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
            window.addSubview(control)
            log.watch(control)
            control.log = log
            sim.runUntilIdle()
        }
    }

    // MARK: State

    @Test("defaults: enabled, not selected, not highlighted, state normal, content centred, tracking nothing, no handlers")
    func defaults() {
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal)
        #expect(control.contentVerticalAlignment == .center && control.contentHorizontalAlignment == .center)
        #expect(!control.isTracking && !control.isTouchInside)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
    }

    @Test("the events and states have UIKit's raw values")
    func rawValues() {
        let events: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                         .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
        #expect(events.map(\.rawValue) == (0...8).map { 1 << $0 })
        #expect(UIControl.Event.valueChanged.rawValue == 4096 && UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.menuActionTriggered.rawValue == 16384)
        #expect(UIControl.Event.editingDidBegin.rawValue == 65536 && UIControl.Event.editingDidEndOnExit.rawValue == 524_288)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF && UIControl.Event.allEditingEvents.rawValue == 0xF0000)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect([UIControl.State.highlighted, .disabled, .selected, .focused].map(\.rawValue) == [1, 2, 4, 8])
        #expect(UIControl.State.normal.rawValue == 0)
    }

    @Test("state combines the flags: highlighted, disabled and selected together")
    func stateFlags() {
        let control = UIControl()
        control.isSelected = true
        #expect(control.state == .selected)
        control.isEnabled = false
        control.isHighlighted = true
        #expect(control.state == [.selected, .disabled, .highlighted])
        control.isEnabled = true
        control.isSelected = false
        #expect(control.state == .highlighted)
    }

    @Test("effective horizontal alignment resolves leading and trailing left to right")
    func effectiveAlignment() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
    }

    // MARK: Target–action

    @Test("target–action: each method shape is called with the sender (and the event); a pair added twice is sent once")
    func targetActionShapes() {
        let control = UIControl()
        let target = ControlTarget()
        control.addTarget(target, action: #Selector(ControlTarget.plain), for: .valueChanged)
        control.addTarget(target, action: #Selector(ControlTarget.tapped(_:)), for: .valueChanged)
        control.addTarget(target, action: #Selector(ControlTarget.tapped(_:forEvent:)), for: .valueChanged)
        control.addTarget(target, action: #Selector(ControlTarget.plain), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(target.calls == ["plain", "tapped", "tappedForEvent"])
        #expect(target.senders.allSatisfy { ($0 as? UIControl) === control })
        #expect(target.events.count == 1 && target.events[0] == nil, "sendActions(for:) has no event")
    }

    @Test("one handler registered for several events is called once per dispatch, in the order handlers were added")
    func dispatchOrder() {
        let control = UIControl()
        let log = ControlEventLog()
        control.addAction(UIAction { _ in log.note("a") }, for: [.touchDown, .touchUpInside])
        control.addAction(UIAction { _ in log.note("b") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.note("c") }, for: .touchDown)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.names == ["a", "b", "c"])
        log.clear()
        control.sendActions(for: .valueChanged)
        #expect(log.names.isEmpty)
    }

    @Test("allTargets lists targets (NSNull for nil), allControlEvents the union; actions(forTarget:) names the selectors")
    func tableQueries() {
        let control = UIControl()
        let target = ControlTarget()
        control.addTarget(target, action: #Selector(ControlTarget.tapped(_:)), for: .touchUpInside)
        control.addTarget(nil, action: #Selector(ControlTarget.plain), for: .touchDown)
        control.addAction(UIAction { _ in }, for: .valueChanged)
        #expect(control.allTargets.count == 2 && control.allTargets.contains(AnyHashable(target)))
        #expect(control.allTargets.contains { $0.base is NSNull })
        #expect(control.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == ["plain"])
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
    }

    @Test("removeTarget removes only the events given, a nil action every action of the target, nil and nil everything")
    func removeTarget() {
        let control = UIControl()
        let target = ControlTarget()
        control.addTarget(target, action: #Selector(ControlTarget.plain), for: [.touchDown, .touchUpInside])
        control.addTarget(target, action: #Selector(ControlTarget.tapped(_:)), for: .touchUpInside)
        control.removeTarget(target, action: #Selector(ControlTarget.plain), for: .touchDown)
        #expect(control.actions(forTarget: target, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["plain", "tapped:"])
        control.removeTarget(target, action: nil, for: .touchUpInside)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)

        control.addTarget(target, action: #Selector(ControlTarget.plain), for: .touchDown)
        control.addAction(UIAction { _ in }, for: .valueChanged)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allControlEvents.isEmpty, "every handler, actions too")
    }

    @Test("a target is not kept alive; once gone it receives nothing and is no longer listed")
    func weakTargets() {
        let control = UIControl()
        var target: ControlTarget? = ControlTarget()
        weak let gone = target
        control.addTarget(target, action: #Selector(ControlTarget.plain), for: .touchDown)
        target = nil
        #expect(gone == nil)
        #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
        control.sendActions(for: .touchDown) // nothing to call, and no responder-chain fallback
    }

    @Test("a nil target sends the action up the responder chain from the control")
    func nilTargetWalksChain() {
        let (sim, window) = makeScenarioWindow()
        let container = ChainContainer(frame: window.bounds)
        window.addSubview(container)
        let control = UIControl(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        container.addSubview(control)
        control.addTarget(nil, action: #Selector(ChainContainer.handle(_:)), for: .touchUpInside)
        sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(container.handled.count == 1 && container.handled.first === control)
    }

    @Test("UIAction: the sender is the control while the handler runs; an action with the same identifier replaces the first")
    func actions() {
        let control = UIControl()
        var sender: Any?
        var calls: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { action in
            calls.append("first")
            sender = action.sender
        }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { action in
            calls.append("second")
            sender = action.sender
        }, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["second"], "replaced, with the events of both")
        #expect((sender as? UIControl) === control)
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(calls == ["second", "second"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("init(frame:primaryAction:) registers the action for the primary action")
    func primaryActionInit() {
        var fired = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(fired == 1)
    }

    @Test("handlers added while a dispatch runs are sent from the next dispatch on")
    func addingDuringDispatch() {
        let control = UIControl()
        var calls: [String] = []
        control.addAction(UIAction { _ in
            calls.append("first")
            control.addAction(UIAction { _ in calls.append("late") }, for: .touchDown)
        }, for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(calls == ["first"])
        control.sendActions(for: .touchDown)
        #expect(calls == ["first", "first", "late"])
    }

    @Test("enumerateEventHandlers visits each handler once per event, and stops when asked")
    func enumerateHandlers() {
        let control = UIControl()
        let target = ControlTarget()
        control.addTarget(target, action: #Selector(ControlTarget.plain), for: [.touchDown, .touchUpInside])
        control.addAction(UIAction(title: "A") { _ in }, for: .valueChanged)
        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, event, _ in
            if let action { seen.append("action \(action.title) \(event.rawValue)") }
            if let (object, selector) = targetAction {
                seen.append("\(selector) \((object as AnyObject) === target) \(event.rawValue)")
            }
        }
        #expect(seen == ["plain true 1", "plain true 64", "action A 4096"])
        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1)
    }

    @Test("sendAction(_:to:for:) goes through UIApplication.sendAction, which a subclass can watch")
    func sendActionThroughApplication() {
        let control = WatchingControl()
        let target = ControlTarget()
        control.addTarget(target, action: #Selector(ControlTarget.plain), for: .touchDown)
        control.sendActions(for: .touchDown)
        #expect(control.sent == ["plain"] && target.calls == ["plain"])
    }

    // MARK: Tracking

    @Test("a tap: begin, touchDown, end, touchUpInside; highlighted while down, not during the touch-up")
    func tapSequence() {
        let stage = Stage()
        let (sim, control, log) = (stage.sim, stage.control, stage.log)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 70))
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        #expect(control.state == .highlighted)
        sim.touchUp(finger)
        #expect(log.names == ["begin", "touchDown", "end", "upInside"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
        let tracking = control.seen
        #expect(tracking.map(\.tracking) == [false, true], "tracking starts once begin answers; still true in endTracking")
        #expect(tracking.last?.highlighted == false, "unhighlighted before endTracking")
    }

    @Test("dragging out past the 70-point margin exits, back in enters; moves send drag inside or outside")
    func dragSequence() {
        let stage = Stage()
        let (sim, control, log) = (stage.sim, stage.control, stage.log)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 70))
        sim.touchMove(finger, to: CGPoint(x: 140, y: 70))      // inside the bounds
        sim.touchMove(finger, to: CGPoint(x: 210, y: 70))      // 60 points out: still inside
        #expect(control.isTouchInside && control.isHighlighted)
        sim.touchMove(finger, to: CGPoint(x: 230, y: 70))      // 80 points out
        #expect(!control.isTouchInside && !control.isHighlighted && control.isTracking)
        sim.touchMove(finger, to: CGPoint(x: 260, y: 70))
        sim.touchMove(finger, to: CGPoint(x: 120, y: 70))
        sim.touchUp(finger)
        #expect(log.names == ["begin", "touchDown",
                              "continue", "dragInside", "continue", "dragInside",
                              "continue", "dragOutside", "dragExit", "continue", "dragOutside",
                              "continue", "dragInside", "dragEnter",
                              "end", "upInside"])
    }

    @Test("lifting within the margin is a touch-up inside; beyond it, outside")
    func liftMargin() {
        let stage = Stage()
        let (sim, log) = (stage.sim, stage.log)
        sim.drag(from: CGPoint(x: 100, y: 70), to: CGPoint(x: 100, y: 150), duration: 0.2) // 56 below
        #expect(log.names.last == "upInside")
        log.clear()
        sim.drag(from: CGPoint(x: 100, y: 70), to: CGPoint(x: 100, y: 200), duration: 0.2) // 106 below
        #expect(log.names.last == "upOutside")
        #expect(log.collapsed.contains("dragExit"))
    }

    @Test("a second tap soon after sends touchDown with touchDownRepeat")
    func repeatTouchDown() {
        let stage = Stage()
        let (sim, log) = (stage.sim, stage.log)
        sim.doubleTap(at: CGPoint(x: 100, y: 70))
        #expect(log.names.filter { $0.hasPrefix("touchDown") } == ["touchDown", "touchDown", "touchDownRepeat"])
    }

    @Test("beginTracking answering false: highlighted, but no events at all")
    func refusedTracking() {
        let control = TrackingControl()
        control.beginsTracking = false
        let stage = Stage(control)
        let (sim, log) = (stage.sim, stage.log)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 70))
        #expect(control.isHighlighted && !control.isTracking)
        sim.touchMove(finger, to: CGPoint(x: 110, y: 70))
        sim.touchUp(finger)
        #expect(log.names == ["begin"])
        #expect(!control.isHighlighted)
    }

    @Test("continueTracking answering false ends tracking: no more drags and no touch-up")
    func stoppedTracking() {
        let control = TrackingControl()
        control.continuesTracking = false
        let stage = Stage(control)
        let (sim, log) = (stage.sim, stage.log)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 70))
        sim.touchMove(finger, to: CGPoint(x: 110, y: 70))
        sim.touchMove(finger, to: CGPoint(x: 120, y: 70))
        sim.touchUp(finger)
        #expect(log.names == ["begin", "touchDown", "continue"])
    }

    @Test("a disabled control sends nothing and passes its touches to the next responder")
    func disabledSendsNothing() {
        let (sim, window) = makeScenarioWindow()
        let log = EventLog()
        let parent = window.addRecordingView("P", window.bounds, log: log)
        let control = TrackingControl(frame: CGRect(x: 50, y: 50, width: 100, height: 44))
        parent.addSubview(control)
        let events = ControlEventLog()
        events.watch(control)
        control.isEnabled = false
        sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(events.names.isEmpty && control.seen.isEmpty)
        #expect(log.labels == ["P.touchesBegan", "P.touchesEnded"])
        #expect(!control.isHighlighted)
    }

    @Test("a plain control lets a superview's tap recognize, and its touch is cancelled")
    func plainControlYieldsToTap() {
        let stage = Stage()
        let (sim, control, log) = (stage.sim, stage.control, stage.log)
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UITapGestureRecognizer().reporting(to: actions, as: "tap"))
        sim.tap(at: CGPoint(x: 100, y: 70))
        #expect(actions.labels == ["tap.ended"])
        #expect(log.names == ["begin", "touchDown", "cancelTracking", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test("in a scroll view: a drag that scrolls before the content-touch delay never reaches the control")
    func scrollBeforeDelay() {
        let (sim, window) = makeScenarioWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        let control = TrackingControl(frame: CGRect(x: 50, y: 200, width: 200, height: 44))
        scroll.addSubview(control)
        let log = ControlEventLog()
        log.watch(control)
        control.log = log
        sim.drag(from: CGPoint(x: 100, y: 220), to: CGPoint(x: 100, y: 100), duration: 0.1)
        sim.runUntilIdle()
        #expect(log.names.isEmpty)
        #expect(scroll.contentOffset.y > 50)
    }

    @Test("in a scroll view: a control tracking a held touch keeps it — no scroll; a scroll view that cancels sends touchCancel")
    func scrollAfterDelay() {
        for cancels in [false, true] {
            let (sim, window) = makeScenarioWindow()
            let scroll = cancels ? CancellingScrollView(frame: window.bounds) : UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(scroll)
            let control = TrackingControl(frame: CGRect(x: 50, y: 200, width: 200, height: 44))
            scroll.addSubview(control)
            let log = ControlEventLog()
            log.watch(control)
            sim.runUntilIdle()
            let resting = scroll.contentOffset.y
            let finger = sim.touchDown(at: CGPoint(x: 100, y: 220))
            sim.advance(by: 0.3)
            #expect(control.isTracking, "the held touch reached the control after the delay")
            for step in 1...10 {
                sim.touchMove(finger, to: CGPoint(x: 100, y: 220 - CGFloat(step) * 12))
                sim.advance(by: 1.0 / 60)
            }
            sim.touchUp(finger)
            sim.runUntilIdle()
            if cancels {
                #expect(log.names.last == "cancel" && !log.names.contains("upInside"))
                #expect(scroll.contentOffset.y > resting + 50)
            } else {
                #expect(log.names.last == "upOutside" || log.names.last == "upInside")
                #expect(!log.names.contains("cancel"))
                #expect(scroll.contentOffset.y == resting)
            }
        }
    }

    @Test("in a vertical scroll view: a quick horizontal drag is not a scroll, so a slider follows it (its touch-down arrives when the pan fails) and the content stays")
    func horizontalDragInVerticalScrollView() {
        let (sim, window) = makeScenarioWindow()
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        let slider = UISlider(frame: CGRect(x: 50, y: 200, width: 200, height: 31))
        scroll.addSubview(slider)
        let log = ControlEventLog()
        log.watch(slider)
        sim.runUntilIdle()
        let resting = scroll.contentOffset
        // From the thumb at value 0 (its centre 14 points in) to 3/4 of the track, in 0.1 s:
        // quicker than the content-touch delay.
        sim.drag(from: slider.convert(CGPoint(x: 14, y: 15), to: nil), to: slider.convert(CGPoint(x: 143, y: 15), to: nil),
                 duration: 0.1)
        sim.runUntilIdle()
        #expect(scroll.contentOffset == resting)
        #expect(log.names.first == "touchDown")
        #expect(log.names.contains("valueChanged"))
        #expect(abs(slider.value - 0.75) < 0.05, "value \(slider.value) \(log.names)")
    }

    @Test("sendActions(for:) works on a disabled control: only touches are ignored")
    func programmaticDisabled() {
        let control = UIControl()
        control.isEnabled = false
        var fired = 0
        control.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(fired == 1)
    }
}

/// A superview that handles a control's nil-targeted action.
@MainActor
final class ChainContainer: UIView {
    var handled: [UIControl] = []
    func handle(_ sender: UIControl) { handled.append(sender) }
}

/// A control recording what it sends through `sendAction(_:to:for:)`.
@MainActor
final class WatchingControl: UIControl {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(action.description)
        super.sendAction(action, to: target, for: event)
    }
}

/// A scroll view that lets scrolls take touches from controls, as `UITableView` does.
@MainActor
final class CancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}
