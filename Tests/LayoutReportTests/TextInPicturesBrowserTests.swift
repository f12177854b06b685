import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutReport
import LayoutTranslation
import Testing

/// Pictures show each view's text (#34): the report's cards and `solve --format svg` draw every
/// label's, button's and field's lines in the measured font, and headless Chromium, reading the
/// rendered text back, finds each line as wide as the layout measured it and inside its box.
@Suite(.serialized) struct TextInPicturesBrowserTests {
    /// A screen of texts: a label that fits, one cut to one line, one that wraps, a button, a
    /// text field, a 30-pt bold title (Inter Display), an Arabic label (a script Inter lacks: the
    /// browser's fallback draws it); and an Arabic screen, laid out in Arabic (right to left).
    static let document = """
    {"layoutDocument": 1, "screens": [
      {"name": "texts", "root": "view", "views": [
        {"name": "view"},
        {"name": "title", "superview": "view", "kind": "label", "text": "Listening now", "font": {"size": 30, "weight": "bold"}},
        {"name": "fits", "superview": "view", "kind": "label", "text": "Episodes: 1,024", "font": {"textStyle": "body"}},
        {"name": "cut", "superview": "view", "kind": "label", "text": "Delete all downloaded episodes from this device", "font": {"textStyle": "body"}},
        {"name": "wraps", "superview": "view", "kind": "label", "numberOfLines": 0, "text": "This label has relatively long text that wraps onto three or four lines of the screen.", "font": {"textStyle": "subheadline"}},
        {"name": "play", "superview": "view", "kind": "button", "text": "Play all", "font": {"size": 15, "weight": "semibold"}},
        {"name": "search", "superview": "view", "kind": "textField", "placeholder": "Search episodes", "font": {"size": 14}, "borderStyle": "roundedRect"},
        {"name": "arabic", "superview": "view", "kind": "label", "text": "الكربوهيدرات النشطة", "font": {"textStyle": "body"}}
      ], "constraints": [
        {"id": "column", "visualFormat": "V:|-40-[title]-[fits]-[cut]-[wraps]-[play]-[search]-[arabic]", "options": ["alignAllLeading"]},
        {"id": "left", "visualFormat": "H:|-20-[title]"},
        {"id": "cutWidth", "constraint": "cut.width == 150"},
        {"id": "wrapsWidth", "constraint": "wraps.width == 200"},
        {"id": "searchWidth", "constraint": "search.width == 180"}
      ]},
      {"name": "arabicScreen", "root": "view", "views": [
        {"name": "view"},
        {"name": "heading", "superview": "view", "kind": "label", "text": "الكربوهيدرات النشطة", "font": {"size": 24}},
        {"name": "note", "superview": "view", "kind": "label", "numberOfLines": 0, "text": "عدد الكربوهيدرات التي لا تزال نشطة في الجسم بعد الوجبة الأخيرة", "font": {"textStyle": "body"}},
        {"name": "done", "superview": "view", "kind": "button", "text": "تم", "font": {"textStyle": "body"}}
      ], "constraints": [
        {"id": "column", "visualFormat": "V:|-40-[heading]-[note]-[done]"},
        {"id": "sides", "visualFormat": "H:|-20-[heading]"},
        {"id": "noteSides", "visualFormat": "H:|-20-[note]-20-|"},
        {"id": "doneSide", "visualFormat": "H:|-20-[done]"}
      ]}
    ]}
    """

    static func screens() throws -> [Screen] { try DocumentJSON.decode(document, file: "texts.json").screens }

