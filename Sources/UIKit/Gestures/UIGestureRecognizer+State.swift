import Foundation

/// The state machine: which transitions a subclass may make, and what the environment does
/// with each (admission out of `.possible`, actions, failure).
extension UIGestureRecognizer {
    /// The state clients see: `.possible` while the recognizer waits for others to fail.
    var publicState: State { awaitedStates == nil ? stateStorage : .possible }

    /// Whether touches are still delivered to the recognizer: it is enabled, attached, and
    /// its gesture is not over (a recognized gesture waiting for others takes no more).
    var isReceivingTouches: Bool {
        guard isEnabled, viewStorage != nil else { return false }
        if let awaited = awaitedStates { return awaited.last != .ended }
        return stateStorage == .possible || stateStorage == .began || stateStorage == .changed
    }

    /// Whether the recognizer is still deciding (`.possible`, waiting included): what
    /// `delaysTouchesBegan` and `delaysTouchesEnded` hold the view's touches for.
    var isAnalyzing: Bool { isEnabled && publicState == .possible }

    /// Whether the state is a final one, after which the recognizer is reset.
    var isFinished: Bool {
        awaitedStates == nil && (stateStorage == .ended || stateStorage == .cancelled || stateStorage == .failed)
    }

    /// Whether a gesture may go from `old` to `new`: possible → began, recognized or
    /// failed; began or changed → changed, ended or cancelled.
    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// What the `state` setter does. Setting the state it already has in `.possible` or a
    /// final state, or `.possible` in a final state (the environment resets it), changes
    /// nothing.
    func changeState(to new: State) {
        if awaitedStates != nil {
            changeAwaitedState(to: new)
            return
        }
        let old = stateStorage
        if new == .possible, old == .possible || isFinished { return }
        if new == old, isFinished { return }
        guard UIGestureRecognizer.isLegal(from: old, to: new) else {
            preconditionFailure("UIGestureRecognizer.state: \(type(of: self)) cannot go from .\(old) to .\(new); "
                + "a discrete gesture goes possible → recognized (ended) or failed, a continuous one possible → "
                + "began → changed… → ended or cancelled (or fails before it begins)")
        }
        GestureEnvironment.current.perform { environment in
            environment.follow(self)
            if old == .possible, new != .failed {
                environment.leavePossible(self, to: new)
            } else {
                stateStorage = new
                if new == .failed {
                    environment.didFail(self)
                } else {
                    environment.queueAction(self, new)
                }
            }
        }
    }

    /// A state set while waiting for others to fail: kept for when they have (a continuous
    /// gesture's began and changes collapse to began then changed); failing or cancelling
    /// stops the wait with a failure.
    private func changeAwaitedState(to new: State) {
        guard var awaited = awaitedStates, let last = awaited.last else { return }
        let ongoing = last == .began || last == .changed
        switch new {
        case .possible:
            return
        case .failed, .cancelled:
            GestureEnvironment.current.perform { $0.fail(self) }
            return
        case .began where ongoing, .ended where last == .ended:
            return
        case .changed where ongoing:
            if last == .began { awaited.append(.changed) }
        case .ended where ongoing:
            awaited.append(.ended)
        default:
            preconditionFailure("UIGestureRecognizer.state: \(type(of: self)) cannot go from .\(last) to .\(new) "
                + "while it waits for the recognizers it requires to fail")
        }
        awaitedStates = awaited
    }

    /// Turns the recognizer off mid-gesture (disabled, removed, or its view left the
    /// window): a begun gesture is cancelled, a possible one fails.
    func stopRecognizing() {
        guard isInEnvironment else { return }
        GestureEnvironment.current.perform { environment in
            if awaitedStates != nil || stateStorage == .possible {
                environment.fail(self)
            } else if stateStorage == .began || stateStorage == .changed {
                stateStorage = .cancelled
                environment.queueAction(self, .cancelled)
            }
        }
    }
}
