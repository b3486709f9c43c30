// Which required constraints conflict, read off the row that proves it.

extension Solver {
    /// The report for breaking record `id`, from `certificate`: a row that cannot reach a
    /// feasible value (`constant` of the wrong sign, every symbol that could fix it at its
    /// bound or barred). The row is a combination of constraints' equations, and a marker
    /// appears in no equation but its own constraint's, so the constraints whose symbols the
    /// row holds are exactly those the contradiction uses.
    func unsatisfiable(breaking id: Int, certificate: Row) -> UnsatisfiableConstraints {
        var involved: Set<Int> = [id]
        for symbol in certificate.cells.map(\.symbol) + [certificate.basic] where symbol >= 0 {
            let owner = symbols[symbol].owner
            if owner >= 0 && records[owner].slot < 0 { involved.insert(owner) }
        }
        let ordered = involved.map { (sequence: records[$0].sequence, id: $0) }.sorted { $0.sequence < $1.sequence }
        let conflicting = ordered.map { constraints[$0.id]! }
        return UnsatisfiableConstraints(broken: constraints[id]!, conflicting: conflicting)
    }
}
