import Foundation

/// Relations between recognizers: failure requirements, prevention, simultaneity.
extension UIGestureRecognizer {
    /// Makes this recognizer wait, whenever both take part in a gesture, until
    /// `otherGestureRecognizer` has failed; if the other recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        precondition(otherGestureRecognizer !== self,
                     "UIGestureRecognizer.require(toFail:): a recognizer cannot wait for itself to fail; pass another one")
        requiredToFail.removeAll { $0.recognizer == nil }
        guard !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Whether this recognizer waits for `other` to fail: `require(toFail:)`, either class's
    /// override, or either delegate.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        requiredToFail.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer, recognizing, makes `other` fail: each class allows it and
    /// neither delegate lets them recognize together.
    func prevents(_ other: UIGestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self) && !recognizesSimultaneously(with: other)
    }

    /// Whether either delegate lets the two recognize at the same time.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether the two recognizers received a touch in common since their last reset.
    func sharesTouches(with other: UIGestureRecognizer) -> Bool {
        involvedTouches.contains { touch in other.involvedTouches.contains { $0 === touch } }
    }
}
