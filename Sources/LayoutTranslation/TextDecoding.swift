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
        if start == 0, let endianness = utf16WithoutMark(bytes) {
            throw TranslationError(file: file, line: 1, column: 1, message: "the file looks like UTF-16 (\(endianness)) "
                                   + "without a byte order mark; a .strings file is UTF-8, or UTF-16 with its byte order "
                                   + "mark (FF FE or FE FF) first, as Xcode writes it: save it as UTF-8, or with the mark")
        }
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

    /// "little endian" or "big endian" when `bytes` read as UTF-16 without a byte order mark:
    /// zero bytes, at least a third of the bytes of one parity and none or few of the other
    /// (ASCII text in UTF-16 is one zero byte in two). UTF-8 text holds no zero byte but a
    /// NUL character's, which a translation cannot hold anyway.
    static func utf16WithoutMark(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        var zeros = (even: 0, odd: 0)
        for (index, byte) in bytes.enumerated() where byte == 0 {
            if index % 2 == 0 { zeros.even += 1 } else { zeros.odd += 1 }
        }
        let half = bytes.count / 2
        if zeros.odd * 3 >= half, zeros.even * 10 <= zeros.odd { return "little endian" }
        if zeros.even * 3 >= half, zeros.odd * 10 <= zeros.even { return "big endian" }
        return nil
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
/// The lines' starts are found once, so a position is a binary search, not a
/// scan from the start (a reader asking the line of each of 40,000 entries
/// stays linear in the file's length).
struct ScalarText {
    let scalars: [Unicode.Scalar]
    /// The offset of each line's first scalar; the first is 0.
    private let lineStarts: [Int]

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var starts = [0]
        for index in scalars.indices {
            let scalar = scalars[index]
            if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
    }

    /// The 1-based line and column of the scalar at `offset`.
    /// - Complexity: O(log lines).
    func position(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), scalars.count)
        // The last line start at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The text of a 1-based line, without its line break.
    func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        var end = lineStarts[number - 1]
        while end < scalars.count, scalars[end] != "\n", scalars[end] != "\r" { end += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[lineStarts[number - 1]..<end])
        return String(text)
    }
}
