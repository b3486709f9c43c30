import CoreGraphics
import Foundation
import QuartzCore
import UIKitTesting

/// 1,000 layers, each with its own position animation (ease-in-ease-out, endless, each of
/// a slightly different duration, so each is at its own point of the curve), and the work
/// of one frame: the animation engine evaluating every one of them at the frame's time and
/// updating what the compositor draws. The baseline evaluates the same curves at the same
/// points and interpolates the same values in a bare loop.
@MainActor
final class AnimationScene {
    static let count = 1000
    let root = CALayer()
    private let function = CAMediaTimingFunction(name: .easeInEaseOut)
    private var starts: [CGPoint] = []
    private var ends: [CGPoint] = []
    private var durations: [Double] = []
    private var results: [CGPoint]
    private var frame = 0

    init() {
        _ = Simulator(device: .iPhone15)  // a fresh clock and engine
        results = Array(repeating: .zero, count: AnimationScene.count)
        for i in 0..<AnimationScene.count {
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            root.addSublayer(layer)
            let from = CGPoint(x: i % 40 * 10, y: i / 40 * 10), to = CGPoint(x: from.y, y: from.x)
            let duration = 1 + Double(i) / 1000
            starts.append(from)
            ends.append(to)
            durations.append(duration)
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = from
            move.toValue = to
            move.duration = duration
            move.repeatCount = .infinity
            move.timingFunction = function
            layer.add(move, forKey: "move")
        }
    }

    /// One frame of the engine at the next frame's time.
    func evaluateFrame() {
        frame += 1
        HostEnvironment.current.quartzCore.animationEngine.advance(to: Double(frame) / 60)
    }

    /// The same curves and values, computed directly.
    func evaluateBare() {
        frame += 1
        let t = Double(frame) / 60
        for i in 0..<AnimationScene.count {
            let p = function.value(at: (t / durations[i]).truncatingRemainder(dividingBy: 1))
            let a = starts[i], b = ends[i]
            results[i] = CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
        }
    }

    /// Whether the engine shows what the bare loop computes.
    func agrees() -> Bool {
        evaluateBare()
        HostEnvironment.current.quartzCore.animationEngine.advance(to: Double(frame) / 60)
        return zip(root.sublayers ?? [], results).allSatisfy { layer, point in
            let shown = layer.rendered.position
            return abs(shown.x - point.x) < 1e-9 && abs(shown.y - point.y) < 1e-9
        }
    }
}
