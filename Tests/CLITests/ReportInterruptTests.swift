import Foundation
import Testing

/// Ctrl-C (SIGINT) sent to a running `layout report`: it stops as `check` does
/// (a message, exit 130) and leaves no page half written: a page already at
/// the path stays as it was, and no temporary file is left (issue 35, point 9).
@Suite(.serialized) struct ReportInterruptTests {
    /// Runs `report -o page.html` held by the test hook `hook` (`TestPause`), interrupts it where it
    /// is held, and checks what is left.
    private func interruptReport(hook: String, value: String, pause: String) throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
        let page = try scratch.file("page.html", "the page of an earlier report\n")
        let before = try scratch.storedRows()
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path).sorted()
        let running = try RunningLayout(["--db", scratch.database, "report", "-o", page], environment: [hook: value])
        #expect(running.waitUntil(timeout: 120) { running.standardErrorSoFar == pause }, "the report is held")
        running.interrupt()
        let result = running.finish()
        #expect(result.status == 130, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == pause + "layout: interrupted; no page was written\n", "\(result.stderr)")
        #expect(String(decoding: try #require(scratch.bytes(page)), as: UTF8.self) == "the page of an earlier report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path).sorted() == files,
                "no temporary file is left")
        #expect(try scratch.storedRows() == before)
    }

    @Test func interruptedWhileSolvingWritesNoPage() throws {
        try interruptReport(hook: "LAYOUT_TEST_REPORT_PAUSE_AFTER", value: "0", pause: "layout: test pause after 0 layouts\n")
    }

    @Test func interruptedWhileWritingLeavesNoHalfPage() throws {
        try interruptReport(hook: "LAYOUT_TEST_REPORT_PAUSE_WRITING", value: "1000",
                            pause: "layout: test pause after 1000 bytes\n")
    }

    /// Not interrupted, the page replaces the earlier one whole, and no temporary file is left.
    @Test func uninterruptedReportReplacesThePageWhole() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
        let page = try scratch.file("page.html", "the page of an earlier report\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path).sorted()
        let result = try scratch.layout("report", "-o", page)
        #expect(result.status == 0, "\(result)")
        #expect(String(decoding: try #require(scratch.bytes(page)), as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path).sorted() == files)
    }
}
