import Foundation

extension CALayer {
    func markNeedsLayout() {
        needsLayoutFlag = true
        markNeedsUpdate()
    }

    /// Whether the layer is marked for layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    func performLayoutIfNeeded() {
        var top: CALayer = self
        var ancestor = superlayer
        while let layer = ancestor {
            if layer.needsLayoutFlag { top = layer }
            ancestor = layer.superlayer
        }
        top.layoutMarkedSubtree()
    }

    /// Lays out this layer if it is marked, then its marked descendants, parents first (a
    /// parent's layout may mark or add children, which are then laid out in the same pass).
    func layoutMarkedSubtree() {
        let wasLayingOutSubtree = isLayingOutSubtree
        if needsLayoutFlag {
            needsLayoutFlag = false
            isLayingOut = true
            layoutSublayers()
            isLayingOut = false
            isLayingOutSubtree = true
        }
        for child in children where child.needsLayoutFlag || child.composite.needsUpdate {
            child.layoutMarkedSubtree()
        }
        isLayingOutSubtree = wasLayingOutSubtree
    }

    /// Whether the tree has layout or display pending (`updateTree()` has work).
    package var hasPendingUpdate: Bool {
        composite.needsUpdate || needsLayoutFlag || needsDisplayFlag
    }

    /// The commit's layout and display passes for this tree: layout top-down, then
    /// display of every marked layer (and masks). Clears the update marks.
    package func updateTree() {
        guard hasPendingUpdate else { return }
        layoutMarkedSubtree()
        displayMarkedSubtree()
    }

    private func displayMarkedSubtree() {
        composite.needsUpdate = false
        displayIfMarked()
        if let mask, mask.composite.needsUpdate || mask.needsDisplayFlag || mask.needsLayoutFlag {
            mask.layoutMarkedSubtree()
            mask.displayMarkedSubtree()
        }
        for child in children where child.composite.needsUpdate || child.needsDisplayFlag {
            child.displayMarkedSubtree()
        }
    }
}
