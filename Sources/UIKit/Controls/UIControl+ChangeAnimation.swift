import Foundation

extension UIControl {
    /// Animates `changes` with the spring the switch and slider move with (no overshoot,
    /// settled in 0.3 s), or makes them at once when `animated` is false or the control is
    /// not in a window. The animation starts from what is on screen, so a change reversed
    /// half-way turns back smoothly.
    func animateControlChange(_ animated: Bool, _ changes: @escaping () -> Void) {
        guard animated, window != nil else {
            changes()
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: changes)
    }
}
