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

    /// A picture's text with its names still as text: `segments[0]`, the number of `names[0]`,
    /// `segments[1]`, … Written apart from any table (on any thread), numbered by `picture(_:)`.
    struct PictureText: Sendable {
        var segments: [String] = [""]
        var names: [String] = []

        mutating func append(_ text: String) { segments[segments.count - 1] += text }
        mutating func name(_ text: String) {
            names.append(text)
            segments.append("")
        }
    }

    /// The picture's text (`picture(_:)`), its names left to number. A picture is
    /// `[screen, width, height, [guide…], [box…], keyboardLabel or 0, [legendLine…]]`:
    /// a guide `[kind, x, y, width, height]` (kind into `guideKinds`); a box
    /// `[view, x, y, width, height, class, hidden, label?]` (class into `classes`,
    /// hidden 0 or 1); a label `[text, x, baseline]` or, moved beside the screen,
    /// `[text, x, baseline, fromX, fromY, bendX, bendY, toX, toY]`; a legend line
    /// `[text, class, x, y]` or, for a conflict, `[text, class, x, y, first, views, constraints]`.
    /// Texts are numbers into `names`; numbers are as the SVG writes them (two decimals at most).
    static func pictureText(_ drawing: PanelDrawing) -> PictureText {
        var text = PictureText()
        func n(_ value: Double) { text.append("," + LayoutPicture.coordinate(value)) }
        func label(_ label: PanelDrawing.Label) {
            text.append("[")
            text.name(label.text)
            n(label.x)
            n(label.baseline)
            for value in label.leader ?? [] { n(value) }
            text.append("]")
        }
        text.append("[")
        text.name(drawing.screen)
        n(drawing.width)
        n(drawing.height)
        text.append(",[")
        for (number, guide) in drawing.guides.enumerated() {
            text.append((number == 0 ? "[" : ",[") + String(guideKinds.firstIndex(of: guide.kind) ?? 0))
            for value in [guide.x, guide.y, guide.width, guide.height] { n(value) }
            text.append("]")
        }
        text.append("],[")
        for (number, box) in drawing.boxes.enumerated() {
            text.append(number == 0 ? "[" : ",[")
            text.name(box.view)
            for value in [box.x, box.y, box.width, box.height] { n(value) }
            text.append("," + String(classes.firstIndex(of: box.colourClass) ?? 0) + (box.hidden ? ",1" : ",0"))
            if let boxLabel = box.label {
                text.append(",")
                label(boxLabel)
            }
            text.append("]")
        }
        text.append("],")
        if let keyboardLabel = drawing.keyboardLabel { label(keyboardLabel) } else { text.append("0") }
        text.append(",[")
        for (number, line) in drawing.legend.enumerated() {
            text.append(number == 0 ? "[" : ",[")
            text.name(line.text)
            text.append("," + String(classes.firstIndex(of: line.colourClass) ?? 0))
            n(line.x)
            n(line.y)
            if let conflict = line.conflict {
                text.append("," + String(conflict.first) + ",")
                text.name(conflict.views)
                text.append(",")
                text.name(conflict.constraints)
            }
            text.append("]")
        }
        text.append("]]")
        return text
    }

    /// The picture's number, its names numbered in `names` (in the order the text names them).
    mutating func picture(_ text: PictureText) -> Int {
        var written = text.segments[0]
        for (name, segment) in zip(text.names, text.segments.dropFirst()) {
            written += String(self.name(name))
            written += segment
        }
        return ReportTables.number(in: &pictures, &pictureIndex, written)
    }

    /// `{"names": […], "pictures": […]}`.
    func picturesJSON() -> String {
        "{\"names\": [" + names.joined(separator: ",") + "],\n\"pictures\": [\n" + pictures.joined(separator: ",\n") + "\n]}"
    }

    /// What a view's explanation and chains write, apart from any table (on any thread):
    /// numbered by `explanation(_:)` and `chain(_:)`.
    struct ViewText: Sendable {
        /// `"view",superview` (`null` for the root), quoted.
        var names: String
        /// Per field, the `[id, notation]` pairs of the constraints fixing it.
        var fields: [[ConstraintPair]]
        /// A bit per field left free (1 x, 2 y, 4 width, 8 height).
        var ambiguous: Int
        /// Per field, its chain's lines as `layout explain` prints them, quoted.
        var chains: [[String]]

        init(_ explanation: ViewExplanation) {
            names = jsonQuoted(explanation.view) + "," + (explanation.superview.map(jsonQuoted) ?? "null")
            fields = explanation.parts.map { part in
                part.constraints.map { id in ConstraintPair(id: id, notation: explanation.descriptions[id] ?? "") }
            }
            ambiguous = 0
            for (bit, part) in explanation.parts.enumerated() where part.isAmbiguous { ambiguous |= 1 << bit }
            chains = explanation.parts.map { part in (part.expression?.lines ?? []).map { jsonQuoted($0.description) } }
        }
    }

    /// The explanation's number. An explanation without its values (the frame gives them) and
    /// without its chains (`chain(_:)`), so equal ones are shared: `[view, superview, [x, y, width,
    /// height], ambiguous]`: per field the constraints fixing it (numbers into `constraints`,
    /// `[id, notation]` pairs); `ambiguous` a bit per field left free (1 x, 2 y, 4 width, 8 height).
    mutating func explanation(_ text: ViewText) -> Int {
        var json = "[" + text.names + ",["
        for (number, field) in text.fields.enumerated() {
            json += number == 0 ? "[" : ",["
            for (position, pair) in field.enumerated() {
                if position > 0 { json += "," }
                json += String(constraint(pair))
            }
            json += "]"
        }
        json += "]," + String(text.ambiguous) + "]"
        return ReportTables.number(in: &explanations, &explanationIndex, json)
    }

    struct ConstraintPair: Hashable, Sendable {
        var id: String
        var notation: String
    }

    /// The number of `[id, notation]` in `constraints`.
    private mutating func constraint(_ pair: ConstraintPair) -> Int {
        if let known = constraintPairs[pair] { return known }
        let number = ReportTables.number(in: &constraints, &constraintIndex, "[\(jsonQuoted(pair.id)), \(jsonQuoted(pair.notation))]")
        constraintPairs[pair] = number
        return number
    }

    /// The number of the explanation's "that is" chains, `[x, y, width, height]`: per field its
    /// lines as `layout explain` prints them, first line first (numbers into `lines`), `[]` for a
    /// field without one (ambiguous, or fixed by no constraint). Equal ones are shared.
    mutating func chain(_ text: ViewText) -> Int {
        var json = "["
        for (number, field) in text.chains.enumerated() {
            json += number == 0 ? "[" : ",["
            for (position, line) in field.enumerated() {
                if position > 0 { json += "," }
                json += String(ReportTables.number(in: &lines, &lineIndex, line))
            }
            json += "]"
        }
        return ReportTables.number(in: &chains, &chainIndex, json + "]")
    }
}
