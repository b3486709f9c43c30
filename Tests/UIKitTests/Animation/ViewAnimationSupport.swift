import Foundation
import Testing
import UIKitTesting

/// A window on a new Simulator holding `v = UIView(frame: (0, 0, 100, 100))` (the setup of
/// the animation scenarios), shown once so that the clock, at 0, is where animations start.
@MainActor
func viewAnimationScene(color: UIColor = .red) -> (sim: Simulator, window: UIWindow, view: UIView) {
    let (sim, window) = makeScenarioWindow(background: .white)
    let view = colouredView(CGRect(x: 0, y: 0, width: 100, height: 100), color)
    window.addSubview(view)
    sim.runUntilIdle()
    return (sim, window, view)
}

/// Records completion handler calls: `finished`, and the media time of each call.
@MainActor
final class CompletionLog {
    private(set) var calls: [(finished: Bool, time: CFTimeInterval)] = []

    var handler: (Bool) -> Void {
        { [self] finished in calls.append((finished, CACurrentMediaTime())) }
    }

    var finishedFlags: [Bool] { calls.map(\.finished) }
}

extension UIView {
    /// The opacity shown now.
    var presentedAlpha: CGFloat { CGFloat(layer.presentation()!.opacity) }
    /// The position shown now.
    var presentedCenter: CGPoint { layer.presentation()!.position }
    /// The bounds shown now.
    var presentedBounds: CGRect { layer.presentation()!.bounds }
}

/// Lets each step's time pass in turn and expects `view`'s shown opacity then to be the
/// step's value (within 1e-4).
@MainActor
func expectAlphas(of view: UIView, _ sim: Simulator, _ steps: [(after: TimeInterval, alpha: CGFloat)],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    for (after, alpha) in steps {
        sim.advance(by: after)
        #expect(isNear(view.presentedAlpha, alpha), "at \(CACurrentMediaTime())", sourceLocation: sourceLocation)
    }
}

/// The progress of a cubic Bézier timing curve with control points (x1, y1), (x2, y2) at
/// time fraction `x`, solved independently of the framework (bisection on x(t)).
func bezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        3 * a * t * (1 - t) * (1 - t) + 3 * b * t * t * (1 - t) + t * t * t
    }
    var low = 0.0, high = 1.0
    for _ in 0..<80 {
        let middle = (low + high) / 2
        if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

/// Apple's control points of UIKit's four curves.
enum CurvePoints {
    static let easeInOut = (0.42, 0.0, 0.58, 1.0)
    static let easeIn = (0.42, 0.0, 1.0, 1.0)
    static let easeOut = (0.0, 0.0, 0.58, 1.0)
    static let linear = (0.0, 0.0, 1.0, 1.0)
}

/// Whether `a` and `b` differ by at most `tolerance`.
func isNear(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-4) -> Bool {
    abs(a - b) <= tolerance
}
