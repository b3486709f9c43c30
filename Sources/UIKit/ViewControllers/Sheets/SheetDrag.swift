import CoreGraphics
import Foundation

/// One drag of a sheet: where the sheet's top was when it began, and what was decided
/// about dismissing once it was pulled below its smallest detent.
struct SheetDrag {
    enum Dismissal {
        /// Not pulled below the smallest detent yet.
        case undecided
        /// The delegate heard `presentationControllerWillDismiss`; releasing low dismisses.
        case allowed
        /// Refused (`isModalInPresentation` or the delegate): the sheet resists.
        case refused
    }

    let startTop: CGFloat
    var dismissal = Dismissal.undecided
    /// Where the drag last put the sheet (a layout of the container meanwhile, as a scroll
    /// view's end of drag can cause, must not move where the release starts from).
    var frame: CGRect?

    /// How far a sheet pulled beyond where it may go moves for `distance` points of finger
    /// travel: less and less (iOS's rubber band, as UIScrollView's).
    static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
    }

    /// How far ahead a release is projected: the top's position plus velocity × this.
    static let projectionTime: CGFloat = 0.15
    /// A downward release faster than this (points per second) dismisses from anywhere
    /// below the smallest detent's top.
    static let dismissVelocity: CGFloat = 1000
}
