/// One variable times a coefficient, a summand of an ``LinearExpression``.
public struct Term: Sendable, CustomStringConvertible {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public var description: String {
        coefficient == 1 ? variable.description : "\(LinearExpression.format(coefficient))*\(variable)"
    }
}

/// A linear expression: a sum of terms plus a constant.
///
/// Build expressions with the arithmetic operators (`2 * x + y - 8`) or with
/// ``init(_:constant:)``. A variable may appear in several terms; the solver adds them up.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The expression's value when each variable takes the value `value(variable)`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Whether a term before `index` with a nonzero coefficient has `variable`.
    func mentions(_ variable: Variable, before index: Int) -> Bool {
        for earlier in 0..<index where terms[earlier].variable == variable && terms[earlier].coefficient != 0 {
            return true
        }
        return false
    }

    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return Self.format(constant) }
        if constant > 0 { text += " + " + Self.format(constant) }
        if constant < 0 { text += " - " + Self.format(-constant) }
        return text
    }

    /// Whole numbers without a fractional part, others as Swift prints them.
    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
    }
}
