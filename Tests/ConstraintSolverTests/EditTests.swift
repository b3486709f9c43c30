import ConstraintSolver
import Testing

@Suite("Edit variables")
struct EditTests {
    let x = Variable("x"), y = Variable("y")

    @Test("suggestions move the variable; the dual simplex repairs what they push out of bounds")
    func dualOptimize() throws {
        // Kiwi's canonical case: a midpoint edited strongly, the ends weakly, inside limits.
        let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
        var solver = Solver()
        try solver.add(2 * middle == left + right)
        try solver.add(left + 20 <= right)
        try solver.add(left >= -10)
        try solver.add(right <= 100)
        try solver.addEditVariable(middle, priority: 999)
        try solver.addEditVariable(left, priority: 1)
        try solver.addEditVariable(right, priority: 1)
        for value in [40.0, 50, 30, 60, 90] {
            try solver.suggestValue(value, for: middle)
            #expect(solver.value(of: middle) == value)
            #expect(solver.value(of: left) + 20 <= solver.value(of: right) + 1e-9)
            #expect(solver.invariantViolations().isEmpty)
        }
        #expect(solver.value(of: left) == 80)
        #expect(solver.value(of: right) == 100)
    }

    @Test("an edit toward a huge value maximises a linear program (z = 3a + 5b → a = 2, b = 6, z = 36)")
    func maximization() throws {
        let a = Variable("a"), b = Variable("b"), z = Variable("z")
        var solver = Solver()
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        try solver.add(a <= 4)
        try solver.add(2 * b <= 12)
        try solver.add(3 * a + 2 * b <= 18)
        try solver.add(z == 3 * a + 5 * b)
        try solver.addEditVariable(z, priority: 1)
        try solver.suggestValue(1e6, for: z)
        // The edit's error is about 1e6, so values carry rounding of about 1e-10.
        #expect(abs(solver.value(of: a) - 2) < 1e-9)
        #expect(abs(solver.value(of: b) - 6) < 1e-9)
        #expect(abs(solver.value(of: z) - 36) < 1e-9)
    }

    @Test("a medium edit beats a weak equality; an edit entering several rows")
    func editStrength() throws {
        var solver = Solver()
        try solver.add((x == 10).withPriority(1))
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.value(of: x) == 10)   // held where it was
        try solver.suggestValue(25, for: x)
        #expect(solver.value(of: x) == 25)
        try solver.add(y <= x - 1)
        try solver.add(y >= x - 1)
        try solver.suggestValue(-3, for: x)
        #expect(solver.value(of: y) == -4)
        #expect(solver.suggestedValue(for: x) == -3)
    }

    @Test("two edits at once; removing one leaves the other working")
    func multiedit() throws {
        var solver = Solver()
        try solver.add(x + y == 100)
        try solver.addEditVariable(x, priority: 800)
        try solver.addEditVariable(y, priority: 700)
        try solver.suggestValue(30, for: x)
        try solver.suggestValue(90, for: y)
        #expect(solver.value(of: x) == 30)   // 800 wins
        #expect(solver.value(of: y) == 70)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        try solver.suggestValue(60, for: y)
        #expect(solver.value(of: y) == 60)
        #expect(solver.value(of: x) == 40)
        #expect(solver.constraintCount == 1)
    }

    @Test("the stack row repair Kiwi's Swift port got wrong: W = 375 gives w = 343")
    func stackRepair() throws {
        let width = Variable("W")
        var solver = Solver()
        try solver.addEditVariable(width, priority: 999)
        var widths: [Variable] = []
        for _ in 0..<2 {
            let left = Variable(), rowWidth = Variable()
            try solver.add(left == 16)
            try solver.add(left + rowWidth == width - 16)
            try solver.add((rowWidth >= 100).withPriority(750))
            widths.append(rowWidth)
        }
        try solver.suggestValue(375, for: width)
        #expect(solver.value(of: width) == 375)
        #expect(widths.map { solver.value(of: $0) } == [343, 343])
    }

    @Test("edit variable misuse throws Cassowary's errors")
    func misuse() throws {
        var solver = Solver()
        try solver.addEditVariable(x, priority: 500)
        #expect(throws: ConstraintSolverError.self) { try solver.addEditVariable(x, priority: 400) }
        #expect(throws: ConstraintSolverError.self) { try solver.addEditVariable(y, priority: .required) }
        #expect(throws: ConstraintSolverError.self) { try solver.addEditVariable(y, priority: Priority(.nan)) }
        #expect(throws: ConstraintSolverError.self) { try solver.suggestValue(1, for: y) }
        #expect(throws: ConstraintSolverError.self) { try solver.removeEditVariable(y) }
        do {
            try solver.removeEditVariable(y)
        } catch {
            guard case .unknownEditVariable(let variable) = error else { throw error }
            #expect(variable == y)
            #expect(error.description.contains("addEditVariable"))
        }
        do {
            try solver.addEditVariable(y, priority: .required)
        } catch {
            guard case .requiredEditVariable = error else { throw error }
        }
        #expect(!solver.hasEditVariable(y))
        #expect(solver.suggestedValue(for: y) == nil)
    }

    @Test("no drift through pivots: thousands of crossings between stretched and compressed")
    func noDriftThroughPivots() throws {
        var problem = try ChainProblem(count: 10)
        let pivots = problem.solver.statistics.pivots
        for step in 0..<3000 {
            let offsets = [400.0, -20, 100, -150, 7.5, 250]
            try problem.solver.suggestValue(problem.natural + offsets[step % offsets.count], for: problem.width)
        }
        #expect(problem.solver.statistics.pivots - pivots > 1000)
        try problem.solver.suggestValue(problem.natural + 100, for: problem.width)
        let widths = problem.widthValues()
        #expect(abs(widths[0] - 140) < 1e-9)
        #expect(widths.dropFirst().allSatisfy { abs($0 - 40) < 1e-9 })
        #expect(problem.solver.invariantViolations().isEmpty)
    }

    @Test("no drift: ten thousand suggestions, then the first value again, give the first layout")
    func noDrift() throws {
        var problem = try StackProblem(count: 20)
        let before = problem.layout()
        var generator = LinearCongruential(seed: 7)
        for _ in 0..<10_000 {
            try problem.solver.suggestValue(100 + 1300 * generator.unit(), for: problem.width)
        }
        try problem.solver.suggestValue(375, for: problem.width)
        let after = problem.layout()
        #expect(zip(before, after).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(problem.solver.invariantViolations().isEmpty)
    }
}
