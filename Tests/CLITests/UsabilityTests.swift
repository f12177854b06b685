import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Edits that change nothing record nothing, and undo then takes back a real change.
@Suite struct NoChangeTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("cell.json", cellDocument))
        try scratch.succeeds("constraint", "add", "cell", "title.height == 30 @750", "--id", "tall")
        try scratch.succeeds("view", "hide", "cell", "title")
        return scratch
    }

    @Test func editsThatChangeNothingSaySoAndAddNoRevision() throws {
        let scratch = try imported()
        let before = try scratch.snapshot()
        let bytes = scratch.databaseBytes()
        let unchanged: [([String], String)] = [
            (["view", "hide", "cell", "title"], "view hide 'title'"),
            (["metric", "set", "cell", "inset", "5"], "metric set 'inset': 5 -> 5"),
            (["constraint", "set", "cell", "tall", "--constant", "30"],
             "constraint set 'tall': title.height == 30 @750 -> title.height == 30 @750"),
            (["constraint", "set", "cell", "tall", "--priority", "750"],
             "constraint set 'tall': title.height == 30 @750 -> title.height == 30 @750"),
            (["view", "set", "cell", "title", "--intrinsic", "120x21"], "view set 'title'"),
            (["view", "set", "cell", "icon", "--kind", "imageView"], "view set 'icon'"),
            (["screen", "set", "cell", "--self-sizing", "none"], "screen set self-sizing: none -> none"),
        ]
        for (arguments, summary) in unchanged {
            let result = try scratch.layout(arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stdout == "")
            #expect(result.stderr == "no change: \(summary) leaves screen 'cell' as it is (revision 3); nothing recorded\n",
                    "\(arguments)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
            #expect(scratch.databaseBytes() == bytes, "\(arguments)")
        }
        // Undo takes back the last real change: the hide of revision 3.
        #expect(try scratch.succeeds("undo", "cell") == "undid revision 3 (view hide 'title') of screen 'cell' (revision 4)\n")
    }

    @Test func replacingWithTheSameScreenRecordsNothing() throws {
        let scratch = try Scratch()
        let file = try scratch.file("cell.json", cellDocument)
        try scratch.succeeds("import", file)
        try scratch.succeeds("view", "hide", "cell", "title")
        try scratch.succeeds("view", "show", "cell", "title")
        // 'cell' is as imported again; 'empty' never changed.
        #expect(try scratch.succeeds("import", "--replace", file)
                == "no change: screen 'cell' is the same as the stored one (revision 3); nothing recorded\n"
                + "no change: screen 'empty' is the same as the stored one (revision 1); nothing recorded\n")
        #expect(try scratch.layout("screens").stdout == "cell\t3\t3\t3\nempty\t1\t1\t0\n")
        #expect(try scratch.succeeds("undo", "cell") == "undid revision 3 (view show 'title') of screen 'cell' (revision 4)\n")
    }
}

/// Only `import` and `screen add` create a database; a failed edit leaves nothing behind.
@Suite struct NoDatabaseTests {
    @Test func editsOnAMissingDatabaseCreateNothing() throws {
        let scratch = try Scratch()
        let edits: [[String]] = [
            ["constraint", "add", "cell", "a.width == 5"], ["view", "hide", "cell", "a"], ["metric", "set", "cell", "m", "1"],
            ["screen", "rename", "cell", "row"], ["screen", "remove", "cell"], ["screen", "copy", "cell", "row"],
            ["screen", "set", "cell", "--self-sizing", "height"], ["undo", "cell"], ["revert", "cell", "--to", "1"],
        ]
        for arguments in edits {
            let result = try LayoutProcess.run(["--db", "x.sqlite"] + arguments, directory: scratch.directory)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stderr == "layout: error: no database at 'x.sqlite'; 'layout import FILE' creates one\n",
                    "\(arguments)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path) == [], "\(arguments)")
        }
    }
}

