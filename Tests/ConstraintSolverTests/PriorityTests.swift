import ConstraintSolver
import Testing

@Suite("Priorities")
struct PriorityTests {
    let x = Variable("x"), y = Variable("y"), w = Variable("w")

    @Test("Priorities: a required constraint beats any optional one (width 100 @750, width 200 @1000)")
    func requiredWins() throws {
        var solver = Solver()
        try solver.add((w == 100).withPriority(750))
        try solver.add(w == 200)
        #expect(solver.value(of: w) == 200)
    }

    @Test("Priorities: the higher of two conflicting priorities wins (499 against 500)")
    func higherWins() throws {
        var solver = Solver()
        try solver.add((w == 100).withPriority(500))
        try solver.add((w == 300).withPriority(499))
        #expect(solver.value(of: w) == 100)
        var reversed = Solver()
        try reversed.add((w == 300).withPriority(499))
        try reversed.add((w == 100).withPriority(500))
        #expect(reversed.value(of: w) == 100)
    }

    @Test("Priorities: a strong edit beats a weaker inequality (v1 + v2 = 0, v1 ≥ 10 @500, v2 = 2 @750)")
    func strengthOrder() throws {
        var solver = Solver()
        let v1 = Variable("v1"), v2 = Variable("v2")
        try solver.add(v1 + v2 == 0)
        try solver.add((v1 >= 10).withPriority(500))
        try solver.add((v2 == 2).withPriority(750))
        #expect(solver.value(of: v1) == -2)
        #expect(solver.value(of: v2) == 2)
    }

    @Test("Priorities: lexicographic, not weighted — one 750 beats four 250s pulling the same way")
    func lexicographicAgainstWeighted() throws {
        // Weighted (Kiwi) would give y = 10: each unit of y saves 4 × 250 > 750.
        var solver = Solver()
        try solver.add(x + y == 100)
        try solver.add(y >= 0)
        try solver.add((x >= 100).withPriority(750))
        for _ in 0..<4 { try solver.add((y >= 10).withPriority(250)) }
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 0)
    }

    @Test("Priorities: one constraint @251 beats any number of conflicting ones @250")
    func oneAboveMany() throws {
        var solver = Solver()
        for _ in 0..<50 { try solver.add((w == 0).withPriority(250)) }
        try solver.add((w == 100).withPriority(251))
        #expect(solver.value(of: w) == 100)
    }

    @Test("Priorities: within one priority, the sum of errors is least (the median of three targets)")
    func sumWithinLevel() throws {
        var solver = Solver()
        for target in [10.0, 20, 40] { try solver.add((x == target).withPriority(500)) }
        #expect(solver.value(of: x) == 20)
    }

    @Test("Priorities: a tie within a level resolves the same way every time")
    func tiesAreDeterministic() throws {
        func solve() throws -> Double {
            var solver = Solver()
            try solver.add((x == 0).withPriority(500))
            try solver.add((x == 10).withPriority(500))
            return solver.value(of: x)
        }
        let first = try solve()
        #expect(first >= 0 && first <= 10)
        for _ in 0..<5 { #expect(try solve() == first) }
    }

    @Test("fractional priorities are levels of their own (250.5 ranks above 250)")
    func fractional() throws {
        var solver = Solver()
        for _ in 0..<5 { try solver.add((x == 0).withPriority(250)) }
        try solver.add((x == 10).withPriority(250.5))
        try solver.add((x == 20).withPriority(250.25))
        #expect(solver.value(of: x) == 10)
    }

    @Test("Priorities: priority 0 ranks below every UIKit priority (the stay level)")
    func stayLevel() throws {
        var solver = Solver()
        try solver.add((x == 7).withPriority(0))
        #expect(solver.value(of: x) == 7)
        try solver.add((x == 3).withPriority(1))
        #expect(solver.value(of: x) == 3)
    }

    @Test("many distinct priorities: levels are added in order and reused once idle")
    func manyLevels() throws {
        var solver = Solver()
        var constraints: [Constraint] = []
        for level in 1...40 {
            let constraint = (x == Double(level)).withPriority(Priority(Float(level)))
            try solver.add(constraint)
            constraints.append(constraint)
            #expect(solver.value(of: x) == Double(level))
        }
        for constraint in constraints.suffix(30) { try solver.remove(constraint) }
        #expect(solver.value(of: x) == 10)
        try solver.add((x == 99).withPriority(5.5))
        #expect(solver.value(of: x) == 10)
        try solver.add((x == 77).withPriority(10.5))
        #expect(solver.value(of: x) == 77)
        #expect(solver.invariantViolations().isEmpty)
    }
}
