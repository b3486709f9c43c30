// Removing a constraint: its costs leave the objective, its marker leaves the basis with its row.

extension Solver {
    /// Removes `constraint` and re-solves.
    ///
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` if it is not in the solver.
    public mutating func remove(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard let id = recordOf[constraint.id] else { throw .unknownConstraint(constraint) }
        removeRecord(id, equationInTableau: true)
        optimize()
    }

    /// Takes a constraint out of the tableau and forgets it. `equationInTableau` is false
    /// when its equation was never inserted or is already gone (a broken constraint).
    mutating func removeRecord(_ id: Int, equationInTableau: Bool) {
        if records[id].mirror >= 0 {
            removeMirrored(id)
            return
        }
        unregisterMirrorCandidate(id)
        let record = records[id]
        if record.slot >= 0 {
            if symbols[record.marker].kind == .error { removeCost(of: record.marker, slot: record.slot) }
            removeCost(of: record.other, slot: record.slot)
            objective.releaseSlot(record.slot)
        }
        if equationInTableau {
            // The marker appears in no equation but the constraint's own, so making it basic
            // gathers that equation into one row; dropping the row removes the constraint.
            if symbols[record.marker].row < 0, let leaving = markerLeavingRow(record.marker) {
                pivot(row: leaving, entering: record.marker)
            }
        }
        // Every row is now a combination of the other constraints' equations, so neither the
        // marker nor the other error is left in any, up to rounding, which freeing clears.
        freeSymbol(record.marker)
        if record.other >= 0 { freeSymbol(record.other) }
        forget(id)
    }

    /// Drops record `id` and its hold on its variables (its symbols are dealt with).
    mutating func forget(_ id: Int) {
        let constraint = constraints[id]!
        releaseVariables(of: constraint.expression)
        recordOf[constraint.id] = nil
        constraints[id] = nil
        freeRecords.append(id)
    }

    /// The row in which the marker should enter the basis before the row is dropped, so the
    /// rest stays feasible: the tightest restricted row where it has a negative coefficient,
    /// else the tightest restricted row where it has a positive one, else an external's row.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for index in columns.rows(of: marker) {
            let row = rows[index]
            let coefficient = row.coefficient(of: marker)
            if symbols[row.basic].kind == .external {
                if third < 0 || row.basic < rows[third].basic { third = index }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && row.basic < rows[first].basic) {
                    (first, firstRatio) = (index, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && row.basic < rows[second].basic) {
                    (second, secondRatio) = (index, ratio)
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
