/// A JSON string literal for `text`: quotes, backslashes and control
/// characters escaped (plus U+007F, U+2028 and U+2029, which some JSON
/// readers choke on), everything else as is. One implementation for every
/// JSON this package writes: documents, solve results, `screens --json`.
public func jsonQuoted(_ text: String) -> String {
    // Printable ASCII but the quote and the backslash, the usual case, stands as is.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
        return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
