// Relations that build constraints: `x + w + 8 == W`, `w >= 40`, `(w <= 40).withPriority(250)`.
// The results are required; `withPriority(_:)` makes an optional copy.

public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .equal, LinearExpression(rhs)) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .equal, rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression(lhs), .equal, LinearExpression(rhs)) }

public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(lhs, .lessThanOrEqual, LinearExpression(rhs)) }
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression(lhs), .lessThanOrEqual, rhs) }
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .lessThanOrEqual, LinearExpression(rhs))
}

public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, rhs)
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(LinearExpression(lhs), .greaterThanOrEqual, LinearExpression(rhs))
}
