import Foundation

extension CGPath {
    /// Whether `point` lies in the region painted when the path is filled with `rule`.
    ///
    /// As for filling, open subpaths count as closed by a straight line back to their
    /// start. `point` is mapped by `transform` before the test, as in Core Graphics.
    ///
    /// Curves are flattened to within 1/10 000 of the path's larger bounding-box side, so a
    /// point closer than that to a curve may be reported on either side of it, and so may
    /// a point exactly on the boundary. A non-finite point or an empty path gives `false`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        let bounds = boundingBox
        guard !bounds.isNull, p.x >= bounds.minX, p.x <= bounds.maxX, p.y >= bounds.minY, p.y <= bounds.maxY else {
            return false
        }
        let winding = windingNumber(of: p, tolerance: max(bounds.width, bounds.height) * 1e-4)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// How many times the flattened path, every subpath closed, winds counter-clockwise
    /// around `p`: the sum over edges crossing the horizontal line through `p` to its
    /// right, +1 for upward edges and -1 for downward ones. Each edge includes its lower
    /// end and excludes its upper one, so a vertex on the line is counted once.
    package func windingNumber(of p: CGPoint, tolerance: CGFloat) -> Int {
        var winding = 0
        for subpath in flattened(tolerance: tolerance) {
            guard var a = subpath.points.last else { continue }
            for b in subpath.points {
                defer { a = b }
                let upward = a.y <= p.y && b.y > p.y
                let downward = b.y <= p.y && a.y > p.y
                guard upward || downward else { continue }
                // Positive when `p` is left of the edge a → b.
                let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
                if upward, side > 0 { winding += 1 }
                if downward, side < 0 { winding -= 1 }
            }
        }
        return winding
    }

    /// Whether the path is a single axis-aligned rectangle: a move followed by three
    /// lines along alternating axes, then a close, or a fourth line back to the start, or
    /// both. If so, and `rect` is not nil, the standardized rectangle is stored there.
    /// Paths from `init(rect:transform:)` and `addRect` qualify as long as their
    /// transform keeps the rectangle axis-aligned.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard case .move(let start)? = elements.first else { return false }
        var corners = [start]
        var closed = false
        for element in elements.dropFirst() {
            switch element {
            case .line(let p) where !closed && corners.count < 5: corners.append(p)
            case .close where !closed: closed = true
            default: return false
            }
        }
        if corners.count == 5 {
            guard corners[4] == start else { return false }
            corners.removeLast()
        } else if corners.count != 4 || !closed {
            return false
        }
        let (a, b, c, d) = (corners[0], corners[1], corners[2], corners[3])
        let horizontalFirst = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let verticalFirst = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: min(a.x, c.x), y: min(a.y, c.y), width: abs(c.x - a.x), height: abs(c.y - a.y))
        return true
    }
}
