// Arithmetic that builds expressions: `x + w + 8`, `2 * x`, `W - 16`, `-x`, `x / 2`.

extension LinearExpression {
    func adding(_ other: LinearExpression) -> LinearExpression {
        if other.terms.isEmpty { return LinearExpression(terms, constant: constant + other.constant) }
        return LinearExpression(terms + other.terms, constant: constant + other.constant)
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression(lhs.terms, constant: lhs.constant + rhs) }
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
public func + (lhs: Double, rhs: Variable) -> LinearExpression { rhs + lhs }

public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> LinearExpression { LinearExpression([Term(operand, -1)]) }

public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + -rhs }
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + -rhs }
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + -rhs }
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> LinearExpression { lhs + -rhs }
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
public func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }

public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
public func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }

public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, 1 / rhs)]) }
