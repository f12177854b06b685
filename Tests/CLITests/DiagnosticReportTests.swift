import Foundation
import Testing

/// Reports that say what to do: `solve` (table, or stderr beside JSON and
/// SVG) and `explain` print each conflict's members as equations with the
/// broken one marked and where each comes from, and each ambiguous
/// attribute with what would pin it. Uses `rowDocument` (SolveCommandTests).
@Suite struct DiagnosticReportTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
        return scratch
    }

    static let format = "H:|-inset-[left]-inset-[right(==left)]-inset-|"

    /// The lines a conflict of `wide` (left.width == 500 at width 320) prints,
    /// written out: every member's equation, a caret line under the part of the
    /// format each format member comes from, the broken one marked.
    static func wideConflict(width: Int) -> [String] {
        let format = DiagnosticReportTests.format
        let lead = String(repeating: " ", count: 4 + "content:width".count + 2) + "from 'h': "
        func caret(under part: String, after prefix: String) -> String {
            let start = format.range(of: prefix + part)
                .map { format.distance(from: format.startIndex, to: $0.lowerBound) + prefix.count } ?? -1
            return String(repeating: " ", count: lead.count + start) + String(repeating: "^", count: part.count)
        }
        return [
            "unsatisfiable: gave up wide; these 6 constraints cannot all hold (remove or relax any one of them):",
            "    content:width  content.width == \(width) (requested width)",
            "    h#1            left.leading == superview.leading * 1 + 10 @1000",
            lead + format, caret(under: "|-inset-", after: "H:"),
            "    h#2            right.leading == left.trailing * 1 + 10 @1000",
            lead + format, caret(under: "-inset-", after: "[left]"),
            "    h#3            right.width == left.width * 1 + 0 @1000",
            lead + format, caret(under: "[right(==left)]", after: ""),
            "    h#4            superview.trailing == right.trailing * 1 + 10 @1000",
            lead + format, caret(under: "-inset-|", after: "]"),
            "  ! wide           left.width == 500 @1000  <- broken",
        ]
    }

    static let looseAdvice = [
        "ambiguous: loose (centerX, centerY, height)",
        "  loose's horizontal position is free: add a leading, trailing or centerX constraint",
        "  loose's vertical position is free: add a top, bottom or centerY constraint",
        "  loose's height is free: add a height constraint (or pin both top and bottom), or give it an intrinsic height",
    ]

    @Test func tableMarksConflictViewsAndPrintsTheMembers() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken",
                                        "--format", "table")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each view named by a member is in the conflict: the root (its requested
        // width), left and right; the table's last column says so.
        for view in ["content", "left", "right"] {
            #expect(lines.contains { $0.hasPrefix(view + " ") && $0.hasSuffix("  conflict") }, "\(view)\n\(result)")
        }
        let reportStart = try #require(lines.firstIndex { $0.hasPrefix("unsatisfiable:") })
        #expect(Array(lines[reportStart...].dropLast()) == DiagnosticReportTests.wideConflict(width: 320))
        #expect(lines.last == "")
    }

    @Test func tableMarksAmbiguousViewsWithTheFreeAttributesAndAdvice() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=loose",
                                        "--format", "table")
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("loose ") && $0.hasSuffix("  ambiguous centerX, centerY, height") })
        #expect(lines.contains { $0.hasPrefix("left ") && !$0.contains("ambiguous") && !$0.contains("conflict") })
        #expect(Array(lines.suffix(4)) == DiagnosticReportTests.looseAdvice)
    }

    @Test func aCleanTableHasBlankNotes() throws {
        let scratch = try imported()
        // No content: neither the broken nor the loose variant applies.
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--format", "table")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("conflict") && !result.stdout.contains("ambiguous"))
        #expect(result.stderr == "layout: warning: row uses mode (broken, loose); none given, so views under those conditions are absent\n")
    }

    @Test func jsonKeepsItsShapeAndTheReportGoesToStderr() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken")
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let broken = try #require(object["unsatisfiable"] as? [[String: Any]])
        #expect(broken.count == 1)
        #expect(broken.first?["broken"] as? String == "wide")
        #expect(Set(broken.first?.keys.map { $0 } ?? []) == ["broken", "conflict"])
        #expect(result.stderr == DiagnosticReportTests.wideConflict(width: 320).joined(separator: "\n") + "\n")
        // A cached answer reports the same.
        let cached = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken")
        #expect(cached.stdout.contains("\"cached\": true"))
        #expect(cached.stderr == result.stderr)
        // --strict still fails, after the report.
        let strict = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken", "--strict")
        #expect(strict.status == 3)
        #expect(strict.stderr.hasPrefix(DiagnosticReportTests.wideConflict(width: 320)[0]))
        #expect(strict.stderr.hasSuffix("layout: error: screen 'row' is unsatisfiable\n"))
    }

    @Test func svgKeepsStdoutAndReportsAmbiguityOnStderr() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=loose",
                                        "--format", "svg")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<svg "))
        #expect(result.stderr == DiagnosticReportTests.looseAdvice.joined(separator: "\n") + "\n")
    }

    @Test func explainAddsTheReportsAboutTheViewOnly() throws {
        let scratch = try imported()
        let inConflict = try scratch.layout("explain", "row", "left", "--size", "320x200", "--content", "mode=broken")
        #expect(inConflict.status == 0)
        #expect(inConflict.stdout.hasPrefix("left in content:"))
        #expect(inConflict.stderr == DiagnosticReportTests.wideConflict(width: 320).joined(separator: "\n") + "\n")
        let ambiguous = try scratch.layout("explain", "row", "loose", "--size", "320x200", "--content", "mode=loose")
        #expect(ambiguous.stderr == DiagnosticReportTests.looseAdvice.joined(separator: "\n") + "\n")
        // left is neither in a conflict nor ambiguous when only loose is.
        let unconcerned = try scratch.layout("explain", "row", "left", "--size", "320x200", "--content", "mode=loose")
        #expect(unconcerned.status == 0)
        #expect(unconcerned.stderr == "")
    }
}
