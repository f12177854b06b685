import LayoutCore
import LayoutModel
import LayoutPicture

/// The report's HTML: the style and script inline, each distinct picture
/// once in a `<template>`, and the data as JSON in `<script type="application/json">`:
///
/// - `layout-results`: one object per layout, what `layout solve` prints with
///   `device` and `orientation` added at the front;
/// - `layout-report-index`: per layout, its picture and, per view in frame
///   order, its explanation (indices into the two tables below);
/// - `layout-explanations`: the distinct explanations (view, superview, and
///   the constraints fixing x, y, width and height);
/// - `layout-constraints`: the distinct `[id, notation]` pairs they name;
/// - `layout-screen-constraints`: per screen, each constraint entry as written
///   (an equation, or a visual format with its options), by id;
/// - `layout-failures`: layouts that could not be solved, with the message.
struct ReportPage {
    var sweep: LayoutReport.Sweep
    var title: String

    func html() -> String {
        var pictures: [String] = []
        var pictureIndex: [String: Int] = [:]
        var explanations: [String] = []
        var explanationIndex: [String: Int] = [:]
        var constraints: [String] = []
        var constraintIndex: [String: Int] = [:]
        var results: [String] = []
        var index: [String] = []
        for entry in sweep.entries {
            let panel = LayoutPicture.Panel(screen: entry.screen, result: entry.result, request: entry.request,
                                            showsTitle: false)
            let svg = LayoutPicture.panelSVG(panel)
            let picture: Int
            if let known = pictureIndex[svg] {
                picture = known
            } else {
                picture = pictures.count
                pictureIndex[svg] = picture
                pictures.append(svg)
            }
            var viewExplanations: [Int] = []
            for explanation in entry.explanations {
                let json = ReportPage.json(explanation) { id, text in
                    let pair = "[\(jsonQuoted(id)), \(jsonQuoted(text))]"
                    if let known = constraintIndex[pair] { return known }
                    constraintIndex[pair] = constraints.count
                    constraints.append(pair)
                    return constraints.count - 1
                }
                if let known = explanationIndex[json] {
                    viewExplanations.append(known)
                } else {
                    viewExplanations.append(explanations.count)
                    explanationIndex[json] = explanations.count
                    explanations.append(json)
                }
            }
            let solved = entry.result.jsonString(pretty: false)
            results.append("{\"device\": \(jsonQuoted(entry.device)), \"orientation\": \(jsonQuoted(entry.orientation.rawValue)), "
                           + solved.dropFirst())
            index.append("[\(picture),[\(viewExplanations.map(String.init).joined(separator: ","))]]")
        }
        let failures = sweep.failures.map { failure in
            "{\"screen\": \(jsonQuoted(failure.screen)), \"device\": \(failure.device.map(jsonQuoted) ?? "null"), "
                + "\"orientation\": \(failure.orientation.map { jsonQuoted($0.rawValue) } ?? "null"), "
                + "\"content\": {\(failure.content.sorted { $0.key < $1.key }.map { "\(jsonQuoted($0.key)): \(jsonQuoted($0.value))" }.joined(separator: ", "))}, "
                + "\"message\": \(jsonQuoted(failure.message))}"
        }

        var page = ""
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(escape(title))</title>\n<style>\n\(ReportPage.style)\(LayoutPicture.stylesheet)</style>\n</head>\n<body>\n"
        page += "<header><h1>\(escape(title))</h1><p id=\"summary\"></p>\n"
        page += "<form id=\"filters\">"
        // A language switch when the layouts were solved in a language (`report --language`).
        let languageFilter = sweep.entries.contains { $0.request.language != nil } ? [("language", "Language")] : []
        for (key, label) in [("screen", "Screen"), ("device", "Device"), ("orientation", "Orientation"), ("content", "Content")]
            + languageFilter {
            page += "<label>\(label) <select name=\"\(key)\"><option value=\"\">all</option></select></label>"
        }
        page += "<label><input type=\"checkbox\" name=\"problems\"> only problems</label></form></header>\n"
        page += "<section id=\"failures\"></section>\n<main id=\"grid\"></main>\n"
        page += "<div id=\"viewer\" hidden><div class=\"viewer-body\"><div class=\"viewer-picture\">"
        page += "<h2 id=\"viewer-title\"></h2><div id=\"viewer-svg\"></div></div>"
        page += "<aside id=\"explanation\"><p class=\"hint\">Click a view to see which constraints fix it; "
        page += "click a conflict under the picture to see its minimal set.</p></aside>"
        page += "<button id=\"close\" type=\"button\" title=\"Close (Esc)\">×</button></div></div>\n"
        for (number, svg) in pictures.enumerated() {
            page += "<template id=\"pic-\(number)\">\(svg)</template>\n"
        }
        page += ReportPage.dataScript("layout-results", "[\n" + results.joined(separator: ",\n") + "\n]")
        page += ReportPage.dataScript("layout-report-index", "[" + index.joined(separator: ",") + "]")
        page += ReportPage.dataScript("layout-explanations", "[\n" + explanations.joined(separator: ",\n") + "\n]")
        page += ReportPage.dataScript("layout-constraints", "[\n" + constraints.joined(separator: ",\n") + "\n]")
        var screens: [String: String] = [:]
        for entry in sweep.entries where screens[entry.screen.name] == nil {
            let entries = entry.screen.constraints.map { constraint -> String in
                switch constraint.body {
                case .equation(let text): return "\(jsonQuoted(constraint.id)): \(jsonQuoted(text))"
                case .visualFormat(let format, let options):
                    let written = options.isEmpty ? format : format + " (" + options.joined(separator: ", ") + ")"
                    return "\(jsonQuoted(constraint.id)): \(jsonQuoted(written))"
                }
            }
            screens[entry.screen.name] = "{" + entries.joined(separator: ", ") + "}"
        }
        page += ReportPage.dataScript("layout-screen-constraints", "{\n" + screens.sorted { $0.key < $1.key }
            .map { "\(jsonQuoted($0.key)): \($0.value)" }.joined(separator: ",\n") + "\n}")
        page += ReportPage.dataScript("layout-failures", "[" + failures.joined(separator: ",\n") + "]")
        page += "<script>\n\(ReportPage.script)</script>\n</body>\n</html>\n"
        return page
    }

    /// JSON inside `<script>`: `<` is written `\u003c`, so no `</script>` can end it early.
    static func dataScript(_ id: String, _ json: String) -> String {
        "<script type=\"application/json\" id=\"\(id)\">\n"
            + json.split(separator: "<", omittingEmptySubsequences: false).joined(separator: "\\u003c") + "\n</script>\n"
    }

    /// An explanation without its values (the frame gives them), so equal
    /// ones are shared: `{"view", "superview", "parts": [[attribute,
    /// [constraint, …], ambiguous], …]}`, each constraint an index into the
    /// table of `[id, notation]` pairs that `constraint` keeps.
    static func json(_ explanation: ViewExplanation, constraint: (String, String) -> Int) -> String {
        let parts = explanation.parts.map { part in
            let numbers = part.constraints.map { String(constraint($0, explanation.descriptions[$0] ?? "")) }
            return "[\(jsonQuoted(part.attribute)), [\(numbers.joined(separator: ","))], \(part.isAmbiguous)]"
        }
        return "{\"view\": \(jsonQuoted(explanation.view)), \"superview\": \(explanation.superview.map(jsonQuoted) ?? "null"), "
            + "\"parts\": [\(parts.joined(separator: ", "))]}"
    }
}
