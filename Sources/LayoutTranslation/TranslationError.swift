import LayoutCore

/// An error in a translation file: a `.strings` file that does not parse, a
/// string catalog of the wrong shape, or bytes that are not text. It names
/// the file, the 1-based line and column, and shows the line with a caret.
public struct TranslationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as given on the command line.
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the offending text; nil when unknown.
    public var line: Int?
    public var column: Int?
    /// What is wrong, sentence case, input quoted in '…'.
    public var message: String
    /// The offending line, shown with a caret under `column`.
    public var sourceLine: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String, sourceLine: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    /// `file:line:column: message`, then the source line and a caret.
    public var description: String {
        var text = SourceExcerpt.location(file: file, line: line, column: column) + ": " + message
        if let sourceLine, let column { text += SourceExcerpt.caret(under: sourceLine, column: column) }
        return text
    }
}
