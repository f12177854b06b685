/// How a constraint's expression compares with zero.
public enum Relation: Hashable, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A priority in 1...1000; 1000 is required. Distinct values are strict tiers: a constraint of
/// priority p is never given up to lower the error of any number of constraints below p.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    /// A priority, or nil when `value` is outside 1...1000 or not finite.
    public init?(_ value: Double) {
        guard value.isFinite, value >= 1, value <= 1000 else { return nil }
        self.value = value
    }

    private init(uncheckedValue: Double) { self.value = uncheckedValue }

    public static let required = Priority(uncheckedValue: 1000)
    public static let defaultHigh = Priority(uncheckedValue: 750)
    public static let defaultLow = Priority(uncheckedValue: 250)
    public static let fittingSizeLevel = Priority(uncheckedValue: 50)

    public var isRequired: Bool { value >= 1000 }

    public var description: String { value == Double(Int(value)) ? "\(Int(value))" : "\(value)" }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}

/// A linear constraint `expression REL 0` at a priority.
public struct Constraint: Hashable, Sendable {
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority

    /// `expression REL 0`
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// `lhs REL rhs`, stored as `lhs - rhs REL 0`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    /// Whether the constraint holds for the given values, within `Tolerance.satisfaction`.
    public func isSatisfied(_ valueOf: (Variable) -> Double) -> Bool {
        let residual = expression.value(valueOf)
        let tolerance = Tolerance.satisfaction * max(1, abs(expression.constant))
        switch relation {
        case .equal: return abs(residual) <= tolerance
        case .lessThanOrEqual: return residual <= tolerance
        case .greaterThanOrEqual: return residual >= -tolerance
        }
    }
}
