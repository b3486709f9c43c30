import Foundation
import QuartzCore

/// The display link through which a progress view follows its `observedProgress`: on
/// iOS the view observes the `Progress` with key-value observing, which Foundation on
/// Linux lacks, so it reads `fractionCompleted` once a frame while it may change.
///
/// The link holds the follower (its target) until `stop()`; the follower holds its view
/// weakly and stops by itself once the view is gone.
@MainActor
final class ProgressFollower {
    private weak var view: UIProgressView?
    private var link: CADisplayLink?

    init(view: UIProgressView) {
        self.view = view
    }

    /// Whether the link runs.
    var isRunning: Bool { link != nil }

    /// Reads the progress at every frame from the next one (in the common modes, so that
    /// it goes on while a scroll view is tracking).
    func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #Selector(ProgressFollower.frame(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func stop() {
        link?.invalidate()
        link = nil
    }

    func frame(_ link: CADisplayLink) {
        guard let view else {
            stop()
            return
        }
        view.showObservedProgress()
    }
}
