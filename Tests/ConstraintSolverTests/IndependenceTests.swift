import ConstraintSolver
import Testing

@Suite("Independence (the column index)")
struct IndependenceTests {
    /// A small system on its own variables: a view between edges, with an edited right edge.
    struct Small {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let pin: Constraint, hug: Constraint, constraints: [Constraint]

        init() {
            pin = left == 10
            hug = (width <= 40).withPriority(250)
            constraints = [pin, left + width == right, width >= 0, hug]
        }

        func add(to solver: inout Solver) throws {
            for constraint in constraints { try solver.add(constraint) }
            try solver.addEditVariable(right, priority: 999)
        }
    }

    @Test("working on one subsystem never touches another's rows")
    func untouched() throws {
        var large = try StackProblem(count: 100)
        let layout = large.layout()
        var counts: [Int] = []
        for _ in 0..<2 {
            let small = Small()
            let before = large.solver.statistics
            try small.add(to: &large.solver)
            try large.solver.suggestValue(200, for: small.right)
            try large.solver.suggestValue(30, for: small.right)
            try large.solver.updateConstant(of: small.pin, to: -20)
            try large.solver.remove(small.hug)
            try large.solver.add(small.hug)
            try large.solver.removeEditVariable(small.right)
            for constraint in small.constraints { try large.solver.remove(constraint) }
            counts.append(large.solver.statistics.rowUpdates - before.rowUpdates)
        }
        #expect(counts[0] < 40)
        #expect(counts[0] == counts[1])
        #expect(large.layout() == layout)
        #expect(large.solver.invariantViolations().isEmpty)
    }

    @Test("the same work costs the same next to 10 or 1000 independent views")
    func costIndependentOfSize() throws {
        func work(besides count: Int) throws -> (rows: Int, pivots: Int) {
            var solver = try Self.views(count)
            let before = solver.statistics
            let small = Small()
            try small.add(to: &solver)
            for value in [80.0, 20, 60, 5, 90] { try solver.suggestValue(value, for: small.right) }
            let after = solver.statistics
            return (after.rowUpdates - before.rowUpdates, after.pivots - before.pivots)
        }
        let few = try work(besides: 10), many = try work(besides: 1000)
        #expect(few.rows == many.rows)
        #expect(few.pivots == many.pivots)
    }

    /// `count` views placed on a grid (P2), each also preferring a width and kept on screen.
    static func views(_ count: Int) throws -> Solver {
        var solver = Solver()
        for index in 0..<count {
            let x = Variable(), y = Variable(), w = Variable(), h = Variable()
            let grid = (column: Double(index % 10), row: Double(index / 10))
            let view = [x == 10 + 30 * grid.column, y == 10 + 30 * grid.row, w == 20, h == 20,
                        (w >= 25).withPriority(250), x + w <= 400]
            for constraint in view { try solver.add(constraint) }
        }
        return solver
    }

    @Test("independent views build in linear work: twice the views, twice the row updates")
    func linearBuild() throws {
        let single = try Self.views(500).statistics, double = try Self.views(1000).statistics
        #expect(double.rowUpdates == 2 * single.rowUpdates)
        #expect(double.pivots == 2 * single.pivots)
    }
}
