/// The relation of a constraint: `==`, `<=` or `>=`.
public enum LayoutRelation: String, CaseIterable, Hashable, Sendable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation seen from the other side (`a <= b` is `b >= a`).
    public var flipped: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
