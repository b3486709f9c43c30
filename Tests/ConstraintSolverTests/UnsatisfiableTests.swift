import ConstraintSolver
import Testing

/// Adds `constraint`, expecting it to be broken; returns the report.
func addExpectingConflict(_ constraint: Constraint, to solver: inout Solver,
                          sourceLocation: SourceLocation = #_sourceLocation) throws -> UnsatisfiableConstraints? {
    do {
        try solver.add(constraint)
        Issue.record("\(constraint) should conflict", sourceLocation: sourceLocation)
        return nil
    } catch {
        guard case .unsatisfiable(let report) = error else { throw error }
        return report
    }
}

@Suite("Unsatisfiable required constraints")
struct UnsatisfiableTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")

    @Test("Unsatisfiable constraints: two equations disagree; the newer one is broken and the older holds")
    func equations() throws {
        var solver = Solver()
        let first = x == 10, second = x == 5
        try solver.add(first)
        let report = try #require(try addExpectingConflict(second, to: &solver))
        #expect(report.broken === second)
        #expect(report.conflicting.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(!solver.contains(second))
        #expect(solver.value(of: x) == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Unsatisfiable constraints: inequalities that cannot meet (x ≥ 10, x ≤ 5), found by phase one")
    func inequalities() throws {
        var solver = Solver()
        let low = x >= 10, high = x <= 5
        try solver.add(low)
        let report = try #require(try addExpectingConflict(high, to: &solver))
        #expect(report.conflicting.map(ObjectIdentifier.init) == [low, high].map(ObjectIdentifier.init))
        #expect(solver.value(of: x) >= 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Unsatisfiable constraints: the conflicting set is the constraints the contradiction uses, no others")
    func onlyInvolved() throws {
        var solver = Solver()
        let chain = [w >= 10, x >= w, y >= x, z >= y]
        let lower = z >= 8, upper = z <= 4
        let bystanders = [(y == 50).withPriority(400), Variable("other") == 3]
        for constraint in chain + [lower] + bystanders { try solver.add(constraint) }
        try solver.addEditVariable(z, priority: 999)
        let report = try #require(try addExpectingConflict(upper, to: &solver))
        let ids = Set(report.conflicting.map(ObjectIdentifier.init))
        #expect(ids.contains(ObjectIdentifier(upper)))
        #expect(ids.isDisjoint(with: bystanders.map(ObjectIdentifier.init)))
        // z ≥ 8 alone contradicts z ≤ 4; so does z ≥ y ≥ x ≥ w ≥ 10. Either proof is right.
        let direct: Set = [ObjectIdentifier(lower), ObjectIdentifier(upper)]
        let viaChain = Set((chain + [upper]).map(ObjectIdentifier.init))
        #expect(ids == direct || ids == viaChain)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Unsatisfiable constraints: a contradiction through a chain of equations lists the whole chain")
    func chainOfEquations() throws {
        var solver = Solver()
        let positions = (0..<6).map { Variable("x\($0)") }
        var constraints = [positions[0] == 0]
        for index in 1..<6 { constraints.append(positions[index] == positions[index - 1] + 10) }
        for constraint in constraints { try solver.add(constraint) }
        try solver.add(Variable("unrelated") == 4)
        let closing = positions[5] == 100
        let report = try #require(try addExpectingConflict(closing, to: &solver))
        #expect(report.conflicting.map(ObjectIdentifier.init) == (constraints + [closing]).map(ObjectIdentifier.init))
        #expect(report.broken === closing)
        #expect(report.description.contains("x5 - 100 == 0"))
        #expect(report.description.contains("Breaking"))
        #expect(solver.value(of: positions[5]) == 50)
    }

    @Test("Unsatisfiable constraints: after breaking one, the solver keeps solving")
    func keepsSolving() throws {
        var solver = Solver()
        try solver.add(x == 10)
        _ = try addExpectingConflict(x == 11, to: &solver)
        try solver.add(y == x + 5)
        try solver.addEditVariable(z, priority: 999)
        try solver.add(z >= y)
        try solver.suggestValue(3, for: z)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 15)
        try solver.suggestValue(30, for: z)
        #expect(solver.value(of: z) == 30)
        #expect(solver.constraintCount == 3)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Unsatisfiable constraints: a new constant that contradicts breaks the changed constraint")
    func constantConflict() throws {
        var solver = Solver()
        let floor = x >= 0, ceiling = x <= 50
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add((x == 40).withPriority(500))
        try solver.add(y == x + 1)
        do {
            try solver.updateConstant(of: ceiling, to: 10)   // x ≤ −10
            Issue.record("x ≤ −10 contradicts x ≥ 0")
        } catch {
            guard case .unsatisfiable(let report) = error else { throw error }
            #expect(report.broken === ceiling)
            #expect(report.conflicting.map(ObjectIdentifier.init) == [floor, ceiling].map(ObjectIdentifier.init))
        }
        #expect(!solver.contains(ceiling))
        #expect(solver.value(of: x) == 40)
        #expect(solver.value(of: y) == 41)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("Unsatisfiable constraints: a redundant equation given a constant the others contradict")
    func redundantConstantConflict() throws {
        var solver = Solver()
        let offset = x == y + 5, anchor = y == 3, implied = x == 8
        for constraint in [offset, anchor, implied] { try solver.add(constraint) }
        do {
            try solver.updateConstant(of: implied, to: -9)
            Issue.record("x == 9 contradicts x == y + 5, y == 3")
        } catch {
            guard case .unsatisfiable(let report) = error else { throw error }
            #expect(report.broken === implied)
            #expect(Set(report.conflicting.map(ObjectIdentifier.init)) == Set([offset, anchor, implied].map(ObjectIdentifier.init)))
        }
        #expect(solver.value(of: x) == 8)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("optional constraints never conflict; they give way")
    func optionalGivesWay() throws {
        var solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 5).withPriority(999))
        try solver.add((x >= 50).withPriority(999))
        #expect(solver.value(of: x) == 10)
    }
}
