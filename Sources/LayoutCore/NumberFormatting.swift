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

/// Appends `formatNumber(value)` as UTF-8; whole numbers (most constants and
/// frames) digit by digit, without making a String. For the printers that
/// write bytes: visual formats and the solve JSON.
package func appendFormattedNumber(_ value: Double, to text: inout [UInt8]) {
    guard value != 0 else {  // also folds -0
        text.append(UInt8(ascii: "0"))
        return
    }
    guard value.isFinite, value == value.rounded(), abs(value) < 1e15 else {
        text.append(contentsOf: formatNumber(value).utf8)
        return
    }
    var whole = Int64(value)
    if whole < 0 {
        text.append(UInt8(ascii: "-"))
        whole = -whole
    }
    // Most significant digit first: no digits to reverse in place.
    var divisor: Int64 = 1
    while divisor <= whole / 10 { divisor *= 10 }
    while divisor > 0 {
        text.append(UInt8(ascii: "0") + UInt8(whole / divisor))
        whole %= divisor
        divisor /= 10
    }
}
