@testable import ConstraintSolver

extension Solver {
    /// Every internal invariant of the tableau, as a list of violations (empty when sound):
    /// the bookkeeping (rows, columns, basic symbols) agrees with itself, the solution is
    /// feasible (restricted basic symbols ≥ 0) and optimal (no objective coefficient vector of
    /// a pivotable parametric symbol is negative), and every required constraint holds.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var cellCount = [Int](repeating: 0, count: symbols.count)
        for (index, row) in rows.enumerated() where row.basic >= 0 {
            if symbols[row.basic].row != index { problems.append("row \(index): basic \(row.basic) points elsewhere") }
            if symbols[row.basic].kind.isRestricted && row.constant < -1e-7 {
                problems.append("row \(index): restricted basic \(row.basic) is \(row.constant)")
            }
            var previous = -1
            for cell in row.cells {
                if cell.symbol <= previous { problems.append("row \(index): cells out of order") }
                previous = cell.symbol
                if cell.coefficient.isNearZero { problems.append("row \(index): zero cell for \(cell.symbol)") }
                if symbols[cell.symbol].row >= 0 { problems.append("row \(index): basic \(cell.symbol) in a row") }
                if symbols[cell.symbol].kind == .unused { problems.append("row \(index): freed \(cell.symbol) in a row") }
                if !columns.rows(of: cell.symbol).contains(index) {
                    problems.append("row \(index): column of \(cell.symbol) misses it")
                }
                cellCount[cell.symbol] += 1
            }
        }
        for symbol in symbols.indices {
            if columns.count(symbol) != cellCount[symbol] || Array(columns.rows(of: symbol)).count != cellCount[symbol] {
                problems.append("column of \(symbol): \(columns.count(symbol)) entries for \(cellCount[symbol]) cells")
            }
            if symbols[symbol].kind.isPivotable && symbols[symbol].row < 0 && objective.isNegative(symbol) {
                problems.append("objective: \(symbol) has a negative cost, not optimal")
            }
        }
        for (id, constraint) in constraints.enumerated() {
            guard let constraint, constraint.priority.isRequired else { continue }
            let expression = LinearExpression(constraint.expression.terms, constant: records[id].constant)
            let error = Constraint(expression, constraint.relation).error { value(of: $0) }
            if error > 1e-6 { problems.append("required \(constraint) is off by \(error)") }
        }
        return problems
    }

    /// Symbols in use (not freed).
    var symbolsInUse: Int { symbols.filter { $0.kind != .unused }.count }

    /// Rows in the tableau.
    var rowsInUse: Int { rows.filter { $0.basic >= 0 }.count }
}
