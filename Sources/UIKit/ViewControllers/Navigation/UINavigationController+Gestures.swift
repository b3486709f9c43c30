import Foundation

/// The two gestures a navigation controller runs: the interactive pop (a pan from the
/// screen's left edge drives the standard pop; lifting past half the width or moving right
/// finishes it, else it goes back and is cancelled) and, with `hidesBarsOnSwipe`, the
/// vertical swipe that hides and shows the bars (the other ways of hiding them are in
/// `+BarHiding`).
extension UINavigationController {
    /// How fast a rightward lift must be, in points per second, to finish the pop whatever
    /// the distance (iOS's threshold is not documented; docs/DIFFERENCES.md).
    static let popFinishVelocity: CGFloat = 200

    /// The interaction driving the interactive pop under way.
    var interactivePopDriver: UIPercentDrivenInteractiveTransition? {
        get { popDriverStorage }
        set { popDriverStorage = newValue }
    }

    func handleInteractivePop(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let root = viewIfLoaded else { return }
        let width = max(1, root.bounds.width)
        let progress = min(1, max(0, recognizer.translation(in: root).x / width))
        switch recognizer.state {
        case .began:
            guard stack.count > 1, runningTransition == nil, root.window != nil, appearance == .appeared else { return }
            let driver = UIPercentDrivenInteractiveTransition()
            interactivePopDriver = driver
            let oldStack = stack
            let popped = stack[stack.count - 1]
            let revealed = stack[stack.count - 2]
            popped.willMove(toParent: nil)
            stack.removeLast()
            beginTransition(operation: .pop, from: popped, to: revealed, added: [], removed: [popped],
                            oldStack: oldStack, animated: true, interactive: true)
            driver.update(progress)
        case .changed:
            interactivePopDriver?.update(progress)
        case .ended:
            guard let driver = interactivePopDriver else { return }
            interactivePopDriver = nil
            let velocity = recognizer.velocity(in: root).x
            if velocity > Self.popFinishVelocity || (progress > 0.5 && velocity >= 0) {
                driver.finish()
            } else {
                driver.cancel()
            }
        case .cancelled, .failed:
            guard let driver = interactivePopDriver else { return }
            interactivePopDriver = nil
            driver.cancel()
        default:
            break
        }
    }

    func handleBarHideSwipe(_ recognizer: UIPanGestureRecognizer) {
        guard hidesBarsOnSwipe, recognizer.state == .changed || recognizer.state == .ended,
              let root = viewIfLoaded else { return }
        let dy = recognizer.translation(in: root).y
        guard abs(dy) > 10 else { return }
        setBarsHidden(dy < 0, animated: true)
    }

}
