import CoreGraphics
import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates: derived from `bounds`,
    /// `position`, `anchorPoint` and `transform` (the bounding box of the transformed
    /// bounds when the transform is not the identity). Setting it sets `position` and
    /// `bounds.size`. Under a non-identity transform (a case Apple leaves undefined) it does
    /// what Core Animation does: the bounds take the size of the frame mapped back through
    /// the inverse of the transform's x/y part (a layer scaled by 0.5 given a 100 × 100 frame
    /// gets 200 × 200 bounds; a quarter turn swaps width and height), and the layer is
    /// centred on the frame, so a scale or a quarter turn reads back the frame it was given.
    /// A transform that collapses the plane only moves the layer.
    public var frame: CGRect {
        get { ownTransform.boundingBox(of: CGRect(origin: bounds.origin, size: bounds.size)) }
        set {
            guard !newValue.isNull else { return }
            let rect = newValue.standardized
            if CATransform3DIsIdentity(transform) {
                position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
                bounds.size = rect.size
                return
            }
            let affine = CATransform3DGetAffineTransform(transform)
            let determinant = affine.a * affine.d - affine.b * affine.c
            guard determinant != 0, determinant.isFinite else {
                let old = frame
                position = CGPoint(x: position.x + rect.midX - old.midX, y: position.y + rect.midY - old.midY)
                return
            }
            let linear = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
            let size = CGRect(origin: .zero, size: rect.size).applying(linear.inverted()).size
            bounds.size = size
            // Where the transformed bounds lie around `position`: put their middle on the frame's.
            let placed = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                                width: size.width, height: size.height).applying(affine)
            position = CGPoint(x: rect.midX - placed.midX, y: rect.midY - placed.midY)
        }
    }

    /// The layer's `transform` as an affine transform (its x/y part).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets `transform` to the 3-D form of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The map from this layer's bounds coordinates into its superlayer's bounds
    /// coordinates, without the superlayer's `sublayerTransform`.
    package var ownTransform: Homography { Homography(placement) }

    /// The layer's placement in 3-D: its anchor point (with `anchorPointZ`) to the origin,
    /// `transform`, then `position` (with `zPosition`, which a perspective in the
    /// superlayer's `sublayerTransform` turns into size).
    var placement: CATransform3D {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        // Most layers have no transform: two translations make one, with no matrix product
        // (hit tests and touch locations ask this of every layer up to the window).
        if CATransform3DIsIdentity(transform) {
            return CATransform3DMakeTranslation(position.x - anchor.x, position.y - anchor.y, zPosition - anchorPointZ)
        }
        let centred = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
        return CATransform3DConcat(CATransform3DConcat(centred, transform),
                                   CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The map a layer applies to its sublayers: `sublayerTransform` about the anchor
    /// point, then the vertical flip of `isGeometryFlipped`; nil when that is no change.
    var sublayerMap: CATransform3D? {
        var map: CATransform3D?
        if !CATransform3DIsIdentity(sublayerTransform) {
            let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
            map = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayerTransform),
                                      CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        }
        if isGeometryFlipped {
            var flip = CATransform3DMakeScale(1, -1, 1)
            flip.m42 = 2 * bounds.midY
            map = map.map { CATransform3DConcat($0, flip) } ?? flip
        }
        return map
    }

    /// The map from this layer's coordinates into its superlayer's, including the
    /// superlayer's sublayer transform. The two are joined in 3-D before the superlayer
    /// flattens the result into its plane, so a rotation out of the plane meets the
    /// superlayer's perspective (the usual `m34` on `sublayerTransform`).
    package var toSuperlayer: Homography {
        guard let map = superlayer?.sublayerMap else { return ownTransform }
        return Homography(CATransform3DConcat(placement, map))
    }

    /// `toSuperlayer` when it only moves points in the plane (no `transform` on this layer,
    /// no `sublayerTransform` or flip on `superlayer`, which is this layer's superlayer —
    /// the caller has it at hand), as that translation; nil otherwise. The common case,
    /// found without a matrix.
    package func translation(toSuperlayer superlayer: CALayer) -> CGPoint? {
        guard CATransform3DIsIdentity(transform), superlayer.sublayerMap == nil else { return nil }
        return CGPoint(x: position.x - bounds.minX - anchorPoint.x * bounds.width,
                       y: position.y - bounds.minY - anchorPoint.y * bounds.height)
    }

    /// `toSuperlayer` as the compositor draws it: from this layer's and its superlayer's
    /// presented (animated) values.
    package var renderedToSuperlayer: Homography {
        let shown = rendered
        guard let map = superlayer?.rendered.sublayerMap else { return shown.ownTransform }
        return Homography(CATransform3DConcat(shown.placement, map))
    }

    /// The map from this layer's coordinates into the coordinates of the root of its tree.
    package var toRoot: Homography {
        var map = Homography.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            map = map.concatenating(current.toSuperlayer)
            layer = current.superlayer
        }
        return map
    }

    /// The root of the tree this layer is in.
    package var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    /// The map from `other`'s coordinates to this layer's; nil when the layers are in
    /// different trees or a transform on the way collapses the plane.
    private func map(from other: CALayer?) -> Homography? {
        guard let other else { return toRoot.inverted }
        if other === self { return .identity }
        guard other.rootLayer === rootLayer else { return nil }
        return toRoot.inverted.map { other.toRoot.concatenating($0) }
    }

    /// Converts `p` from `layer`'s coordinate space (the root's when nil) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        map(from: layer)?.apply(p) ?? p
    }

    /// Converts `p` from this layer's coordinate space to `layer`'s (the root's when nil).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return toRoot.apply(p) ?? p }
        return layer.convert(p, from: self)
    }

    /// Converts `r` from `layer`'s coordinate space to this layer's: the bounding box of
    /// the converted corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let map = map(from: layer) else { return r }
        return map.boundingBox(of: r)
    }

    /// Converts `r` from this layer's coordinate space to `layer`'s.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let layer else { return toRoot.boundingBox(of: r) }
        return layer.convert(r, from: self)
    }

    func performHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = toSuperlayer.inverted?.apply(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for sublayer in sublayersInDrawingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

}
