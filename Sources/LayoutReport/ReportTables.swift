import LayoutCore
import LayoutModel
import LayoutPicture

/// The report's shared tables: each distinct picture, explanation,
/// constraint, chain and chain line once, numbered in order of appearance, so a
/// layout refers to them by number.
struct ReportTables {
    /// Names and texts the pictures use, by number.
    private(set) var names: [String] = []
    private var nameIndex: [String: Int] = [:]
    private(set) var pictures: [String] = []
    private var pictureIndex: [String: Int] = [:]
    private(set) var explanations: [String] = []
    private var explanationIndex: [String: Int] = [:]
    private(set) var constraints: [String] = []
    private var constraintIndex: [String: Int] = [:]
    /// Each `[id, notation]` pair's number by the pair itself: a view names the same constraints
    /// in layout after layout, and quoting them again each time was most of the table's cost.
    private var constraintPairs: [ConstraintPair: Int] = [:]
    private(set) var lines: [String] = []
    private var lineIndex: [String: Int] = [:]
    private(set) var chains: [String] = []
    private var chainIndex: [String: Int] = [:]

    /// The classes a picture's boxes, labels and legend lines take, numbered as `script.js` reads them.
    static let classes = ["d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "conflict", "ambiguous", "truncated", "guide"]
    static let guideKinds = ["unsafe-area", "safe-area", "keyboard"]

    private static func number(in table: inout [String], _ index: inout [String: Int], _ value: String) -> Int {
        if let known = index[value] { return known }
        index[value] = table.count
        table.append(value)
        return table.count - 1
    }

    mutating func name(_ text: String) -> Int { ReportTables.number(in: &names, &nameIndex, jsonQuoted(text)) }

    /// The picture's number. A picture is
    /// `[screen, width, height, [guide…], [box…], keyboardLabel or 0, [legendLine…]]`:
    /// a guide `[kind, x, y, width, height]` (kind into `guideKinds`); a box
    /// `[view, x, y, width, height, class, hidden, label?]` (class into `classes`,
    /// hidden 0 or 1); a label `[text, x, baseline]` or, moved beside the screen,
    /// `[text, x, baseline, fromX, fromY, bendX, bendY, toX, toY]`; a legend line
    /// `[text, class, x, y]` or, for a conflict, `[text, class, x, y, first, views, constraints]`.
    /// Texts are numbers into `names`; numbers are as the SVG writes them (two decimals at most).
    mutating func picture(_ drawing: PanelDrawing) -> Int {
        func n(_ value: Double) -> String { LayoutPicture.coordinate(value) }
        func label(_ label: PanelDrawing.Label) -> String {
            var parts = [String(name(label.text)), n(label.x), n(label.baseline)]
            if let leader = label.leader { parts += leader.map(n) }
            return "[" + parts.joined(separator: ",") + "]"
        }
        var text = "[\(name(drawing.screen)),\(n(drawing.width)),\(n(drawing.height)),["
        text += drawing.guides.map { guide in
            "[\(ReportTables.guideKinds.firstIndex(of: guide.kind) ?? 0),\(n(guide.x)),\(n(guide.y)),\(n(guide.width)),\(n(guide.height))]"
        }.joined(separator: ",")
        text += "],["
        text += drawing.boxes.map { box in
            var parts = [String(name(box.view)), n(box.x), n(box.y), n(box.width), n(box.height),
                         String(ReportTables.classes.firstIndex(of: box.colourClass) ?? 0), box.hidden ? "1" : "0"]
            if let boxLabel = box.label { parts.append(label(boxLabel)) }
            return "[" + parts.joined(separator: ",") + "]"
        }.joined(separator: ",")
        text += "]," + (drawing.keyboardLabel.map(label) ?? "0") + ",["
        text += drawing.legend.map { line in
            var parts = [String(name(line.text)), String(ReportTables.classes.firstIndex(of: line.colourClass) ?? 0),
                         n(line.x), n(line.y)]
            if let conflict = line.conflict {
                parts += [String(conflict.first), String(name(conflict.views)), String(name(conflict.constraints))]
            }
            return "[" + parts.joined(separator: ",") + "]"
        }.joined(separator: ",")
        text += "]]"
        return ReportTables.number(in: &pictures, &pictureIndex, text)
    }

    /// `{"names": […], "pictures": […]}`.
    func picturesJSON() -> String {
        "{\"names\": [" + names.joined(separator: ",") + "],\n\"pictures\": [\n" + pictures.joined(separator: ",\n") + "\n]}"
    }

    /// The explanation's number. An explanation without its values (the frame gives them) and
    /// without its chains (`chain(_:)`), so equal ones are shared: `[view, superview, [x, y, width,
    /// height], ambiguous]`: per field the constraints fixing it (numbers into `constraints`,
    /// `[id, notation]` pairs); `ambiguous` a bit per field left free (1 x, 2 y, 4 width, 8 height).
    mutating func explanation(_ explanation: ViewExplanation) -> Int {
        var fields: [String] = []
        var ambiguous = 0
        for (bit, part) in explanation.parts.enumerated() {
            let numbers = part.constraints.map { id in
                String(constraint(id, explanation.descriptions[id] ?? ""))
            }
            fields.append("[" + numbers.joined(separator: ",") + "]")
            if part.isAmbiguous { ambiguous |= 1 << bit }
        }
        let json = "[\(jsonQuoted(explanation.view)),\(explanation.superview.map(jsonQuoted) ?? "null"),"
            + "[\(fields.joined(separator: ","))],\(ambiguous)]"
        return ReportTables.number(in: &explanations, &explanationIndex, json)
    }

    private struct ConstraintPair: Hashable {
        var id: String
        var notation: String
    }

    /// The number of `[id, notation]` in `constraints`.
    private mutating func constraint(_ id: String, _ notation: String) -> Int {
        let pair = ConstraintPair(id: id, notation: notation)
        if let known = constraintPairs[pair] { return known }
        let number = ReportTables.number(in: &constraints, &constraintIndex, "[\(jsonQuoted(id)), \(jsonQuoted(notation))]")
        constraintPairs[pair] = number
        return number
    }

    /// The number of the explanation's "that is" chains, `[x, y, width, height]`: per field its
    /// lines as `layout explain` prints them, first line first (numbers into `lines`), `[]` for a
    /// field without one (ambiguous, or fixed by no constraint). Equal ones are shared.
    mutating func chain(_ explanation: ViewExplanation) -> Int {
        let fields = explanation.parts.map { part in
            "[" + (part.expression?.lines ?? []).map { line in
                String(ReportTables.number(in: &lines, &lineIndex, jsonQuoted(line.description)))
            }.joined(separator: ",") + "]"
        }
        return ReportTables.number(in: &chains, &chainIndex, "[" + fields.joined(separator: ",") + "]")
    }
}
