import LayoutCore

/// Why an Interface Builder file could not be imported: the file, the line
/// (when known), the column and the line's text when the fault is at one
/// character (XML syntax), and what is wrong. Nothing of the file is imported.
public struct InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    /// The column, from 1, in Unicode scalars, when the fault is at one character of the line.
    public var column: Int?
    /// The text of that line, shown with a caret under `column`.
    public var source: String?
    public var message: String

    public init(file: String, line: Int?, column: Int? = nil, source: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.source = source
        self.message = message
    }

    /// `Main.storyboard:12: constraint 'abc' names 'xyz', which is not an object of this document`;
    /// with a column, `Main.storyboard:3:17: message`, then the line and a caret under the column.
    public var description: String {
        var place = file
        if let line {
            place += ":\(line)"
            if let column { place += ":\(column)" }
        }
        let head = "\(place): \(message)"
        guard let source, let column else { return head }
        let (shown, caret) = Self.excerpt(source, column: column)
        return head + "\n  " + shown + "\n  " + String(repeating: " ", count: caret) + "^"
    }

    /// The line without its indentation, tabs shown as spaces, other control
    /// characters as their Control Pictures (U+0000 as '␀'), and cut to about
    /// 100 characters around the column (IB writes long lines; `SourceExcerpt.window`);
    /// the caret's offset in what is shown.
    static func excerpt(_ source: String, column: Int) -> (String, Int) {
        var scalars = Array(source.unicodeScalars.map { $0 == "\t" ? " " : $0 })
        var caret = max(0, min(column - 1, scalars.count))
        let indent = min(scalars.prefix { $0 == " " }.count, caret)
        scalars.removeFirst(indent)
        caret -= indent
        let (shown, offset) = SourceExcerpt.window(scalars, caret: caret)
        var text = String.UnicodeScalarView()
        text.append(contentsOf: shown)
        return (String(text), offset)
    }
}

/// Something IB says that was imported only approximately: the file, the
/// IB object id and what was approximated.
public struct InterfaceBuilderWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var ibID: String
    public var message: String

    public init(file: String, line: Int?, ibID: String, message: String) {
        self.file = file
        self.line = line
        self.ibID = ibID
        self.message = message
    }

    /// `Main.storyboard:40: 'abc-de-fgh': scroll view content layout guide approximated by the scroll view`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): '\(ibID)': \(message)"
    }
}
