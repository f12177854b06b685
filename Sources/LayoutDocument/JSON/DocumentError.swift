import LayoutCore

/// An error in a layout document: malformed JSON (with the line and column),
/// or a well-formed document that says something wrong (naming the screen,
/// view, metric or constraint, and where it is written).
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name as given to the decoder (`-` for standard input).
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the offending text; nil when unknown.
    public var line: Int?
    public var column: Int?
    /// Where in the document: `screen 'imageCell', view 'caption'`; empty at the top level.
    public var context: String
    /// What is wrong, sentence case, input quoted in '…'.
    public var message: String
    /// The source line for malformed JSON, shown with a caret under `column`.
    public var sourceLine: String?

    public init(
        file: String, line: Int? = nil, column: Int? = nil, context: String = "",
        message: String, sourceLine: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.context = context
        self.message = message
        self.sourceLine = sourceLine
    }

    /// `file:line:column: context: message`, then the source line and a caret
    /// when the JSON itself is malformed.
    public var description: String {
        var text = SourceExcerpt.location(file: file, line: line, column: column) + ": "
        if !context.isEmpty { text += context + ": " }
        text += message
        if let sourceLine, let column { text += SourceExcerpt.caret(under: sourceLine, column: column) }
        return text
    }
}
