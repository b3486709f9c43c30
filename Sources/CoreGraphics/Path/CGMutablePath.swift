import Foundation

/// A mutable graphics path. Every method takes an optional `transform` that is applied
/// to the points before they are added, as in Core Graphics.
public class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init()
    }

    package override init(elements: [PathElement], subpathStart: CGPoint?, current: CGPoint?) {
        super.init(elements: elements, subpathStart: subpathStart, current: current)
    }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(.move(p))
        subpathStart = p
        current = p
    }

    /// Appends a straight line from the current point. Without a current point Core
    /// Graphics ignores the call (it only logs), and so does this.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        let p = point.applying(transform)
        elements.append(.line(p))
        current = p
    }

    /// Appends a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        let p = end.applying(transform)
        elements.append(.quad(control.applying(transform), p))
        current = p
    }

    /// Appends a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard beginSegment() else { return }
        let p = end.applying(transform)
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), p))
        current = p
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard current != nil, let start = subpathStart else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        current = start
    }

    /// Appends a move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Appends a closed rectangular subpath: origin, then counter-clockwise in
    /// Core Graphics' y-up space (min/min → max/min → max/max → min/max).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Appends one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Appends the elements of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            let e = element.applying(transform)
            elements.append(e)
            switch e {
            case .move(let p): subpathStart = p; current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p): current = p
            case .close: current = subpathStart
            }
        }
    }

    /// After a `closeSubpath`, the next segment starts a new subpath at the closing
    /// point; Core Graphics records that as an implicit move.
    private func beginSegment() -> Bool {
        guard let point = current else { return false }
        if case .close? = elements.last {
            elements.append(.move(point))
            subpathStart = point
        }
        return true
    }
}
