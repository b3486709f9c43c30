import CoreGraphics
import Foundation

extension UIStackView {
    /// The layout of the arranged views along the stack view's axis.
    ///
    /// Every distribution fits the first and last arranged views tightly to the stack view
    /// (or its margins), and all but `fillEqually` keep the views at their intrinsic
    /// content size when they can.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis: when they do not fit, the ones with the lowest
        /// compression resistance shrink; when they leave room, the ones with the lowest
        /// hugging priority grow.
        case fill = 0
        /// The views all get the same size along the axis, filling it.
        case fillEqually
        /// The views fill the axis in proportion to their intrinsic content sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes and the room left is shared equally
        /// between the gaps; `spacing` is the smallest gap.
        case equalSpacing
        /// The views' centres are spaced equally when possible; `spacing` is the smallest
        /// edge-to-edge gap.
        case equalCentering
    }

    /// The layout of the arranged views perpendicular to the stack view's axis.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack view across the axis.
        case fill = 0
        /// The views' leading edges (top edges in a horizontal stack) line up with the
        /// stack view's.
        case leading
        /// A horizontal stack's views line up on their first baselines.
        case firstBaseline
        /// The views are centred across the axis.
        case center
        /// The views' trailing edges (bottom edges in a horizontal stack) line up with the
        /// stack view's.
        case trailing
        /// A horizontal stack's views line up on their last baselines.
        case lastBaseline

        /// The name of `leading` for horizontal stacks.
        public static var top: Alignment { .leading }
        /// The name of `trailing` for horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }

    /// The custom spacing that means "use `spacing`" (the default after every view);
    /// as `spacing` itself it means 0. UIKit's value: `FLT_MAX`.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The spacing that means "the system's spacing to the neighbouring view" (8 points
    /// here), as `spacing` or as a custom spacing. UIKit's value: `FLT_MIN`.
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
