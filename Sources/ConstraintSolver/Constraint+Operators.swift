// Relations that build constraints: `x + w + 8 == W`, `w >= 40`, `(w <= 40).withPriority(250)`.
// The results are required; `withPriority(_:)` makes an optional copy.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}

public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
}
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
public func >= (lhs: Double, rhs: Expression) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
