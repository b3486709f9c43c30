import Foundation

/// The type of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path, as handed to `CGPath.applyWithBlock(_:)`.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points: 1 for move and line, 2 for quad curves (control, end),
    /// 3 for cubic curves (control 1, control 2, end), 0 for close.
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The storage form of a path element: a Swift value, so paths copy cheaply and
/// the context and the path code share one representation.
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    package var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    /// The element's points, in `CGPathElement` order.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// Where the element leaves the current point; nil for `close`, which returns to the
    /// subpath's start.
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    /// Whether every coordinate is a finite number. Core Graphics ignores calls that pass
    /// NaN ("invalid numeric value ... this value is being ignored"), and so do the builders.
    package var hasFiniteCoordinates: Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// The element with every point mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }
}
