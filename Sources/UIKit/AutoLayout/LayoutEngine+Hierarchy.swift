import Foundation

// Trees joining and leaving an engine: the engine sees a subtree's constraints, placed
// views and due updates when the subtree enters its tree, and lets them go when it leaves.

extension LayoutEngine {
    /// Queues everything Auto Layout in `subtree` (just added to this engine's tree, or the
    /// whole tree when it engages): held constraints, views placed by constraints, and
    /// views whose `updateConstraints()` is due. Pre-order, so constraints enter the solver
    /// in UIKit's order (holders from the top, each holder's constraints in order).
    func engage(_ subtree: UIView) {
        needsPublish = true
        var stack = [subtree]
        while let view = stack.popLast() {
            let state = view.autoLayoutStorage
            if state?.needsUpdateConstraints ?? true { viewsNeedingUpdate.append(view) }
            if let state {
                pendingConstraints.append(contentsOf: state.constraints)
            }
            if !view.translatesAutoresizingMaskIntoConstraints { pendingViews.append(view) }
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
    }

    /// Takes `subtree` (about to leave this engine's tree) out of the solver: its held
    /// constraints and its items. Returns whether it had anything for Auto Layout, so its
    /// new tree can take it up.
    func disengage(_ subtree: UIView) -> Bool {
        var carried = false
        var stack = [subtree]
        while let view = stack.popLast() {
            if let state = view.autoLayoutStorage {
                if !state.constraints.isEmpty { carried = true }
                for constraint in state.constraints { uninstall(constraint) }
                for guide in state.layoutGuides { withdraw(guide) }
            }
            if !view.translatesAutoresizingMaskIntoConstraints || type(of: view).requiresConstraintBasedLayout {
                carried = true
            }
            withdraw(view)
            stack.append(contentsOf: view.subviewStorage)
        }
        return carried
    }

    /// Runs `updateConstraints()` for the due views in `subtree` (the whole tree when nil),
    /// subviews before their superviews; views marked again meanwhile run again (bounded,
    /// as marking from inside `updateConstraints()` is a programmer error).
    func updateConstraints(in subtree: UIView?) {
        for _ in 0..<8 {
            var due: [(depth: Int, view: UIView)] = []
            var seen = Set<ObjectIdentifier>()
            var rest: [UIView] = []
            for view in viewsNeedingUpdate {
                guard view.layoutRoot === root, view.autoLayoutStorage?.needsUpdateConstraints ?? true else { continue }
                if let subtree, !view.isDescendant(of: subtree) {
                    rest.append(view)
                } else if seen.insert(ObjectIdentifier(view)).inserted {
                    due.append((view.depth, view))
                }
            }
            viewsNeedingUpdate = rest
            guard !due.isEmpty else { return }
            // Deepest first: every subview before its superview.
            for (_, view) in due.sorted(by: { $0.depth > $1.depth }) {
                view.runUpdateConstraints()
            }
            installPending()
        }
        LayoutDiagnostics.report("Auto Layout: updateConstraints() kept asking for another update pass; a view calls setNeedsUpdateConstraints() from inside updateConstraints()")
    }
}

extension UIView {
    /// The number of superviews above the view.
    var depth: Int {
        var count = 0
        var current = superviewStorage
        while let view = current {
            count += 1
            current = view.superviewStorage
        }
        return count
    }

    /// The topmost ancestor (the view itself without a superview).
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }
}
