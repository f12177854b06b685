import LayoutCore
import LayoutPicture

/// What the page's bytes are checked and keyed by: the bytes that need quoting, and the tables' hash.
enum ReportBytes {
    /// Whether a byte of UTF-8 text keeps it from `jsonQuoted`'s text as is: a quote, a backslash, a control
    /// character or U+007F, or 0xE2, which starts U+2028 and U+2029 (and other characters, which take the slow path).
    static func needsQuoting(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }

    /// A hash of the bytes, 8 at a time (for the tables' keys, compared byte for byte when their hashes are equal):
    /// each word mixed in by a multiplication and a shift, the length in the seed.
    static func hash(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.withUnsafeBytes { raw in
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
            var offset = 0
            while offset + 8 <= raw.count {
                state = (state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                state ^= state >> 31
                offset += 8
            }
            while offset < raw.count {
                state = (state ^ UInt64(raw[offset])) &* 0x94D0_49BB_1331_11EB
                offset += 1
            }
            return Int(truncatingIfNeeded: state ^ (state >> 29))
        }
    }
}

/// The page's text written as UTF-8 bytes, without a String per piece: JSON strings
/// exactly as `jsonQuoted` writes them, whole numbers, and coordinates exactly as
/// `LayoutPicture.coordinate` writes them.
extension [UInt8] {
    /// Appends `jsonQuoted(text)`. Text without quotes, backslashes, control characters
    /// or U+2028/U+2029 (whose UTF-8 starts 0xE2; any text with 0xE2 takes the slow path) is copied as is.
    mutating func appendQuoted(_ text: String) {
        // A native String's UTF-8 is contiguous: scanned as a buffer.
        let plain = text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: ReportBytes.needsQuoting) }
            ?? !text.utf8.contains(where: ReportBytes.needsQuoting)
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
