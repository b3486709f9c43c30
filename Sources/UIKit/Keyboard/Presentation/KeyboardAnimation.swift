import CoreGraphics
import Foundation
import QuartzCore

/// How the keyboard moves: iOS reports 0.25 s and curve 7 in its notifications. Curve 7 is
/// private (a `CASpringAnimation` of its own, whose motion outlasts the duration it
/// reports); here the keyboard moves in the 0.25 s it reports, on the cubic curve
/// (0.38, 0.7) (0.125, 1) reverse-engineered for it — fast at first, easing into place — and
/// views animated with `UIView.AnimationOptions(rawValue: 7 << 16)` move on the same curve.
enum KeyboardAnimation {
    /// The duration the notifications report and the keyboard moves in.
    static let duration: TimeInterval = 0.25
    /// The curve the notifications report (`keyboardAnimationCurveUserInfoKey`).
    static let curve: UInt = 7
    /// The curve the keyboard, and views animated with curve 7, move on.
    static var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
    }
}
