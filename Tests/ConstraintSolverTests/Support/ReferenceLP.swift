import ConstraintSolver

/// A textbook dense two-phase simplex (Bland's rule), independent of the solver under test:
/// minimises `cost · x` subject to `matrix · x = bounds`, `x ≥ 0`.
enum DenseSimplex {
    enum Outcome: Equatable {
        case infeasible
        case unbounded
        case optimal(Double)
    }

    static func minimize(cost: [Double], matrix: [[Double]], bounds: [Double]) -> Outcome {
        let rowCount = matrix.count, columnCount = cost.count
        // Rows with non-negative right-hand sides, one artificial per row.
        var table: [[Double]] = []
        for (index, row) in matrix.enumerated() {
            let sign: Double = bounds[index] < 0 ? -1 : 1
            var line = row.map { $0 * sign }
            line += (0..<rowCount).map { $0 == index ? 1 : 0 }
            line.append(bounds[index] * sign)
            table.append(line)
        }
        var basis = (0..<rowCount).map { columnCount + $0 }
        let width = columnCount + rowCount
        let phaseOneCost = [Double](repeating: 0, count: columnCount) + [Double](repeating: 1, count: rowCount)
        guard run(&table, &basis, cost: phaseOneCost, allowed: width) else { return .unbounded }
        if objective(table, basis, phaseOneCost) > 1e-7 { return .infeasible }
        // Drive remaining artificials out of the basis, or drop their (redundant) rows.
        var row = 0
        while row < table.count {
            if basis[row] >= columnCount {
                if let column = (0..<columnCount).first(where: { abs(table[row][$0]) > 1e-9 }) {
                    pivot(&table, &basis, row: row, column: column)
                } else {
                    table.remove(at: row)
                    basis.remove(at: row)
                    continue
                }
            }
            row += 1
        }
        let phaseTwoCost = cost + [Double](repeating: 0, count: rowCount)
        guard run(&table, &basis, cost: phaseTwoCost, allowed: columnCount) else { return .unbounded }
        return .optimal(objective(table, basis, phaseTwoCost))
    }

    private static func objective(_ table: [[Double]], _ basis: [Int], _ cost: [Double]) -> Double {
        zip(table, basis).reduce(0) { $0 + cost[$1.1] * $1.0.last! }
    }

    /// Primal simplex over columns `0 ..< allowed`; false when unbounded.
    private static func run(_ table: inout [[Double]], _ basis: inout [Int], cost: [Double], allowed: Int) -> Bool {
        for _ in 0..<10_000 {
            var entering = -1
            var isBasic = [Bool](repeating: false, count: cost.count)
            for basic in basis { isBasic[basic] = true }
            for column in 0..<allowed where !isBasic[column] {
                var reduced = cost[column]
                for (row, basic) in basis.enumerated() where cost[basic] != 0 { reduced -= cost[basic] * table[row][column] }
                if reduced < -1e-9 {
                    entering = column
                    break
                }
            }
            if entering < 0 { return true }
            var leaving = -1, best = Double.infinity
            for row in table.indices where table[row][entering] > 1e-9 {
                let ratio = table[row].last! / table[row][entering]
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[row] < basis[leaving]) {
                    (leaving, best) = (row, ratio)
                }
            }
            if leaving < 0 { return false }
            pivot(&table, &basis, row: leaving, column: entering)
        }
        return true
    }

    private static func pivot(_ table: inout [[Double]], _ basis: inout [Int], row: Int, column: Int) {
        let divisor = table[row][column]
        table[row] = table[row].map { $0 / divisor }
        for other in table.indices where other != row {
            let factor = table[other][column]
            if factor != 0 {
                for index in table[other].indices { table[other][index] -= factor * table[row][index] }
            }
        }
        basis[row] = column
    }
}

/// The optimum Auto Layout defines for a set of constraints: required constraints hold,
/// then the sum of errors at each priority is least, highest priority first. Returns nil
/// when the required constraints cannot hold; otherwise the least error sum per priority.
func referenceErrorSums(_ constraints: [Constraint]) -> [Priority: Double]? {
    var variables: [Variable] = []
    for constraint in constraints {
        for term in constraint.expression.terms where !variables.contains(term.variable) {
            variables.append(term.variable)
        }
    }
    // Columns: each variable as x⁺ − x⁻, then per constraint its slack and errors.
    var columnCount = 2 * variables.count
    var rows: [[Int: Double]] = [], bounds: [Double] = []
    var errorColumns: [Priority: [Int]] = [:]
    for constraint in constraints {
        var row: [Int: Double] = [:]
        for term in constraint.expression.terms {
            let index = variables.firstIndex(of: term.variable)!
            row[2 * index, default: 0] += term.coefficient
            row[2 * index + 1, default: 0] -= term.coefficient
        }
        func column(_ coefficient: Double) -> Int {
            row[columnCount] = coefficient
            columnCount += 1
            return columnCount - 1
        }
        switch (constraint.relation, constraint.priority.isRequired) {
        case (.equal, true): break
        case (.lessThanOrEqual, true): _ = column(1)
        case (.greaterThanOrEqual, true): _ = column(-1)
        case (.equal, false):
            errorColumns[constraint.priority, default: []] += [column(-1), column(1)]
        case (.lessThanOrEqual, false):
            _ = column(1)
            errorColumns[constraint.priority, default: []].append(column(-1))
        case (.greaterThanOrEqual, false):
            _ = column(-1)
            errorColumns[constraint.priority, default: []].append(column(1))
        }
        rows.append(row)
        bounds.append(-constraint.expression.constant)
    }
    var sums: [Priority: Double] = [:]
    var fixed: [(columns: [Int], limit: Double)] = []
    let levels = errorColumns.keys.sorted(by: >)
    for level in levels.isEmpty ? [nil] : levels.map(Optional.some) {
        // Earlier levels' sums may not exceed their optimum: Σ errors + slack = limit.
        let width = columnCount + fixed.count
        var matrix = rows.map { row in (0..<width).map { row[$0] ?? 0 } }
        var rhs = bounds
        for (index, level) in fixed.enumerated() {
            var line = [Double](repeating: 0, count: width)
            for column in level.columns { line[column] = 1 }
            line[columnCount + index] = 1
            matrix.append(line)
            rhs.append(level.limit)
        }
        var cost = [Double](repeating: 0, count: width)
        for column in level.flatMap({ errorColumns[$0] }) ?? [] { cost[column] = 1 }
        switch DenseSimplex.minimize(cost: cost, matrix: matrix, bounds: rhs) {
        case .infeasible: return nil
        case .unbounded: fatalError("a sum of errors cannot be unbounded")
        case .optimal(let value):
            guard let level else { return [:] }
            sums[level] = max(0, value)
            fixed.append((errorColumns[level]!, max(0, value) + 1e-9 * max(1, value)))
        }
    }
    return sums
}

/// The error sums per priority of the solver's current solution.
func errorSums(_ constraints: [Constraint], in solver: Solver) -> [Priority: Double] {
    var sums: [Priority: Double] = [:]
    for constraint in constraints where !constraint.priority.isRequired {
        sums[constraint.priority, default: 0] += constraint.error { solver.value(of: $0) }
    }
    return sums
}
