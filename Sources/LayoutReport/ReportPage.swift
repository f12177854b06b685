import LayoutCheck
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutText

/// The report's HTML: the style and script inline (`Page/style.css`,
/// `Page/script.js`, embedded at build time), and the data as JSON in
/// `<script type="application/json">`, everything once per distinct layout
/// (devices that make the same request share one):
///
/// - `layout-results`: one object per distinct layout, what `layout solve`
///   prints with `device` (the first of its devices), `devices` (all of them,
///   in catalogue order) and `orientation` added at the front;
/// - `layout-pictures`: `{"names": [text…], "pictures": [picture…]}`, each
///   distinct picture once as the numbers and names `LayoutPicture.panelSVG`
///   would write (see `ReportPage.picture`), drawn by the script when its card is shown;
/// - `layout-report-index`: per layout, its picture and, per view in frame
///   order, its explanation, then per view its chains (indices into the tables below);
/// - `layout-explanations`: the distinct explanations (view, superview, and
///   per attribute the constraints fixing it; see `ReportTables.explanation`);
/// - `layout-constraints`: the distinct `[id, notation]` pairs they name;
/// - `layout-chains`: the distinct "that is" chains of a view, per attribute its
///   lines as `layout explain` prints them (`ReportTables.chain`);
/// - `layout-explanation-lines`: the distinct lines of the chains;
/// - `layout-screen-constraints`: per screen, each constraint entry as written
///   (an equation, or a visual format with its options), by id;
/// - `layout-problems`: the distinct problems (`ReportProblem`) with their places;
/// - `layout-failures`: layouts that could not be solved, with the message.
struct ReportPage {
    var sweep: LayoutReport.Sweep
    var title: String
    var onlyProblems = false
    /// How many threads write the layouts' pictures and results (`Workers`); the page is the same whatever it is.
    var jobs = 1

    /// One distinct layout: the first entry that has it, and every device that shares it.
    struct Layout: Sendable {
        var entry: LayoutReport.Entry
        var devices: [String]
        /// Measures the texts its picture draws (`Sweep.measurer`).
        var measurer: TextMeasurer
    }

    /// The sweep's distinct layouts, in order of appearance (with `onlyProblems`, those with a problem).
    func layouts() -> [Layout] {
        var layouts: [Layout] = []
        var position: [String: [Int: Int]] = [:]
        for entry in sweep.entries {
            if let at = position[entry.screen.name]?[entry.layout] {
                layouts[at].devices.append(entry.device)
                continue
            }
            if onlyProblems, !ReportProblem.hasProblem(entry.result, screen: entry.screen) { continue }
            position[entry.screen.name, default: [:]][entry.layout] = layouts.count
            layouts.append(Layout(entry: entry, devices: [entry.device], measurer: sweep.measurer))
        }
        return layouts
    }

    /// `<section id="imported-in-part">`: each screen of the page that the importer left something out of,
    /// with what and why, above every answer about it (#32 1.5); nothing when every screen was imported whole.
    func importedInPartSection() -> String {
        var seen: Set<String> = []
        let screens = sweep.entries.map(\.screen).filter { $0.isImportedInPart && seen.insert($0.name).inserted }
        guard !screens.isEmpty else { return "" }
        var section = "<section id=\"imported-in-part\"><h2>Imported in part</h2>"
        section += "<p>The importer left these out of the source files; answers about these screens may be wrong "
        section += "where what was left out would have acted.</p><ul>"
        for screen in screens {
            section += "<li><strong>\(escape(screen.name))</strong>: \(escape(screen.importedInPartNote(reasons: .max) ?? ""))</li>"
        }
        return section + "</ul></section>\n"
    }

