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
    ///
    /// Multi-line labels without `preferredMaxLayoutWidth` wrap at the width the constraints
    /// give them, as in UIKit: when the subtree has any, a second solve measures each at the
    /// width the first gave it (a list cell's label wraps at the cell's width).
    func fittingSize(for target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        runUpdateConstraintsPass()
        let purpose = LayoutEngine.Purpose.fitting(target: target, horizontal: horizontal, vertical: vertical)
        var (engine, size) = solveFitting(purpose)
        let wrapping = wrappingLabels()
        if !wrapping.isEmpty {
            for label in wrapping { label.fittingWrapWidth = engine.entry(of: label)?.rect(in: engine.solver).width }
            defer { for label in wrapping { label.fittingWrapWidth = nil } }
            (engine, size) = solveFitting(purpose)
        }
        return frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }

    /// The subtree measured in an engine of its own: the engine, and the view's size in it.
    private func solveFitting(_ purpose: LayoutEngine.Purpose) -> (LayoutEngine, CGSize) {
        let engine = LayoutEngine(root: self, purpose: purpose)
        engine.engage(self)
        engine.viewsNeedingUpdate.removeAll()
        let entry = engine.participate(self)
        engine.installPending()
        return (engine, entry.rect(in: engine.solver).size)
    }

    /// The multi-line labels of the subtree (this view included) placed by constraints
    /// whose wrapping width is not fixed.
    private func wrappingLabels() -> [UILabel] {
        var found: [UILabel] = []
        var pending: [UIView] = [self]
        while let view = pending.popLast() {
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
               !label.translatesAutoresizingMaskIntoConstraints {
                found.append(label)
            }
            pending.append(contentsOf: view.subviews)
        }
        return found
    }
}