    /// Reads every drawn line back from the page once the fonts have loaded: its text, the width
    /// the layout gave it (`textLength`), the width Chromium drew, the width it draws without
    /// `textLength` (the font and its letter-spacing alone), its view's box, and the font Chromium
    /// chose for it.
    static let measuringScript = """
    document.fonts.ready.then(() => setTimeout(() => {
      const rows = [];
      for (const el of document.querySelectorAll("svg text.text")) {
        const box = el.closest("g.view").querySelector("rect");
        const plain = el.cloneNode(true);
        plain.removeAttribute("textLength");
        plain.removeAttribute("lengthAdjust");
        el.parentNode.appendChild(plain);
        const natural = plain.getBBox().width;
        plain.remove();
        const b = el.getBBox();
        rows.push({ text: el.textContent, layout: Number(el.getAttribute("textLength")), drawn: b.width, natural: natural,
          computed: el.getComputedTextLength(), x: b.x, boxX: Number(box.getAttribute("x")),
          boxWidth: Number(box.getAttribute("width")),
          truncated: (box.getAttribute("class") || "").includes("truncated") || box.getAttribute("stroke") === "#c51b7d",
          family: getComputedStyle(el).fontFamily, view: el.closest("g.view").dataset.view });
      }
      const out = document.createElement("pre");
      out.id = "text-widths";
      out.textContent = JSON.stringify(rows);
      document.body.appendChild(out);
    }, 50));
    """

    struct Row: Decodable {
        var text: String
        var layout: Double
        var drawn: Double
        var natural: Double
        var computed: Double
        var x: Double
        var boxX: Double
        var boxWidth: Double
        var truncated: Bool
        var family: String
        var view: String
    }

    static func rows(in dom: String) throws -> [Row] {
        let json = try #require(section(of: dom, from: "<pre id=\"text-widths\">", to: "</pre>"))
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode([Row].self, from: Data(json.utf8))
    }

    /// Each drawn line is within 2 % of the width the layout measured and inside its box (a cut
    /// line strictly; a whole one within the measurement's error, max(1 pt, 2 %)); a Latin line
    /// is drawn in Inter whose own width, before `textLength`, is within 2 % of the layout's too.
    func checkRows(_ rows: [Row], expectedLines: Int) {
        #expect(rows.count == expectedLines, "lines drawn")
        for row in rows {
            #expect(abs(row.drawn - row.layout) <= 0.02 * row.layout, "\(row.view) '\(row.text)': drawn \(row.drawn), layout \(row.layout)")
            #expect(abs(row.computed - row.layout) <= 0.02 * row.layout, "\(row.view) '\(row.text)': computed \(row.computed)")
            let slack = row.truncated ? 0.5 : max(1, 0.02 * row.boxWidth)
            #expect(row.x >= row.boxX - slack, "\(row.view) '\(row.text)' starts left of its box")
            #expect(row.x + row.drawn <= row.boxX + row.boxWidth + slack, "\(row.view) '\(row.text)' ends right of its box")
        }
        // Latin text: the font is the measured one, not a stand-in stretched to fit.
        for row in rows where row.text.unicodeScalars.allSatisfy({ $0.value < 0x250 || $0 == "\u{2026}" }) {
            #expect(row.family.hasPrefix("Inter") || row.family.hasPrefix("\"Inter"), "\(row.view): \(row.family)")
            #expect(abs(row.natural - row.layout) <= 0.02 * row.layout, "\(row.view) '\(row.text)': Inter \(row.natural), layout \(row.layout)")
        }
    }

    /// The number of lines the pictures of these layouts draw.
    static func lineCount(_ layouts: [(Screen, SolveResult, SolveRequest)]) -> Int {
        layouts.reduce(0) { total, layout in
            total + DrawnText.all(screen: layout.0, result: layout.1, request: layout.2).reduce(0) { $0 + $1.drawing.lines.count }
        }
    }

    /// The report of `sweep` loaded in Chromium with every card drawn: the lines the page drew
    /// (checked against the layouts by `checkRows`), and the sweep's distinct layouts.
    private func drawnInBrowser(_ sweep: LayoutReport.Sweep) throws -> (rows: [Row], layouts: [LayoutReport.Entry]) {
        let (folder, page) = try ReportBrowserTests.write(LayoutReport.html(sweep), script: Self.measuringScript)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Browser.run(["--dump-dom", "--virtual-time-budget=5000"], url: page, fragment: "?draw=all",
                                  profile: folder.appendingPathComponent("profile"))
        let rows = try Self.rows(in: dom)
        let layouts = ReportBrowserTests.distinctLayouts(sweep)
        checkRows(rows, expectedLines: Self.lineCount(layouts.map { ($0.screen, $0.result, $0.request) }))
        return (rows, layouts)
    }

