import Foundation
import Testing

/// #32 1.5: a screen imported in part says so wherever its answers are shown:
/// `solve` (JSON and stderr, cached or not), `check`, `report` and Swift export.
@Suite struct ImportedInPartCommandTests {
    /// `box` has a width and nothing else: ambiguous, as a view whose left-out
    /// constraint would have placed it is.
    static let document = """
        {"layoutDocument": 1, "screens": [{"name": "partial", "root": "view",
          "views": [{"name": "view"}, {"name": "box", "superview": "view"}],
          "constraints": [{"id": "w", "constraint": "box.width == 100"}],
          "leftOut": [{"kind": "constraint", "ibID": "h01", "reason": "names 'tlb' (a label outside this screen); left out"}]},
          {"name": "whole", "root": "view", "views": [{"name": "view"}, {"name": "box", "superview": "view"}],
          "constraints": [{"id": "w", "constraint": "box.width == 100"}]}]}
        """
    static let note = "imported in part: 1 constraint left out ('h01' names 'tlb' (a label outside this screen); left out)"

    private func scratch() throws -> Scratch {
        let scratch = try Scratch()
        let imported = try scratch.layout("import", try scratch.file("doc.json", Self.document))
        #expect(imported.status == 0, "\(imported)")
        return scratch
    }

    @Test func solveSaysItInItsJSONAndOnStderrCachedOrNot() throws {
        let scratch = try scratch()
        for run in 1...2 {  // the second answer comes from the cache
            let solve = try scratch.layout("solve", "partial", "--size", "320x480")
            #expect(solve.stdout.contains(#""leftOut": ["#), "run \(run): \(solve.stdout)")
            #expect(solve.stdout.contains(#"{ "kind": "constraint", "ibID": "h01", "reason": "names 'tlb' (a label outside this screen); left out" }"#))
            #expect(solve.stderr.contains("layout: note: screen 'partial' was \(Self.note)"), "run \(run): \(solve.stderr)")
        }
        #expect(try scratch.layout("solve", "partial", "--size", "320x480").stdout.contains(#""cached": true"#))
        let table = try scratch.layout("solve", "partial", "--size", "320x480", "--format", "table")
        #expect(table.stderr.contains("was \(Self.note)"), "\(table.stderr)")
        let whole = try scratch.layout("solve", "whole", "--size", "320x480")
        #expect(!whole.stdout.contains("leftOut") && !whole.stderr.contains("imported in part"), "\(whole)")
    }

    @Test func checkPutsANoteAfterTheFindings() throws {
        let scratch = try scratch()
        let check = try scratch.layout("check", "--device", "iPhone 8")
        #expect(check.status == 3, "\(check)")
        let lines = check.stdout.split(separator: "\n").map(String.init)
        let notes = lines.filter { $0.contains("imported in part") }
        #expect(notes == ["partial  note  \(Self.note); the findings above may come from what was left out"], "\(check.stdout)")
        // The note follows the partial screen's findings, before the whole screen's.
        let noteLine = try #require(lines.firstIndex(of: notes[0]))
        #expect(lines[..<noteLine].contains { $0.hasPrefix("partial") })
        #expect(!lines[..<noteLine].contains { $0.hasPrefix("whole") })
        let json = try scratch.layout("check", "--device", "iPhone 8", "--json")
        #expect(!json.stdout.contains("imported in part"))  // JSON lines stay findings
        #expect(json.stderr.contains("layout: note: screen 'partial' was \(Self.note); its findings may come from what was left out"),
                "\(json.stderr)")
    }

    @Test func reportAndSwiftExportSayIt() throws {
        let scratch = try scratch()
        let page = scratch.directory.appendingPathComponent("report.html").path
        #expect(try scratch.layout("report", "-o", page, "partial", "whole").status == 0)
        let html = String(decoding: try #require(scratch.bytes(page)), as: UTF8.self)
        #expect(html.contains(#"<section id="imported-in-part"><h2>Imported in part</h2>"#))
        #expect(html.contains("<li><strong>partial</strong>: \(Self.note)</li>"), "\(html.prefix(3000))")
        #expect(!html.contains("<li><strong>whole</strong>"))
        let swift = try scratch.layout("export", "partial", "--format", "swift")
        #expect(swift.stdout.contains("/// - constraint 'h01': names 'tlb' (a label outside this screen); left out"), "\(swift.stdout)")
        #expect(!(try scratch.layout("export", "whole", "--format", "swift")).stdout.contains("Imported in part"))
    }

    /// Real file (Tests/Fixtures/InterfaceBuilder/LeftOut): the toolbar item's custom view is
    /// left out at import and named when the screen is solved.
    @Test func aRealStoryboardImportedInPart() throws {
        let scratch = try Scratch()
        let fixture = LayoutProcess.packageRoot.appendingPathComponent(
            "Tests/Fixtures/InterfaceBuilder/LeftOut/arcgis-TerrainExaggeration.storyboard").path
        let imported = try scratch.layout("import", fixture)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr.contains("'3bl-ag-Db5': <view> holds subviews but is not imported"))
        let name = String(try scratch.layout("screens").stdout.split(separator: "\t").first ?? "")
        let solve = try scratch.layout("solve", name)
        #expect(solve.stdout.contains(#""ibID": "3bl-ag-Db5""#), "\(solve.stdout)")
        #expect(solve.stderr.contains("was imported in part: 1 element left out ('3bl-ag-Db5' <view> holds subviews"), "\(solve.stderr)")
    }
}
