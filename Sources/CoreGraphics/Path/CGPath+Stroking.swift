import Foundation

extension CGPath {
    /// Returns a new path equivalent to the results of drawing the path with a solid stroke.
    ///
    /// `lineWidth`, `lineCap`, `lineJoin` and `miterLimit` mean what they mean for
    /// `CGContext` stroking: caps on the ends of open subpaths, joins between segments
    /// (closed subpaths are joined at their start too), miter joins turning into bevels
    /// once 1 / sin(θ/2) exceeds `miterLimit`, round or square dots for zero-length
    /// subpaths. The stroke is computed in the path's space and the result is mapped by
    /// `transform`. `lineWidth` must be greater than 0; otherwise, as for a non-finite
    /// width, the result is empty.
    ///
    /// Differences from Apple: curves are flattened first, to within 0.1 unit after
    /// `transform`, so the outline is made of lines (round joins and caps stay circular
    /// arcs). And the result is not one outline but a union of counter-clockwise pieces —
    /// a rectangle per segment, one piece per join and per cap — so it describes the stroke
    /// when filled with the nonzero winding rule (`.winding`, the default), not with
    /// even-odd, and stroking it again shows the seams between pieces.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        let stroker = PathStroker(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        let subpaths = flattened(tolerance: Self.flatteningTolerance(under: transform))
        return CGPath(building: { stroker.stroke(subpaths, into: $0, transform: transform) })
    }
}