/// "Did you mean" for command names and view kinds.
@Suite struct CommandSuggestionTests {
    @Test func mistypedCommandsAreUsageErrorsWithASuggestion() throws {
        let scratch = try Scratch()
        for (arguments, message) in [
            (["solv", "cell"], "unknown command 'solv' (did you mean 'solve'?)"),
            (["constraint", "ad", "cell", "a.width == 5"], "unknown command 'ad' of 'layout constraint' (did you mean 'add'?)"),
            (["screen", "renam", "a", "b"], "unknown command 'renam' of 'layout screen' (did you mean 'rename'?)"),
            (["--db", "y.sqlite", "histroy", "cell"], "unknown command 'histroy' (did you mean 'history'?)"),
            (["frobnicate"], "unknown command 'frobnicate'; 'layout --help' lists the commands"),
        ] {
            let result = try scratch.layout(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stderr == "layout: error: \(message)\n", "\(arguments)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path) == [])
    }

    @Test func mistypedViewKindsAreRefusedWithASuggestion() throws {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("cell.json", cellDocument))
        let bytes = scratch.databaseBytes()
        for arguments in [["view", "add", "cell", "extra", "--superview", "content", "--kind", "labl"],
                          ["view", "set", "cell", "title", "--kind", "labl"]] {
            let result = try scratch.layout(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stderr == "layout: error: unknown view kind 'labl' (did you mean 'label'?)\n")
            #expect(scratch.databaseBytes() == bytes)
        }
        // A kind far from every known one is free text, as in documents.
        try scratch.succeeds("view", "add", "cell", "map", "--superview", "content", "--kind", "customGauge")
    }
}

/// Files that are not layout documents, and output folders that do not exist.
@Suite struct FileProblemTests {
    @Test func anHTMLPageIsNotALayoutDocument() throws {
        let scratch = try Scratch()
        let page = try scratch.file("report.html", "<!DOCTYPE html><html><body>report</body></html>\n")
        let result = try scratch.layout("import", page)
        #expect(result.status == 1)
        #expect(result.stderr == "layout: error: \(page): not a layout document; layout imports JSON layout documents, "
                + "Interface Builder files (.storyboard, .xib), translations (.strings, .xcstrings) and folders of them\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path) == ["report.html"])
        // A JSON file with a syntax error is still read as JSON and says where.
        let broken = try scratch.file("broken.json", "{ \"layoutDocument\": 1, }")
        #expect(!(try scratch.layout("import", broken).stderr.contains("not a layout document")))
    }

    @Test func aMissingOutputFolderIsNamed() throws {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("cell.json", cellDocument))
        for arguments in [["export", "-o", "nodir/x.json"], ["export", "--format", "svg", "-o", "nodir/x.svg"],
                          ["report", "-o", "nodir/x.html"]] {
            let result = try scratch.layout(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            let file = arguments.last ?? ""
            #expect(result.stderr == "layout: error: cannot write '\(file)': folder 'nodir' does not exist\n", "\(arguments)")
        }
    }
}

/// Swift export tells apart screens whose names give one type.
@Suite struct SwiftTypeClashTests {
    @Test func clashingTypeNamesAreNumberedAndSaid() throws {
        let scratch = try Scratch()
        try scratch.succeeds("screen", "add", "FirstViewController")
        try scratch.succeeds("screen", "add", "firstViewController")
        let result = try scratch.layout("export", "--format", "swift")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("final class FirstViewControllerLayout: LayoutStoreScreen {"))
        #expect(result.stdout.contains("final class FirstViewController2Layout: LayoutStoreScreen {"))
        #expect(result.stderr == "layout: note: screen 'firstViewController' is exported as type 'FirstViewController2Layout': "
                + "screen 'FirstViewController' has 'FirstViewControllerLayout'\n")
    }
}

