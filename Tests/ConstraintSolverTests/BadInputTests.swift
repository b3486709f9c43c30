import ConstraintSolver
import Testing

@Suite("Bad input")
struct BadInputTests {
    let x = Variable("x"), y = Variable("y")

    /// The error's description, or nil when `body` does not throw an invalid value.
    func invalidValueMessage(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as ConstraintSolverError {
            guard case .invalidValue(let text) = error else { return nil }
            return text
        } catch {
            return nil
        }
    }

    @Test("NaN and infinite coefficients and constants are refused with a message, not a crash")
    func nonFinite() throws {
        var solver = Solver()
        try solver.add(y == 3)
        let nanConstant = invalidValueMessage { try solver.add(x == .nan) }
        #expect(nanConstant?.contains("nan") == true)
        #expect(nanConstant?.contains("finite") == true)
        let infiniteCoefficient = invalidValueMessage { try solver.add(Double.infinity * x == 4) }
        #expect(infiniteCoefficient?.contains("coefficient of x") == true)
        #expect(invalidValueMessage { try solver.add(x / 0 >= 1) } != nil)
        #expect(invalidValueMessage { try solver.add((x <= -.infinity).withPriority(10)) } != nil)
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: y) == 3)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("values too large to solve accurately are refused")
    func huge() throws {
        var solver = Solver()
        let message = invalidValueMessage { try solver.add(x <= .greatestFiniteMagnitude) }
        #expect(message?.contains("too large") == true)
        try solver.add(x <= Solver.maximumMagnitude)
    }

    @Test("bad suggestions and constants leave everything as it was")
    func badUpdates() throws {
        var solver = Solver()
        let constraint = x == 5
        try solver.add(constraint)
        try solver.addEditVariable(y, priority: 500)
        try solver.suggestValue(7, for: y)
        #expect(invalidValueMessage { try solver.suggestValue(.nan, for: y) }?.contains("suggested for y") == true)
        #expect(invalidValueMessage { try solver.updateConstant(of: constraint, to: .infinity) } != nil)
        #expect(solver.value(of: y) == 7)
        #expect(solver.suggestedValue(for: y) == 7)
        #expect(solver.constant(of: constraint) == -5)
        #expect(solver.value(of: x) == 5)
    }

    @Test("priorities outside 0…1000 are refused")
    func badPriorities() {
        var solver = Solver()
        for priority: Priority in [-1, 1001, Priority(.nan), Priority(.infinity)] {
            #expect(!priority.isValid)
            do {
                try solver.add((x == 1).withPriority(priority))
                Issue.record("priority \(priority) accepted")
            } catch {
                guard case .invalidPriority = error else { Issue.record("wrong error \(error)"); continue }
                #expect(error.description.contains("0 to 1000"))
            }
        }
        #expect(solver.constraintCount == 0)
    }

    @Test("constraints without variables: true ones are kept, false ones conflict")
    func constantOnly() throws {
        var solver = Solver()
        try solver.add(Constraint(LinearExpression(0), .equal))
        try solver.add(Constraint(LinearExpression(-3), .lessThanOrEqual))
        let impossible = Constraint(LinearExpression(2), .lessThanOrEqual)
        let report = try #require(try addExpectingConflict(impossible, to: &solver))
        #expect(report.conflicting.count == 1)
        try solver.add(Constraint(LinearExpression(4), .equal, priority: 10))
        #expect(solver.invariantViolations().isEmpty)
    }
}
