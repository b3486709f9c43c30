import Foundation

/// The animation that presents and dismisses a view controller, with UIKit's raw values.
/// `.coverVertical` and `.crossDissolve` animate as on iOS; the 3-D `.flipHorizontal` and
/// `.partialCurl` are shown as `.coverVertical` here (docs/DIFFERENCES.md).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom, and back down when dismissed.
    case coverVertical = 0
    /// The views flip about the vertical axis (shown as `.coverVertical` here).
    case flipHorizontal = 1
    /// The presented view fades in, and out when dismissed.
    case crossDissolve = 2
    /// The presenting view curls up like a page (shown as `.coverVertical` here).
    case partialCurl = 3
}
