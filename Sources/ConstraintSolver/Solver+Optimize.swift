// The simplex loops: primal (after adding or removing) and dual (after constants move).

extension Solver {
    /// Re-solves after the tableau changed: the primal simplex until no objective
    /// coefficient is negative, then the dual simplex for any row rounding left infeasible.
    mutating func optimize() {
        optimize(phaseOne: false)
        if !infeasible.isEmpty { _ = dualOptimize() }
    }

    /// The primal simplex on the objective, or on phase one's artificial objective.
    mutating func optimize(phaseOne: Bool) {
        while let entering = phaseOne ? artificialEntering() : objectiveEntering() {
            guard let leaving = primalLeavingRow(for: entering) else {
                // Unbounded: impossible for a sum of errors, which is never below zero. Only
                // rounding can get here; stop rather than loop.
                return
            }
            pivot(row: leaving, entering: entering)
        }
    }

    /// The objective's entering symbol: a parametric slack or error whose cost is negative.
    private mutating func objectiveEntering() -> Int? {
        objective.entering { symbols[$0].kind.isPivotable && symbols[$0].row < 0 }
    }

    /// Phase one's entering symbol: the lowest-numbered pivotable symbol with a negative
    /// coefficient in the artificial objective.
    private func artificialEntering() -> Int? {
        artificial!.cells.first { $0.coefficient < -epsilon && symbols[$0.symbol].kind.isPivotable }?.symbol
    }

    /// The primal ratio test: the restricted row that first reaches zero as `entering` grows;
    /// ties go to the lowest-numbered basic symbol (Bland's rule).
    private func primalLeavingRow(for entering: Int) -> Int? {
        var best = -1, bestRatio = Double.infinity
        for index in columns.rows(of: entering) {
            let row = rows[index]
            guard symbols[row.basic].kind.isRestricted else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < -epsilon else { continue }
            let ratio = -row.constant / coefficient
            let tie = best >= 0 && ratio <= bestRatio + epsilon && row.basic < rows[best].basic
            if best < 0 || ratio < bestRatio - epsilon || tie {
                (best, bestRatio) = (index, min(ratio, bestRatio))
            }
        }
        return best < 0 ? nil : best
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivot it out for the
    /// symbol that keeps the objective optimal. Returns the row that cannot be made feasible
    /// — its required constraints conflict — or nil when every row is feasible.
    mutating func dualOptimize() -> Int? {
        var next = 0
        while next < infeasible.count {
            let index = infeasible[next]
            next += 1
            let row = rows[index]
            guard row.basic >= 0, symbols[row.basic].kind.isRestricted, row.constant < -epsilon else { continue }
            guard let entering = dualEntering(row) else {
                // Keep the remaining rows for whoever repairs the tableau.
                infeasible.removeFirst(next - 1)
                return index
            }
            pivot(row: index, entering: entering)
        }
        infeasible.removeAll(keepingCapacity: true)
        return nil
    }

    /// The dual ratio test: among symbols with a positive coefficient in `row`, the one whose
    /// objective vector divided by that coefficient is least; ties to the lowest number.
    private func dualEntering(_ row: Row) -> Int? {
        var best = -1, bestCoefficient = 0.0
        for cell in row.cells where cell.coefficient > epsilon && symbols[cell.symbol].kind.isPivotable {
            if best < 0 || objective.compareRatios(cell.symbol, cell.coefficient, best, bestCoefficient) < 0 {
                (best, bestCoefficient) = (cell.symbol, cell.coefficient)
            }
        }
        return best < 0 ? nil : best
    }
}
