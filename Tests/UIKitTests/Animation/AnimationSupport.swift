import Foundation
import UIKitTesting

/// A standalone layer of `frame` filled with `color`, added to `window`'s layer and shown
/// (composited once, so that its changes animate implicitly).
@MainActor
func shownLayer(_ frame: CGRect, _ color: UIColor?, in window: UIWindow, _ sim: Simulator) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color?.cgColor
    window.layer.addSublayer(layer)
    sim.runUntilIdle()
    return layer
}

/// A linear basic animation of `keyPath` from `from` to `to` over `duration`.
func linearAnimation(_ keyPath: String, from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    return animation
}
