/// For each symbol, the rows it appears in (as a parametric symbol): the index that lets a
/// substitution, a constant shift or a ratio test visit only the rows concerned.
///
/// Each column is a doubly linked list threaded through shared arrays: the many symbols that
/// appear in one or two rows cost no allocation of their own, and each row cell keeps its
/// entry (`Cell.entry`), so a cell leaves its column in constant time however long the column.
/// Walk a column with `rows(of:)`, or with `first(_:)`/`next(_:)` when other columns change
/// meanwhile.
struct ColumnIndex {
    private var heads: [Int32] = []
    private var counts: [Int32] = []
    private var entryRows: [Int32] = []
    private var entryNext: [Int32] = []
    private var entryPrevious: [Int32] = []
    private var freeEntry: Int32 = -1

    /// Makes room for one more symbol, with an empty column.
    mutating func appendSymbol() {
        heads.append(-1)
        counts.append(0)
    }

    /// The number of rows `symbol` appears in.
    func count(_ symbol: Int) -> Int { Int(counts[symbol]) }

    /// The first entry of `symbol`'s column, or -1.
    func first(_ symbol: Int) -> Int { Int(heads[symbol]) }

    /// The entry after `entry`, or -1.
    func next(_ entry: Int) -> Int { Int(entryNext[entry]) }

    /// The row of `entry`.
    func row(_ entry: Int) -> Int { Int(entryRows[entry]) }

    /// Notes that `symbol` appears in `row`; returns the entry, for the row's cell to keep.
    mutating func insert(_ row: Int, into symbol: Int) -> Int32 {
        let entry: Int32
        let head = heads[symbol]
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entryNext[Int(entry)]
            entryRows[Int(entry)] = Int32(row)
            entryNext[Int(entry)] = head
            entryPrevious[Int(entry)] = -1
        } else {
            entry = Int32(entryRows.count)
            entryRows.append(Int32(row))
            entryNext.append(head)
            entryPrevious.append(-1)
        }
        if head >= 0 { entryPrevious[Int(head)] = entry }
        heads[symbol] = entry
        counts[symbol] += 1
        return entry
    }

    /// Takes `entry` out of `symbol`'s column.
    mutating func remove(_ entry: Int32, from symbol: Int) {
        let index = Int(entry)
        let previous = entryPrevious[index], following = entryNext[index]
        if previous >= 0 { entryNext[Int(previous)] = following } else { heads[symbol] = following }
        if following >= 0 { entryPrevious[Int(following)] = previous }
        entryNext[index] = freeEntry
        freeEntry = entry
        counts[symbol] -= 1
    }

    /// Empties `symbol`'s column.
    mutating func removeAll(_ symbol: Int) {
        var entry = heads[symbol]
        while entry >= 0 {
            let following = entryNext[Int(entry)]
            entryNext[Int(entry)] = freeEntry
            freeEntry = entry
            entry = following
        }
        heads[symbol] = -1
        counts[symbol] = 0
    }

    /// The rows of `symbol`'s column, for walks that do not change the index (the walk holds
    /// the index's storage; changing it meanwhile would copy it).
    func rows(of symbol: Int) -> Rows { Rows(index: self, entry: first(symbol)) }

    struct Rows: Sequence, IteratorProtocol {
        let index: ColumnIndex
        var entry: Int

        mutating func next() -> Int? {
            guard entry >= 0 else { return nil }
            defer { entry = index.next(entry) }
            return index.row(entry)
        }
    }
}
