import Foundation

extension UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// The rate an orthogonal row slows down at after a flick.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The collection view's own `decelerationRate` (UIKit's raw value for it is not
        /// documented; here 0).
        public static let automatic = DecelerationRate(rawValue: 0)
        /// `UIScrollView.DecelerationRate.normal`.
        public static let normal = DecelerationRate(rawValue: UIScrollView.DecelerationRate.normal.rawValue)
        /// `UIScrollView.DecelerationRate.fast`.
        public static let fast = DecelerationRate(rawValue: UIScrollView.DecelerationRate.fast.rawValue)
    }

    /// Whether an orthogonal row bounces past its ends.
    public enum Bounce: Int, Sendable {
        /// It bounces when it meets an end (not when its content fits).
        case automatic = 0
        /// It bounces even when its content fits.
        case always = 1
        /// It stops at its ends.
        case never = 2
    }
}
