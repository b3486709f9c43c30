import CoreGraphics
import Foundation

extension CALayer {
    /// The layer's rectangle in its superlayer's coordinates: derived from `bounds`,
    /// `position`, `anchorPoint` and `transform` (the bounding box of the transformed
    /// bounds when the transform is not the identity). Setting it sets `position` and
    /// `bounds.size`; under a non-identity transform only the position moves (Apple leaves
    /// that case undefined).
    public var frame: CGRect {
        get { ownTransform.boundingBox(of: CGRect(origin: bounds.origin, size: bounds.size)) }
        set {
            guard !newValue.isNull else { return }
            let rect = newValue.standardized
            if CATransform3DIsIdentity(transform) {
                position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
                bounds.size = rect.size
            } else {
                let old = frame
                position = CGPoint(x: position.x + rect.midX - old.midX, y: position.y + rect.midY - old.midY)
            }
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
    package var ownTransform: Homography {
        let size = bounds.size
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * size.width, y: bounds.minY + anchorPoint.y * size.height)
        let base = Homography.translation(-anchor.x, -anchor.y)
        let moved = CATransform3DIsIdentity(transform) ? base : base.concatenating(Homography(transform))
        return moved.concatenating(.translation(position.x, position.y))
    }

    /// The map a layer applies to its sublayers: `sublayerTransform` about the anchor
    /// point, then the vertical flip of `isGeometryFlipped`.
    package var sublayerMap: Homography {
        var map = Homography.identity
        if !CATransform3DIsIdentity(sublayerTransform) {
            let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
            map = Homography.translation(-anchor.x, -anchor.y).concatenating(Homography(sublayerTransform))
                .concatenating(.translation(anchor.x, anchor.y))
        }
        if isGeometryFlipped {
            map = map.concatenating(Homography(a: 1, b: 0, c: 0, d: 0, e: -1, f: 0, g: 0, h: Double(2 * bounds.midY), i: 1))
        }
        return map
    }

    /// The map from this layer's coordinates into its superlayer's, including the
    /// superlayer's sublayer transform.
    package var toSuperlayer: Homography {
        guard let superlayer else { return ownTransform }
        let map = superlayer.sublayerMap
        return map == .identity ? ownTransform : ownTransform.concatenating(map)
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
