/// The relation of a constraint: `==`, `<=` or `>=`.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation two bytes spell (`==`, `<=`, `>=`), as `init(rawValue:)` reads
    /// them, for the parsers that read bytes; nil for any other pair.
    package init?(_ first: UInt8, _ second: UInt8?) {
        guard second == UInt8(ascii: "=") else { return nil }
        switch first {
        case UInt8(ascii: "="): self = .equal
        case UInt8(ascii: "<"): self = .lessThanOrEqual
        case UInt8(ascii: ">"): self = .greaterThanOrEqual
        default: return nil
        }
    }

    /// The relation seen from the other side (`a <= b` is `b >= a`).
    public var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
