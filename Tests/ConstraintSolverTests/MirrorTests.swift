@testable import ConstraintSolver
import Testing

@Suite("Mirrored inequalities (hugging and compression resistance on one size)")
struct MirrorTests {
    let w = Variable("w"), total = Variable("total")

    @Test("Mirrors: a hugging/compression pair shares one equation and solves as the two would")
    func sharesOneEquation() throws {
        var solver = Solver()
        try solver.add(w >= 0)
        let compression = (w >= 40).withPriority(750)
        try solver.add(compression)
        let rowsBefore = solver.rowsInUse, symbolsBefore = solver.symbolsInUse
        let hugging = (w <= 40).withPriority(250)
        try solver.add(hugging)
        #expect(solver.rowsInUse == rowsBefore)
        #expect(solver.symbolsInUse == symbolsBefore)
        try solver.add(total == w + 10)
        try solver.addEditVariable(total, priority: 200)
        for target in [100.0, 20, 60] {
            try solver.suggestValue(target, for: total)
            #expect(solver.value(of: w) == 40)   // both sides outrank the edit
        }
        try solver.removeEditVariable(total)
        try solver.addEditVariable(total, priority: 600)
        try solver.suggestValue(100, for: total)
        #expect(solver.value(of: w) == 90)   // 600 beats hugging (250)
        try solver.suggestValue(20, for: total)
        #expect(solver.value(of: w) == 40)   // compression (750) beats 600
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("removing either side leaves the other in force", arguments: [false, true])
    func removeEitherSide(_ removeHugging: Bool) throws {
        var solver = Solver()
        let compression = (w >= 40).withPriority(750), hugging = (w <= 40).withPriority(250)
        try solver.add(compression)
        try solver.add(hugging)
        try solver.addEditVariable(w, priority: 200)   // below both sides
        try solver.remove(removeHugging ? hugging : compression)
        try solver.suggestValue(100, for: w)
        #expect(solver.value(of: w) == (removeHugging ? 100 : 40))
        try solver.suggestValue(10, for: w)
        #expect(solver.value(of: w) == (removeHugging ? 40 : 10))
        try solver.remove(removeHugging ? compression : hugging)
        try solver.suggestValue(10, for: w)
        #expect(solver.value(of: w) == 10)
        try solver.removeEditVariable(w)
        #expect(solver.symbolsInUse == 0)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("moving one side's constant splits the pair; the other keeps its limit")
    func constantSplits() throws {
        var solver = Solver()
        let compression = (w >= 40).withPriority(750), hugging = (w <= 40).withPriority(250)
        try solver.add(compression)
        try solver.add(hugging)
        try solver.addEditVariable(w, priority: 200)
        try solver.updateConstant(of: hugging, to: -60)   // w ≤ 60
        #expect(solver.constant(of: compression) == -40)
        try solver.suggestValue(100, for: w)
        #expect(solver.value(of: w) == 60)
        try solver.suggestValue(10, for: w)
        #expect(solver.value(of: w) == 40)
        try solver.updateConstant(of: compression, to: -60)   // w ≥ 60: a pair again
        try solver.suggestValue(10, for: w)
        #expect(solver.value(of: w) == 60)
        #expect(solver.records[solver.recordOf[hugging.id]!].mirror >= 0)
        try solver.remove(hugging)
        try solver.remove(compression)
        try solver.suggestValue(10, for: w)
        #expect(solver.value(of: w) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("any way of writing the mirror pairs; copies and near misses stay separate")
    func matching() throws {
        var solver = Solver()
        let lower = (40 <= w).withPriority(750)                              // 40 − w ≤ 0
        let upper = Constraint(LinearExpression([Term(w, 0.5), Term(w, 0.5)], constant: -40), .lessThanOrEqual,
                               priority: 250)                                    // w − 40 ≤ 0
        let copy = (w <= 40).withPriority(300)
        let nearMiss = (w <= 40.5).withPriority(100)
        for constraint in [lower, upper, copy, nearMiss] { try solver.add(constraint) }
        let paired = solver.constraints.enumerated().filter { $0.element != nil && solver.records[$0.offset].mirror >= 0 }
        #expect(paired.count == 2)
        try solver.remove(lower)
        // The copy can pair with a new lower bound now that the first has gone.
        try solver.add((w >= 40).withPriority(700))
        let pairedAgain = solver.constraints.enumerated().filter { $0.element != nil && solver.records[$0.offset].mirror >= 0 }
        #expect(pairedAgain.count == 2)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("no leak: a pair added and removed a thousand times, in both orders")
    func noLeak() throws {
        var solver = Solver()
        try solver.add(w >= 0)
        let symbols = solver.symbolsInUse, rows = solver.rowsInUse
        for index in 0..<1000 {
            let hugging = (w <= 40).withPriority(250), compression = (w >= 40).withPriority(750)
            try solver.add(hugging)
            try solver.add(compression)
            #expect(solver.value(of: w) == 40)
            try solver.remove(index % 2 == 0 ? hugging : compression)
            try solver.remove(index % 2 == 0 ? compression : hugging)
        }
        #expect(solver.symbolsInUse == symbols)
        #expect(solver.rowsInUse == rows)
        #expect(solver.mirrorCandidates.isEmpty)
    }
}
