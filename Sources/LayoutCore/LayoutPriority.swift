/// A constraint priority in 1...1000, as `UILayoutPriority`.
///
/// Priorities are strict tiers: a constraint of priority p is never given up
/// to satisfy any number of constraints of lower priority.
public struct LayoutPriority: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let value: Double

    public static let required = LayoutPriority(uncheckedValue: 1000)
    public static let defaultHigh = LayoutPriority(uncheckedValue: 750)
    public static let defaultLow = LayoutPriority(uncheckedValue: 250)
    public static let fittingSizeLevel = LayoutPriority(uncheckedValue: 50)

    /// The named priorities Apple defines, as they may be written.
    public static let named: [(name: String, priority: LayoutPriority)] = [
        ("required", .required), ("defaultHigh", .defaultHigh),
        ("defaultLow", .defaultLow), ("fittingSizeLevel", .fittingSizeLevel),
    ]

    /// A priority, or nil when `value` is outside 1...1000 or not finite.
    public init?(_ value: Double) {
        guard value.isFinite, value >= 1, value <= 1000 else { return nil }
        self.value = value
    }

    init(uncheckedValue: Double) { self.value = uncheckedValue }

    /// A priority from a name (`required`, `defaultHigh`, ...) or a number.
    public init?(text: String) {
        if let match = LayoutPriority.named.first(where: { $0.name == text }) {
            self = match.priority
        } else if let number = Double(text), let priority = LayoutPriority(number) {
            self = priority
        } else {
            return nil
        }
    }

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }

    public var description: String { formatNumber(value) }

    public init(from decoder: any Decoder) throws {
        let number = try decoder.singleValueContainer().decode(Double.self)
        guard let priority = LayoutPriority(number) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "priority \(formatNumber(number)) is outside 1...1000"))
        }
        self = priority
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
