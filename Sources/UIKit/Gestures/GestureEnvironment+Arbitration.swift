import Foundation

/// Arbitration between recognizers: whether one may leave `.possible`, whom its recognition
/// makes fail, and who stops waiting when one fails.
extension GestureEnvironment {
    /// What happens to a recognizer asking to leave `.possible`.
    enum Admission {
        case proceed, wait, fail
    }

    /// `recognizer` asks to go from `.possible` to `state` (began or recognized).
    func leavePossible(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        switch admission(of: recognizer) {
        case .proceed: begin(recognizer, through: [state])
        case .wait: recognizer.awaitedStates = [state]
        case .fail: fail(recognizer)
        }
    }

    /// In order: a recognizer that already recognized, shares a touch with this one and may
    /// prevent it makes it fail; a recognizer it must see fail that is still deciding makes
    /// it wait (one that recognized makes it fail); then the delegate's
    /// `gestureRecognizerShouldBegin(_:)`, and, when its recognition would cancel touches,
    /// `gestureRecognizerShouldBegin(_:)` of the views those touches belong to.
    func admission(of recognizer: UIGestureRecognizer) -> Admission {
        let others = recognizers.filter { $0 !== recognizer }
        let isPrevented = others.contains { other in
            other.awaitedStates == nil && [.began, .changed, .ended].contains(other.stateStorage)
                && other.sharesTouches(with: recognizer) && other.prevents(recognizer)
        }
        if isPrevented { return .fail }
        var waits = false
        for other in others where recognizer.requiresFailure(of: other) {
            if other.publicState == .possible {
                waits = true
            } else if other.stateStorage != .failed {
                return .fail
            }
        }
        if waits { return .wait }
        return shouldBegin(recognizer) ? .proceed : .fail
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        guard recognizer.cancelsTouchesInView else { return true }
        var asked: [UIView] = []
        for touch in recognizer.involvedTouches where !touch.viewDelivery.isDetached {
            guard let view = touch.viewStorage, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    /// The recognizer leaves `.possible` through `states` (one, or those it asked for while
    /// waiting): recognizers it prevents and those waiting for it fail, its touches are
    /// cancelled in their views if it says so, and an action is due for each state.
    private func begin(_ recognizer: UIGestureRecognizer, through states: [UIGestureRecognizer.State]) {
        recognizer.awaitedStates = nil
        recognizer.stateStorage = states[0]
        for other in recognizers where other !== recognizer && other.publicState == .possible && other.isInEnvironment {
            if (recognizer.sharesTouches(with: other) && recognizer.prevents(other)) || other.requiresFailure(of: recognizer) {
                fail(other)
            }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        for state in states {
            recognizer.stateStorage = state
            queueAction(recognizer, state)
        }
    }

    /// Makes `recognizer` fail (from `.possible`, waiting included).
    func fail(_ recognizer: UIGestureRecognizer) {
        follow(recognizer)
        recognizer.awaitedStates = nil
        recognizer.stateStorage = .failed
        didFail(recognizer)
    }

    /// After a failure, the recognizers waiting for others are asked again: each one now
    /// recognizes (through the states it asked for), fails, or keeps waiting.
    func didFail(_ recognizer: UIGestureRecognizer) {
        for waiting in recognizers where waiting.awaitedStates != nil {
            // An earlier one may have settled it meanwhile.
            guard let states = waiting.awaitedStates else { continue }
            switch admission(of: waiting) {
            case .proceed: begin(waiting, through: states)
            case .fail: fail(waiting)
            case .wait: break
            }
        }
    }
}
