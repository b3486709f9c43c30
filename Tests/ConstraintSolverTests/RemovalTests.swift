import ConstraintSolver
import Testing

@Suite("Removal")
struct RemovalTests {
    let x = Variable("x"), y = Variable("y")

    @Test("addDelete1: x = 100 weakly, x ≤ 10 and x ≤ 20 removed in turn give 10, 20, 100")
    func addDelete1() throws {
        var solver = Solver()
        try solver.add((x == 100).withPriority(1))
        let c10 = x <= 10, c20 = x <= 20
        try solver.add(c10)
        try solver.add(c20)
        #expect(solver.value(of: x) == 10)
        try solver.remove(c10)
        #expect(solver.value(of: x) == 20)
        try solver.remove(c20)
        #expect(solver.value(of: x) == 100)
        // Redundant copies: both must go before the limit lifts.
        let c10a = x <= 10, c10b = x <= 10
        try solver.add(c10a)
        try solver.add(c10b)
        #expect(solver.value(of: x) == 10)
        try solver.remove(c10a)
        #expect(solver.value(of: x) == 10)
        try solver.remove(c10b)
        #expect(solver.value(of: x) == 100)
    }

    @Test("addDelete2: y = 120 strongly, 2x = y, then x ≤ 20 added and removed")
    func addDelete2() throws {
        var solver = Solver()
        try solver.add((x == 100).withPriority(1))
        try solver.add((y == 120).withPriority(750))
        let cx = x <= 10, cxy = 2 * x == y
        try solver.add(cx)
        try solver.add(cxy)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
        try solver.remove(cx)
        #expect(solver.value(of: x) == 60)
        #expect(solver.value(of: y) == 120)
        try solver.remove(cxy)
        #expect(solver.value(of: x) == 100)
        #expect(solver.value(of: y) == 120)
    }

    @Test("remove then add again: val = 100 comes back")
    func removeAndReadd() throws {
        var solver = Solver()
        let constraint = x == 100
        try solver.add((x == 0).withPriority(1))
        try solver.add(constraint)
        try solver.remove(constraint)
        #expect(solver.value(of: x) == 0)
        try solver.add(constraint)
        #expect(solver.value(of: x) == 100)
    }

    @Test("no leak: a weak equality added and removed a thousand times leaves nothing behind")
    func noLeak() throws {
        var solver = Solver()
        try solver.add(x >= 0)
        try solver.add((x == 50).withPriority(300))
        let symbols = solver.symbolsInUse, rows = solver.rowsInUse
        for index in 0..<1000 {
            let constraint = (x == Double(index)).withPriority(index % 2 == 0 ? 200 : 400)
            try solver.add(constraint)
            try solver.remove(constraint)
        }
        #expect(solver.symbolsInUse == symbols)
        #expect(solver.rowsInUse == rows)
        #expect(solver.value(of: x) == 50)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("variables are forgotten with their last constraint")
    func forgetsVariables() throws {
        var solver = Solver()
        let constraints = [x == 1, x + y == 5, (y <= 3).withPriority(100)]
        for constraint in constraints { try solver.add(constraint) }
        for constraint in constraints.reversed() { try solver.remove(constraint) }
        #expect(solver.symbolsInUse == 0)
        #expect(solver.rowsInUse == 0)
        #expect(solver.value(of: y) == 0)
        #expect(solver.constraintCount == 0)
    }

    @Test("Cassowary's errors: adding twice, removing what is not there")
    func misuse() throws {
        var solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        #expect(solver.contains(constraint))
        #expect(throws: ConstraintSolverError.self) { try solver.add(constraint) }
        try solver.remove(constraint)
        #expect(!solver.contains(constraint))
        do {
            try solver.remove(constraint)
            Issue.record("removing twice must throw")
        } catch {
            guard case .unknownConstraint(let unknown) = error else { throw error }
            #expect(unknown === constraint)
        }
        try solver.add(constraint)
        do {
            try solver.add(constraint)
            Issue.record("adding twice must throw")
        } catch {
            guard case .duplicateConstraint(let duplicate) = error else { throw error }
            #expect(duplicate === constraint)
            #expect(error.description.contains("already"))
        }
        // A copy at another priority is another constraint.
        try solver.add(constraint.withPriority(5))
        #expect(solver.constraintCount == 2)
    }
}
