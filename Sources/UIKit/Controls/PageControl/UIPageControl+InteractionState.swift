import Foundation

extension UIPageControl {
    /// How the current page is being changed, for `.valueChanged` handlers that animate a
    /// tap's page change but follow a scrub without animation.
    public enum InteractionState: Int, Sendable {
        /// No interaction (and every change made in code).
        case none = 0
        /// A tap moved one page.
        case discrete = 1
        /// The user is scrubbing along the indicators.
        case continuous = 2
    }
}