    func html() -> String {
        var tables = ReportTables()
        let layouts = layouts()
        // Each layout's own text (results, picture, explanations) on `jobs` threads; then, in order, the
        // pieces numbered into the shared tables.
        let written = Workers.map(layouts.count, jobs: jobs) { number in
            ReportLayoutText(layouts[number])
        }
        var results: [UInt8] = []
        var index: [UInt8] = []
        results.reserveCapacity(written.reduce(0) { $0 + $1.results.count + 2 })
        for (number, text) in written.enumerated() {
            if number > 0 {
                results.appendText(",\n")
                index.append(UInt8(ascii: ","))
            }
            results += text.bytes[text.results]
            index.append(UInt8(ascii: "["))
            index.appendNumber(tables.picture(text))
            index.appendText(",[")
            for view in text.explanations.indices {
                if view > 0 { index.append(UInt8(ascii: ",")) }
                index.appendNumber(tables.explanation(view, of: text))
            }
            index.appendText("],[")
            for view in text.chains.indices {
                if view > 0 { index.append(UInt8(ascii: ",")) }
                index.appendNumber(tables.chain(view, of: text))
            }
            index.appendText("]]")
        }
        let failures = sweep.failures.map { failure in
            "{\"screen\": \(jsonQuoted(failure.screen)), \"device\": \(failure.device.map(jsonQuoted) ?? "null"), "
                + "\"orientation\": \(failure.orientation.map { jsonQuoted($0.rawValue) } ?? "null"), "
                + "\"content\": \(ReportPage.contentJSON(failure.content)), \"message\": \(jsonQuoted(failure.message))}"
        }
        let problems = (sweep.problems ?? ReportProblem.list(sweep.entries)).map(ReportPage.json)

        var head = ""
        head += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        head += "<title>\(escape(title))</title>\n<style>\n\(ReportAssets.style)\(LayoutPicture.stylesheet)</style>\n</head>\n"
        head += "<body\(onlyProblems ? " data-only-problems=\"true\"" : "")>\n"
        head += "<header><h1>\(escape(title))</h1><p id=\"summary\"></p>\n"
        head += "<form id=\"filters\">"
        // A language switch when the layouts were solved in a language (`report --language`).
        let languageFilter = sweep.entries.contains { $0.request.language != nil } ? [("language", "Language")] : []
        for (key, label) in [("screen", "Screen"), ("device", "Device"), ("orientation", "Orientation"), ("content", "Content")]
            + languageFilter {
            head += "<label>\(label) <select name=\"\(key)\"><option value=\"\">all</option></select></label>"
        }
        head += "<label><input type=\"checkbox\" name=\"problems\"> only problems</label>"
        head += "<span id=\"showing\"></span></form></header>\n"
        head += "<section id=\"problems\"><h2>Problems</h2><ol id=\"problem-list\"></ol></section>\n"
        head += importedInPartSection()
        head += "<section id=\"failures\"></section>\n<main id=\"grid\"></main>\n"
        head += "<div id=\"viewer\" hidden><div class=\"viewer-body\"><div class=\"viewer-picture\">"
        head += "<div class=\"viewer-head\"><h2 id=\"viewer-title\"></h2>"
        head += "<button id=\"close\" type=\"button\" title=\"Close (Esc)\">×</button></div><div id=\"viewer-svg\"></div></div>"
        head += "<aside id=\"explanation\"><p class=\"hint\">Click a view to see which constraints fix it; "
        head += "click a conflict under the picture to see its minimal set.</p></aside></div></div>\n"

