/// A constraint as written in a document or on the command line, before its
/// metrics are known: `first.attr REL second.attr * m + c @p` where `m`, `c`
/// and `p` may each be a metric name.
public struct ConstraintEquation: Hashable, Sendable, CustomStringConvertible {
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: LayoutValue
    public var constant: LayoutValue
    public var priority: LayoutValue

    public init(
        firstItem: String, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
        multiplier: LayoutValue = .number(1), constant: LayoutValue = .number(0),
        priority: LayoutValue = .number(1000)
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Parses the contract's notation (section 2). `* 1`, `+ 0` and `@1000`
    /// may be left out; the multiplier may stand on either side of the second
    /// item; whitespace is free.
    public init(parsing text: String) throws(InputError) {
        var parser = NotationParser(text)
        self = try parser.parseEquation()
    }

    /// The metric names this equation refers to.
    public var metricNames: [String] {
        [multiplier, constant, priority].compactMap(\.metricName)
    }

    /// Errors from `resolved(metrics:)`.
    public enum ResolutionError: Error, Hashable, Sendable {
        case unknownMetric(String)
        case priorityOutOfRange(Double)
        case notFinite(String)
    }

    /// The constraint with metric names replaced by their values.
    public func resolved(metrics: (String) -> Double?) throws(ResolutionError) -> LayoutConstraint {
        func value(_ value: LayoutValue, _ what: String) throws(ResolutionError) -> Double {
            guard let number = value.resolved(metrics) else {
                throw .unknownMetric(value.metricName ?? "")
            }
            guard number.isFinite else { throw .notFinite(what) }
            return number
        }
        let priorityValue = try value(priority, "priority")
        guard let layoutPriority = LayoutPriority(priorityValue) else {
            throw .priorityOutOfRange(priorityValue)
        }
        return LayoutConstraint(
            firstItem, firstAttribute, relation, secondItem, secondAttribute,
            multiplier: try value(multiplier, "multiplier"),
            constant: try value(constant, "constant"),
            priority: layoutPriority)
    }

    /// The notation in its short form: `* 1`, `+ 0` and `@1000` are left out
    /// (parsing it gives back an equal equation).
    public var description: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue)"
        if let secondItem {
            text += " \(secondItem).\((secondAttribute ?? firstAttribute).rawValue)"
            if multiplier != .number(1) { text += " * \(multiplier)" }
            switch constant {
            case .number(let value) where value == 0: break
            case .number(let value) where value < 0: text += " - \(formatNumber(-value))"
            case .metric(let name, true): text += " - \(name)"
            default: text += " + \(constant)"
            }
        } else {
            text += " \(constant)"
        }
        if priority != .number(1000) { text += " @\(priority)" }
        return text
    }
}
