import Foundation

extension CALayer {
    /// Appends `layer` to the sublayers (removing it from its current superlayer first).
    public func addSublayer(_ layer: CALayer) {
        // The index is clamped after `layer` leaves its current place.
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the end).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        checkCanAdopt(layer, api: "insertSublayer(_:at:)")
        layer.removeFromSuperlayerKeepingDamage()
        let position = min(Int(index), children.count)
        children.insert(layer, at: position)
        if layer.zPosition != 0 { zPositionedSublayers += 1 }
        layer.parent = self
        sublayersChanged()
        layer.markSubtreeChanged()
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil or not a
    /// sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling else { return }
        checkCanAdopt(layer, api: "insertSublayer(_:below:)")
        layer.removeFromSuperlayerKeepingDamage()  // so the sibling's index is final
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (at the front when `sibling` is nil or not a
    /// sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling else { return }
        checkCanAdopt(layer, api: "insertSublayer(_:above:)")
        layer.removeFromSuperlayerKeepingDamage()
        let index = sibling.flatMap { s in children.firstIndex { $0 === s }.map { $0 + 1 } } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `old` with `new`. Does nothing when `old` is not a sublayer.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard old !== new, let index = children.firstIndex(where: { $0 === old }) else { return }
        checkCanAdopt(new, api: "replaceSublayer(_:with:)")
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    public func removeFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        removeFromSuperlayerKeepingDamage()
    }

    /// The sublayers in drawing order: by `zPosition`, then by their order in `sublayers`.
    var sublayersInDrawingOrder: [CALayer] {
        guard zPositionedSublayers > 0 else { return children }
        // A stable sort: equal z positions keep their order in `sublayers`.
        return children.enumerated().sorted { l, r in
            l.element.zPosition != r.element.zPosition ? l.element.zPosition < r.element.zPosition : l.offset < r.offset
        }.map(\.element)
    }

    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in children where !layers.contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
        for layer in layers { checkCanAdopt(layer, api: "sublayers") }
        for layer in layers where layer.superlayer !== self { layer.removeFromSuperlayerKeepingDamage() }
        children = layers
        zPositionedSublayers = layers.count { $0.zPosition != 0 }
        for layer in layers {
            layer.parent = self
            layer.markSubtreeChanged()
        }
        sublayersChanged()
    }

    private func removeFromSuperlayerKeepingDamage() {
        guard let parent = superlayer, let index = parent.children.firstIndex(where: { $0 === self }) else { return }
        parent.noteRemoval(of: self)
        parent.children.remove(at: index)
        if zPosition != 0 { parent.zPositionedSublayers -= 1 }
        self.parent = nil
        parent.sublayersChanged()
    }

    /// Adding a layer to itself or to one of its descendants would make a cycle; Core
    /// Animation raises an exception, so does this.
    private func checkCanAdopt(_ layer: CALayer, api: String) {
        var ancestor: CALayer? = self
        while let current = ancestor {
            precondition(current !== layer,
                         "CALayer.\(api): cannot add a layer to itself or to one of its own sublayers; "
                             + "remove it from that tree first or add a different layer")
            ancestor = current.superlayer
        }
        precondition(layer.maskOwner == nil,
                     "CALayer.\(api): the layer is another layer's mask; set that layer's mask to nil first")
    }

    /// A change in the set of sublayers asks for layout, as in Core Animation, and drops
    /// what was cached about where the sublayers lie.
    private func sublayersChanged() {
        sublayerGeometryCache = nil
        setNeedsLayout()
    }
}
