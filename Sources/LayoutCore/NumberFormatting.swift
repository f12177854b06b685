/// Formats a number the way the constraint notation prints it: integers
/// without a fraction (`8`, not `8.0`), others in Swift's shortest form that
/// reads back to the same Double.
public func formatNumber(_ value: Double) -> String {
    if value == 0 { return "0" }  // also folds -0
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return value.description
}
