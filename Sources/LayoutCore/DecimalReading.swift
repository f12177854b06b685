/// The value of a plain decimal literal (ASCII digits with at most one '.', no
/// exponent, at most 15 digits), or nil for any other text, which the parsers
/// then give `Double(String)`. Both parsers read their numbers through it, so
/// a constant is never made a String to be read.
///
/// Exact, like `strtod`: the digits as an integer are below 2^53, so exactly a
/// Double, and so is a power of ten up to 10^15; one IEEE division of two exact
/// values is the correctly rounded quotient (Clinger's fast path).
package func exactDecimal(_ literal: ArraySlice<UInt8>) -> Double? {
    var digits: UInt64 = 0
    var count = 0
    var fractionDigits = -1
    for unit in literal {
        if unit == UInt8(ascii: ".") {
            guard fractionDigits < 0 else { return nil }
            fractionDigits = 0
            continue
        }
        guard unit >= UInt8(ascii: "0"), unit <= UInt8(ascii: "9") else { return nil }
        count += 1
        guard count <= 15 else { return nil }
        digits = digits * 10 + UInt64(unit - UInt8(ascii: "0"))
        if fractionDigits >= 0 { fractionDigits += 1 }
    }
    guard count > 0 else { return nil }
    return fractionDigits > 0 ? Double(digits) / powersOfTen[fractionDigits] : Double(digits)
}

/// 10^0 through 10^15, each exactly a Double.
private let powersOfTen: [Double] = (0...15).reduce(into: []) { powers, exponent in
    powers.append(exponent == 0 ? 1 : powers[exponent - 1] * 10)
}
