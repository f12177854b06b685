import LayoutCore

/// A strict JSON reader (RFC 8259) over UTF-8 bytes that tracks line and
/// column, because Foundation's reader on Linux does not say where a
/// document is malformed.
package struct JSONReader {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var column = 1
    /// Deeper nesting than this is refused instead of overflowing the stack.
    private static let maximumDepth = 512

    package init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Reads one JSON value filling the whole input (whitespace aside).
    package mutating func readDocument() throws(DocumentError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte order mark
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON object") }
        let value = try readValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return value
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1  // count scalars, not continuation bytes
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: advance()
            default: return
            }
        }
    }

    private mutating func readValue(depth: Int) throws(DocumentError) -> JSONValue {
        guard depth < JSONReader.maximumDepth else { throw error("values are nested too deeply") }
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        let start = position
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try readString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        case UInt8(ascii: "t"): try readLiteral("true"); return JSONValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"): try readLiteral("false"); return JSONValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"): try readLiteral("null"); return JSONValue(kind: .null, position: start)
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func readObject(depth: Int) throws(DocumentError) -> JSONValue {
        let start = position
        advance()  // {
        var fields: [JSONValue.Field] = []
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return JSONValue(kind: .object(fields), position: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object; expected '}'") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a field name in double quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try readString()
            guard seen.insert(key).inserted else {
                throw DocumentError(file: file, line: keyPosition.line, column: keyPosition.column,
                                    message: "duplicate field \(SourceExcerpt.quoted(key))", sourceLine: sourceLine(keyPosition.line))
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after field name \(SourceExcerpt.quoted(key)), found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try readValue(depth: depth + 1)
            fields.append(JSONValue.Field(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside an object; expected '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw error("trailing ',' before '}'")
                }
            } else if bytes[index] == UInt8(ascii: "}") {
                advance()
                return JSONValue(kind: .object(fields), position: start)
            } else {
                throw error("expected ',' or '}' after field \(SourceExcerpt.quoted(key)), found \(describeCurrent())")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(DocumentError) -> JSONValue {
        let start = position
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return JSONValue(kind: .array(elements), position: start)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file inside a list; expected ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    throw error("trailing ',' before ']'")
                }
            } else if bytes[index] == UInt8(ascii: "]") {
                advance()
                return JSONValue(kind: .array(elements), position: start)
            } else {
                throw error("expected ',' or ']' in a list, found \(describeCurrent())")
            }
        }
    }

    private mutating func readString() throws(DocumentError) -> String {
        advance()  // opening quote
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []  // plain bytes not yet decoded
        func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string; expected '\"'") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                advance()
                flush(&run, into: &scalars)
                return String(scalars)
            }
            if byte < 0x20 {
                throw error(byte == 0x0A
                    ? "unterminated string: a line break inside a string must be written '\\n'"
                    : "control character inside a string must be escaped")
            }
            if byte != UInt8(ascii: "\\") {
                run.append(byte)
                advance()
                continue
            }
            flush(&run, into: &scalars)
            advance()  // backslash
            guard index < bytes.count else { throw error("unterminated string; expected '\"'") }
            let escape = bytes[index]
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                advance()
                var code = try readHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                          bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired UTF-16 surrogate in '\\u' escape")
                    }
                    advance()
                    advance()
                    let low = try readHex4()
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error("unpaired UTF-16 surrogate in '\\u' escape")
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw error("unpaired UTF-16 surrogate in '\\u' escape")
                }
                scalars.append(scalar)
                continue
            default:
                throw error("unknown escape '\\\(describeByte(escape))' in a string")
            }
            advance()
        }
    }

    private mutating func readHex4() throws(DocumentError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, and finite.
    private mutating func readNumber() throws(DocumentError) -> JSONValue {
        let start = position
        let startIndex = index
        func isDigit(_ i: Int) -> Bool { i < bytes.count && (0x30...0x39).contains(bytes[i]) }
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard isDigit(index) else { throw error("expected a digit after '-'") }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if isDigit(index) { throw error("a number may not start with '0' followed by digits") }
        } else {
            while isDigit(index) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard isDigit(index) else { throw error("expected a digit after '.' in a number") }
            while isDigit(index) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                advance()
            }
            guard isDigit(index) else { throw error("expected a digit in the exponent of a number") }
            while isDigit(index) { advance() }
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw DocumentError(file: file, line: start.line, column: start.column,
                                message: "number \(SourceExcerpt.quoted(text)) is too large", sourceLine: sourceLine(start.line))
        }
        return JSONValue(kind: .number(value, text: text), position: start)
    }

    private mutating func readLiteral(_ literal: String) throws(DocumentError) {
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard bytes[index..<end].elementsEqual(literal.utf8) else {
            throw error("expected a value, found \(describeCurrent()) (strings need double quotes)")
        }
        for _ in 0..<literal.utf8.count { advance() }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The token at the current position, quoted, for messages.
    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        var end = index
        if isWordByte(bytes[index]) {
            while end < bytes.count, isWordByte(bytes[end]), end - index < 20 { end += 1 }
        } else {
            end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        byte < 0x80 ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    /// The text of a 1-based line, without its line break.
    private func sourceLine(_ number: Int) -> String {
        var current = 1
        var start = 0
        var i = 0
        while i < bytes.count, current < number {
            if bytes[i] == UInt8(ascii: "\n") {
                current += 1
                start = i + 1
            }
            i += 1
        }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func error(_ message: String) -> DocumentError {
        DocumentError(file: file, line: line, column: column, message: message, sourceLine: sourceLine(line))
    }
}
