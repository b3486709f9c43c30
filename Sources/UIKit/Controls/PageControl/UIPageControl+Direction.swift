import Foundation

extension UIPageControl {
    /// The direction the indicators run in, first page first.
    public enum Direction: Int, Sendable {
        /// Left to right, or right to left in a right-to-left layout.
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }
}
