import Foundation
import Testing

/// `check --content-size`: text that fits at the default Dynamic Type size and
/// is cut off at the accessibility sizes.
@Suite struct TextCheckCommandTests {
    /// A one-line body label between the root's margins: about 150 points of text
    /// at the default size, which the accessibility sizes more than double.
    static let document = #"""
        { "layoutDocument": 1, "screens": [
          { "name": "greeting", "root": "root",
            "views": [{ "name": "root" },
              { "name": "title", "superview": "root", "kind": "label", "text": "Welcome back, friend",
                "font": { "textStyle": "body" } }],
            "constraints": [{ "id": "h", "visualFormat": "H:|-[title]-|" }, { "id": "v", "visualFormat": "V:|-[title]" }] }
        ] }
        """#

    @Test func truncationIsFoundAtTheAccessibilitySizesOnly() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("greeting.json", Self.document)).status == 0)
        let result = try scratch.layout("check", "--device", "iPhone SE (1st generation)", "--content-size", "all", "--json")
        #expect(result.status == 3, "\(result)")
        let findings = try result.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding["kind"] as? String == "truncated", "\(finding)")
            #expect(finding["view"] as? String == "title")
            let size = try #require(finding["contentSize"] as? String)
            #expect(size.hasPrefix("AX"), "truncated at \(size)")
            let needs = try #require((finding["needs"] as? [String: Any])?["width"] as? Double)
            let has = try #require((finding["has"] as? [String: Any])?["width"] as? Double)
            // The root's margins are 20 points on each side of its 320 or 568 points.
            #expect([320.0 - 40, 568 - 40].contains(has), "has \(has)")
            #expect(needs > has)
        }
        // The largest size cuts it off in portrait (280 points of text).
        let largest = findings.filter { $0["contentSize"] as? String == "AX5" }
        #expect(largest.contains { $0["orientation"] as? String == "portrait" })
        // The default size finds nothing.
        let plain = try scratch.layout("check", "--device", "iPhone SE (1st generation)")
        #expect(plain.status == 0, "\(plain)")
    }

    @Test func solveListsTruncatedTextAndStrictCountsIt() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("greeting.json", Self.document)).status == 0)
        let fits = try scratch.layout("solve", "greeting", "--size", "320x568", "--strict")
        #expect(fits.status == 0, "\(fits)")
        #expect(fits.stdout.contains(#""truncated": []"#))
        #expect(fits.stdout.contains(#""lines": 1 }"#))
        let cut = try scratch.layout("solve", "greeting", "--size", "320x568", "--content-size", "AX5", "--strict")
        #expect(cut.status == 3, "\(cut)")
        #expect(cut.stdout.contains(#""contentSize": "AX5""#))
        #expect(cut.stdout.contains(#"{ "view": "title", "lines": 1, "needs": { "width": "#))
        #expect(cut.stdout.contains(#" }, "has": { "width": 280 } }"#))
        #expect(cut.stderr.contains("truncated: title needs width "), "\(cut.stderr)")
        #expect(cut.stderr.contains("screen 'greeting' is truncating text"), "\(cut.stderr)")
        let unknown = try scratch.layout("check", "--content-size", "AX9")
        #expect(unknown.status == 64, "\(unknown)")
        #expect(unknown.stderr.contains("unknown content size 'AX9'"), "\(unknown.stderr)")
    }
}
