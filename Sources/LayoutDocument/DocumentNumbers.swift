import LayoutCore

/// The numbers a document may hold: what the store keeps (its columns accept
/// -1e300...1e300) and what every path into it is checked against by the one
/// validator, so that no number is refused later by the database.
public enum DocumentNumbers {
    /// The largest magnitude a stored number may have.
    public static let limit = 1e300

    /// Why `value` cannot be stored in `field`, or nil when it can: it must be
    /// finite, at most `limit` in size, and not negative when `nonNegative`.
    public static func problem(_ value: Double, field: String, nonNegative: Bool = false) -> String? {
        if !value.isFinite { return "field '\(field)' must hold finite numbers" }
        if nonNegative, value < 0 { return "field '\(field)' must not be negative" }
        if abs(value) > limit { return "field '\(field)' holds \(formatNumber(value)), larger than a document can store (1e300)" }
        return nil
    }
}
