/// What a ``Solver`` operation refused, and why.
///
/// Every error leaves the solver as it was before the call, except ``unsatisfiable``, which
/// reports a constraint the solver broke (left out) in order to keep solving.
public enum ConstraintSolverError: Error, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver (never added, already removed, or broken).
    case unknownConstraint(Constraint)
    /// Required constraints cannot all hold; the report names them and the one broken.
    case unsatisfiable(UnsatisfiableConstraints)
    /// A coefficient, constant or suggested value is NaN, infinite, or too large to solve
    /// accurately (beyond ±``Solver/maximumMagnitude``); the text says which.
    case invalidValue(String)
    /// A priority outside 0…1000 (or NaN).
    case invalidPriority(Priority)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables are optional: suggestions at priority 1000 could not be overridden.
    case requiredEditVariable(Variable)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "The constraint \(constraint) is already in the solver; add each constraint once."
        case .unknownConstraint(let constraint):
            "The constraint \(constraint) is not in the solver; it was never added, was removed, or was broken."
        case .unsatisfiable(let report):
            report.description
        case .invalidValue(let text):
            text
        case .invalidPriority(let priority):
            "Priority \(priority) is invalid; priorities run from 0 to 1000 (required)."
        case .duplicateEditVariable(let variable):
            "\(variable) already is an edit variable; remove it before adding it again."
        case .unknownEditVariable(let variable):
            "\(variable) is not an edit variable; add it with addEditVariable(_:priority:) first."
        case .requiredEditVariable(let variable):
            "\(variable) cannot be an edit variable at priority 1000; edits must be optional (at most 999)."
        }
    }
}

/// Required constraints that cannot all hold together.
///
/// As UIKit does when Auto Layout meets such a set, the solver breaks the constraint that made
/// the system unsatisfiable — the one being added, or the one whose constant was changed — and
/// goes on with the rest: ``broken`` is no longer in the solver.
public struct UnsatisfiableConstraints: Sendable, CustomStringConvertible {
    /// The constraint left out of the solver.
    public let broken: Constraint
    /// The required constraints that conflict, ``broken`` included, in the order they were
    /// added. Any one of them, removed, would let the others hold.
    public let conflicting: [Constraint]

    public var description: String {
        let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
        return "These required constraints cannot all hold:\n\(list)\nBreaking \(broken) and solving without it."
    }
}
