/// A text as one byte per Character, so a parser scans bytes instead of
/// segmenting Unicode at every step, yet counts positions in Characters (as
/// `InputError` and visual-format ranges do).
///
/// ASCII text, the usual case, is its own UTF-8. Any other text is segmented
/// once: an ASCII Character stands as itself (`"\r\n"` as `"\n"`, as
/// `Character.asciiValue` has it), every other Character as the byte the
/// parser's `classify` gives it, and the Characters are kept for quoting.
package struct ScannedText: Sendable {
    /// The whole text, for error messages.
    package let text: String
    /// One byte per Character of `text`.
    package let units: [UInt8]
    /// `text`'s Characters when `units` are not simply its UTF-8.
    private let characters: [Character]?

    /// - Parameter classify: the byte a non-ASCII Character stands as; it must
    ///   not be an ASCII byte the parser treats as part of a name or number
    ///   unless the parser would read the Character so.
    package init(_ text: String, classify: (Character) -> UInt8) {
        self.text = text
        var contiguous = text
        // A carriage return may begin the one two-byte ASCII Character, "\r\n".
        let ascii = contiguous.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") } ? Array(bytes) : nil
        }
        if let ascii {
            units = ascii
            characters = nil
        } else {
            let characters = Array(text)
            units = characters.map { $0.asciiValue ?? classify($0) }
            self.characters = characters
        }
    }

    /// The number of Characters.
    package var count: Int { units.count }

    /// The unit at `offset`, nil past the end.
    package subscript(offset: Int) -> UInt8? {
        offset < units.count ? units[offset] : nil
    }

    /// The text of Characters `range`.
    package func string(_ range: Range<Int>) -> String {
        if let characters { return String(characters[range]) }
        return String(decoding: units[range], as: UTF8.self)
    }

    /// The Character at `offset` (which is below `count`), for quoting it.
    package func character(at offset: Int) -> Character {
        if let characters { return characters[offset] }
        return Character(Unicode.Scalar(units[offset]))
    }
}
