import Foundation

/// What UIKit's gesture environment does for the whole app: it hands each touch to the
/// recognizers of the touched view and its ancestors before the view, arbitrates between
/// recognizers (`+Arbitration`), sends their actions, resets the finished ones, and decides
/// what the views get meanwhile (`+Views`).
///
/// Work is batched as UIKit batches it: state changes made while touches are delivered (or
/// a timer fires, or a recognizer is turned off) are decided at once, but actions are sent
/// afterwards, in the order of the transitions, then finished recognizers whose touches
/// have all lifted are reset and touches held back from views are released. One environment belongs to each
/// `EventRouter`, so a new Simulator starts a fresh one.
@MainActor
package final class GestureEnvironment {
    /// The environment of the current host.
    static var current: GestureEnvironment { EventRouter.current.gestures }

    /// The time recognizers wait on (see `GestureClock`).
    package let clock = GestureClock()

    /// Recognizers with a gesture under way (touches received, or a state to settle), in
    /// the order they joined.
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Actions due: the recognizer and the state each reports, in transition order.
    private var actions: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Touches with a phase held back from their view (`+Views`).
    var heldTouches: [UITouch] = []
    /// The event being delivered; touches handed to views outside one carry the router's.
    var currentEvent: UIEvent?
    private var depth = 0
    private var isFlushing = false

    package init() {}

    /// Runs `body`, then (outside any other such call) sends the actions it caused, resets
    /// finished recognizers and releases held touches.
    func perform(_ body: (GestureEnvironment) -> Void) {
        depth += 1
        body(self)
        depth -= 1
        if depth == 0 { flush() }
    }

    /// Starts following `recognizer` until its gesture is over.
    func follow(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isInEnvironment else { return }
        recognizer.isInEnvironment = true
        recognizers.append(recognizer)
    }

    /// Notes an action for `recognizer`'s transition to `state`.
    func queueAction(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        actions.append((recognizer, state))
    }

    // MARK: Touches

    /// Delivers the touches of `window` that changed in `event` to their recognizers (new
    /// touches first join the recognizers of their view and its ancestors), settles the
    /// recognizers, and returns what the views get of this event, phase by phase.
    func route(_ changed: [UITouch], of event: UIEvent, in window: UIWindow) -> [ViewDelivery] {
        let outerEvent = currentEvent
        currentEvent = event
        defer { currentEvent = outerEvent }
        var receivers: [UIGestureRecognizer] = []
        perform { _ in
            for touch in changed where touch.phaseStorage == .began {
                attach(touch, of: event, in: window)
            }
            for touch in changed {
                for recognizer in touch.recognizerList where !receivers.contains(where: { $0 === recognizer }) {
                    receivers.append(recognizer)
                }
            }
            for recognizer in receivers { deliver(changed, to: recognizer, with: event) }
        }
        for recognizer in receivers { recognizer.forgetFinishedTouches() }
        return viewDeliveries(of: changed)
    }

    /// Gives a new touch to each recognizer of its view and the view's ancestors (up to the
    /// window), deepest first, that takes it.
    private func attach(_ touch: UITouch, of event: UIEvent, in window: UIWindow) {
        var candidates: [UIGestureRecognizer] = []
        var view = touch.viewStorage
        while let current = view {
            candidates.append(contentsOf: current.gestureRecognizerStorage)
            view = current === window ? nil : current.superviewStorage
        }
        for recognizer in candidates where recognizer.isReceivingTouches && accepts(recognizer, touch, event) {
            // The delegate may have removed or disabled it meanwhile.
            guard recognizer.isReceivingTouches else { continue }
            recognizer.track(touch)
            follow(recognizer)
        }
    }

    /// Whether `recognizer` takes `touch`: its touch types, then `shouldReceive(_:)` for the
    /// event and the delegate for the event and the touch.
    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent) -> Bool {
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }),
              recognizer.shouldReceive(event) else { return false }
        guard let delegate = recognizer.delegate else { return true }
        return delegate.gestureRecognizer(recognizer, shouldReceive: event)
            && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    }

    /// Calls `recognizer`'s touch methods with its changed touches, phase by phase, while it
    /// still receives touches.
    private func deliver(_ changed: [UITouch], to recognizer: UIGestureRecognizer, with event: UIEvent) {
        let methods: [(UITouch.Phase, (Set<UITouch>) -> Void)] = [
            (.began, { recognizer.touchesBegan($0, with: event) }),
            (.moved, { recognizer.touchesMoved($0, with: event) }),
            (.ended, { recognizer.touchesEnded($0, with: event) }),
            (.cancelled, { recognizer.touchesCancelled($0, with: event) }),
        ]
        for (phase, method) in methods {
            guard recognizer.isReceivingTouches else { return }
            let touches = changed.filter { touch in
                touch.phaseStorage == phase && recognizer.touchList.contains { $0 === touch }
            }
            if !touches.isEmpty { method(Set(touches)) }
        }
    }

    // MARK: Settling

    /// Sends the actions due, resets the recognizers whose gesture is over and releases
    /// held touches, until actions cause nothing more.
    private func flush() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        repeat {
            while !actions.isEmpty {
                let (recognizer, state) = actions.removeFirst()
                recognizer.sendActions(reporting: state)
            }
            failUndecidedRecognizers()
            resetFinishedRecognizers()
            releaseHeldTouches()
        } while !actions.isEmpty
    }

    /// A recognizer still `.possible` whose touches have all lifted and that has no timer
    /// running has nothing left to decide on: it fails (so the lifts it holds back reach
    /// their views). Built-in recognizers always decide; this covers subclasses that don't.
    private func failUndecidedRecognizers() {
        for recognizer in recognizers where recognizer.stateStorage == .possible && recognizer.awaitedStates == nil
            && !recognizer.involvedTouches.isEmpty && !recognizer.hasTouchesDown
            && !recognizer.timers.contains(where: \.isPending) {
            fail(recognizer)
        }
    }

    /// Resets the recognizers in a final state once none of their touches is down (until
    /// then they keep that state and receive nothing), and stops following those left with
    /// nothing under way (every touch ignored).
    private func resetFinishedRecognizers() {
        for recognizer in recognizers where recognizer.isFinished && !recognizer.hasTouchesDown {
            recognizers.removeAll { $0 === recognizer }
            recognizer.finishGesture()
        }
        recognizers.removeAll { recognizer in
            let idle = recognizer.publicState == .possible && recognizer.awaitedStates == nil
                && recognizer.involvedTouches.isEmpty
            if idle { recognizer.isInEnvironment = false }
            return idle
        }
    }
}
