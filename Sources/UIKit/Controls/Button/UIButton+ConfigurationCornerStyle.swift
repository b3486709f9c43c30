import Foundation

extension UIButton.Configuration {
    /// How the background's corners are rounded.
    public enum CornerStyle: Int, Sendable {
        /// The background's `cornerRadius` as it is.
        case fixed = -1
        /// The background's `cornerRadius`, which the styles set by `buttonSize` (it would
        /// scale with Dynamic Type, which is fixed at the default size here).
        case dynamic = 0
        /// A small system radius (4 points), whatever the background's.
        case small
        /// A medium system radius (8 points).
        case medium
        /// A large system radius (12 points).
        case large
        /// Half the button's height (or width, if smaller): a capsule.
        case capsule

        /// The radius of a background of `size` whose own radius is `backgroundRadius`.
        func radius(backgroundRadius: CGFloat, size: CGSize) -> CGFloat {
            switch self {
            case .fixed, .dynamic: backgroundRadius
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: min(size.width, size.height) / 2
            }
        }
    }
}
