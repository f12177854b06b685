/// One `coefficient * variable` term of an expression.
public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    public init(variable: Variable, coefficient: Double) {
        self.init(variable, coefficient)
    }
}

/// A linear expression `Σ coefficient·variable + constant`; repeated variables are summed when added.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The value of the expression for the given variable values.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * valueOf(term.variable) }
        return sum
    }

    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs * -1
    }

    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs)
    }

    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
    public static prefix func - (operand: Variable) -> Expression { Expression(terms: [Term(operand, -1)]) }
}