        var page: [UInt8] = []
        page.reserveCapacity(head.utf8.count + results.count + index.count + tables.sizeOfJSON + ReportAssets.script.utf8.count
                             + (1 << 16))
        page.appendText(head)
        ReportPage.dataScript("layout-results", into: &page) { json in
            json.appendText("[\n")
            json += results
            json.appendText("\n]")
        }
        ReportPage.dataScript("layout-pictures", into: &page) { tables.picturesJSON(into: &$0) }
        ReportPage.dataScript("layout-report-index", into: &page) { json in
            json.append(UInt8(ascii: "["))
            json += index
            json.append(UInt8(ascii: "]"))
        }
        ReportPage.dataScript("layout-explanations", into: &page) { ReportPage.array(tables.explanations, into: &$0, lines: true) }
        ReportPage.dataScript("layout-constraints", into: &page) { ReportPage.array(tables.constraints, into: &$0, lines: true) }
        ReportPage.dataScript("layout-chains", into: &page) { ReportPage.array(tables.chains, into: &$0, lines: false) }
        ReportPage.dataScript("layout-explanation-lines", into: &page) { ReportPage.array(tables.lines, into: &$0, lines: false) }
        var screens: [String: String] = [:]
        for layout in layouts where screens[layout.entry.screen.name] == nil {
            let entries = layout.entry.screen.constraints.map { constraint -> String in
                switch constraint.body {
                case .equation(let text): return "\(jsonQuoted(constraint.id)): \(jsonQuoted(text))"
                case .visualFormat(let format, let options):
                    let written = options.isEmpty ? format : format + " (" + options.joined(separator: ", ") + ")"
                    return "\(jsonQuoted(constraint.id)): \(jsonQuoted(written))"
                }
            }
            screens[layout.entry.screen.name] = "{" + entries.joined(separator: ", ") + "}"
        }
        ReportPage.dataScript("layout-screen-constraints", into: &page) { json in
            json.appendText("{\n" + screens.sorted { $0.key < $1.key }
                .map { "\(jsonQuoted($0.key)): \($0.value)" }.joined(separator: ",\n") + "\n}")
        }
        ReportPage.dataScript("layout-problems", into: &page) { $0.appendText("[" + problems.joined(separator: ",\n") + "]") }
        ReportPage.dataScript("layout-failures", into: &page) { $0.appendText("[" + failures.joined(separator: ",\n") + "]") }
        page.appendText("<script>\n\(ReportAssets.script)</script>\n</body>\n</html>\n")
        return String(decoding: page, as: UTF8.self)
    }

    /// A table as a JSON array: `[\n…\n]` (`lines`) or `[…]`.
    private static func array(_ table: ReportTables.Table, into json: inout [UInt8], lines: Bool) {
        json.appendText(lines ? "[\n" : "[")
        json += table.json
        json.appendText(lines ? "\n]" : "]")
    }

    /// JSON inside `<script>`, as `write` writes it: `<` is written `\u003c`, so no `</script>` can end it early.
    static func dataScript(_ id: String, into page: inout [UInt8], _ write: (inout [UInt8]) -> Void) {
        page.appendText("<script type=\"application/json\" id=\"\(id)\">\n")
        var json: [UInt8] = []
        write(&json)
        var copied = json.startIndex
        while let tag = json[copied...].firstIndex(of: UInt8(ascii: "<")) {
            page += json[copied..<tag]
            page.appendText("\\u003c")
            copied = tag + 1
        }
        page += json[copied...]
        page.appendText("\n</script>\n")
    }

    /// Appends `json` without the spaces between its tokens (those inside strings kept): the same value, fewer bytes.
    static func appendWithoutSpaces<Bytes: Sequence<UInt8>>(_ json: Bytes, to bytes: inout [UInt8]) {
        var inString = false, escaped = false
        for byte in json {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                continue
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            bytes.append(byte)
        }
    }

    /// `{"key": "value", …}` in key order.
    static func contentJSON(_ content: [String: String]) -> String {
        "{" + content.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)): \(jsonQuoted($0.value))" }
            .joined(separator: ", ") + "}"
    }

    /// `{"screen", "kind", "problem", "broken"?, "view"?, "places": [{"orientation", "content", "devices"}…]}`.
    static func json(_ problem: ReportProblem) -> String {
        var fields = ["\"screen\": \(jsonQuoted(problem.screen))", "\"kind\": \(jsonQuoted(problem.kind.rawValue))",
                      "\"problem\": \(jsonQuoted(problem.problem))"]
        if let broken = problem.broken { fields.append("\"broken\": \(jsonQuoted(broken))") }
        if let view = problem.view { fields.append("\"view\": \(jsonQuoted(view))") }
        let places = problem.places.map { place in
            "{\"orientation\": \(jsonQuoted(place.orientation.rawValue)), \"content\": \(contentJSON(place.content)), "
                + "\"devices\": [\(place.devices.map(jsonQuoted).joined(separator: ", "))]}"
        }
        fields.append("\"places\": [\(places.joined(separator: ", "))]")
        return "{" + fields.joined(separator: ", ") + "}"
    }
}
