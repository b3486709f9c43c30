import Foundation

/// How a scroll view decides whether a touch-down reaches its content, as UIKit's delayed
/// touches-began recognizer does: with `delaysContentTouches` the content gets the
/// touch-down only after 0.15 s without a scroll starting (or at once when the finger lifts
/// sooner, or moves where the scroll view cannot scroll); without it, at once. Either way `touchesShouldBegin(_:with:in:)` is asked
/// first, and a refusal keeps the touches from the content. A touch that stops a moving
/// scroll view never reaches the content.
///
/// It never makes other recognizers fail: recognizing only detaches the touches from the
/// content (`cancelsTouchesInView`).
@MainActor
final class ContentTouchDelayGestureRecognizer: UIGestureRecognizer {
    /// How long touch-downs are held back while a scroll may still start.
    static let delay: TimeInterval = 0.15

    private var scrollView: UIScrollView? { view as? UIScrollView }
    /// The event of the touch-down, for `touchesShouldBegin(_:with:in:)`.
    private var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, state == .possible else { return }
        scrollView.touchDown()
        lastEvent = event
        if scrollView.caughtMotion {
            state = .ended
        } else if !scrollView.delaysContentTouches {
            decide()
        } else if timers.isEmpty {
            scheduleTimer(after: ContentTouchDelayGestureRecognizer.delay) { [weak self] in self?.decide() }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        decide()
    }

    /// The scroll view's pan failed (the drag goes along an axis it cannot scroll): the
    /// touch-down need not wait for the delay.
    func scrollCannotStart() {
        decide()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// The content may have the touches unless the scroll view refuses them for one of the
    /// touched views: failing releases them, recognizing detaches them.
    private func decide() {
        guard state == .possible, let scrollView else { return }
        var views: [UIView] = []
        for touch in touchList {
            guard let view = touch.viewStorage, view !== scrollView else { continue }
            if !views.contains(where: { $0 === view }) { views.append(view) }
        }
        let refused = views.contains { view in
            let touches = Set(touchList.filter { $0.viewStorage === view })
            return !scrollView.touchesShouldBegin(touches, with: lastEvent, in: view)
        }
        state = refused ? .ended : .failed
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        lastEvent = nil
        scrollView?.touchesLifted()
    }
}
