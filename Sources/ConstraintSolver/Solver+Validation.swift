// Bad input is refused before it reaches the tableau: a NaN or an infinity would spread
// through every row it touches.

extension Solver {
    static func check(_ number: Double, _ what: @autoclosure () -> String) throws(ConstraintSolverError) {
        guard number.isFinite else {
            throw .invalidValue("\(what()) is \(number); the solver needs finite numbers.")
        }
        guard abs(number) <= maximumMagnitude else {
            throw .invalidValue("\(what()) is \(number), beyond ±\(maximumMagnitude), too large to solve accurately.")
        }
    }

    static func validate(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
        for term in constraint.expression.terms {
            try check(term.coefficient, "The coefficient of \(term.variable) in \(constraint)")
        }
        try check(constraint.expression.constant, "The constant of \(constraint)")
    }
}
