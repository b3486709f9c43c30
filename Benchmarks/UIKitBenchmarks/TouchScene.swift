import CoreGraphics
import Foundation
import UIKitTesting

/// A finger moving over the leaf of a chain of `depth` nested views, with `recognizers`
/// pan recognizers spread along the chain, all allowed to recognize together so every
/// move reaches each of them: the per-event cost of touch delivery with recognizers.
@MainActor
final class TouchScene: NSObject, UIGestureRecognizerDelegate {
    let simulator = Simulator(device: .iPhoneSE)
    private let window: UIWindow
    private var time: TimeInterval = 0
    private var x: CGFloat = 100, step: CGFloat = 1

    init(depth: Int, recognizers: Int) {
        window = UIWindow(frame: simulator.screen.bounds)
        var chain: [UIView] = []
        var parent: UIView = window
        for _ in 0..<depth {
            let view = UIView(frame: parent.bounds)
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        super.init()
        window.makeKeyAndVisible()
        for index in 0..<recognizers {
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            pan.delegate = self
            chain[chain.count - 1 - index * max(1, depth / max(1, recognizers))].addGestureRecognizer(pan)
        }
        send(.began)
        for _ in 0..<20 { move() }   // past the pans' threshold: all of them recognizing
    }

    /// One touch-move event.
    func move() {
        x += step
        if x > 200 || x < 100 { step = -step }
        send(.moved)
    }

    private func send(_ phase: UITouch.Phase) {
        time += 1.0 / 120
        EventRouter.current.sendTouches([.init(finger: 0, phase: phase, location: CGPoint(x: x, y: 200))], at: time)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// An app on screen with nothing changing, against the same app changing one view's colour
/// each frame: what an idle frame costs (nothing is committed or composited).
@MainActor
final class IdleScene {
    let simulator = Simulator(device: .iPhone15)
    private let window: UIWindow
    private let badge = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
    private var toggle = false

    init() {
        window = UIWindow(frame: simulator.screen.bounds)
        window.backgroundColor = .systemBackground
        for row in 0..<40 {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 22, width: 393, height: 21))
            cell.backgroundColor = row.isMultiple(of: 2) ? .secondarySystemBackground : .systemBackground
            window.addSubview(cell)
        }
        window.addSubview(badge)
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    func idleFrame() { simulator.advance(by: 1.0 / 60) }

    func changedFrame() {
        toggle.toggle()
        badge.backgroundColor = toggle ? .systemRed : .systemBlue
        simulator.advance(by: 1.0 / 60)
    }
}
