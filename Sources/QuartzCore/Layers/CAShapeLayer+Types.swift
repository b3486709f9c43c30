import CoreGraphics
import Foundation

/// The rule a `CAShapeLayer` fills its path with.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The nonzero winding rule (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The Core Graphics rule; values other than the two constants fill as `.nonZero`.
    var cgRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// The shape of the ends of a `CAShapeLayer`'s stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The stroke ends exactly at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle of the line width's diameter caps the end.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// The stroke goes on half the line width past the end.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap; values other than the three constants draw as `.butt`.
    var cgCap: CGLineCap {
        switch self {
        case .round: return .round
        case .square: return .square
        default: return .butt
        }
    }
}

/// The shape of the corners where a `CAShapeLayer`'s stroke turns.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A sharp corner, beveled once it would reach past `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut off square to the bisector.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join; values other than the three constants draw as `.miter`.
    var cgJoin: CGLineJoin {
        switch self {
        case .round: return .round
        case .bevel: return .bevel
        default: return .miter
        }
    }
}
