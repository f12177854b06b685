/// A number as written in a constraint: a literal, or a metric name that is
/// looked up per traits when the screen is solved (`topInset`, `-inset`).
public enum LayoutValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    /// A metric by name, negated when written `- name`.
    case metric(String, negated: Bool)

    /// The value, looking metrics up with `metric`; nil when a metric is unknown.
    public func resolved(_ metric: (String) -> Double?) -> Double? {
        switch self {
        case .number(let value): return value
        case .metric(let name, let negated):
            guard let value = metric(name) else { return nil }
            return negated ? -value : value
        }
    }

    public var negated: LayoutValue {
        switch self {
        case .number(let value): return .number(-value)
        case .metric(let name, let negated): return .metric(name, negated: !negated)
        }
    }

    /// The metric this value names, if any.
    public var metricName: String? {
        if case .metric(let name, _) = self { return name }
        return nil
    }

    public var description: String {
        switch self {
        case .number(let value): return formatNumber(value)
        case .metric(let name, let negated): return negated ? "-\(name)" : name
        }
    }
}
