// Arithmetic that builds expressions: `x + w + 8`, `2 * x`, `W - 16`, `-x`, `x / 2`.

extension Expression {
    func adding(_ other: Expression) -> Expression {
        if other.terms.isEmpty { return Expression(terms, constant: constant + other.constant) }
        return Expression(terms + other.terms, constant: constant + other.constant)
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func + (lhs: Double, rhs: Variable) -> Expression { rhs + lhs }

public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { -rhs + lhs }

public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
