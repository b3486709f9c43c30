import CoreGraphics
import Foundation

extension UIView {
    /// The smallest size, for `systemLayoutSizeFitting(_:)`.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size, for `systemLayoutSizeFitting(_:)`. (UIKit does not document the
    /// value; other implementations use this one.)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// Measures the subtree in an engine of its own: the constraints held in the subtree,
    /// the subviews' autoresizing and intrinsic sizes, and the view's size asked to be
    /// `target` at the given priorities, from the origin. Nothing moves.
    func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        runUpdateConstraintsPass()
        let engine = LayoutEngine(root: self, purpose: .fitting(target: target, horizontal: horizontal, vertical: vertical))
        engine.engage(self)
        engine.viewsNeedingUpdate.removeAll()
        let entry = engine.participate(self)
        engine.installPending()
        let size = entry.rect(in: engine.solver).size
        return frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }
}
