// Mirrored inequalities share one equation: a view's hugging and compression resistance on
// the same size (w ≤ 40 @250, w ≥ 40 @750) are UIKit's commonest pair of constraints.

extension Solver {
    // Two separate equations, `w − 40 + s − e = 0` and `w − 40 − s′ + e′ = 0`, make the pair
    // degenerate: at w = 40 one of the four symbols sits in the basis at zero, and whichever
    // it is, it misleads the dual simplex's ratio test (a slack hides the other side's cost,
    // an error promises a saving that cannot happen), so moving slack from view to view walks
    // one pivot per view. But one equation carries both: in `w − 40 + s − e = 0` the slack s
    // of `w ≤ 40` *is* the violation of `w ≥ 40`, and its error e is that constraint's slack.
    // So the second constraint only adds a cost to s (a relabelling: no row, no pivot), and
    // removing either one only takes its cost away.

    /// Adds `constraint`, whose expression's constant is `constant`, as the mirror image of
    /// record `partner`'s inequality (same limit, opposite side): it takes the partner's slack
    /// as its error and the partner's error as its slack.
    mutating func insertMirror(_ constraint: Constraint, constant: Double, of partner: Int) {
        let id = freeRecords.popLast() ?? records.count
        let error = records[partner].marker, slack = records[partner].other
        let slot = objective.retainSlot(for: constraint.priority.rawValue)
        symbols[error].kind = .error
        addCost(of: error, slot: slot)
        unregisterMirrorCandidate(partner)
        records[partner].mirror = id
        retainVariables(of: constraint.expression)
        let record = Record(sequence: nextSequence, marker: slack, other: error,
                            markerSign: constraint.relation == .lessThanOrEqual ? 1 : -1, slot: slot,
                            constant: constant, mirror: partner)
        store(record, for: constraint, at: id)
        optimize()
    }

    /// Takes record `id` out of its mirrored pair and forgets it; the partner keeps the
    /// equation alone, the symbol that was `id`'s error becoming its plain slack again.
    mutating func removeMirrored(_ id: Int) {
        let record = records[id], partner = record.mirror
        removeCost(of: record.other, slot: record.slot)
        objective.releaseSlot(record.slot)
        symbols[record.other].kind = .slack
        symbols[record.other].owner = partner
        symbols[record.marker].owner = partner
        records[partner].mirror = -1
        registerMirrorCandidate(partner)
        forget(id)
    }

    /// The unpaired optional inequality in the solver whose limit is the mirror image of
    /// `constraint`'s with `constant` as its expression's constant, if any.
    func mirror(of constraint: Constraint, constant: Double) -> Int? {
        guard !constraint.priority.isRequired, constraint.relation != .equal else { return nil }
        let expression = constraint.expression
        let key = Self.mirrorKey(expression, constant: constant, sign: -side(constraint.relation))
        return mirrorCandidates[key]?.first { candidate in
            let other = constraints[candidate]!
            return other !== constraint
                && Self.canonical(other.expression, constant: records[candidate].constant, sign: side(other.relation))
                == Self.canonical(expression, constant: constant, sign: -side(constraint.relation))
        }
    }

    /// After record `id`'s constant moved: if it now mirrors another inequality, the two
    /// share one equation (its own equation goes); otherwise it waits for a partner.
    mutating func pairAfterMove(_ id: Int) {
        let constraint = constraints[id]!
        guard let partner = mirror(of: constraint, constant: records[id].constant) else {
            registerMirrorCandidate(id)
            return
        }
        let constant = records[id].constant
        removeRecord(id, equationInTableau: true)
        optimize()
        insertMirror(constraint, constant: constant, of: partner)
    }

    /// Lists record `id` (an optional inequality, unpaired) as a possible partner.
    mutating func registerMirrorCandidate(_ id: Int) {
        let constraint = constraints[id]!
        guard !constraint.priority.isRequired, constraint.relation != .equal else { return }
        let key = Self.mirrorKey(constraint.expression, constant: records[id].constant, sign: side(constraint.relation))
        records[id].mirrorKey = key
        mirrorCandidates[key, default: []].append(id)
    }

    mutating func unregisterMirrorCandidate(_ id: Int) {
        let key = records[id].mirrorKey
        guard key != 0, var list = mirrorCandidates[key] else { return }
        list.removeAll { $0 == id }
        mirrorCandidates[key] = list.isEmpty ? nil : list
        records[id].mirrorKey = 0
    }

    /// +1 for `≤`, −1 for `≥`: the sign that writes the inequality as `f ≤ 0`.
    private func side(_ relation: Relation) -> Double {
        relation == .lessThanOrEqual ? 1 : -1
    }

    /// A hash of `sign × (expression with constant)`, independent of the terms' order; never 0.
    private static func mirrorKey(_ expression: LinearExpression, constant: Double, sign: Double) -> Int {
        func mix(_ a: UInt64, _ b: Double) -> UInt64 {
            var value = (a &+ 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
            value ^= (b + 0).bitPattern &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
        var key = mix(UInt64.max, sign * constant)
        for term in expression.terms where term.coefficient != 0 {
            key = key &+ mix(UInt64(term.variable.id), sign * term.coefficient)
        }
        return Int(truncatingIfNeeded: key | 1)
    }

    /// `sign × expression` as sorted, merged terms and a constant, for exact comparison.
    private static func canonical(_ expression: LinearExpression, constant: Double, sign: Double) -> [Double] {
        var terms: [(id: Int, coefficient: Double)] = []
        for term in expression.terms {
            if let index = terms.firstIndex(where: { $0.id == term.variable.id }) {
                terms[index].coefficient += sign * term.coefficient
            } else {
                terms.append((term.variable.id, sign * term.coefficient))
            }
        }
        let kept = terms.filter { $0.coefficient != 0 }.sorted { $0.id < $1.id }
        return kept.flatMap { [Double($0.id), $0.coefficient + 0] } + [sign * constant + 0]
    }
}
