import LayoutCore
import LayoutDocument

/// A `.strings` file: keys and their translations, in the order written.
///
/// The grammar is the old-style property list's (Apple's `CFPropertyList`):
/// `key = value;` pairs, optionally inside `{ … }`; keys and values quoted
/// (`"…"`) or unquoted (letters, digits and `_$/:.-`); `"key";` alone maps the
/// key to itself; `/* … */` and `// …` comments. Inside quotes: `\n`, `\t`,
/// `\r`, `\a`, `\b`, `\f`, `\v`, `\"`, `\'`, `\\`, `\` + 1 to 3 octal digits,
/// and `\U` + four hex digits (a pair of them for a surrogate pair); any other
/// character after `\` reads as itself, as Apple's reader does.
public struct StringsFile: Hashable, Sendable {
    /// One `key = value;` pair, with the line its key is on.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        public var line: Int

        public init(key: String, value: String, line: Int) {
            self.key = key
            self.value = value
            self.line = line
        }
    }

    /// Every pair, in file order (a key written twice appears twice; the later wins in `values`).
    public var entries: [Entry]

    /// The value of each key; a key written twice takes its later value, as Apple's reader does.
    public var values: [String: String] {
        var values: [String: String] = [:]
        for entry in entries { values[entry.key] = entry.value }
        return values
    }

    /// Parses `bytes` (UTF-8, or UTF-16 with a byte order mark) read from `file`.
    /// - Throws: `TranslationError` at the line and column of the first fault:
    ///   bad bytes, an unterminated string or comment, a missing `=` or `;`, a malformed `\U`.
    /// - Complexity: O(n) in the file's length.
    public init(parsing bytes: [UInt8], file: String) throws(TranslationError) {
        var parser = StringsParser(try TextDecoding.scalars(bytes, file: file), file: file)
        entries = try parser.parseFile()
    }
}

/// The recursive-descent reader behind `StringsFile` (one pass over the scalars).
struct StringsParser {
    private let text: ScalarText
    private var scalars: [Unicode.Scalar] { text.scalars }
    private let file: String
    private var index = 0
    /// Where the string being read got its first U+0000 (the character, or the escape making it).
    private var nulOffset: Int?

    init(_ scalars: [Unicode.Scalar], file: String) {
        text = ScalarText(scalars)
        self.file = file
    }

    /// `[ '{' ] entry* [ '}' ]` then the end of the file.
    mutating func parseFile() throws(TranslationError) -> [StringsFile.Entry] {
        try skipSpaceAndComments()
        let braced = peek == "{"
        if braced {
            index += 1
            try skipSpaceAndComments()
        }
        var entries: [StringsFile.Entry] = []
        while index < scalars.count, !(braced && peek == "}") {
            entries.append(try parseEntry())
            try skipSpaceAndComments()
        }
        if braced {
            guard peek == "}" else { throw error(at: index, "expected '}' to close the dictionary opened at the start") }
            index += 1
            try skipSpaceAndComments()
            if index < scalars.count { throw error(at: index, "unexpected \(describe(index)) after the closing '}'") }
        }
        return entries
    }

    /// `key = value ;` or `key ;`.
    private mutating func parseEntry() throws(TranslationError) -> StringsFile.Entry {
        let keyStart = index
        let key = try parseString()
        try refuseNul(in: key, what: "the key")
        let line = text.position(of: keyStart).line
        try skipSpaceAndComments()
        if peek == ";" {
            index += 1
            return StringsFile.Entry(key: key, value: key, line: line)
        }
        guard peek == "=" else {
            throw error(at: index, "expected '=' after key \(SourceExcerpt.quoted(key)), found \(describe(index))")
        }
        index += 1
        try skipSpaceAndComments()
        guard peek != nil else { throw error(at: index, "expected the value of \(SourceExcerpt.quoted(key)), found the end of the file") }
        let value = try parseString { "the value of \(SourceExcerpt.quoted(key))" }
        try refuseNul(in: value, what: "the translation of \(SourceExcerpt.quoted(key))")
        let valueEnd = index
        try skipSpaceAndComments()
        guard peek == ";" else {
            // At the value's end: a forgotten ';' is then pointed at on its own line, not the next one.
            var next = valueEnd
            while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
            throw error(at: valueEnd, "expected ';' after the value of \(SourceExcerpt.quoted(key)), found \(describe(next))")
        }
        index += 1
        return StringsFile.Entry(key: key, value: value, line: line)
    }

    /// A key or translation holding U+0000 is an error where the character was written (a raw
    /// NUL, or the `\0`, `\000` or `\U0000` that makes one): the store keeps a text only up to
    /// it, so the rule every stored text goes through refuses it (`DocumentTexts`).
    /// `what` is built only for an error: an entry's quoted key is not made for every entry.
    private func refuseNul(in text: String, what: @autoclosure () -> String) throws(TranslationError) {
        guard let offset = nulOffset, let message = DocumentTexts.problem(text, what: what()) else { return }
        throw error(at: offset, message)
    }

