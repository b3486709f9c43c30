import ConstraintSolver
import Testing

@Suite("Standard problems")
struct StandardProblemTests {
    @Test("P1 chain: view 0 takes the slack, stretched and compressed")
    func chain() throws {
        var problem = try ChainProblem(count: 12)
        try problem.solver.suggestValue(problem.natural + 100, for: problem.width)
        var widths = problem.widthValues()
        #expect(widths[0] == 140)
        #expect(widths.dropFirst().allSatisfy { $0 == 40 })
        try problem.solver.suggestValue(problem.natural - 20, for: problem.width)
        widths = problem.widthValues()
        #expect(widths[0] == 20)
        #expect(widths.dropFirst().allSatisfy { $0 == 40 })
        #expect(problem.solver.value(of: problem.positions[11]) + widths[11] + 8 == problem.natural - 20)
        #expect(problem.solver.invariantViolations().isEmpty)
    }

    @Test("P1 chain flip: crossing from stretched to compressed takes a few pivots, not N")
    func chainFlip() throws {
        var problem = try ChainProblem(count: 100)
        for _ in 0..<3 {
            for target in [problem.natural + 100, problem.natural - 20] {
                let before = problem.solver.statistics.pivots
                try problem.solver.suggestValue(target, for: problem.width)
                #expect(problem.solver.statistics.pivots - before <= 4)
            }
        }
        // All views squeezed: each gives up to 40 points, view 0 first (749), then the rest.
        try problem.solver.suggestValue(8 * 101 + 10, for: problem.width)
        let widths = problem.widthValues()
        #expect(abs(widths.reduce(0, +) - 10) < 1e-9)
        #expect(widths[0] == 0)
        #expect(problem.solver.invariantViolations().isEmpty)
    }

    @Test("P1 toggle: adding and removing w[N/2] == 60 @500")
    func chainToggle() throws {
        var problem = try ChainProblem(count: 10)
        try problem.solver.suggestValue(problem.natural + 100, for: problem.width)
        let toggle = (problem.widths[5] == 60).withPriority(500)
        try problem.solver.add(toggle)
        #expect(problem.solver.value(of: problem.widths[5]) == 60)
        #expect(problem.solver.value(of: problem.widths[0]) == 120)
        try problem.solver.remove(toggle)
        #expect(problem.widthValues() == [140] + Array(repeating: 40, count: 9))
    }

    @Test("P2 flat: independent views on a grid")
    func flat() throws {
        var solver = Solver()
        var last = Variable()
        for index in 0..<100 {
            let x = Variable(), y = Variable(), w = Variable(), h = Variable()
            try solver.add(x == Double(10 + (index % 10) * 30))
            try solver.add(y == Double(10 + (index / 10) * 30))
            try solver.add(w == 20)
            try solver.add(h == 20)
            last = x
        }
        #expect(solver.value(of: last) == 280)
        #expect(solver.statistics.pivots == 0)
    }

    @Test("P3 stack: rows follow the container width")
    func stack() throws {
        var problem = try StackProblem(count: 50)
        let last = problem.rows[49]
        #expect(problem.solver.value(of: last.y) == 20 + 29 * 49)
        #expect(problem.solver.value(of: problem.rows[0].w) == 343)
        for width in [320.0, 414, 768, 100] {
            try problem.solver.suggestValue(width, for: problem.width)
            // The edit (999) outranks the minimum width (750), even at W = 100.
            #expect(problem.solver.value(of: last.w) == width - 32)
            #expect(problem.solver.value(of: last.h) == 21)
        }
        #expect(problem.solver.invariantViolations().isEmpty)
    }

    @Test("Determinism: the same operations give bit-for-bit the same values")
    func deterministic() throws {
        func run() throws -> [Double] {
            var problem = try ChainProblem(count: 30)
            var values: [Double] = []
            for step in [10.0, 100, -20, 400, -300, 30] {
                try problem.solver.suggestValue(problem.natural + step, for: problem.width)
                values += problem.widthValues() + problem.positions.map { problem.solver.value(of: $0) }
            }
            return values
        }
        let first = try run()
        #expect(try run() == first)
    }
}