    @Test func reportCardsDrawEachTextAtItsMeasuredWidthInItsBox() throws {
        let devices = try ["iPhone 15", "iPhone SE (1st generation)"].map { try #require(DeviceCatalog.device(named: $0)) }
        let sweep = try LayoutReport.solve(try Self.screens().filter { $0.name == "texts" }, standardSpacing: .apple, devices: devices)
        let (rows, layouts) = try drawnInBrowser(sweep)
        // Every kind of text is there: the cut label ends in "…" in a box marked truncated, the
        // wrapping one is drawn on several lines, the Arabic text is drawn.
        #expect(rows.contains { $0.view == "cut" && $0.text.hasSuffix("\u{2026}") && $0.truncated })
        #expect(rows.filter { $0.view == "wraps" }.count == layouts.reduce(0) { $0 + ($1.result.lines["wraps"] ?? 0) })
        #expect(layouts.allSatisfy { ($0.result.lines["wraps"] ?? 0) >= 2 })
        #expect(rows.contains { $0.view == "arabic" && $0.text == "الكربوهيدرات النشطة" })
        #expect(rows.contains { $0.view == "play" } && rows.contains { $0.view == "search" && $0.text == "Search episodes" })
        #expect(rows.contains { $0.view == "title" && $0.family.contains("Inter Display") })
    }

    /// The Arabic report: laid out in Arabic, mirrored, every card shows the Arabic text, each
    /// label's lines ending at its box's right edge.
    @Test func theArabicReportShowsArabicTextMirrored() throws {
        let devices = try ["iPhone 15"].map { try #require(DeviceCatalog.device(named: $0)) }
        let screens = try Self.screens().filter { $0.name == "arabicScreen" }
        let sweep = try LayoutReport.solve(screens, standardSpacing: .apple, devices: devices, language: Language("ar"))
        let (rows, layouts) = try drawnInBrowser(sweep)
        #expect(rows.filter { $0.view == "heading" && $0.text == "الكربوهيدرات النشطة" }.count == layouts.count)
        // As many lines as each layout says the wrapping note draws, several in portrait.
        #expect(rows.filter { $0.view == "note" }.count == layouts.reduce(0) { $0 + ($1.result.lines["note"] ?? 0) })
        #expect(layouts.contains { ($0.result.lines["note"] ?? 0) >= 2 })
        #expect(rows.contains { $0.view == "done" && $0.text == "تم" })
        // Mirrored: the heading is pinned 20 points from the leading edge, the right one.
        for entry in layouts {
            let heading = try #require(entry.result.frames.first { $0.view == "heading" }?.frame)
            #expect(heading.x + heading.width == entry.result.width - 20)
        }
        for row in rows where row.view == "heading" || row.view == "note" {
            #expect(abs(row.x + row.drawn - (row.boxX + row.boxWidth)) <= max(1, 0.02 * row.boxWidth), "\(row.view) not right-aligned")
        }
    }

    /// `solve --format svg`'s picture (`LayoutPicture.svg`) draws the same texts.
    @Test func theStandalonePictureDrawsEachTextAtItsMeasuredWidthInItsBox() throws {
        var panels: [LayoutPicture.Panel] = []
        var layouts: [(Screen, SolveResult, SolveRequest)] = []
        for screen in try Self.screens() {
            var request = try #require(DeviceCatalog.device(named: "iPhone 15")).request(.portrait)
            if screen.name == "arabicScreen" { request.language = Language("ar") }
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
            panels.append(LayoutPicture.Panel(screen: screen, result: result, request: request))
            layouts.append((screen, result, request))
        }
        let html = "<!doctype html><html><head><meta charset=\"utf-8\"></head><body>\(LayoutPicture.svg(panels))</body></html>"
        let (folder, page) = try ReportBrowserTests.write(html, script: Self.measuringScript)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dom = try Browser.run(["--dump-dom", "--virtual-time-budget=5000"], url: page,
                                  profile: folder.appendingPathComponent("profile"))
        let rows = try Self.rows(in: dom)
        checkRows(rows, expectedLines: Self.lineCount(layouts))
        #expect(rows.contains { $0.view == "heading" && $0.text == "الكربوهيدرات النشطة" })
    }
}
