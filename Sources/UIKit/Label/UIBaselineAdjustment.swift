import Foundation

/// Where a label's shrunk text sits vertically when `adjustsFontSizeToFitWidth` draws it
/// smaller than its font (one-line labels only), with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The baseline stays where the text at full size would have it.
    case alignBaselines = 0
    /// The text's centre stays where the text at full size would have it.
    case alignCenters = 1
    /// The text's top stays where the text at full size would have it.
    case none = 2
}
