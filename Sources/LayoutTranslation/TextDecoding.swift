/// Bytes of a text file as Unicode scalars: UTF-8 (with or without its byte
/// order mark) or UTF-16 with a byte order mark (little or big endian), as
/// Apple's `.strings` reader takes them. Bytes that are not valid in their
/// encoding are an error at their line and column.
enum TextDecoding {
    /// The scalars of `bytes`, without the byte order mark.
    /// - Complexity: O(n) in the byte count.
    static func scalars(_ bytes: [UInt8], file: String) throws(TranslationError) -> [Unicode.Scalar] {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            return try utf16(bytes, from: 2, bigEndian: false, file: file)
        }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return try utf16(bytes, from: 2, bigEndian: true, file: file)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var decoder = UTF8()
        var iterator = bytes[start...].makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error:
                throw badEncoding(scalars, file: file, what: "bytes that are not UTF-8 "
                                  + "(a UTF-16 file needs its byte order mark)")
            }
        }
    }

    private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String) throws(TranslationError) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        var decoder = UTF16()
        var iterator = units.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break decoding
            case .error: throw badEncoding(scalars, file: file, what: "a UTF-16 code unit without its surrogate pair")
            }
        }
        if index < bytes.count {
            throw badEncoding(scalars, file: file, what: "an odd number of bytes in a UTF-16 file")
        }
        return scalars
    }

    /// The error for bad bytes right after `decoded`: its line and column are where decoding stopped.
    private static func badEncoding(_ decoded: [Unicode.Scalar], file: String, what: String) -> TranslationError {
        let text = ScalarText(decoded)
        let position = text.position(of: decoded.count)
        return TranslationError(file: file, line: position.line, column: position.column,
                                message: "\(what)", sourceLine: text.line(position.line))
    }
}

/// Scalars with line arithmetic for messages: lines end at `\n`, `\r\n` or `\r`.
struct ScalarText {
    let scalars: [Unicode.Scalar]

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    /// The 1-based line and column of the scalar at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, start = 0, index = 0
        while index < min(offset, scalars.count) {
            let scalar = scalars[index]
            if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                line += 1
                start = index + 1
            }
            index += 1
        }
        return (line, offset - start + 1)
    }

    /// The text of a 1-based line, without its line break.
    func line(_ number: Int) -> String {
        var line = 1, index = 0
        while index < scalars.count, line < number {
            let scalar = scalars[index]
            if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                line += 1
            }
            index += 1
        }
        var text = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" {
            text.append(scalars[index])
            index += 1
        }
        return String(text)
    }
}
