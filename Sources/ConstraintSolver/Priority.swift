/// How much a constraint matters: UIKit's layout priority scale, 0…1000.
///
/// ``required`` (1000) constraints must hold exactly. Every lower value is optional, and the
/// solver ranks optional constraints strictly by priority, as UIKit's documentation states
/// ("higher priority constraints are met before lower priority constraints"): it first makes
/// the errors of the highest priority present as small as possible, then, keeping that, the
/// next lower priority, and so on. So one constraint at 251 wins over any number of conflicting
/// constraints at 250. Within one priority the errors add up with equal weights. Each distinct
/// value is its own level, fractions included (250.5 ranks between 250 and 251).
///
/// UIKit accepts priorities in (0, 1000]; the solver also accepts 0, a level below every
/// priority UIKit allows (for the "stay" terms its engine keeps on current values).
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public init(floatLiteral value: Float) { rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = Priority(1000)

    /// True for 1000.
    public var isRequired: Bool { rawValue == 1000 }

    /// Finite and within 0…1000.
    public var isValid: Bool { rawValue.isFinite && rawValue >= 0 && rawValue <= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { LinearExpression.format(Double(rawValue)) }
}
