import CoreGraphics
import Foundation

/// What a custom detent's resolver knows: the largest height a detent can have (the large
/// detent's). The `containerTraitCollection` of iOS is not declared until trait collections
/// exist (docs/DIFFERENCES.md).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The largest height a detent can have, in points, without the bottom safe area.
    var maximumDetentValue: CGFloat { get }
}
