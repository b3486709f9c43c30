import CoreGraphics
import Foundation

/// The control distance of a cubic Bézier approximating a circular arc of `angle`
/// radians on the unit circle: 4/3·tan(angle/4).
func arcControlDistance(_ angle: CGFloat) -> CGFloat { 4.0 / 3.0 * tan(angle / 4) }

/// Whether two element lists have the same kinds in the same order and points within
/// `tolerance` of each other.
func elementsMatch(_ actual: [PathElement], _ expected: [PathElement], tolerance: CGFloat = 1e-9) -> Bool {
    guard actual.count == expected.count else { return false }
    return zip(actual, expected).allSatisfy { a, e in
        a.type == e.type && zip(a.points, e.points).allSatisfy {
            abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance
        }
    }
}

/// Whether two rectangles agree within `tolerance` in every edge.
func rectsMatch(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
}

/// The subpaths of `path` as point lists (move then lines), for polyline results such as
/// dashes.
func polylines(of path: CGPath) -> [[CGPoint]] {
    var result: [[CGPoint]] = []
    path.applyWithBlock { element in
        switch element.pointee.type {
        case .moveToPoint: result.append([element.pointee.points[0]])
        case .addLineToPoint: result[result.count - 1].append(element.pointee.points[0])
        default: break
        }
    }
    return result
}

/// The length of a polyline.
func polylineLength(_ points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
}

/// A mutable path built by `build`.
func makePath(_ build: (CGMutablePath) -> Void) -> CGMutablePath {
    let path = CGMutablePath()
    build(path)
    return path
}
