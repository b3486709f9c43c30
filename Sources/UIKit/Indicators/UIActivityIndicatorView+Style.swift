import CoreGraphics
import Foundation

extension UIActivityIndicatorView {
    /// The size and look of an activity indicator.
    public enum Style: Int, Sendable {
        /// A 20 × 20 point indicator (the default).
        case medium = 100
        /// A 37 × 37 point indicator.
        case large = 101
        /// Before iOS 13: a large white indicator. Now `.large` in white.
        @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge.")
        case whiteLarge = 0
        /// Before iOS 13: a white indicator. Now `.medium` in white.
        @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium.")
        case white = 1
        /// Before iOS 13: a gray indicator. Now `.medium` in gray.
        @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium.")
        case gray = 2
    }
}

extension UIActivityIndicatorView.Style {
    /// Whether this is one of the large styles.
    var isLarge: Bool {
        switch self {
        case .large, .whiteLarge: true
        case .medium, .white, .gray: false
        }
    }

    /// The side of the indicator, in points.
    var side: CGFloat {
        isLarge ? 37 : 20
    }

    /// The colour of the spokes when `color` was not set: iOS 13's secondary label gray,
    /// white for the old white styles, gray for the old gray one.
    var defaultColor: UIColor {
        switch self {
        case .medium, .large: .secondaryLabel
        case .white, .whiteLarge: .white
        case .gray: .gray
        }
    }
}
