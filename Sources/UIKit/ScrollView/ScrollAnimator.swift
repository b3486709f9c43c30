import Foundation
import QuartzCore

/// The per-frame clock of a scroll view's own animations — deceleration, bounces, paging,
/// animated offsets and zooms — as UIKit runs them: on a display link of the main run loop
/// (in the common modes, so it runs while tracking), not through Core Animation. The
/// display link keeps the Simulator's `runUntilIdle()` running while the scroll view moves.
@MainActor
final class ScrollAnimator {
    private var link: CADisplayLink?
    private let tick: @MainActor (CFTimeInterval) -> Void

    /// `tick` gets each frame's time.
    init(tick: @escaping @MainActor (CFTimeInterval) -> Void) {
        self.tick = tick
    }

    /// Starts calling `tick` at every frame, from the next one.
    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: FrameTarget(self), selector: #Selector(FrameTarget.frame(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    fileprivate func frame(_ link: CADisplayLink) {
        tick(link.timestamp)
    }
}

/// The display link's target: it holds the animator weakly (the link holds its target
/// strongly until invalidated).
@MainActor
private final class FrameTarget {
    weak var animator: ScrollAnimator?

    init(_ animator: ScrollAnimator) {
        self.animator = animator
    }

    func frame(_ link: CADisplayLink) {
        guard let animator else {
            link.invalidate()
            return
        }
        animator.frame(link)
    }
}
