import Foundation

/// A mutable graphics path. Every method takes an optional `transform` that is applied
/// to the points before they are added, as in Core Graphics.
///
/// A call whose points are NaN or infinite (after the transform) adds nothing: Core
/// Graphics logs "invalid numeric value ... this value is being ignored" and does the same.
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
        append([.move(point.applying(transform))])
    }

    /// Appends a straight line from the current point. Without a current point Core
    /// Graphics ignores the call (it only logs), and so does this.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append([.line(point.applying(transform))])
    }

    /// Appends a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append([.quad(control.applying(transform), end.applying(transform))])
    }

    /// Appends a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        append([.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform))])
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        append([.close])
    }

    /// Appends a move to the first point and lines through the rest. As in Core Graphics
    /// each point is its own move or line, so a non-finite point skips only itself.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// Appends the elements of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.elements.map { $0.applying(transform) })
    }

    /// Appends elements whose points are already in the path's space, all or nothing:
    /// if any coordinate is not finite the whole call is ignored, so a shape is never
    /// left half-added. Segments without a current point are dropped, as Core Graphics
    /// drops them.
    package func append(_ newElements: [PathElement]) {
        guard newElements.allSatisfy(\.hasFiniteCoordinates) else { return }
        for element in newElements { appendOne(element) }
    }

    private func appendOne(_ element: PathElement) {
        switch element {
        case .move(let p):
            elements.append(element)
            subpathStart = p
            current = p
        case .line(let p), .quad(_, let p), .cubic(_, _, let p):
            guard let point = current else { return }
            // After a `closeSubpath` the next segment starts a new subpath at the closing
            // point; Core Graphics records that as an implicit move.
            if case .close? = elements.last {
                elements.append(.move(point))
                subpathStart = point
            }
            elements.append(element)
            current = p
        case .close:
            guard current != nil, let start = subpathStart else { return }
            if case .close? = elements.last { return }
            elements.append(.close)
            current = start
        }
    }
}
