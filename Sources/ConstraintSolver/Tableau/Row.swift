/// One nonzero entry of a row: a symbol, its coefficient, and its entry in the symbol's
/// column (-1 while the row is not in the tableau or the cell is new).
struct Cell {
    private var symbolID: Int32
    var entry: Int32
    var coefficient: Double

    init(symbol: Int, coefficient: Double, entry: Int32 = -1) {
        symbolID = Int32(symbol)
        self.entry = entry
        self.coefficient = coefficient
    }

    var symbol: Int { Int(symbolID) }
}

/// A tableau row, `basic = constant + Σ coefficient × symbol`, over parametric symbols only.
///
/// Cells are kept sorted by symbol: lookups are binary searches, sums are merges, and every
/// walk over a row visits symbols in the same order, which keeps pivot choices deterministic.
struct Row {
    /// The symbol this row defines, or -1 for a row not in the tableau.
    var basic: Int
    var constant: Double
    var cells: [Cell]

    init(basic: Int = -1, constant: Double, cells: [Cell] = []) {
        self.basic = basic
        self.constant = constant
        self.cells = cells
    }

    /// The position of `symbol`'s cell, or where it would be inserted.
    func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let current = cells[middle].symbol
            if current == symbol { return (middle, true) }
            if current < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    func coefficient(of symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient` to `symbol`'s cell, creating it (with no column entry yet) or
    /// removing it when the sum falls below the tolerance. Returns the removed cell, if any.
    @discardableResult
    mutating func add(_ coefficient: Double, for symbol: Int) -> Cell? {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if sum.isNearZero { return cells.remove(at: index) }
            cells[index].coefficient = sum
        } else if !coefficient.isNearZero {
            // New symbols have the highest numbers: appending is the common case.
            if index == cells.count {
                cells.append(Cell(symbol: symbol, coefficient: coefficient))
            } else {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }
        return nil
    }

    /// Removes `symbol`'s cell, returning its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the whole row (constant and cells) by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// `self += factor × source`, dropping `eliminated`'s cell (the symbol `source` defines).
    /// New cells have no column entry (`entry == -1`); their positions are appended to
    /// `appeared`, in increasing order. Cells that cancel are appended to `vanished`. `buffer`
    /// is scratch space reused between calls.
    mutating func add(_ source: Row, times factor: Double, eliminating eliminated: Int,
                      buffer: inout [Cell], appeared: inout [Int], vanished: inout [Cell]) {
        constant += factor * source.constant
        if source.cells.count <= 4 || source.cells.count * 8 <= cells.count {
            // A few cells go in place (binary search, insert): short rows are most of Auto
            // Layout's, and a merge would copy a long target row for them. Source cells come
            // in increasing order, so each change lands after the positions noted before it.
            remove(eliminated)
            for cell in source.cells {
                let (index, found) = position(of: cell.symbol)
                let value = factor * cell.coefficient + (found ? cells[index].coefficient : 0)
                if value.isNearZero {
                    if found { vanished.append(cells.remove(at: index)) }
                } else if found {
                    cells[index].coefficient = value
                } else {
                    cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: index)
                    appeared.append(index)
                }
            }
            return
        }
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(cells.count + source.cells.count)
        let target = cells, added = source.cells
        var i = 0, j = 0
        while i < target.count || j < added.count {
            if j == added.count || (i < target.count && target[i].symbol < added[j].symbol) {
                if target[i].symbol != eliminated { buffer.append(target[i]) }
                i += 1
            } else if i == target.count || added[j].symbol < target[i].symbol {
                let value = factor * added[j].coefficient
                if !value.isNearZero {
                    appeared.append(buffer.count)
                    buffer.append(Cell(symbol: added[j].symbol, coefficient: value))
                }
                j += 1
            } else {
                var cell = target[i]
                cell.coefficient += factor * added[j].coefficient
                if cell.coefficient.isNearZero { vanished.append(cell) } else { buffer.append(cell) }
                i += 1
                j += 1
            }
        }
        swap(&cells, &buffer)
    }
}
