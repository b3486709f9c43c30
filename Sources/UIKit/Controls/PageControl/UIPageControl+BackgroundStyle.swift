import Foundation

extension UIPageControl {
    /// Whether a page control draws the platter behind its indicators.
    public enum BackgroundStyle: Int, Sendable {
        /// The default: the platter shows while the user scrubs the control.
        case automatic = 0
        /// The platter always shows.
        case prominent = 1
        /// The platter never shows.
        case minimal = 2
    }
}
