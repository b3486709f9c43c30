import CoreGraphics
import Foundation

/// The scroll view's built-in pan recognizer: it tells the scroll view when fingers touch
/// down and lift (`isTracking`), and lets it decide whether a pan may begin in the
/// direction it started (a scroll view that scrolls along one axis leaves a drag along the
/// other to its ancestors).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The one delegate allowed: the scroll view's (set once, when the scroll view is made).
    weak var requiredDelegate: ScrollViewPanDelegate?

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet {
            guard let required = requiredDelegate, delegate !== required else { return }
            preconditionFailure("UIScrollView.panGestureRecognizer: the built-in pan gesture recognizer must have its "
                + "scroll view as its delegate; configure it through the scroll view (or subclass UIScrollView "
                + "and adopt UIGestureRecognizerDelegate there) instead of replacing its delegate")
        }
    }

    override func startingState(for translation: CGPoint) -> State {
        scrollView?.panStartingState() ?? .failed
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        scrollView?.touchDown()
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if liveTouches.isEmpty { scrollView?.touchesLifted() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if liveTouches.isEmpty { scrollView?.touchesLifted() }
    }

    override func reset() {
        super.reset()
        scrollView?.touchesLifted()
    }
}

/// The delegate of the scroll view's pan recognizer. On iOS the scroll view itself is the
/// delegate; here a separate object answers for it, so that `UIScrollView` does not conform
/// to `UIGestureRecognizerDelegate` publicly and a subclass can adopt it, as iOS code does:
/// the subclass's delegate methods are asked, then the scroll view's own rules.
@MainActor
final class ScrollViewPanDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    /// The subclass's own delegate methods, when it adopts the protocol.
    private var adopted: (any UIGestureRecognizerDelegate)? { scrollView as? any UIGestureRecognizerDelegate }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView else { return true }
        // UIView's gestureRecognizerShouldBegin(_:) is the delegate method on iOS: one call.
        return scrollView.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// The scroll view's own pan and pinch recognize together (a pinch pans as it zooms);
    /// the rest is the subclass's to say.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let scrollView, let pinch = scrollView.pinchGestureRecognizer {
            let pair = [gestureRecognizer, otherGestureRecognizer]
            let pan = scrollView.panGestureRecognizer
            if pair.contains(where: { $0 === pan }), pair.contains(where: { $0 === pinch }) { return true }
        }
        return adopted?.gestureRecognizer(gestureRecognizer,
                                          shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        adopted?.gestureRecognizer(gestureRecognizer, shouldReceive: event) ?? true
    }
}
