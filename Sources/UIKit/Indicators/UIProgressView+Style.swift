import CoreGraphics
import Foundation

extension UIProgressView {
    /// The look of a progress view.
    public enum Style: Int, Sendable {
        /// The standard progress bar: 4 points high, with rounded ends (the default).
        case `default` = 0
        /// The bar for toolbars and navigation bars: 2.5 points high, square ends.
        case bar = 1
    }
}

extension UIProgressView.Style {
    /// The height the style asks for, in points.
    var height: CGFloat {
        switch self {
        case .default: 4
        case .bar: 2.5
        }
    }

    /// Whether the track and the filled part have fully rounded ends.
    var hasRoundedEnds: Bool {
        self == .default
    }
}
