import Foundation
import Testing
@testable import layout

/// `layout solve`'s quick path (cli/Support/QuickSolve.swift) answers cache
/// hits without ArgumentParser for the argument shapes it recognises; the
/// `--option=value` spelling of the same arguments always goes through the
/// parser. So each case runs both spellings on two copies of one database, a
/// miss then a hit, and their outputs, exit statuses and cache must be the same.
@Suite struct QuickSolveTests {
    /// The parser's spelling of the quick path's arguments: `--option value` as `--option=value`.
    private static func parserSpelling(_ arguments: [String]) -> [String] {
        var spelled: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index].hasPrefix("--"), index + 1 < arguments.count {
                spelled.append(arguments[index] + "=" + arguments[index + 1])
                index += 2
            } else {
                spelled.append(arguments[index])
                index += 1
            }
        }
        return spelled
    }

    /// Two databases holding the row screen; `prepare` runs on both.
    private static func pair(_ prepare: [[String]] = []) throws -> (quick: Scratch, parsed: Scratch) {
        let quick = try Scratch()
        let parsed = try Scratch()
        for scratch in [quick, parsed] {
            #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
            for arguments in prepare { #expect(try scratch.layout(arguments).status == 0) }
        }
        return (quick, parsed)
    }

    /// Runs `arguments` (with `DB` standing for each database's path) both ways,
    /// three times (a miss, then hits), and checks that everything matches.
    private static func expectSameBothWays(_ arguments: [String], prepare: [[String]] = [],
                                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (quick, parsed) = try pair(prepare)
        #expect(QuickSolve.recognise(arguments.map { $0 == "DB" ? quick.database : $0 }) != nil,
                "the quick path takes \(arguments)", sourceLocation: sourceLocation)
        #expect(QuickSolve.recognise(parserSpelling(arguments)) == nil, sourceLocation: sourceLocation)
        for run in 1...3 {
            let fast = try LayoutProcess.run(arguments.map { $0 == "DB" ? quick.database : $0 }, directory: quick.directory)
            let slow = try LayoutProcess.run(parserSpelling(arguments).map {
                $0 == "--db=DB" ? "--db=" + parsed.database : $0
            }, directory: parsed.directory)
            let sameErrors = fast.stderr.replacingOccurrences(of: quick.database, with: "DB")
                == slow.stderr.replacingOccurrences(of: parsed.database, with: "DB")
            #expect(fast.status == slow.status && fast.stdout == slow.stdout && sameErrors,
                    "run \(run) of \(arguments)\nquick: \(fast)\nparsed: \(slow)", sourceLocation: sourceLocation)
        }
        let cacheQuick = try quick.layout("solve", "row", "--size", "320x200", "--content", "mode=plain", "--no-cache")
        let cacheParsed = try parsed.layout("solve", "row", "--size", "320x200", "--content", "mode=plain", "--no-cache")
        #expect(cacheQuick.stdout == cacheParsed.stdout, sourceLocation: sourceLocation)
    }

    @Test func aPlainHitPrintsWhatTheParsedCommandPrints() throws {
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode=plain"])
    }

    @Test func everyFlagInEveryPlace() throws {
        try Self.expectSameBothWays(["solve", "row", "--db", "DB", "--size", "320x200"])
        try Self.expectSameBothWays(["solve", "--size", "320xauto", "row", "--db", "DB", "--format", "json"])
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--device", "iPhone 15", "--content", "mode=plain"])
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--device", "iPhone 8", "--size", "500x300"])
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode=plain",
                                     "--content", "mode=loose"])
        // A solve without the cache, answered here by solving (the flag last: it takes no value).
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--no-cache"])
        try Self.expectSameBothWays(["solve", "row", "--content", "mode=plain", "--db", "DB", "--size", "320x200", "--no-cache"])
    }

    @Test func warningsConflictsAndAmbiguityAreTheSame() throws {
        // A value no condition mentions (a warning), a conflict and an ambiguity: the
        // last two are left to the parsed command, which diagnoses them.
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode=other"])
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode=broken"])
        try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode=loose"])
        for mode in ["other", "broken", "loose"] {
            try Self.expectSameBothWays(["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode=\(mode)",
                                         "--no-cache"])
        }
    }

    @Test func errorsAreTheParsedCommandsErrors() throws {
        for arguments in [
            ["--db", "DB", "solve", "row", "--size", "320x200", "--content", "colour=red"],
            ["--db", "DB", "solve", "row", "--size", "320x0"],
            ["--db", "DB", "solve", "row", "--size", "wide"],
            ["--db", "DB", "solve", "row", "--device", "iPhone 99"],
            ["--db", "DB", "solve", "nothing", "--size", "320x200"],
            ["--db", "DB", "solve", "nothing", "--size", "320x200", "--no-cache"],
            ["--db", "DB", "solve", "row", "--size", "320x200", "--content", "colour=red", "--no-cache"],
            ["--db", "DB", "solve", "row", "--size", "320x200", "--content", "mode"],
        ] {
            try Self.expectSameBothWays(arguments)
        }
        // A database that does not exist is neither created nor reported differently.
        let scratch = try Scratch()
        let missing = scratch.directory.appendingPathComponent("missing.sqlite").path
        let fast = try LayoutProcess.run(["--db", missing, "solve", "row", "--size", "320x200"])
        let slow = try LayoutProcess.run(["--db=" + missing, "solve", "row", "--size=320x200"])
        #expect(fast.status == 1 && fast.stdout == "" && fast.stderr == slow.stderr && slow.status == 1, "\(fast)")
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func otherShapesGoToTheParser() {
        let db = ["--db", "x.sqlite"]
        #expect(QuickSolve.recognise(db + ["solve", "row", "--size", "320x200"])
                == QuickSolve.Invocation(database: "x.sqlite", screen: "row", size: "320x200", device: nil, content: []))
        #expect(QuickSolve.recognise(["solve", "row", "--device", "iPhone 8", "--content", "a=1", "--content", "b=2"])
                == QuickSolve.Invocation(database: nil, screen: "row", size: nil, device: "iPhone 8", content: ["a=1", "b=2"]))
        #expect(QuickSolve.recognise(["solve", "--no-cache", "row", "--size", "320x200"])
                == QuickSolve.Invocation(database: nil, screen: "row", size: "320x200", device: nil, content: [], noCache: true))
        for arguments in [
            ["solve", "row"],                                       // the design size: the screen is read
            ["solve", "row", "--size", "320x200", "--no-cache", "--no-cache"],
            ["solve", "row", "--size", "320x200", "--strict"],
            ["solve", "row", "--size", "320x200", "--format", "table"],
            ["solve", "row", "--size", "320x200", "--size", "100x100"],
            ["solve", "row", "--size", "-5x200"],
            ["solve", "row", "other", "--size", "320x200"],
            ["solve", "help", "--size", "320x200"],
            ["solve", "row", "--size"],
            ["solve", "row", "--size", "320x200", "--orientation", "landscape"],
            ["solve", "row", "--size", "320x200", "--help"],
            ["show", "row", "--size", "320x200"],
            ["--size", "320x200", "solve", "row"],
            db + db + ["solve", "row", "--size", "320x200"],
        ] {
            #expect(QuickSolve.recognise(arguments) == nil, "\(arguments)")
        }
    }
}
