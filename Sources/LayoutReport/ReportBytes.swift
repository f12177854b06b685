import LayoutCore
import LayoutPicture

/// The page's text written as UTF-8 bytes, without a String per piece: JSON strings
/// exactly as `jsonQuoted` writes them, whole numbers, and coordinates exactly as
/// `LayoutPicture.coordinate` writes them.
extension [UInt8] {
    /// Appends `jsonQuoted(text)`. Text without quotes, backslashes, control characters
    /// or U+2028/U+2029 (whose UTF-8 starts 0xE2; any text with 0xE2 takes the slow path) is copied as is.
    mutating func appendQuoted(_ text: String) {
        var plain = true
        for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 {
            plain = false
            break
        }
        guard plain else {
            append(contentsOf: jsonQuoted(text).utf8)
            return
        }
        append(0x22)
        append(contentsOf: text.utf8)
        append(0x22)
    }

    /// Appends `String(value)`, digit by digit.
    mutating func appendNumber(_ value: Int) {
        var magnitude = value.magnitude
        if value < 0 { append(UInt8(ascii: "-")) }
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        repeat {
            append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// Appends `LayoutPicture.coordinate(value)`: the value rounded to hundredths, written
    /// without needless zeros. Below 1e13 in size a number of hundredths k is the double
    /// nearest k / 100, and its shortest round-trip text (`Double.description`, which
    /// `coordinate` writes) is k / 100's decimals without trailing zeros: doubles there are
    /// less than 0.002 apart, so no shorter decimal (at least 0.01 away) reads back as it.
    mutating func appendCoordinate(_ value: Double) {
        let hundredths = (value * 100).rounded()
        guard hundredths.isFinite, abs(hundredths) < 1e15 else {
            append(contentsOf: LayoutPicture.coordinate(value).utf8)
            return
        }
        let count = Int(hundredths)
        guard count != 0 else {  // also -0
            append(UInt8(ascii: "0"))
            return
        }
        if count < 0 { append(UInt8(ascii: "-")) }
        let whole = count.magnitude / 100, fraction = count.magnitude % 100
        appendNumber(Int(whole))
        guard fraction != 0 else { return }
        append(UInt8(ascii: "."))
        append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// Appends `text`'s UTF-8.
    mutating func appendText(_ text: String) { append(contentsOf: text.utf8) }
}
