import Foundation

extension UIProgressView {
    /// A new `observedProgress` is shown at once, then followed.
    func observedProgressChanged() {
        if let observedProgress {
            show(Self.clamped(Float(observedProgress.fractionCompleted)), animated: false)
        }
        followObservedProgress()
    }

    /// Reads `observedProgress` every frame while the view is in a window and the progress
    /// is not finished; otherwise stops reading.
    func followObservedProgress() {
        if window != nil, let observedProgress, !Self.isDone(observedProgress) {
            follower.start()
        } else {
            follower.stop()
        }
    }

    /// One frame's look at `observedProgress`: a changed fraction is shown, and reading
    /// stops once the progress is finished.
    func showObservedProgress() {
        guard let observedProgress else {
            follower.stop()
            return
        }
        let fraction = Self.clamped(Float(observedProgress.fractionCompleted))
        if fraction != shownProgress { show(fraction, animated: false) }
        if Self.isDone(observedProgress) { follower.stop() }
    }

    /// Whether the view reads `observedProgress` every frame now.
    @_spi(Testing) public var isFollowingObservedProgress: Bool {
        follower.isRunning
    }

    /// Whether `progress` will not move any more: finished, or cancelled.
    static func isDone(_ progress: Progress) -> Bool {
        progress.isFinished || progress.isCancelled
    }
}
