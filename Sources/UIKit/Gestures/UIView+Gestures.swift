import Foundation

/// Attaching gesture recognizers to views (UIView's members call these).
extension UIView {
    func attachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.viewStorage !== self else { return }
        recognizer.viewStorage?.detachGestureRecognizer(recognizer)
        gestureRecognizerStorage.append(recognizer)
        recognizer.viewStorage = self
    }

    func detachGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.viewStorage === self else { return }
        recognizer.stopRecognizing()
        gestureRecognizerStorage.removeAll { $0 === recognizer }
        recognizer.viewStorage = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]) {
        for old in gestureRecognizerStorage where !recognizers.contains(where: { $0 === old }) {
            detachGestureRecognizer(old)
        }
        for new in recognizers { attachGestureRecognizer(new) }
        // The order given, once each.
        var ordered: [UIGestureRecognizer] = []
        for recognizer in recognizers where !ordered.contains(where: { $0 === recognizer }) { ordered.append(recognizer) }
        gestureRecognizerStorage = ordered
    }

    /// Called as this view's subtree leaves `window`: recognizers of the subtree with a
    /// gesture under way stop (a begun gesture is cancelled, a possible one fails).
    func stopGestureRecognizers(leaving window: UIWindow?) {
        guard window != nil else { return }
        for recognizer in GestureEnvironment.current.recognizers {
            if let view = recognizer.viewStorage, view.isDescendant(of: self) { recognizer.stopRecognizing() }
        }
    }
}
