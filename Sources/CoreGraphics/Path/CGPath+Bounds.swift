import Foundation

extension CGPath {
    /// The bounding box of the path: the smallest rectangle enclosing every point of the
    /// path, including the control points of its curves. `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        Self.rectEnclosing(elements.flatMap(\.points))
    }

    /// The path bounding box: the smallest rectangle enclosing the path itself, *not*
    /// counting control points. Curves contribute their end points and the points where
    /// they turn in x or y, found analytically. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var last = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            let curve: CubicSegment
            switch element {
            case .quad(let c, let p):
                curve = CubicSegment(quadraticFrom: last.pathVector, control: c.pathVector, to: p.pathVector)
            case .cubic(let c1, let c2, let p):
                curve = CubicSegment(last.pathVector, c1.pathVector, c2.pathVector, p.pathVector)
            case .move(let p):
                subpathStart = p
                fallthrough
            case .line, .close:
                last = element.endPoint ?? subpathStart
                points.append(last)
                continue
            }
            points += curve.extremumParameters().map { curve.point(at: $0).point }
            last = curve.p3.point
            points.append(last)
        }
        return Self.rectEnclosing(points)
    }

    /// The smallest rectangle containing `points`, skipping non-finite ones (which only a
    /// non-finite transform can put in a path); `.null` when none are left.
    private static func rectEnclosing(_ points: [CGPoint]) -> CGRect {
        let finite = points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = finite.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in finite.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
