import CoreGraphics
import Foundation

/// What the commit and the compositor need to know about a layer since they last looked.
package struct CompositeState {
    /// The layer's own appearance or geometry changed (or it was just added).
    package var selfChanged = true
    /// What the layer itself draws changed, not only where it is drawn or its opacity
    /// (see `CALayer.propertyChanged`): a kept `groupLook` is stale.
    package var lookChanged = true
    /// Some layer below (or the mask) changed.
    package var descendantChanged = false
    /// The layer or a descendant needs layout or display.
    package var needsUpdate = false
    /// Where the layer and its sublayers covered the screen at the last composite, in the
    /// root's coordinates (nil: not composited yet).
    package var lastCoverage: CGRect?
    /// Whether the layer or a sublayer casts a shadow shaped by its content (as of the
    /// last composite): the compositor repaints such groups whole.
    package var contentShadowsBelow = false
    /// Where sublayers removed since the last composite were.
    package var removedCoverage: CGRect?
    /// The blurred shadow of `shadowPath`, reused while nothing it depends on changes.
    package var shadowCache: ShadowCache?
    /// The contents image cut around `contentsCenter`, reused while neither changes.
    package var nineParts: NineParts?
    /// The layer drawn as a group (before its opacity applies), kept in screen pixels while
    /// neither it nor a sublayer changes; see `GroupLook`.
    package var groupLook: GroupLook?
    /// Counts the changes to what the layer and its sublayers draw, as the compositor
    /// notes them: a look kept elsewhere (a flip's flattened new look) is current while
    /// the count it was kept at is.
    package private(set) var lookVersion = 0

    /// Drops a kept group look, and counts a new look, when the layer's look or a sublayer
    /// changed since the last composite (the compositor calls this before it clears the
    /// marks).
    mutating func noteLookChanges() {
        if lookChanged || descendantChanged {
            groupLook = nil
            lookVersion &+= 1
        }
        lookChanged = false
    }
}

extension CALayer {
    /// Records a change of the property `key` from `oldValue`: the layer is recomposited at
    /// the next frame and its action for `key` runs (see `action(forKey:)`). `placement`:
    /// the property moves or fades the layer's drawing without changing it (opacity,
    /// position, transform, zPosition, anchor point), so a kept `groupLook` stays.
    func propertyChanged(_ key: String, from oldValue: @autoclosure () -> Any?, placement: Bool = false) {
        // A presentation copy only notes that it differs from what was drawn.
        guard !isPresentationCopy else {
            composite.selfChanged = true
            if !placement { composite.lookChanged = true }
            return
        }
        markChanged(look: !placement)
        animationState?.modelChanged = true
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        runAction(forKey: key, from: oldValue)
    }

    /// Drops the caches of where sublayers lie that a change of this layer's geometry makes
    /// stale: its superlayer's (the layer moved within it) and, when the bounds or anchor
    /// point moved while the sublayer map pivots about them, its own.
    func dropGeometryCaches(pivotMoved: Bool) {
        parent?.sublayerGeometryCache = nil
        if pivotMoved, !CATransform3DIsIdentity(sublayerTransform) || isGeometryFlipped {
            sublayerGeometryCache = nil
        }
    }

    /// Marks the layer for recompositing and the path above it for the compositor's walk;
    /// `look`: what the layer draws changed too, not only where or how opaque.
    package func markChanged(look: Bool = true) {
        composite.selfChanged = true
        if look { composite.lookChanged = true }
        // A mask has no coverage of its own: what changes is the layer it masks.
        maskOwnerReference?._withUnsafeGuaranteedRef { $0.composite.selfChanged = true }
        (parentReference ?? maskOwnerReference)?._withUnsafeGuaranteedRef { $0.markDescendantChanged() }
    }

    /// Flags this layer and its ancestors as having changed layers below them (borrowing
    /// each, not retaining it: every change of every layer walks here).
    private func markDescendantChanged() {
        guard !composite.descendantChanged else { return }
        composite.descendantChanged = true
        (parentReference ?? maskOwnerReference)?._withUnsafeGuaranteedRef { $0.markDescendantChanged() }
    }

    /// A layer just inserted: recomposite it, and carry its pending layout and display up.
    func markSubtreeChanged() {
        composite.descendantChanged = false
        markChanged()
        if composite.needsUpdate || needsLayoutFlag || needsDisplayFlag {
            composite.needsUpdate = false
            markNeedsUpdate()
        }
    }

    /// Marks the path from this layer to the root for the commit's layout and display walk.
    func markNeedsUpdate() {
        var layer: CALayer? = self
        while let current = layer, !current.composite.needsUpdate {
            current.composite.needsUpdate = true
            layer = current.parent ?? current.maskOwner
        }
    }

    /// Remembers where a departing sublayer was so the next frame repaints that area.
    func noteRemoval(of layer: CALayer) {
        guard let covered = layer.composite.lastCoverage, !covered.isEmpty else { return }
        composite.removedCoverage = composite.removedCoverage.map { $0.union(covered) } ?? covered
        layer.forgetCoverage()
        markDescendantChanged()
    }

    /// Drops the remembered screen coverage of the layer and its subtree (it left the screen).
    private func forgetCoverage() {
        composite.lastCoverage = nil
        composite.groupLook = nil
        composite.selfChanged = true
        for child in children { child.forgetCoverage() }
    }
}
