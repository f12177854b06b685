import LayoutCore

/// A `when` condition: each key (a trait such as `orientation`, or a content
/// key such as `images`) maps to the values it allows. All keys must match.
public struct Condition: Hashable, Sendable {
    public var allowed: [String: [ConditionValue]]

    public init(_ allowed: [String: [ConditionValue]] = [:]) { self.allowed = allowed }

    /// The trait keys; every other key is a content key. `language` takes any
    /// language code (`de`, `de-CH`, a pseudolanguage), so it has no list in `traitValues`.
    /// `homeIndicator` is `yes` where the request's bottom safe-area inset is above 0
    /// (a notched iPhone, an iPad with rounded corners), else `no` (#24.6). `era` is
    /// the UIKit generation laid out as (`LayoutEra`: `legacy` or `current`, #24.3).
    public static let traitKeys: Set<String> = ["orientation", "widthClass", "heightClass", "contentSize", "language",
                                                "homeIndicator", "era"]

    /// The values each trait key allows.
    public static let traitValues: [String: [String]] = [
        "orientation": ["portrait", "landscape"],
        "widthClass": ["compact", "regular"],
        "heightClass": ["compact", "regular"],
        // Dynamic Type: UIContentSizeCategory from extraSmall to accessibilityExtraExtraExtraLarge.
        "contentSize": ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"],
        "homeIndicator": ["yes", "no"],
        "era": LayoutEra.allCases.map(\.rawValue),
    ]

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

    /// The condition that holds exactly where both hold, or nil when no
    /// environment satisfies both: a condition is a conjunction over its keys,
    /// so the intersection allows, per key, the values both allow, and is
    /// empty when some key's allowed values do not overlap.
    public func intersection(_ other: Condition) -> Condition? {
        var result = allowed
        for (key, values) in other.allowed {
            guard let mine = result[key] else {
                result[key] = values
                continue
            }
            let texts = Set(values.map(\.text))
            let common = mine.filter { texts.contains($0.text) }
            guard !common.isEmpty else { return nil }
            result[key] = common
        }
        return Condition(result)
    }

    /// Why the condition can never hold or names a trait wrongly, or nil:
    /// a key that looks like a misspelt trait, a trait value that is not one
    /// of the trait's, a key that allows no value.
    public var problem: String? {
        for key in allowed.keys.sorted() where !key.hasPrefix("x-") {
            let values = allowed[key] ?? []
            if let traitValues = Condition.traitValues[key] {
                for value in values where !traitValues.contains(value.text) {
                    return "'\(value.text)' is not a value of '\(key)' (\(traitValues.joined(separator: " or ")))"
                        + NameSuggestion.hint(for: value.text, among: traitValues)
                }
            } else if let trait = Condition.misspeltTrait(key) {
                return "condition key '\(key)' looks like a misspelt trait (did you mean '\(trait)'?)"
            }
            if values.isEmpty { return "condition '\(key)' allows no value; list at least one" }
            for case .number(let number) in values where DocumentNumbers.problem(number, field: key) != nil {
                return "condition '\(key)': the number \(formatNumber(number)) is not one a document can store (finite, at most 1e300 in size)"
            }
        }
        return nil
    }

    /// The trait `key` is a near miss of, when it is not a trait itself.
    public static func misspeltTrait(_ key: String) -> String? {
        guard !traitKeys.contains(key) else { return nil }
        return NameSuggestion.closest(to: key, among: traitKeys.sorted())
    }
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
