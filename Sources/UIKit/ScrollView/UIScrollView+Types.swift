import CoreGraphics
import Foundation

extension UIScrollView {
    /// How quickly a scroll view slows down after the finger lifts: the fraction of its
    /// velocity kept after each millisecond, v(t) = v₀ · rate^(1000 t).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default rate, 0.998: a fling travels about half a second's worth of its
        /// release velocity.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 (what paging-like custom scrolling uses).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark bars, readable on light backgrounds (the default).
        case `default` = 0
        /// Black bars, for light backgrounds.
        case black = 1
        /// White bars, for dark backgrounds.
        case white = 2
    }

    /// How dragging the scroll view dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard (the default).
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the dragging touch off screen and can be pulled back.
        case interactive = 2
        /// As `.onDrag`, the input accessory view included.
        case onDragWithAccessory = 3
        /// As `.interactive`, the input accessory view included.
        case interactiveWithAccessory = 4
    }

    /// Which edges of the safe area are added to `contentInset` to make
    /// `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`; UIKit also adjusts vertically inside a navigation or tab bar
        /// controller, which do not exist here yet.
        case automatic = 0
        /// The top and bottom safe area when the content is taller than the scroll view (or
        /// `alwaysBounceVertical`), the left and right when it is wider (or
        /// `alwaysBounceHorizontal`).
        case scrollableAxes = 1
        /// No edge: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// Every edge of the safe area.
        case always = 3
    }
}
