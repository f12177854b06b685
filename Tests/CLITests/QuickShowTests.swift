import Foundation
@testable import layout
import Testing

/// `layout show`'s quick path (cli/Support/QuickShow.swift) prints what the
/// parsed command prints, byte for byte, and leaves every other shape and
/// every error to the parser. The `--db=PATH` spelling takes the parser.
@Suite struct QuickShowTests {
    @Test func everyScreenPrintsWhatTheParsedCommandPrints() throws {
        let scratch = try Scratch()
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/tutorials.json").path
        #expect(try scratch.layout("import", examples).status == 0)
        let screens = try scratch.layout("screens").stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(screens.count >= 3)
        for screen in screens + ["nothing", "help"] {
            let quick = ["--db", scratch.database, "show", screen]
            let parsed = ["--db=" + scratch.database, "show", screen]
            #expect((QuickShow.recognise(quick) != nil) == (screen != "help"))
            #expect(QuickShow.recognise(parsed) == nil)
            let fast = try LayoutProcess.run(quick, directory: scratch.directory)
            let slow = try LayoutProcess.run(parsed, directory: scratch.directory)
            #expect(fast.status == slow.status && fast.stdout == slow.stdout && fast.stderr == slow.stderr,
                    "\(screen)\nquick: \(fast)\nparsed: \(slow)")
            if screen == "nothing" { #expect(fast.status == 1) } else if screen != "help" { #expect(!fast.stdout.isEmpty) }
        }
        // A missing database is neither created nor reported differently.
        let missing = scratch.directory.appendingPathComponent("missing.sqlite").path
        let fast = try LayoutProcess.run(["show", "cell", "--db", missing])
        let slow = try LayoutProcess.run(["show", "cell", "--db=" + missing])
        #expect(fast.status == 1 && fast.stderr == slow.stderr, "\(fast)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func otherShapesGoToTheParser() {
        #expect(QuickShow.recognise(["show", "row"])?.screen == "row")
        #expect(QuickShow.recognise(["--db", "x.sqlite", "show", "row"])?.database == "x.sqlite")
        #expect(QuickShow.recognise(["show", "row", "--db", "x.sqlite"])?.database == "x.sqlite")
        for arguments in [
            ["show", "row", "--json"], ["show"], ["show", "row", "other"], ["show", "row", "--help"],
            ["show", "row", "--db"], ["solve", "row"], ["row", "show"], ["show", "row", "--db", "a", "--db", "b"],
        ] {
            #expect(QuickShow.recognise(arguments) == nil, "\(arguments)")
        }
    }
}
