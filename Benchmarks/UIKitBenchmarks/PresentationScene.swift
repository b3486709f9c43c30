import CoreGraphics
import Foundation
import UIKitTesting

/// Modal transitions on a simulated iPhone 15 (393 × 852 at 3×): a root screen of 40
/// labelled rows under a presented screen of 40 more, presented with each transition style
/// (over full screen, so both screens are drawn) and as a page sheet. A figure is one frame
/// about a quarter of a second into the presentation — the Simulator advancing 1/60 s, the
/// animations evaluated, laid out and composited — against a frame of the same screen at
/// rest repainted in full (the presented view's colour changes).
@MainActor
final class PresentationScene {
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let root = UIViewController()
    private var shade = false

    init() {
        window = UIWindow(frame: simulator.screen.bounds)
        window.rootViewController = root
        Self.fill(root.view, hue: 0.6)
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    /// 40 rows of labels on a background of `hue`.
    static func fill(_ view: UIView, hue: CGFloat) {
        view.backgroundColor = UIColor(hue: hue, saturation: 0.2, brightness: 1, alpha: 1)
        for row in 0..<40 {
            let label = UILabel(frame: CGRect(x: 16, y: 60 + CGFloat(row) * 19, width: 360, height: 18))
            label.text = "Row \(row): the quick brown fox jumps over the lazy dog"
            view.addSubview(label)
        }
    }

    /// A new controller to present.
    private func makePresented(style: UIModalPresentationStyle, transition: UIModalTransitionStyle) -> UIViewController {
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        presented.modalTransitionStyle = transition
        Self.fill(presented.view, hue: 0.1)
        return presented
    }

    /// The best time, in seconds, of the frame 0.25 s into presenting in `style` with
    /// `transition`, over `rounds` presentations.
    func transitionFrame(style: UIModalPresentationStyle, transition: UIModalTransitionStyle, rounds: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let presented = makePresented(style: style, transition: transition)
            root.present(presented, animated: true)
            // To the middle of a frame interval, so the timed 1/60 s crosses exactly one frame.
            simulator.advance(by: 0.25 - 0.5 / 60)
            let start = ContinuousClock.now
            simulator.advance(by: 1.0 / 60)
            best = min(best, Self.seconds(ContinuousClock.now - start))
            Measuring.require(presented.isBeingPresented && presented.view.window != nil,
                              "the timed frame is one of a presentation under way")
            // The transition ends before the dismissal (UIKit refuses one during it).
            simulator.runUntilIdle()
            root.dismiss(animated: false)
            simulator.runUntilIdle()
        }
        return best
    }

    /// The best time of a frame of the same screen at rest, repainted in full.
    func restingFrame(style: UIModalPresentationStyle, rounds: Int) -> Double {
        let presented = makePresented(style: style, transition: .coverVertical)
        root.present(presented, animated: false)
        simulator.runUntilIdle()
        simulator.advance(by: 0.5 / 60)
        var best = Double.infinity
        for _ in 0..<rounds {
            shade.toggle()
            presented.view.backgroundColor = UIColor(hue: shade ? 0.12 : 0.1, saturation: 0.2, brightness: 1, alpha: 1)
            let start = ContinuousClock.now
            simulator.advance(by: 1.0 / 60)
            best = min(best, Self.seconds(ContinuousClock.now - start))
        }
        root.dismiss(animated: false)
        simulator.runUntilIdle()
        return best
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
