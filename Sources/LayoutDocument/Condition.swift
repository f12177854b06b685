import LayoutCore

/// A `when` condition: each key (a trait such as `orientation`, or a content
/// key such as `images`) maps to the values it allows. All keys must match.
public struct Condition: Hashable, Sendable {
    public var allowed: [String: [ConditionValue]]

    public init(_ allowed: [String: [ConditionValue]] = [:]) { self.allowed = allowed }

    /// The trait keys; every other key is a content key.
    public static let traitKeys: Set<String> = ["orientation", "widthClass", "heightClass"]

    /// Whether every key's value in `environment` is one the condition
    /// allows. A key the environment lacks does not match.
    public func matches(_ environment: [String: String]) -> Bool {
        allowed.allSatisfy { key, values in
            guard let actual = environment[key] else { return false }
            return values.contains { $0.text == actual }
        }
    }

    /// How specific the condition is: the number of keys it tests.
    public var specificity: Int { allowed.count }
}

/// One allowed value: a string (`"portrait"`) or a number (`3`), kept as
/// written so export gives back the same document. Matching compares `text`.
public enum ConditionValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)

    /// The canonical text compared against request values (`3`, not `3.0`).
    public var text: String {
        switch self {
        case .string(let value): return value
        case .number(let value): return formatNumber(value)
        }
    }

    public var description: String { text }
}
