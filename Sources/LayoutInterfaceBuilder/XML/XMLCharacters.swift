/// The characters XML 1.0 allows, and those its names are made of (the
/// `Char`, `NameStartChar` and `NameChar` productions of the XML 1.0 fifth edition).
enum XMLCharacters {
    /// Checks that the bytes are UTF-8 and hold only characters XML allows:
    /// no NUL, no control character other than tab, line feed and carriage
    /// return, no U+FFFE or U+FFFF. Throws at the first that is not.
    static func check(_ bytes: [UInt8]) throws(XMLSyntaxError) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard allowed(UInt32(byte)) else { throw disallowed(UInt32(byte), at: index) }
                index += 1
                continue
            }
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes[index...].makeIterator()
            guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else {
                let hex = String(byte, radix: 16, uppercase: true)
                throw XMLSyntaxError(offset: index, message: "not UTF-8 text: byte 0x\(hex) at offset \(index) is not valid UTF-8")
            }
            let scalar = Unicode.UTF8.decode(encoded)
            guard allowed(scalar.value) else { throw disallowed(scalar.value, at: index) }
            index += encoded.count
        }
    }

    private static func disallowed(_ value: UInt32, at offset: Int) -> XMLSyntaxError {
        let hex = String(value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let what = value == 0 ? "a NUL byte (U+0000)" : value < 0x20 ? "the control character \(code)" : "the noncharacter \(code)"
        return XMLSyntaxError(offset: offset, message: "not an XML document: \(what), which XML does not allow")
    }

    /// Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]
    static func allowed(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// ASCII NameStartChar: letters, '_' and ':'.
    static func isASCIINameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A
    }

    /// ASCII NameChar: a NameStartChar, digits, '-' and '.'.
    static func isASCIIName(_ byte: UInt8) -> Bool {
        isASCIINameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    /// NameStartChar beyond ASCII.
    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
             0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF:
            true
        default: value < 0x80 && isASCIINameStart(UInt8(value))
        }
    }

    /// NameChar beyond ASCII.
    static func isName(_ value: UInt32) -> Bool {
        switch value {
        case 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isNameStart(value) || (value < 0x80 && isASCIIName(UInt8(value)))
        }
    }

    /// The scalar value and byte length of the UTF-8 character at `index`, in
    /// bytes already checked to be UTF-8; (0xFFFD, 1) past the end.
    static func decode(_ bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return (0xFFFD, 1) }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (value, length)
    }
}
