// Edit variables: optional `variable == value` constraints whose value moves often (a
// container's width following a window, a dragged position).

extension Solver {
    /// Makes `variable` an edit variable at `priority` (below ``Priority/required``). Until a
    /// value is suggested it is held at its current value.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)``,
    ///   ``ConstraintSolverError/requiredEditVariable(_:)`` at priority 1000, or
    ///   ``ConstraintSolverError/invalidPriority(_:)``.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(ConstraintSolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let value = value(of: variable)
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -value), .equal, priority: priority)
        edits[variable] = Edit(constraint: constraint, value: value)
        _ = insert(constraint, constant: -value)   // optional: never unsatisfiable
    }

    /// Stops editing `variable`; its value is then wherever the remaining constraints put it
    /// (0 if nothing else mentions it).
    ///
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        removeRecord(recordOf[edit.constraint.id]!, equationInTableau: true)
        optimize()
    }

    /// Asks for `variable` to be `value`, at its edit priority, and re-solves: a shift of the
    /// rows its edit constraint appears in and, only where the new value crosses a limit,
    /// dual simplex pivots.
    ///
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``, or
    ///   ``ConstraintSolverError/invalidValue(_:)`` for a NaN, infinite or huge value.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintSolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try Self.check(value, "The value suggested for \(variable)")
        edits[variable]!.value = value
        // The constraint is `variable − value == 0` at an optional priority, which can always
        // give way, so no conflict can arise.
        _ = shiftConstant(of: recordOf[edit.constraint.id]!, to: -value)
    }

    /// The value last suggested for an edit variable (its value when made one, before any).
    public func suggestedValue(for variable: Variable) -> Double? {
        edits[variable]?.value
    }
}
