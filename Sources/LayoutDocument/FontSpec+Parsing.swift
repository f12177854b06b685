import LayoutCore

extension FontSpec {
    /// The grammar `--font` accepts, for messages.
    public static let grammar = "a text style ('body'), a size with an optional weight and 'italic' "
        + "('17', '17 semibold', '17 bold italic'), or a PostScript name and a size ('AvenirNext-Regular 22')"

    /// Reads the short form `layout show` prints and `--font` takes: `body`,
    /// `17`, `17 semibold`, `17 bold italic`, `17 italic`, `AvenirNext-Regular 22`.
    /// The result has no `problem`; the error says what is wrong, with "did
    /// you mean" for a misspelt style or weight.
    public init(parsing text: String) throws(FontSpecError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { throw FontSpecError("a font must not be empty; give \(Self.grammar)") }
        if let size = Double(first) {
            // The system font: SIZE [WEIGHT] [italic].
            var rest = words.dropFirst()
            let italic = rest.last == "italic"
            if italic { rest = rest.dropLast() }
            guard rest.count <= 1 else {
                throw FontSpecError("font '\(text)' has too many words; give \(Self.grammar)")
            }
            self = .system(size: size, weight: rest.first, italic: italic)
        } else if words.count == 1 {
            guard Self.textStyles.contains(first) || NameSuggestion.closest(to: first, among: Self.textStyles) != nil else {
                throw FontSpecError("font '\(first)' is not a text style (\(Self.textStyles.joined(separator: ", "))); "
                    + "a named font needs its size after the name ('\(first) 17')")
            }
            self = .textStyle(first)
        } else {
            // A PostScript name (it has no spaces), then the size.
            guard words.count == 2, let size = Double(words[1]) else {
                throw FontSpecError("font '\(text)' is not a font; give \(Self.grammar)")
            }
            if Self.weights.contains(first) {
                throw FontSpecError("font '\(text)': the size comes first (did you mean '\(words[1]) \(first)'?)")
            }
            self = .named(first, size: size)
        }
        if let problem { throw FontSpecError(problem) }
    }
}

/// Why a `--font` text is not a font.
public struct FontSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
