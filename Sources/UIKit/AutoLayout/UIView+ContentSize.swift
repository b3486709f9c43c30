import CoreGraphics
import Foundation

// Intrinsic size, hugging and compression resistance, baselines, and the
// update-constraints pass.

extension UIView {
    func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        let state = autoLayout
        switch (hugging, axis) {
        case (true, .horizontal): state.hugging.horizontal = priority
        case (true, .vertical): state.hugging.vertical = priority
        case (false, .horizontal): state.compressionResistance.horizontal = priority
        case (false, .vertical): state.compressionResistance.vertical = priority
        }
        intrinsicContentSizeInvalidated()
    }

    func intrinsicContentSizeInvalidated() {
        let state = autoLayout
        state.intrinsicSizeInvalid = true
        markNeedsUpdateConstraints()
        superviewStorage?.setNeedsLayout()
    }

    func markNeedsUpdateConstraints() {
        let state = autoLayout
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        treeEngine?.viewsNeedingUpdate.append(self)
    }

    /// UIView's own `updateConstraints()`: the content-size constraints follow the
    /// intrinsic size and priorities.
    func updateOwnConstraints() {
        let state = autoLayout
        state.calledSuperUpdateConstraints = true
        if state.intrinsicSizeInvalid, let entry = state.engineItem, let engine = treeEngine {
            state.intrinsicSizeInvalid = false
            engine.markStale(entry.item)
            // Content that changed size may have moved its baselines (a label's text or font).
            engine.reinstallBaselineConstraints(of: self)
        }
    }

    /// One view's turn in the update-constraints pass.
    func runUpdateConstraints() {
        let state = autoLayout
        state.needsUpdateConstraints = false
        state.calledSuperUpdateConstraints = false
        // A view controller's root view is updated through the controller.
        if let controller = viewControllerStorage {
            controller.updateViewConstraints()
            if !state.calledSuperUpdateConstraints {
                LayoutDiagnostics.report("\(type(of: controller)).updateViewConstraints() did not call super.updateViewConstraints(); call it as the last step")
            }
        } else {
            updateConstraints()
            if !state.calledSuperUpdateConstraints {
                LayoutDiagnostics.report("\(type(of: self)).updateConstraints() did not call super.updateConstraints(); call it as the last step")
            }
        }
    }

    /// `updateConstraintsIfNeeded()`: the pass for the view's subtree (in a tree without
    /// Auto Layout there is nothing to update).
    func runUpdateConstraintsPass() {
        treeEngine?.updateConstraints(in: self)
    }
}

extension UIView {
    func layoutIsAmbiguous() -> Bool {
        guard let engine = treeEngine else { return false }
        engine.updateConstraints(in: nil)
        return !engine.ambiguousVariables(of: self).isEmpty
    }

    func exerciseLayoutAmbiguity() {
        guard let engine = treeEngine else { return }
        engine.updateConstraints(in: nil)
        guard engine.exerciseAmbiguity(of: self) else { return }
        engine.solve()
        (superviewStorage ?? self).layoutIfNeeded()
    }
}
