import Foundation
import Testing

/// Frames with a negative width or height, and self-sizing cells that collapse
/// to a zero height, are never shown silently: `solve` lists them, `--strict`
/// counts them, `check` reports them as findings.
@Suite struct SizeFindingCommandTests {
    /// `bar` is 30 - 50 = -20 points high; `loose` is ambiguous besides.
    static let document = """
        {
          "layoutDocument": 1,
          "screens": [
            {
              "name": "inverted", "root": "root",
              "views": [{ "name": "root" }, { "name": "bar", "superview": "root" }],
              "constraints": [
                { "id": "top", "constraint": "bar.top == superview.top + 50" },
                { "id": "bottom", "constraint": "bar.bottom == superview.top + 30" },
                { "id": "left", "constraint": "bar.leading == superview.leading" },
                { "id": "width", "constraint": "bar.width == 10" }
              ]
            },
            {
              "name": "collapsed", "root": "content", "selfSizing": "height",
              "views": [{ "name": "content" }, { "name": "dot", "superview": "content" }],
              "constraints": [
                { "id": "row", "visualFormat": "H:|[dot(10)]" },
                { "id": "column", "visualFormat": "V:|[dot]|" }
              ]
            }
          ]
        }
        """

    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("doc.json", Self.document))
        #expect(result.status == 0, "\(result)")
        return scratch
    }

    @Test func solveListsNegativeSizes() throws {
        let scratch = try imported()
        for noCache in [true, false, false] {  // a solve, then a cache miss stored, then a hit
            let result = try scratch.layout(["solve", "inverted", "--size", "320x200"] + (noCache ? ["--no-cache"] : []))
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains(#""bar": { "x": 0, "y": 50, "width": 10, "height": -20 }"#), "\(result.stdout)")
            #expect(result.stdout.contains("""
                  "ambiguous": [],
                  "negative": [
                    { "view": "bar", "attributes": ["height"] }
                  ],
                  "truncated": []
                }
                """), "\(result.stdout)")
            #expect(result.stderr == "negative size: bar (height \(30 - 50))\n", "\(result.stderr)")
        }
        let strict = try scratch.layout("solve", "inverted", "--size", "320x200", "--strict")
        #expect(strict.status == 3, "\(strict)")
        #expect(strict.stderr.contains("screen 'inverted' is laid out with a negative size"), "\(strict.stderr)")
        let table = try scratch.layout("solve", "inverted", "--size", "320x200", "--format", "table")
        #expect(table.stdout.contains("negative height"), "\(table.stdout)")
        #expect(table.stdout.contains("negative size: bar (height -20)"), "\(table.stdout)")
        // A layout without one lists none.
        let clean = try scratch.layout("solve", "collapsed", "--size", "320x200")
        #expect(clean.stdout.contains(#""negative": []"#), "\(clean.stdout)")
    }

    @Test func checkReportsNegativeSizesAndCollapsedCells() throws {
        let scratch = try imported()
        let result = try scratch.layout("check", "--device", "iPhone 8", "--json")
        #expect(result.status == 3, "\(result)")
        let objects = result.stdout.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        let negative = objects.filter { $0["kind"] as? String == "negativeSize" }
        #expect(negative.count == 2, "portrait and landscape: \(result.stdout)")
        #expect(negative.allSatisfy { $0["view"] as? String == "bar" && $0["attributes"] as? [String] == ["height"] })
        let zero = objects.filter { $0["kind"] as? String == "zeroHeight" }
        #expect(zero.count == 2, "\(result.stdout)")
        #expect(zero.first?["screen"] as? String == "collapsed")
        #expect(zero.first?["view"] as? String == "content")
        #expect(zero.first?["attributes"] as? [String] == ["height"])
        #expect((zero.first?["message"] as? String)?.hasPrefix("Warning once only: Detected a case where constraints "
            + "ambiguously suggest a height of zero for a table view cell's content view.") == true)
        let text = try scratch.layout("check", "--device", "iPhone 8")
        #expect(text.stdout.contains("negative size: bar (height)"), "\(text.stdout)")
        #expect(text.stdout.contains("zero height: self-sizing content collapses to 0 points"), "\(text.stdout)")
        #expect(text.stdout.contains("UIKit: \"Warning once only"), "\(text.stdout)")
    }
}