    /// A quoted or unquoted string; `what` names it in the error when there is none.
    private mutating func parseString(what: () -> String = { "a key" }) throws(TranslationError) -> String {
        nulOffset = nil
        guard let first = peek else { throw error(at: index, "expected \(what()), found the end of the file") }
        if first == "\"" || first == "'" { return try parseQuoted() }
        guard Self.isUnquoted(first) else { throw error(at: index, "expected \(what()), found \(describe(index))") }
        let start = index
        while let scalar = peek, Self.isUnquoted(scalar) { index += 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        return String(text)
    }

    /// A string in double (or single) quotes, its escapes read.
    private mutating func parseQuoted() throws(TranslationError) -> String {
        let open = index
        let quote = scalars[index]
        index += 1
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else {
                throw error(at: open, "unterminated string: no closing \(quote == "\"" ? "'\"'" : "\"'\"") before the end of the file")
            }
            index += 1
            if scalar == quote { return String(text) }
            if scalar != "\\" {
                if scalar == "\0", nulOffset == nil { nulOffset = index - 1 }
                text.append(scalar)
                continue
            }
            try readEscape(into: &text)
        }
    }

    /// The escape after a backslash (at `index - 1`).
    private mutating func readEscape(into text: inout String.UnicodeScalarView) throws(TranslationError) {
        let backslash = index - 1
        guard let escaped = peek else { throw error(at: backslash, "unterminated string: a '\\' at the end of the file") }
        index += 1
        switch escaped {
        case "a": text.append("\u{07}")
        case "b": text.append("\u{08}")
        case "f": text.append("\u{0C}")
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        case "v": text.append("\u{0B}")
        case "0"..."7":
            var value = escaped.value - 0x30
            var digits = 1
            while digits < 3, let next = peek, ("0"..."7").contains(next) {
                value = value * 8 + next.value - 0x30
                index += 1
                digits += 1
            }
            append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)), from: backslash, to: &text)
        case "U":
            let unit = try readHex4(backslash: backslash)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by `\U` and a low one.
                guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "U"
                else { throw error(at: backslash, "malformed '\\U' escape: high surrogate \(hex(unit)) without its low surrogate") }
                let second = index
                index += 2
                let low = try readHex4(backslash: second)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(at: second, "malformed '\\U' escape: \(hex(low)) is not a low surrogate after \(hex(unit))")
                }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                if let scalar = Unicode.Scalar(value) { text.append(scalar) }
            } else if let scalar = Unicode.Scalar(unit) {
                append(scalar, from: backslash, to: &text)
            } else {
                throw error(at: backslash, "malformed '\\U' escape: low surrogate \(hex(unit)) without a high one before it")
            }
        default:
            // `\"`, `\'`, `\\`, a line break, and any other character: itself.
            append(escaped, from: backslash, to: &text)
        }
    }

    /// Appends an escape's scalar, noting where the first U+0000 came from.
    private mutating func append(_ scalar: Unicode.Scalar, from backslash: Int, to text: inout String.UnicodeScalarView) {
        if scalar == "\0", nulOffset == nil { nulOffset = backslash }
        text.append(scalar)
    }

    /// Four hex digits after `\U`.
    private mutating func readHex4(backslash: Int) throws(TranslationError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = Self.hexValue(scalar) else {
                throw error(at: backslash, "malformed '\\U' escape: expected four hex digits, found \(describe(index))")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// Skips white space, `/* … */` and `// …` comments.
    private mutating func skipSpaceAndComments() throws(TranslationError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let open = index
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw error(at: open, "unterminated comment: no '*/' before the end of the file") }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = peek, next != "\n", next != "\r" { index += 1 }
            } else {
                return
            }
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// Letters, digits and `_$/:.-`: what an unquoted old-style plist string may hold.
    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
        default: return false
        }
    }

    static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 0x30
        case "a"..."f": return scalar.value - 0x61 + 10
        case "A"..."F": return scalar.value - 0x41 + 10
        default: return nil
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "'\\U" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "'"
    }

    /// The scalar at `offset`, quoted, for messages.
    private func describe(_ offset: Int) -> String {
        guard offset < scalars.count else { return "the end of the file" }
        let scalar = scalars[offset]
        if scalar == "\n" || scalar == "\r" { return "the end of the line" }
        if scalar.properties.generalCategory == .control {
            return "'\\u{\(String(scalar.value, radix: 16, uppercase: true))}'"
        }
        return "'\(scalar)'"
    }

    private func error(at offset: Int, _ message: String) -> TranslationError {
        let position = text.position(of: offset)
        return TranslationError(file: file, line: position.line, column: position.column,
                                message: message, sourceLine: text.line(position.line))
    }
}
