import CoreGraphics
import Foundation

// Holding constraints, the tree's engine, and the layout pass's use of it.

extension UIView: LayoutItem, AnchorProviding {
    var layoutParent: UIView? { superviewStorage }

    var engineItem: EngineItem? {
        get { autoLayoutStorage?.engineItem }
        set { autoLayout.engineItem = newValue }
    }

    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewAutoLayout {
        if let state = autoLayoutStorage { return state }
        let state = ViewAutoLayout()
        autoLayoutStorage = state
        return state
    }

    /// The engine of the view's tree, if the tree uses Auto Layout.
    var treeEngine: LayoutEngine? { layoutRoot.autoLayoutStorage?.engine }

    /// The engine of the view's tree, made (and given the whole tree) if there is none.
    var engagedTreeEngine: LayoutEngine {
        let root = layoutRoot
        if let engine = root.autoLayoutStorage?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        engine.engage(root)
        return engine
    }

    // MARK: Holding constraints

    func hold(_ constraint: NSLayoutConstraint) {
        if let holder = constraint.holder {
            if holder === self { return }
            holder.release(constraint)
        }
        constraint.holder = self
        autoLayout.constraints.append(constraint)
        if let engine = treeEngine {
            engine.pendingConstraints.append(constraint)
            engine.needsPublish = true
        } else {
            _ = engagedTreeEngine  // a new engine takes the whole tree, this constraint included
        }
        setNeedsLayout()
    }

    func release(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self, let state = autoLayoutStorage,
              let index = state.constraints.firstIndex(where: { $0 === constraint }) else { return }
        state.constraints.remove(at: index)
        constraint.installation?.engine.uninstall(constraint)
        constraint.holder = nil
        setNeedsLayout()
    }

    // MARK: Joining and leaving trees (UIView+Hierarchy calls these)

    /// Before the view leaves its superview: the constraints its old ancestors hold on it
    /// or its subviews are removed (UIKit does this), and the subtree leaves the engine.
    /// Returns whether the subtree takes Auto Layout content with it.
    func leaveLayoutTree() -> Bool {
        guard superviewStorage != nil, let engine = treeEngine else { return false }
        var ancestor = superviewStorage
        while let holder = ancestor {
            if let held = holder.autoLayoutStorage?.constraints, !held.isEmpty {
                for constraint in held where constraint.references(subtreeOf: self) { holder.release(constraint) }
            }
            ancestor = holder.superviewStorage
        }
        return engine.disengage(self)
    }

    /// After the view joined a tree (or became a root): the tree's engine takes the
    /// subtree up, made first if the subtree brings Auto Layout to a tree without it.
    func joinLayoutTree(carrying carried: Bool) {
        var carried = carried
        // A subtree that was a tree of its own leaves its own engine behind.
        if let ownEngine = autoLayoutStorage?.engine {
            autoLayoutStorage?.engine = nil
            _ = ownEngine.disengage(self)
            carried = true
        }
        let root = layoutRoot
        if let engine = root.autoLayoutStorage?.engine {
            if root !== self { engine.engage(self) }
            setNeedsLayout()
        } else if carried {
            _ = engagedTreeEngine
            setNeedsLayout()
        }
    }

    // MARK: Layout

    /// `layoutIfNeeded()`: constraints updated and solved first, then the layers' layout;
    /// again while the layout changed constraints (a multi-line label given a new width
    /// measures a new height), a few times at most, as UIKit's layout cycle does.
    func performLayoutIfNeeded() {
        for _ in 0..<LayoutEngine.maximumPasses {
            prepareConstraintLayout()
            layer.layoutIfNeeded()
            guard treeEngine?.hasPendingWork == true else { return }
        }
    }

    /// The update-constraints pass and a solve for the view's tree, so the layout pass that
    /// follows places views at their solved frames (the window commit calls this first).
    func prepareConstraintLayout() {
        guard let engine = treeEngine else { return }
        engine.updateConstraints(in: nil)
        engine.solve()
    }

    /// UIView's `layoutSubviews()`: each subview Auto Layout places goes to its solved
    /// frame (size through the bounds, position through the centre, so a transform stays).
    func applyConstraintLayout() {
        guard autoLayoutStorage != nil, let engine = treeEngine else { return }
        engine.solve()
        let wasApplying = LayoutEngine.isApplying
        LayoutEngine.isApplying = true
        defer { LayoutEngine.isApplying = wasApplying }
        for subview in subviewStorage {
            guard let entry = subview.autoLayoutStorage?.engineItem, let rect = entry.applied else { continue }
            let frame = subview.frame(forAlignmentRect: rect)
            if subview.bounds.size != frame.size { subview.bounds.size = frame.size }
            let center = CGPoint(x: frame.midX, y: frame.midY)
            if subview.center != center { subview.center = center }
        }
    }

    /// The frame without the transform: the bounds' size about the centre.
    var untransformedFrame: CGRect {
        let size = bounds.size
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Code moved or resized the view, or changed its autoresizing mask: a view whose
    /// autoresizing mask is translated gets its constraints remade from the new frame.
    func geometrySetByCode() {
        guard !LayoutEngine.isApplying, let entry = autoLayoutStorage?.engineItem, let engine = treeEngine else { return }
        if translatesAutoresizingMaskIntoConstraints || superviewStorage == nil { engine.markStale(entry.item) }
        for guide in autoLayoutStorage?.layoutGuides ?? [] where guide.systemRole != nil { engine.markStale(guide) }
    }

    func translatesAutoresizingMaskChanged() {
        let engine = engagedTreeEngine
        if engineItem != nil {
            engine.markStale(self)
        } else if !translatesAutoresizingMaskIntoConstraints {
            engine.pendingViews.append(self)
        }
        engine.needsPublish = true
        superviewStorage?.setNeedsLayout()
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view` or in its subtree.
    func references(subtreeOf view: UIView) -> Bool {
        func inside(_ item: AnyObject?) -> Bool {
            if let item = item as? UIView { return item.isDescendant(of: view) }
            if let guide = item as? UILayoutGuide { return guide.owningViewStorage?.isDescendant(of: view) ?? false }
            return false
        }
        return inside(firstItem) || inside(secondItem)
    }
}
