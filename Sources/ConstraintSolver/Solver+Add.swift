// Adding a constraint: its row, the choice of a basic symbol, phase one when there is none.

extension Solver {
    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateConstraint(_:)`` if it is already in,
    ///   ``ConstraintSolverError/invalidValue(_:)`` or ``ConstraintSolverError/invalidPriority(_:)``
    ///   for bad numbers, and ``ConstraintSolverError/unsatisfiable(_:)`` when it is required
    ///   and cannot hold with the required constraints already in: it is then broken (left
    ///   out, as UIKit breaks the newest such constraint) and the solver goes on without it.
    public mutating func add(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard recordOf[constraint.id] == nil else { throw .duplicateConstraint(constraint) }
        try Self.validate(constraint)
        if let conflict = insert(constraint, constant: constraint.expression.constant) {
            throw .unsatisfiable(conflict)
        }
    }

    /// Adds a validated, new constraint, with `constant` as its expression's constant (a
    /// constraint put back after `updateConstant` keeps its current one); returns the conflict
    /// if it had to be broken.
    mutating func insert(_ constraint: Constraint, constant: Double) -> UnsatisfiableConstraints? {
        if let partner = mirror(of: constraint, constant: constant) {
            insertMirror(constraint, constant: constant, of: partner)
            return nil
        }
        let (id, row) = makeRecord(for: constraint, constant: constant)
        let (marker, other) = (records[id].marker, records[id].other)
        var conflict: UnsatisfiableConstraints?
        if let subject = chooseSubject(row, marker: marker, other: other) {
            insertSolving(row, for: subject)
        } else if row.cells.allSatisfy({ symbols[$0.symbol].kind == .dummy }) {
            // Only required equations' markers: a constant of zero means the constraint is
            // implied by them (redundant, kept under its marker); anything else contradicts.
            if row.constant.isNearZero {
                insertSolving(row, for: marker)
            } else {
                conflict = unsatisfiable(breaking: id, certificate: row)
            }
        } else if let certificate = insertWithArtificialVariable(row) {
            conflict = unsatisfiable(breaking: id, certificate: certificate)
        }
        if conflict != nil {
            // Its equation is not in the tableau (never inserted, or dropped with the
            // artificial's row): only its symbols and record remain to be released.
            removeRecord(id, equationInTableau: false)
        } else {
            registerMirrorCandidate(id)
        }
        optimize()
        return conflict
    }

    /// Records `constraint` and builds its row, `0 = expression ± marker ± error`, over
    /// parametric symbols, with a non-negative constant.
    private mutating func makeRecord(for constraint: Constraint, constant: Double) -> (id: Int, row: Row) {
        let id = freeRecords.popLast() ?? records.count
        let expression = constraint.expression
        var row = Row(constant: constant)
        row.cells.reserveCapacity(expression.terms.count + 2)
        for (index, term) in expression.terms.enumerated() where term.coefficient != 0 {
            let symbol = retainSymbol(of: term.variable, counted: expression.mentions(term.variable, before: index))
            let basicRow = symbols[symbol].row
            if basicRow >= 0 {
                row.add(rows[basicRow], times: term.coefficient, eliminating: -1, buffer: &mergeBuffer,
                        appeared: &appeared, vanished: &vanished)
            } else {
                row.add(term.coefficient, for: symbol)
            }
        }
        appeared.removeAll(keepingCapacity: true)
        vanished.removeAll(keepingCapacity: true)

        let marker: Int, other: Int, markerSign: Double, slot: Int
        if constraint.priority.isRequired {
            slot = -1
            other = -1
            switch constraint.relation {
            case .lessThanOrEqual: (marker, markerSign) = (makeSymbol(.slack, owner: id), 1)
            case .greaterThanOrEqual: (marker, markerSign) = (makeSymbol(.slack, owner: id), -1)
            case .equal: (marker, markerSign) = (makeSymbol(.dummy, owner: id), 1)
            }
            row.add(markerSign, for: marker)
        } else {
            slot = objective.retainSlot(for: constraint.priority.rawValue)
            switch constraint.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                // expr + s − e = 0 for <=, expr − s + e = 0 for >=: e is the violation.
                markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
                marker = makeSymbol(.slack, owner: id)
                other = makeSymbol(.error, owner: id)
            case .equal:
                // expr − e⁺ + e⁻ = 0: e⁺ and e⁻ are the violation either way.
                markerSign = -1
                marker = makeSymbol(.error, owner: id)
                other = makeSymbol(.error, owner: id)
                objective.add(1, to: marker, slot: slot)
            }
            row.add(markerSign, for: marker)
            row.add(-markerSign, for: other)
            objective.add(1, to: other, slot: slot)
        }
        if row.constant < 0 { row.scale(by: -1) }
        store(Record(sequence: nextSequence, marker: marker, other: other, markerSign: markerSign,
                     slot: slot, constant: constant), for: constraint, at: id)
        return (id, row)
    }

    /// The symbol to solve a new row for, or nil when phase one must find one.
    ///
    /// An external variable first — the one in the fewest rows, so the substitution touches
    /// least. Otherwise the constraint's own slack or error, if solving for it keeps the row
    /// feasible (a negative coefficient, the constant being non-negative).
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        var best = -1
        for cell in row.cells where symbols[cell.symbol].kind == .external {
            if best < 0 || columns.count(cell.symbol) < columns.count(best) { best = cell.symbol }
        }
        if best >= 0 { return best }
        if symbols[marker].kind.isPivotable && row.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: adds `row` under an artificial slack and minimises it. Returns nil on
    /// success (the row is in the tableau, the artificial gone) or, when the minimum is not
    /// zero, the artificial's final row: the proof of which constraints conflict.
    private mutating func insertWithArtificialVariable(_ row: Row) -> Row? {
        let artificialSymbol = makeSymbol(.slack)
        var definition = row
        definition.basic = artificialSymbol
        insertRow(definition)
        artificial = Row(constant: row.constant, cells: row.cells)
        optimize(phaseOne: true)
        let phaseOne = artificial!
        artificial = nil
        let succeeded = phaseOne.constant.isNearZero
        let index = symbols[artificialSymbol].row
        if succeeded && index >= 0 {
            // The artificial is basic at zero: swap it for any symbol of its row, or drop the
            // row if it has none (the constraint was implied).
            let cells = rows[index].cells
            if let entering = cells.first(where: { symbols[$0.symbol].kind.isPivotable }) ?? cells.first {
                pivot(row: index, entering: entering.symbol)
            } else {
                dropRow(index)
            }
        }
        freeSymbol(artificialSymbol)
        return succeeded ? nil : phaseOne
    }

    /// Files `record` for `constraint` under `id` (a free record number or the next one).
    mutating func store(_ record: Record, for constraint: Constraint, at id: Int) {
        if id == records.count {
            records.append(record)
            constraints.append(constraint)
        } else {
            records[id] = record
            constraints[id] = constraint
        }
        nextSequence += 1
        recordOf[constraint.id] = id
    }
}
