/// How the readers' errors point into a file: `file:line:column`, and the
/// offending line with a caret under the column (tabs kept in the indent, so
/// the caret lines up under tabbed text). One spelling for every reader
/// (JSON documents, translation files).
public enum SourceExcerpt {
    /// `file`, `file:line` or `file:line:column`.
    public static func location(file: String, line: Int?, column: Int?) -> String {
        guard let line else { return file }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    }

    /// `"\n  line\n  indent^"`: the line, then a caret after the text `before` it
    /// on that line, each indented by two.
    public static func caret(under sourceLine: String, after before: some Sequence<Character>) -> String {
        let indent = String(before.map { $0 == "\t" ? "\t" : " " })
        return "\n  \(sourceLine)\n  \(indent)^"
    }
}
