// Changing a constraint's constant in place: Cassowary's edit trick applied to any
// constraint, through its marker.

extension Solver {
    /// Changes the constant of `constraint`'s expression to `constant` and re-solves,
    /// without removing and re-adding it: the cost is the rows its marker appears in, plus
    /// the pivots the new value needs. (For `lhs == rhs` the expression is `lhs − rhs`.)
    ///
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)``,
    ///   ``ConstraintSolverError/invalidValue(_:)`` for a NaN, infinite or huge constant, and
    ///   ``ConstraintSolverError/unsatisfiable(_:)`` when the constraint is required and its
    ///   new constant contradicts other required constraints: as UIKit does, the changed
    ///   constraint is broken (removed) and the rest stays solved.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(ConstraintSolverError) {
        guard let id = recordOf[constraint.id] else { throw .unknownConstraint(constraint) }
        try Self.check(constant, "The new constant of \(constraint)")
        if let conflict = shiftConstant(of: id, to: constant) {
            throw .unsatisfiable(conflict)
        }
    }

    /// Moves record `id`'s constant to `constant`; if that contradicts required constraints,
    /// breaks the record and returns the conflict.
    mutating func shiftConstant(of id: Int, to constant: Double) -> UnsatisfiableConstraints? {
        let delta = constant - records[id].constant
        guard delta != 0 else { return nil }
        // A mirrored pair shares one limit: moving one splits them (the partner is added back
        // on its own after the move, with its own equation).
        let partner = records[id].mirror
        let partnerConstraint = partner >= 0 ? constraints[partner] : nil
        let partnerConstant = partner >= 0 ? records[partner].constant : 0
        if partner >= 0 { removeMirrored(partner) }
        unregisterMirrorCandidate(id)
        records[id].constant = constant
        shiftMarker(of: id, by: delta)
        defer {
            if let partnerConstraint { _ = insert(partnerConstraint, constant: partnerConstant) }
        }
        guard let failing = failingRowAfterShift(of: id) else {
            pairAfterMove(id)
            return nil
        }
        // Certificate first, while the failing row is there; then undo the shift (the old
        // system was feasible and the basis is still optimal, so the dual simplex succeeds)
        // and break the constraint.
        let certificate = rows[failing]
        let conflict = unsatisfiable(breaking: id, certificate: certificate)
        shiftMarker(of: id, by: -delta)
        _ = dualOptimize()
        removeRecord(id, equationInTableau: true)
        optimize()
        return conflict
    }

    /// Rewrites the tableau for the constraint's constant having moved by `delta`.
    ///
    /// The constraint's equation is `expression + sign·marker (+ error) = 0`, and the marker
    /// is in no other equation, so the new constant is the old equation with the marker
    /// replaced by `marker + delta/sign`: every row holding the marker shifts its constant.
    private mutating func shiftMarker(of id: Int, by delta: Double) {
        let record = records[id]
        let shift = delta / record.markerSign
        let basicRow = symbols[record.marker].row
        if basicRow >= 0 {
            rows[basicRow].constant -= shift
            statistics.rowUpdates += 1
            noteIfInfeasible(basicRow)
            return
        }
        for index in columns.rows(of: record.marker) {
            rows[index].constant += shift * rows[index].coefficient(of: record.marker)
            noteIfInfeasible(index)
        }
        statistics.rowUpdates += columns.count(record.marker)
    }

    /// Re-solves after a shift with the dual simplex; the row that cannot be repaired, if any.
    private mutating func failingRowAfterShift(of id: Int) -> Int? {
        let marker = records[id].marker
        let basicRow = symbols[marker].row
        if basicRow >= 0 && symbols[marker].kind == .dummy && !rows[basicRow].constant.isNearZero {
            // A redundant equation (its row holds only other equations' markers) that no
            // longer agrees with them.
            return basicRow
        }
        return dualOptimize()
    }
}
