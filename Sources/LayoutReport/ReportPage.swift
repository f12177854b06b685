import LayoutCore
import LayoutModel
import LayoutPicture

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
    /// How many threads write the layouts' pictures and results (`ReportWork`); the page is the same whatever it is.
    var jobs = 1

    /// One distinct layout: the first entry that has it, and every device that shares it.
    struct Layout: Sendable {
        var entry: LayoutReport.Entry
        var devices: [String]
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
            layouts.append(Layout(entry: entry, devices: [entry.device]))
        }
        return layouts
    }

    func html() -> String {
        var tables = ReportTables()
        var results: [String] = []
        var index: [String] = []
        let layouts = layouts()
        results.reserveCapacity(layouts.count)
        // Each layout's own text (picture, results, explanations) on `jobs` threads; then, in order, the
        // numbers into the shared tables.
        let written = ReportWork.map(layouts.count, jobs: jobs) { number in
            ReportPage.text(of: layouts[number])
        }
        for text in written {
            let picture = tables.picture(text.picture)
            let explanations = text.views.map { tables.explanation($0) }
            let chains = text.views.map { tables.chain($0) }
            results.append(text.results)
            index.append("[\(picture),[\(explanations.map(String.init).joined(separator: ","))],"
                         + "[\(chains.map(String.init).joined(separator: ","))]]")
        }
        let failures = sweep.failures.map { failure in
            "{\"screen\": \(jsonQuoted(failure.screen)), \"device\": \(failure.device.map(jsonQuoted) ?? "null"), "
                + "\"orientation\": \(failure.orientation.map { jsonQuoted($0.rawValue) } ?? "null"), "
                + "\"content\": \(ReportPage.contentJSON(failure.content)), \"message\": \(jsonQuoted(failure.message))}"
        }
        let problems = (sweep.problems ?? ReportProblem.list(sweep.entries)).map(ReportPage.json)

        var page = ""
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(escape(title))</title>\n<style>\n\(ReportAssets.style)\(LayoutPicture.stylesheet)</style>\n</head>\n"
        page += "<body\(onlyProblems ? " data-only-problems=\"true\"" : "")>\n"
        page += "<header><h1>\(escape(title))</h1><p id=\"summary\"></p>\n"
        page += "<form id=\"filters\">"
        // A language switch when the layouts were solved in a language (`report --language`).
        let languageFilter = sweep.entries.contains { $0.request.language != nil } ? [("language", "Language")] : []
        for (key, label) in [("screen", "Screen"), ("device", "Device"), ("orientation", "Orientation"), ("content", "Content")]
            + languageFilter {
            page += "<label>\(label) <select name=\"\(key)\"><option value=\"\">all</option></select></label>"
        }
        page += "<label><input type=\"checkbox\" name=\"problems\"> only problems</label>"
        page += "<span id=\"showing\"></span></form></header>\n"
        page += "<section id=\"problems\"><h2>Problems</h2><ol id=\"problem-list\"></ol></section>\n"
        page += "<section id=\"failures\"></section>\n<main id=\"grid\"></main>\n"
        page += "<div id=\"viewer\" hidden><div class=\"viewer-body\"><div class=\"viewer-picture\">"
        page += "<div class=\"viewer-head\"><h2 id=\"viewer-title\"></h2>"
        page += "<button id=\"close\" type=\"button\" title=\"Close (Esc)\">×</button></div><div id=\"viewer-svg\"></div></div>"
        page += "<aside id=\"explanation\"><p class=\"hint\">Click a view to see which constraints fix it; "
        page += "click a conflict under the picture to see its minimal set.</p></aside></div></div>\n"
        page += ReportPage.dataScript("layout-results", "[\n" + results.joined(separator: ",\n") + "\n]")
        page += ReportPage.dataScript("layout-pictures", tables.picturesJSON())
        page += ReportPage.dataScript("layout-report-index", "[" + index.joined(separator: ",") + "]")
        page += ReportPage.dataScript("layout-explanations", "[\n" + tables.explanations.joined(separator: ",\n") + "\n]")
        page += ReportPage.dataScript("layout-constraints", "[\n" + tables.constraints.joined(separator: ",\n") + "\n]")
        page += ReportPage.dataScript("layout-chains", "[" + tables.chains.joined(separator: ",\n") + "]")
        page += ReportPage.dataScript("layout-explanation-lines", "[" + tables.lines.joined(separator: ",\n") + "]")
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
        page += ReportPage.dataScript("layout-screen-constraints", "{\n" + screens.sorted { $0.key < $1.key }
            .map { "\(jsonQuoted($0.key)): \($0.value)" }.joined(separator: ",\n") + "\n}")
        page += ReportPage.dataScript("layout-problems", "[" + problems.joined(separator: ",\n") + "]")
        page += ReportPage.dataScript("layout-failures", "[" + failures.joined(separator: ",\n") + "]")
        page += "<script>\n\(ReportAssets.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// What a layout writes apart from the shared tables: its picture (names not yet numbered),
    /// its object in `layout-results`, and its views' explanations and chains (not yet numbered).
    struct LayoutText: Sendable {
        var picture: ReportTables.PictureText
        var results: String
        var views: [ReportTables.ViewText]
    }

    static func text(of layout: Layout) -> LayoutText {
        let entry = layout.entry
        let panel = LayoutPicture.Panel(screen: entry.screen, result: entry.result, request: entry.request, showsTitle: false)
        let solved = withoutSpaces(entry.result.jsonString(pretty: false))
        return LayoutText(
            picture: ReportTables.pictureText(LayoutPicture.panelDrawing(panel)),
            results: "{\"device\":\(jsonQuoted(entry.device)),\"devices\":[\(layout.devices.map(jsonQuoted).joined(separator: ","))],"
                + "\"orientation\":\(jsonQuoted(entry.orientation.rawValue))," + solved.dropFirst(),
            views: entry.explanations.map(ReportTables.ViewText.init))
    }

    /// JSON inside `<script>`: `<` is written `\u003c`, so no `</script>` can end it early.
    static func dataScript(_ id: String, _ json: String) -> String {
        var bytes: [UInt8] = Array("<script type=\"application/json\" id=\"\(id)\">\n".utf8)
        bytes.reserveCapacity(json.utf8.count + 64)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { bytes.append(contentsOf: "\\u003c".utf8) } else { bytes.append(byte) }
        }
        bytes.append(contentsOf: "\n</script>\n".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// JSON without the spaces between its tokens (those inside strings kept): the same value, fewer bytes.
    static func withoutSpaces(_ json: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count)
        var inString = false, escaped = false
        for byte in json.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                continue
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
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
