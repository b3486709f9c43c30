import ConstraintSolver
import Testing

@Suite("Expressions and constraints")
struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    @Test("operators build terms and constants")
    func operators() {
        let expression = 2 * x + y - 8
        #expect(expression.terms.map(\.variable) == [x, y])
        #expect(expression.terms.map(\.coefficient) == [2, 1])
        #expect(expression.constant == -8)
        let negated = -(x - 3)
        #expect(negated.terms.map(\.coefficient) == [-1])
        #expect(negated.constant == 3)
        #expect((x / 4).terms[0].coefficient == 0.25)
        #expect((10 - x).constant == 10)
        #expect(expression.value { $0 == x ? 5 : 1 } == 3)
    }

    @Test("a relation stores lhs − rhs; required by default")
    func relations() {
        let constraint = x + 8 == y
        #expect(constraint.relation == .equal)
        #expect(constraint.priority == .required)
        #expect(constraint.expression.constant == 8)
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -1])
        let optional = (x >= 40).withPriority(750)
        #expect(optional.priority == 750)
        #expect(optional.relation == .greaterThanOrEqual)
        #expect(optional.expression.constant == -40)
    }

    @Test("error measures the violation on the constraint's side")
    func errors() {
        let values: (Variable) -> Double = { $0 == x ? 10 : 4 }
        #expect((x <= y).error(values) == 6)
        #expect((x >= y).error(values) == 0)
        #expect((x == y).error(values) == 6)
        #expect((y >= x).error(values) == 6)
    }

    @Test("descriptions name variables and priorities")
    func descriptions() {
        #expect((2 * x - y + 8).description == "2*x - y + 8")
        #expect((x + 8 == y).description == "x - y + 8 == 0")
        #expect((x >= 40).withPriority(750).description == "x - 40 >= 0 @750")
        #expect(Priority(250.5).description == "250.5")
    }

    @Test("variables are identities, not names")
    func identity() {
        let a = Variable("same"), b = Variable("same")
        #expect(a != b)
        #expect(a == a)
        #expect(Set([a, b, a]).count == 2)
    }
}
