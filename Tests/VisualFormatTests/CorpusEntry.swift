import LayoutCore
import VisualFormat

/// One entry of `VisualFormatCorpus`, read from its text form.
struct CorpusEntry: CustomStringConvertible {
    var format: String
    var options: [String] = []
    /// Valid entries: the expected constraints' notation, in order.
    var expected: [String] = []
    /// Invalid entries: the caret's column and the message.
    var caret: (offset: Int, message: String)?

    var description: String { format }

    static func entries(_ text: String) -> [CorpusEntry] {
        var entries: [CorpusEntry] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("> ") {
                entries.append(CorpusEntry(format: String(line.dropFirst(2))))
            } else if line.hasPrefix("options: ") {
                entries[entries.count - 1].options = line.dropFirst(9)
                    .split(separator: ",").map { $0.trimmingSpaces() }
            } else if line.hasPrefix("= ") {
                entries[entries.count - 1].expected.append(String(line.dropFirst(2)))
            } else if let caret = line.firstIndex(of: "^") {
                let column = line.distance(from: line.startIndex, to: caret) - 2
                entries[entries.count - 1].caret = (column, String(line[caret...].dropFirst(2)))
            }
        }
        return entries
    }

    /// The expected constraints, read with the notation parser.
    func expectedConstraints() throws -> [LayoutConstraint] {
        try expected.map { try ConstraintEquation(parsing: $0).resolved { _ in nil } }
    }

    func parse() throws(VisualFormatError) -> [VisualFormatConstraint] {
        try VisualFormat.constraints(
            format: format, options: options, metrics: CorpusNames.metrics, views: CorpusNames.views)
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