/// `check`: content values typed as `solve` types them, one entry per
/// distinct problem, counts in the right number; `screens` on a terminal.
@Suite struct CheckOutputTests {
    /// A screen whose `extra` view is ambiguous (no vertical constraint) whenever `images` is 1 or 2.
    static let document = """
        { "layoutDocument": 1, "screens": [ { "name": "gallery", "root": "root",
          "views": [ { "name": "root" },
                     { "name": "extra", "superview": "root", "when": { "images": [1, 2] } } ],
          "constraints": [ { "id": "h", "visualFormat": "H:|[extra]|", "when": { "images": [1, 2] } } ] } ] }
        """

    @Test func jsonContentValuesAreNumbersAsInSolve() throws {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("gallery.json", CheckOutputTests.document))
        let check = try scratch.layout("check", "--device", "iPhone 15", "--json")
        #expect(check.status == 3, "\(check)")
        let lines = check.stdout.split(separator: "\n")
        #expect(lines.count == 2 * 2)  // two content values, two orientations
        #expect(lines.allSatisfy { $0.contains(#""content":{"images":1}"#) || $0.contains(#""content":{"images":2}"#) })
        let solve = try scratch.layout("solve", "gallery", "--device", "iPhone 15", "--content", "images=1")
        #expect(solve.stdout.contains(#""content": { "images": 1 }"#), "\(solve)")
    }

    @Test func aProblemInSeveralPlacesIsOneEntry() throws {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("gallery.json", CheckOutputTests.document))
        let check = try scratch.layout("check", "--device", "iPhone 15", "--device", "iPhone 8")
        #expect(check.status == 3)
        let lines = check.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "gallery  ambiguous: extra (centerY, height)  in 4 places", "\(check)")
        #expect(Array(lines.dropFirst().prefix(4)) == [
            "  portrait  images=1  on iPhone 15, iPhone 8", "  landscape  images=1  on iPhone 15, iPhone 8",
            "  portrait  images=2  on iPhone 15, iPhone 8", "  landscape  images=2  on iPhone 15, iPhone 8",
        ])
        #expect(lines.count > 5 && lines[5]
                == "  (details as solved on iPhone 15 in portrait with images=1; numbers elsewhere may differ)", "\(check)")
        #expect(lines.filter { $0.hasPrefix("gallery") }.count == 1)
        #expect(check.stderr.hasSuffix("checked \(2 * 2 * 2) layouts of 1 screen: 1 problem\n"), "\(check)")
    }

    @Test func oneLayoutIsSingular() throws {
        let scratch = try Scratch()
        try scratch.succeeds("screen", "add", "plain")
        let check = try scratch.layout("check", "--size", "320x480")
        #expect(check.stderr == "checked 1 layout of 1 screen: no conflicts or ambiguity\n", "\(check)")
    }

    @Test func screensHasAHeaderOnATerminalOnly() throws {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("cell.json", cellDocument))
        #expect(try scratch.layout("screens").stdout == "cell\t1\t3\t3\nempty\t1\t1\t0\n")
        let terminal = try runOnTerminal(["--db", scratch.database, "screens"], directory: scratch.directory)
        #expect(terminal.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                == "screen  revision  views  constraints\r\ncell           1      3            3\r\nempty          1      1            0\r\n",
                "\(terminal.debugDescription)")
    }

    /// Runs `layout` with its stdout on a pseudo-terminal and returns what it wrote there.
    private func runOnTerminal(_ arguments: [String], directory: URL) throws -> String {
        // The pseudo-terminal functions of the C library, which Swift's Glibc module does not export.
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            unsafeBitCast(try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)), to: type)
        }
        let openTerminal = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        let grant = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        let unlock = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let terminalName = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        let master = openTerminal(O_RDWR | O_NOCTTY)
        try #require(master >= 0)
        defer { close(master) }
        try #require(grant(master) == 0 && unlock(master) == 0)
        let name = try #require(terminalName(master).map { String(cString: $0) })
        let terminal = try #require(FileHandle(forWritingAtPath: name))
        let process = Process()
        process.executableURL = LayoutProcess.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        process.environment = environment
        process.standardOutput = terminal
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try terminal.close()
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: output, as: UTF8.self)
    }
}
