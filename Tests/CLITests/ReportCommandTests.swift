import Foundation
import Testing

/// `layout report` and `layout export --format swift|svg` as a user runs them.
@Suite struct ReportCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
        return scratch
    }

    @Test func reportWritesOnePageAndSaysWhatItDid() throws {
        let scratch = try imported()
        let page = scratch.directory.appendingPathComponent("report.html").path
        let result = try scratch.layout("report", "-o", page)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.isEmpty)
        // stderr is not a terminal here: a summary line and no progress bar.
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("report ["))
        // The row screen mentions mode = broken and loose: 2 combinations, on every device in both orientations.
        let html = String(decoding: try #require(scratch.bytes(page)), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<script type=\"application/json\" id=\"layout-results\">"))
        let devices = try scratch.layout("devices").stdout.split(separator: "\n").count - 1
        #expect(result.stderr.contains("report: \(2 * 2 * devices) layouts of 1 screen"), "\(result.stderr)")
        // One result per distinct layout, listing every device that shares it.
        let results = try #require(try ReportCommandTests.embedded("layout-results", in: html) as? [[String: Any]])
        #expect(results.reduce(0) { $0 + (($1["devices"] as? [String])?.count ?? 0) } == 2 * 2 * devices)
    }

    /// The JSON of `<script type="application/json" id="ID">`.
    static func embedded(_ id: String, in html: String) throws -> Any {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">\n"))
        let end = try #require(html.range(of: "\n</script>", range: start.upperBound..<html.endIndex))
        return try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
    }

    /// `--only-problems`: cards only for the layouts with a problem; the list is the whole one.
    @Test func reportOnlyProblemsKeepsTheLayoutsWithAProblem() throws {
        let scratch = try imported()
        // A screen of a root alone has no problem anywhere.
        let plain = #"{ "layoutDocument": 1, "screens": [ { "name": "plain", "root": "root", "views": [ { "name": "root" } ] } ] }"#
        #expect(try scratch.layout("import", try scratch.file("plain.json", plain)).status == 0)
        let all = scratch.directory.appendingPathComponent("all.html").path
        let some = scratch.directory.appendingPathComponent("some.html").path
        #expect(try scratch.layout("report", "-o", all).status == 0)
        let result = try scratch.layout("report", "--only-problems", "-o", some)
        #expect(result.status == 0, "\(result)")
        let whole = String(decoding: try #require(scratch.bytes(all)), as: UTF8.self)
        let kept = String(decoding: try #require(scratch.bytes(some)), as: UTF8.self)
        let wholeResults = try #require(try ReportCommandTests.embedded("layout-results", in: whole) as? [[String: Any]])
        let keptResults = try #require(try ReportCommandTests.embedded("layout-results", in: kept) as? [[String: Any]])
        let problematic = wholeResults.filter {
            !(($0["unsatisfiable"] as? [Any]) ?? []).isEmpty || !(($0["ambiguous"] as? [Any]) ?? []).isEmpty
                || !(($0["negative"] as? [Any]) ?? []).isEmpty || !(($0["truncated"] as? [Any]) ?? []).isEmpty
        }
        #expect(!problematic.isEmpty && problematic.count < wholeResults.count)
        #expect(keptResults.count == problematic.count)
        let wholeProblems = try ReportCommandTests.embedded("layout-problems", in: whole) as? [[String: Any]]
        let keptProblems = try ReportCommandTests.embedded("layout-problems", in: kept) as? [[String: Any]]
        #expect(wholeProblems?.count == keptProblems?.count)
    }

    /// Each problem of a page at `path` as one line per device: screen, problem, orientation, content, device.
    static func problems(_ path: String, in scratch: Scratch) throws -> Set<String> {
        let html = String(decoding: try #require(scratch.bytes(path)), as: UTF8.self)
        let list = try #require(try ReportCommandTests.embedded("layout-problems", in: html) as? [[String: Any]])
        return Set(list.flatMap { problem in
            (problem["places"] as? [[String: Any]] ?? []).flatMap { place in
                (place["devices"] as? [String] ?? []).map { device in
                    "\(problem["screen"] ?? "") | \(problem["problem"] ?? "") | \(place["orientation"] ?? "") | "
                        + "\((place["content"] as? [String: String] ?? [:]).sorted { $0.key < $1.key }) | \(device)"
                }
            }
        })
    }

    /// `--from` on the real output of `check --shard K/N --json` (each file ends with
    /// its shard's summary line), as docs/ci.md runs it: the whole report's problems.
    @Test func reportFromRealShardsListsTheSameProblems() throws {
        let scratch = try imported()
        var shards: [String] = []
        for index in 1...3 {
            let shard = try scratch.layout("check", "--shard", "\(index)/3", "--json")
            #expect(shard.status == 0 || shard.status == 3, "\(shard)")
            shards.append(try scratch.file("shard-\(index).json", shard.stdout))
        }
        let whole = scratch.directory.appendingPathComponent("whole.html").path
        let merged = scratch.directory.appendingPathComponent("merged.html").path
        #expect(try scratch.layout("report", "-o", whole).status == 0)
        let result = try scratch.layout(["report", "--from"] + shards + ["-o", merged])
        #expect(result.status == 0, "\(result)")
        #expect(try ReportCommandTests.problems(merged, in: scratch) == ReportCommandTests.problems(whole, in: scratch))
    }

    /// `--from` on a whole check (shard 1/1): the page lists the problems the whole report lists,
    /// with cards only for the layouts the findings name.
    @Test func reportFromAWholeCheckListsTheSameProblems() throws {
        let scratch = try imported()
        let check = try scratch.layout("check", "--shard", "1/1", "--json")
        #expect(check.status == 3, "\(check)")
        let findings = check.stdout.split(separator: "\n").count - 1
        #expect(findings >= 2)
        let file = try scratch.file("whole.json", check.stdout)
        let whole = scratch.directory.appendingPathComponent("whole.html").path
        let merged = scratch.directory.appendingPathComponent("merged.html").path
        #expect(try scratch.layout("report", "-o", whole).status == 0)
        let result = try scratch.layout("report", "--from", file, "-o", merged)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("report: \(findings) findings from 1 file"), "\(result.stderr)")
        #expect(try ReportCommandTests.problems(merged, in: scratch) == ReportCommandTests.problems(whole, in: scratch))
        // Cards only for the layouts the findings name, each with its problem.
        let html = String(decoding: try #require(scratch.bytes(merged)), as: UTF8.self)
        let results = try #require(try ReportCommandTests.embedded("layout-results", in: html) as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { !(($0["unsatisfiable"] as? [Any]) ?? []).isEmpty || !(($0["ambiguous"] as? [Any]) ?? []).isEmpty })
    }

    @Test func reportFromAFileThatIsNotCheckOutputNamesTheLine() throws {
        let scratch = try imported()
        var lines = try scratch.layout("check", "--shard", "1/1", "--json").stdout.split(separator: "\n").map(String.init)
        lines[1] = "not json"
        let bad = try scratch.file("bad.json", lines.map { $0 + "\n" }.joined())
        let result = try scratch.layout("report", "--from", bad, "-o", scratch.directory.appendingPathComponent("x.html").path)
        #expect(result.status == 1)
        #expect(result.stderr == "layout: error: '\(bad)', line 2: not a finding of 'layout check --shard K/N --json' "
                + "(not a JSON object (is it 'layout check --json' output?))\n", "\(result.stderr)")
        #expect(scratch.bytes(scratch.directory.appendingPathComponent("x.html").path) == nil)
        let both = try scratch.layout("report", "row", "--from", bad)
        #expect(both.status == 64)
        let language = try scratch.layout("report", "--from", bad, "--language", "double-length")
        #expect(language.status == 64)
    }

    @Test func reportOfAnUnknownScreenIsAnError() throws {
        let scratch = try imported()
        let result = try scratch.layout("report", "rwo", "-o", scratch.directory.appendingPathComponent("x.html").path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("'rwo'"))
        #expect(scratch.bytes(scratch.directory.appendingPathComponent("x.html").path) == nil)
    }

    @Test func reportOfAnEmptyStoreIsAnError() throws {
        let scratch = try Scratch()
        let missing = try scratch.layout("report")
        #expect(missing.status == 1)
        #expect(missing.stderr == "layout: error: no database at '\(scratch.database)'; 'layout import FILE' creates one\n")
        #expect(scratch.bytes(scratch.database) == nil, "a read-only command creates no database")
        let empty = try scratch.file("empty.json", #"{ "layoutDocument": 1, "screens": [] }"#)
        #expect(try scratch.layout("import", empty).status == 0)
        let result = try scratch.layout("report")
        #expect(result.status == 1)
        #expect(result.stderr.contains("no screens to report on"))
    }

    @Test func exportSwiftWritesTheScreensClasses() throws {
        let scratch = try imported()
        let result = try scratch.layout("export", "row", "--format", "swift")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("// Generated by `layout export row --format swift`"))
        #expect(result.stdout.contains("import UIKit"))
        #expect(result.stdout.contains("final class RowLayout: LayoutStoreScreen {"))
        #expect(result.stdout.contains("enum Mode: String, CaseIterable {"))
        #expect(result.stdout.contains("left.widthAnchor.constraint(equalToConstant: 500).withIdentifier(\"wide\")"))
        // One install signature for every screen (#21 point 20).
        #expect(result.stdout.contains("    func install(content: Content, traitCollection: UITraitCollection, size: CGSize) {\n"))
    }

    /// A self-sizing screen is drawn at the height it solves to, not at a device's.
    @Test func exportSVGOfASelfSizingScreenIsDrawnAtItsSolvedHeight() throws {
        let scratch = try Scratch()
        let document = """
            { "layoutDocument": 1, "screens": [ { "name": "cell", "root": "content",
              "views": [ { "name": "content" }, { "name": "label", "superview": "content", "intrinsicSize": { "height": 21 } } ],
              "constraints": [ { "id": "v", "visualFormat": "V:|-12-[label]-12-|" }, { "id": "h", "visualFormat": "H:|-[label]-|" } ] } ] }
            """
        #expect(try scratch.layout("import", try scratch.file("cell.json", document)).status == 0)
        let result = try scratch.layout("export", "cell", "--format", "svg", "--size", "320xauto")
        #expect(result.status == 0, "\(result)")
        // The root's box: 320 wide, 12 + 21 + 12 tall, under the 22-point title, 16 points in.
        #expect(result.stdout.contains(#"<rect x="16" y="\#(16 + 22)" width="320" height="\#(12 + 21 + 12)""#), "\(result.stdout)")
    }
}
