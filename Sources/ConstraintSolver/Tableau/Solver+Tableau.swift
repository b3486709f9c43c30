// The tableau's bookkeeping: symbols, rows, the column index, pivots.

extension Solver {
    // MARK: Symbols

    /// A fresh symbol of `kind` (a freed number when there is one, so numbers stay dense).
    mutating func makeSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        if let reused = freeSymbols.popLast() {
            symbols[reused] = SymbolInfo(kind: kind, owner: owner)
            return reused
        }
        symbols.append(SymbolInfo(kind: kind, owner: owner))
        columns.appendSymbol()
        objective.growSymbols(to: symbols.count)
        return symbols.count - 1
    }

    /// Returns a symbol no row mentions any more to the pool, clearing whatever rounding dust
    /// of it is left in rows and in the objective.
    mutating func freeSymbol(_ symbol: Int) {
        if symbols[symbol].row >= 0 { dropRow(symbols[symbol].row) }
        for row in columns.rows(of: symbol) { rows[row].remove(symbol) }
        columns.removeAll(symbol)
        objective.clear(symbol)
        symbols[symbol] = SymbolInfo(kind: .unused, owner: -1)
        freeSymbols.append(symbol)
    }

    /// The symbol of `variable`, made on first use; counts one more constraint using it
    /// unless `counted` (the constraint mentioned it already).
    mutating func retainSymbol(of variable: Variable, counted: Bool = false) -> Int {
        if let symbol = symbolOfVariable[variable.id] {
            if !counted { symbols[symbol].uses += 1 }
            return symbol
        }
        let symbol = makeSymbol(.external)
        symbols[symbol].uses = 1
        symbols[symbol].variableID = variable.id
        symbolOfVariable[variable.id] = symbol
        return symbol
    }

    /// One constraint more uses each variable of `expression`.
    mutating func retainVariables(of expression: LinearExpression) {
        for (index, term) in expression.terms.enumerated()
        where term.coefficient != 0 && !expression.mentions(term.variable, before: index) {
            _ = retainSymbol(of: term.variable)
        }
    }

    /// One constraint fewer uses each variable of `expression`.
    mutating func releaseVariables(of expression: LinearExpression) {
        for (index, term) in expression.terms.enumerated()
        where term.coefficient != 0 && !expression.mentions(term.variable, before: index) {
            releaseExternal(symbolOfVariable[term.variable.id]!)
        }
    }

    /// One constraint fewer uses the external `symbol`; with none left it is freed.
    private mutating func releaseExternal(_ symbol: Int) {
        symbols[symbol].uses -= 1
        guard symbols[symbol].uses == 0 else { return }
        symbolOfVariable[symbols[symbol].variableID] = nil
        freeSymbol(symbol)
    }

    // MARK: Costs

    /// Gives `error` a weight of 1 at `slot` in the objective (through its row if basic).
    mutating func addCost(of error: Int, slot: Int) {
        changeCost(of: error, slot: slot, by: 1)
    }

    /// Takes `error`'s weight of 1 at `slot` out of the objective.
    mutating func removeCost(of error: Int, slot: Int) {
        changeCost(of: error, slot: slot, by: -1)
    }

    private mutating func changeCost(of symbol: Int, slot: Int, by weight: Double) {
        let row = symbols[symbol].row
        if row >= 0 {
            objective.add(rows[row], times: weight, slot: slot)
        } else {
            objective.add(weight, to: symbol, slot: slot)
        }
    }

    // MARK: Rows and columns

    /// Puts `row` into the tableau as the definition of `row.basic`.
    @discardableResult
    mutating func insertRow(_ row: consuming Row) -> Int {
        let index = freeRows.popLast() ?? rows.count
        for position in row.cells.indices {
            row.cells[position].entry = columns.insert(index, into: row.cells[position].symbol)
        }
        symbols[row.basic].row = index
        if index == rows.count { rows.append(row) } else { rows[index] = row }
        return index
    }

    /// Takes row `index` out of the tableau.
    mutating func dropRow(_ index: Int) {
        let row = rows[index]
        for cell in row.cells { columns.remove(cell.entry, from: cell.symbol) }
        symbols[row.basic].row = -1
        rows[index] = Row(constant: 0)
        freeRows.append(index)
    }

    /// `rows[target] += factor × source`, dropping `eliminated` from the target; keeps the
    /// column index, and notes the row if its restricted basic symbol went negative.
    mutating func addToRow(_ target: Int, _ source: Row, times factor: Double, eliminating eliminated: Int) {
        appeared.removeAll(keepingCapacity: true)
        vanished.removeAll(keepingCapacity: true)
        rows[target].add(source, times: factor, eliminating: eliminated, buffer: &mergeBuffer,
                         appeared: &appeared, vanished: &vanished)
        for cell in vanished { columns.remove(cell.entry, from: cell.symbol) }
        for position in appeared {
            rows[target].cells[position].entry = columns.insert(target, into: rows[target].cells[position].symbol)
        }
        statistics.rowUpdates += 1
        noteIfInfeasible(target)
    }

    mutating func noteIfInfeasible(_ row: Int) {
        if rows[row].constant < -epsilon && symbols[rows[row].basic].kind.isRestricted { infeasible.append(row) }
    }

    /// Replaces the parametric `symbol` by `row` (its new definition, already in the tableau
    /// at `defining`) in every other row, the objective and phase one's objective.
    mutating func substitute(_ symbol: Int, by definition: Row, definingRow defining: Int) {
        // Substituting changes other columns, never this one: walk it by cursor, then empty it.
        var entry = columns.first(symbol)
        while entry >= 0 {
            let target = columns.row(entry)
            if target != defining {
                addToRow(target, definition, times: rows[target].coefficient(of: symbol), eliminating: symbol)
            }
            entry = columns.next(entry)
        }
        columns.removeAll(symbol)
        objective.substitute(symbol, by: definition)
        if var phaseOne = artificial {
            artificial = nil
            let factor = phaseOne.remove(symbol)
            if factor != 0 {
                phaseOne.add(definition, times: factor, eliminating: symbol, buffer: &mergeBuffer,
                             appeared: &appeared, vanished: &vanished)
            }
            artificial = phaseOne
        }
    }

    /// Makes `entering` basic in row `index`, whose basic symbol leaves the basis.
    mutating func pivot(row index: Int, entering: Int) {
        statistics.pivots += 1
        var row = rows[index]
        rows[index] = Row(constant: 0)
        let leaving = row.basic
        // leaving = c + a·entering + Σ  ⇒  entering = (leaving − c − Σ) / a
        let coefficient = row.remove(entering)
        row.add(-1, for: leaving)
        row.scale(by: -1 / coefficient)
        row.basic = entering
        let position = row.position(of: leaving).index
        row.cells[position].entry = columns.insert(index, into: leaving)
        rows[index] = row
        symbols[leaving].row = -1
        symbols[entering].row = index
        substitute(entering, by: row, definingRow: index)
        noteIfInfeasible(index)
    }

    /// Makes `entering` basic using `row`, a new row not yet in the tableau whose basic
    /// symbol is unset: solves it for `entering`, substitutes, inserts it.
    mutating func insertSolving(_ row: consuming Row, for entering: Int) {
        let coefficient = row.remove(entering)
        row.scale(by: -1 / coefficient)
        row.basic = entering
        let index = insertRow(row)
        let definition = rows[index]
        substitute(entering, by: definition, definingRow: index)
    }
}
