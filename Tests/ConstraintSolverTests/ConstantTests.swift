import ConstraintSolver
import Testing

@Suite("Constant updates")
struct ConstantTests {
    nonisolated static let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    nonisolated static let priorities: [Priority] = [.required, 600]

    /// x and y in a box, pulled weakly toward a point, plus `x + y (relation) k` at `priority`.
    struct Box {
        let x = Variable("x"), y = Variable("y")
        let relation: Relation, priority: Priority

        /// The constraints with `k` as the subject's limit; the subject is the last.
        func constraints(_ k: Double) -> [Constraint] {
            [x >= 0, x <= 100, y >= 0, y <= 100, (x == 30).withPriority(2), (y == 60).withPriority(1),
             Constraint(x + y, relation, LinearExpression(k), priority: priority)]
        }

        func solver(_ constraints: [Constraint]) throws -> Solver {
            var solver = Solver()
            for constraint in constraints { try solver.add(constraint) }
            return solver
        }
    }

    @Test("the constant setter: {==, <=, >=} × {required, optional} match a fresh solve",
          arguments: 0..<6)
    func matchesFreshSolve(_ index: Int) throws {
        let box = Box(relation: Self.relations[index % 3], priority: Self.priorities[index / 3])
        let constraints = box.constraints(90)
        let subject = constraints.last!
        var solver = try box.solver(constraints)
        for limit in [90.0, 20, 150, 200, 5, 90, 120, 0, 60] {
            try solver.updateConstant(of: subject, to: -limit)
            #expect(solver.constant(of: subject) == -limit)
            let rebuilt = box.constraints(limit)
            let fresh = try box.solver(rebuilt)
            let context = "\(box.relation) @\(box.priority) k=\(limit)"
            expectOptimal(solver, rebuilt, context)
            #expect(solver.invariantViolations().isEmpty, "\(context)")
            #expect(abs(solver.value(of: box.x) - fresh.value(of: box.x)) < 1e-9, "\(context)")
            #expect(abs(solver.value(of: box.y) - fresh.value(of: box.y)) < 1e-9, "\(context)")
        }
    }

    @Test("a constant update is a shift, not a rebuild: it touches only the marker's rows")
    func cheap() throws {
        var problem = try StackProblem(count: 200)
        let subject = (problem.rows[0].w >= 100).withPriority(750)
        try problem.solver.add(subject)
        let before = problem.solver.statistics
        try problem.solver.updateConstant(of: subject, to: -120)
        #expect(problem.solver.statistics.rowUpdates - before.rowUpdates < 10)
        #expect(problem.solver.statistics.pivots == before.pivots)
        #expect(problem.solver.value(of: problem.rows[0].w) == 343)
    }

    @Test("setting the same constant again changes nothing; unknown constraints throw")
    func edges() throws {
        let x = Variable("x")
        var solver = Solver()
        let constraint = x == 5
        try solver.add(constraint)
        let before = solver.statistics
        try solver.updateConstant(of: constraint, to: -5)
        #expect(solver.statistics.rowUpdates == before.rowUpdates)
        let stranger = x == 7
        #expect(solver.constant(of: stranger) == nil)
        #expect(throws: ConstraintSolverError.self) { try solver.updateConstant(of: stranger, to: 1) }
    }
}
