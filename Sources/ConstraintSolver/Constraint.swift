import Synchronization

/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression (<=, ==, >=) 0` with a priority.
///
/// `lhs == rhs` is stored as `lhs - rhs == 0`, so ``expression``'s constant is the constant of
/// `lhs - rhs`; ``Solver/updateConstant(of:to:)`` changes that number. A constraint is an
/// object: the solver knows it by identity, so the same constraint cannot be added twice, and
/// two constraints with the same equation are two constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: Relation
    public let priority: Priority
    /// A process-wide serial number, the solver's key for the constraint.
    let id: Int

    private static let nextID = Atomic<Int>(0)

    /// `expression relation 0` at `priority`.
    public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        id = Self.nextID.add(1, ordering: .relaxed).oldValue
    }

    /// `lhs relation rhs` at `priority`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// A new constraint with the same equation at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// The amount by which the constraint is not met when variables take the given values:
    /// 0 when it holds, otherwise the distance of its expression from the allowed side.
    public func error(_ value: (Variable) -> Double) -> Double {
        let amount = expression.value(value)
        switch relation {
        case .lessThanOrEqual: return max(0, amount)
        case .equal: return abs(amount)
        case .greaterThanOrEqual: return max(0, -amount)
        }
    }

    public var description: String {
        let priorityText = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(priorityText)"
    }
}
