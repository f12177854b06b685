import LayoutCore
import LayoutModel
import LayoutPicture

/// What one distinct layout writes apart from the shared tables, on any thread
/// (`ReportPage.text(of:)`): its object in `layout-results`, and its picture, its views'
/// explanations and their chains as keyed pieces (`Piece`) that `ReportTables`
/// numbers on one thread by their bytes and hashes alone.
///
/// A piece is a text that refers to another table's texts (a picture to its names, an
/// explanation to its `[id, notation]` pairs, a chain to its lines): the text with the
/// byte 0xFF where each referred text's number goes, then 0x00, then each referred text
/// in order, each followed by 0x00. Neither byte occurs in the page's UTF-8 (0xFF never
/// does; 0x00 is written `\u0000` in JSON strings), so two pieces have equal bytes exactly
/// when their numbered texts are equal: the numbering of the referred table is one to one.
struct ReportLayoutText: Sendable {
    /// A piece of `bytes`: its range and the hash of its bytes (`ReportBytes.hash`, computed where written).
    struct Piece: Sendable {
        var start: Int
        var end: Int
        var hash: Int
    }

    /// The layout's results, then its pieces, one after the other.
    var bytes: [UInt8] = []
    /// The layout's object in `layout-results`.
    var results: Range<Int> = 0..<0
    var picture = Piece(start: 0, end: 0, hash: 0)
    /// Per view in frame order, its explanation (`ReportTables.explanation`).
    var explanations: [Piece] = []
    /// Per view in frame order, its chains (`ReportTables.chain`).
    var chains: [Piece] = []

    /// Where the references of the piece being written go until `endPiece` appends them.
    private var references: [UInt8] = []

    static let referenceMark: UInt8 = 0xFF
    static let referencesStart: UInt8 = 0x00

    /// Writes a reference to `text` (JSON) in the piece being written.
    private mutating func refer(to write: (inout [UInt8]) -> Void) {
        bytes.append(ReportLayoutText.referenceMark)
        write(&references)
        references.append(ReportLayoutText.referencesStart)
    }

    private mutating func referQuoted(_ text: String) { refer { $0.appendQuoted(text) } }

    /// Ends the piece begun at `start`: its references after its text, and its hash.
    private mutating func endPiece(from start: Int) -> Piece {
        bytes.append(ReportLayoutText.referencesStart)
        bytes += references
        references.removeAll(keepingCapacity: true)
        return Piece(start: start, end: bytes.count, hash: ReportBytes.hash(bytes[start...]))
    }

    init(_ layout: ReportPage.Layout) {
        let entry = layout.entry
        writeResults(entry, devices: layout.devices)
        let panel = LayoutPicture.Panel(screen: entry.screen, result: entry.result, request: entry.request, showsTitle: false,
                                        measurer: layout.measurer)
        picture = writePicture(LayoutPicture.panelDrawing(panel))
        explanations.reserveCapacity(entry.explanations.count)
        chains.reserveCapacity(entry.explanations.count)
        var ids: [String] = []
        for explanation in entry.explanations {
            explanations.append(writeExplanation(explanation, ids: &ids))
            chains.append(writeChain(explanation))
        }
    }

    /// What `layout solve` prints, without the spaces between tokens, with `device`, `devices`
    /// and `orientation` at the front.
    private mutating func writeResults(_ entry: LayoutReport.Entry, devices: [String]) {
        bytes.appendText("{\"device\":")
        bytes.appendQuoted(entry.device)
        bytes.appendText(",\"devices\":[")
        for (number, device) in devices.enumerated() {
            if number > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.appendQuoted(device)
        }
        bytes.appendText("],\"orientation\":")
        bytes.appendQuoted(entry.orientation.rawValue)
        bytes.append(UInt8(ascii: ","))
        let solved = entry.result.jsonString(pretty: false)
        ReportPage.appendWithoutSpaces(solved.utf8.dropFirst(), to: &bytes)
        results = 0..<bytes.count
    }

