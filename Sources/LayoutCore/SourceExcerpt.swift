/// How the readers' errors point into a file: `file:line:column`, and the
/// offending line with a caret under the column (tabs kept in the indent, so
/// the caret lines up under tabbed text). One spelling for every reader
/// (JSON documents, translation files, Interface Builder files).
///
/// A line is shown cut to about `width` characters around the caret, and a
/// text quoted in a message to about `quoteLimit`: a one-line file of 200 KB,
/// or a number of 100,000 digits, is shown by the few characters at fault.
public enum SourceExcerpt {
    /// At most this many characters of a line are shown around the caret.
    public static let width = 100
    /// At most this many characters of a text are quoted in a message.
    public static let quoteLimit = 60

    /// `file`, `file:line` or `file:line:column`.
    public static func location(file: String, line: Int?, column: Int?) -> String {
        guard let line else { return file }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    }

    /// `"\n  line\n  indent^"`: the line, then a caret under its 1-based `column`
    /// (in Unicode scalars), each indented by two; a long line is cut around the caret.
    public static func caret(under sourceLine: String, column: Int) -> String {
        let (shown, caret) = window(Array(sourceLine.unicodeScalars), caret: column - 1)
        var indent = String.UnicodeScalarView()
        indent.append(contentsOf: shown.prefix(caret).map { $0 == "\t" ? "\t" : " " })
        return "\n  \(text(shown))\n  \(String(indent))^"
    }

    /// `scalars` cut to about `width` around offset `caret` (clamped to the line), with
    /// `…` where it was cut, and control characters but the tab shown as their Control
    /// Pictures (U+0000 as '␀'); the caret's offset in what is returned.
    public static func window(_ scalars: [Unicode.Scalar], caret: Int, width: Int = width) -> ([Unicode.Scalar], Int) {
        var caret = max(0, min(caret, scalars.count))
        var shown = scalars
        if shown.count > width {
            let start = max(0, min(caret - width / 2, shown.count - width))
            let end = min(shown.count, start + width)
            shown = (start > 0 ? ["…"] : []) + Array(shown[start..<end]) + (end < scalars.count ? ["…"] : [])
            caret += (start > 0 ? 1 : 0) - start
        }
        return (shown.map(visible), caret)
    }

    /// `'text'`, or for a long text its start and end around `…` with its length:
    /// `'12345…67890' (100000 characters)`. Control characters are shown as their Control Pictures.
    public static func quoted(_ text: String, limit: Int = quoteLimit) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > limit else { return "'\(self.text(scalars.map(visible)))'" }
        let half = limit / 2
        let shown = scalars.prefix(half).map(visible) + ["…"] + scalars.suffix(half).map(visible)
        return "'\(self.text(shown))' (\(scalars.count) characters)"
    }

    /// A control character (but the tab) as its Control Picture, so that nothing printed moves the cursor.
    static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return scalar
        case 0..<0x20: return Unicode.Scalar(0x2400 + scalar.value) ?? scalar
        case 0x7F: return "\u{2421}"
        default: return scalar
        }
    }

    private static func text(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
