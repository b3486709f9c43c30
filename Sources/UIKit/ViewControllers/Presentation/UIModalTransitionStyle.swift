import Foundation

/// The animation that presents and dismisses a view controller, with UIKit's raw values.
/// The flip and the curl are drawn by the compositor's view transitions (a perspective
/// turn; a flat fold for the curl — docs/DIFFERENCES.md).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom, and back down when dismissed.
    case coverVertical = 0
    /// The screen flips about its vertical axis, right to left, the presented view on its
    /// back; left to right when dismissed.
    case flipHorizontal = 1
    /// The presented view fades in, and out when dismissed.
    case crossDissolve = 2
    /// The presenting view's page curls up from the bottom and stays curled, revealing the
    /// presented view beneath; a tap on the curled page dismisses. Only with `.fullScreen`.
    case partialCurl = 3
}