    /// The explanation's piece: `[view, superview, [x, y, width, height], ambiguous]`, per field
    /// the `[id, notation]` pairs of the constraints fixing it (ids in the order the screen adds
    /// them, each once), referred to; `ambiguous` a bit per field left free (1 x, 2 y, 4 width, 8 height).
    private mutating func writeExplanation(_ explanation: ViewExplanation, ids: inout [String]) -> Piece {
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        bytes.appendQuoted(explanation.view)
        bytes.append(UInt8(ascii: ","))
        if let superview = explanation.superview { bytes.appendQuoted(superview) } else { bytes.appendText("null") }
        bytes.appendText(",[")
        var ambiguous = 0
        for (field, part) in explanation.parts.enumerated() {
            if part.isAmbiguous { ambiguous |= 1 << field }
            bytes.appendText(field == 0 ? "[" : ",[")
            ids.removeAll(keepingCapacity: true)
            for term in part.terms where !ids.contains(term.constraint) {
                ids.append(term.constraint)
                if ids.count > 1 { bytes.append(UInt8(ascii: ",")) }
                refer { pair in
                    pair.append(UInt8(ascii: "["))
                    pair.appendQuoted(term.constraint)
                    pair.appendText(", ")
                    pair.appendQuoted(explanation.descriptions[term.constraint] ?? "")
                    pair.append(UInt8(ascii: "]"))
                }
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.appendText("],")
        bytes.appendNumber(ambiguous)
        bytes.append(UInt8(ascii: "]"))
        return endPiece(from: start)
    }

    /// The chains' piece, `[x, y, width, height]`: per field its lines as `layout explain` prints
    /// them, first line first, referred to; `[]` for a field without one.
    private mutating func writeChain(_ explanation: ViewExplanation) -> Piece {
        let start = bytes.count
        bytes.append(UInt8(ascii: "["))
        for (field, part) in explanation.parts.enumerated() {
            bytes.appendText(field == 0 ? "[" : ",[")
            for (number, line) in (part.expression?.lines ?? []).enumerated() {
                if number > 0 { bytes.append(UInt8(ascii: ",")) }
                referQuoted(line.description)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "]"))
        return endPiece(from: start)
    }

    /// The picture's piece, its texts referred to. A picture is
    /// `[screen, width, height, [guide…], [box…], keyboardLabel or 0, [legendLine…]]`:
    /// a guide `[kind, x, y, width, height]` (kind into `guideKinds`); a box
    /// `[view, x, y, width, height, class, hidden, label?]`, or with a text
    /// `[view, x, y, width, height, class, hidden, label or 0, text]` (class into `classes`,
    /// hidden 0 or 1); a text `[size, family, weight, italic, tracking, rightToLeft, line…]`, a line
    /// `[text, x, baseline, width, fallback]` (family the CSS list; italic,
    /// rightToLeft and fallback 0 or 1); a label `[text, x, baseline]` or, moved beside the screen,
    /// `[text, x, baseline, fromX, fromY, bendX, bendY, toX, toY]`; a legend line
    /// `[text, class, x, y]` or, for a conflict, `[text, class, x, y, first, views, constraints]`.
    /// Numbers are as the SVG writes them (two decimals at most).
    private mutating func writePicture(_ drawing: PanelDrawing) -> Piece {
        let start = bytes.count
        func n(_ value: Double) {
            bytes.append(UInt8(ascii: ","))
            bytes.appendCoordinate(value)
        }
        func label(_ label: PanelDrawing.Label) {
            bytes.append(UInt8(ascii: "["))
            referQuoted(label.text)
            n(label.x)
            n(label.baseline)
            for value in label.leader ?? [] { n(value) }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "["))
        referQuoted(drawing.screen)
        n(drawing.width)
        n(drawing.height)
        bytes.appendText(",[")
        for (number, guide) in drawing.guides.enumerated() {
            bytes.appendText(number == 0 ? "[" : ",[")
            bytes.appendNumber(ReportLayoutText.guideKinds.firstIndex(of: guide.kind) ?? 0)
            n(guide.x)
            n(guide.y)
            n(guide.width)
            n(guide.height)
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.appendText("],[")
        for (number, box) in drawing.boxes.enumerated() {
            bytes.appendText(number == 0 ? "[" : ",[")
            referQuoted(box.view)
            n(box.x)
            n(box.y)
            n(box.width)
            n(box.height)
            bytes.append(UInt8(ascii: ","))
            bytes.appendNumber(ReportLayoutText.classes.firstIndex(of: box.colourClass) ?? 0)
            bytes.appendText(box.hidden ? ",1" : ",0")
            if let boxLabel = box.label {
                bytes.append(UInt8(ascii: ","))
                label(boxLabel)
            } else if box.text != nil {
                bytes.appendText(",0")
            }
            if let text = box.text {
                bytes.appendText(",[")
                bytes.appendCoordinate(text.size)
                bytes.append(UInt8(ascii: ","))
                referQuoted(LayoutPicture.fontFamily(text.family))
                bytes.append(UInt8(ascii: ","))
                bytes.appendNumber(text.weight)
                bytes.appendText(text.italic ? ",1" : ",0")
                n(text.tracking)
                bytes.appendText(text.isRightToLeft ? ",1" : ",0")
                for line in text.lines {
                    bytes.appendText(",[")
                    referQuoted(line.text)
                    n(line.x)
                    n(line.baseline)
                    n(line.width)
                    bytes.appendText(line.needsFallback ? ",1]" : ",0]")
                }
                bytes.append(UInt8(ascii: "]"))
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.appendText("],")
        if let keyboardLabel = drawing.keyboardLabel { label(keyboardLabel) } else { bytes.append(UInt8(ascii: "0")) }
        bytes.appendText(",[")
        for (number, line) in drawing.legend.enumerated() {
            bytes.appendText(number == 0 ? "[" : ",[")
            referQuoted(line.text)
            bytes.append(UInt8(ascii: ","))
            bytes.appendNumber(ReportLayoutText.classes.firstIndex(of: line.colourClass) ?? 0)
            n(line.x)
            n(line.y)
            if let conflict = line.conflict {
                bytes.append(UInt8(ascii: ","))
                bytes.appendNumber(conflict.first)
                bytes.append(UInt8(ascii: ","))
                referQuoted(conflict.views)
                bytes.append(UInt8(ascii: ","))
                referQuoted(conflict.constraints)
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.appendText("]]")
        return endPiece(from: start)
    }

    /// The classes a picture's boxes, labels and legend lines take, numbered as `script.js` reads them.
    static let classes = ["d0", "d1", "d2", "d3", "d4", "d5", "d6", "d7", "conflict", "ambiguous", "truncated", "guide"]
    static let guideKinds = ["unsafe-area", "safe-area", "keyboard"]
}
