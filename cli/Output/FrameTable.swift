import LayoutCheck
import LayoutCore
import LayoutModel

/// `layout solve --format table`: one row per view with its frame and a note
/// (hidden, in a conflict, ambiguous), then the conflicts and ambiguity in words.
struct FrameTable {
    var result: SolveResult
    /// The result's problems with equations and advice; nil prints their ids only.
    var diagnosis: SolveDiagnosis? = nil
    var style: Style

    func rendered() -> String {
        var out = style.bold(result.screen) + "  "
        var facts = ["\(formatNumber(result.width))x\(formatNumber(result.height))",
                     result.traits.orientation.rawValue,
                     "\(result.traits.widthClass.rawValue)/\(result.traits.heightClass.rawValue)"]
        if let contentSize = result.contentSize { facts.append("contentSize \(contentSize)") }
        facts += result.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if let revision = result.revision { facts.append("revision \(revision)") }
        if result.cached { facts.append("cached") }
        out += style.dim(facts.joined(separator: "  ")) + "\n"
        let hidden = Set(result.hiddenViews)
        let ambiguous = Dictionary(result.ambiguous.map { ($0.view, $0.attributes) }) { first, _ in first }
        let inConflict = Set(diagnosis?.conflictViews ?? [])
        let negative = Dictionary(result.negative.map { ($0.view, $0.attributes) }) { first, _ in first }
        let truncated = Set(result.truncated.map(\.view))
        let rows = result.frames.map { view, frame in
            [view, FrameTable.number(frame.x), FrameTable.number(frame.y),
             FrameTable.number(frame.width), FrameTable.number(frame.height),
             [hidden.contains(view) ? "hidden" : nil, inConflict.contains(view) ? "conflict" : nil,
              ambiguous[view].map { "ambiguous \($0.joined(separator: ", "))" },
              negative[view].map { "negative \($0.joined(separator: ", "))" },
              truncated.contains(view) ? "truncated" : nil,
              result.lines[view].flatMap { $0 > 1 ? "\($0) lines" : nil }]
                .compactMap { $0 }.joined(separator: ", ")]
        }
        out += TextTable(header: ["view", "x", "y", "width", "height", "note"], rows: rows,
                         rightAligned: [1, 2, 3, 4]).rendered(style: style)
        for line in FrameTable.negativeLines(result) { out += style.red(line) + "\n" }
        for line in FrameTable.truncatedLines(result) { out += style.red(line) + "\n" }
        if let diagnosis {
            for line in DiagnosisText.lines(diagnosis, style: style) { out += line + "\n" }
            return out
        }
        for broken in result.unsatisfiable {
            out += style.red("unsatisfiable: gave up \(broken.broken); conflict: \(broken.conflict.joined(separator: ", "))") + "\n"
        }
        for view in result.ambiguous {
            out += style.yellow("ambiguous: \(view.view) (\(view.attributes.joined(separator: ", ")))") + "\n"
        }
        return out
    }

    /// `negative size: a (height -20)`, one line per view with a negative width or height.
    static func negativeLines(_ result: SolveResult) -> [String] {
        result.negative.map { negative in
            let frame = result.frame(of: negative.view)
            let sides = negative.attributes.map { attribute in
                "\(attribute) \(number(attribute == "width" ? frame?.width ?? 0 : frame?.height ?? 0))"
            }
            return "negative size: \(negative.view) (\(sides.joined(separator: ", ")))"
        }
    }

    /// `truncated: title needs width 311.5, has width 288 (1 line drawn)`, one line per view whose text does not fit.
    static func truncatedLines(_ result: SolveResult) -> [String] {
        result.truncated.map { text in
            "truncated: \(text.view) needs \(text.needs), has \(text.has) (\(text.lines) line\(text.lines == 1 ? "" : "s") drawn)"
        }
    }

    /// Rounded to 1e-6 like the JSON, without needless fractions.
    static func number(_ value: Double) -> String {
        formatNumber((value * 1e6).rounded() / 1e6)
    }
}
