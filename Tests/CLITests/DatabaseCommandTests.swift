import Foundation
import Testing

/// A small document with two screens, used across these tests.
let cellDocument = """
{
  "layoutDocument": 1,
  "screens": [
    {
      "name": "cell",
      "root": "content",
      "views": [
        { "name": "content" },
        { "name": "icon", "superview": "content", "kind": "imageView" },
        { "name": "title", "superview": "content", "kind": "label", "intrinsicSize": { "width": 120, "height": 21 } }
      ],
      "metrics": [{ "name": "inset", "value": 5 }],
      "constraints": [
        { "id": "row", "visualFormat": "H:|-inset-[icon(40)]-[title]-inset-|", "options": ["alignAllTop"] },
        { "id": "top", "constraint": "icon.top == superview.top + inset" },
        { "id": "square", "constraint": "icon.height == icon.width" }
      ]
    },
    { "name": "empty", "root": "root", "views": [{ "name": "root" }] }
  ]
}

"""

/// An SQLite database that is not a layout store (one table 'notes').
let foreignDatabase = Data(base64Encoded: "U1FMaXRlIGZvcm1hdCAzAAIAAQEAQCAgAAAAAgAAAAIAAAAAAAAAAAAAAAEAAAAEAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAC5jAQ0AAAABAbMAAbMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAASwEGFxcXAXd0YWJsZW5vdGVzbm90ZXMCQ1JFQVRFIFRBQkxFIG5vdGVzKGlkIElOVEVHRVIgUFJJTUFSWSBLRVksIGJvZHkgVEVYVCkNAAAAAQHyAAHyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAMAQMAH25vdCB5b3Vycw==")!

@Suite struct ImportExportTests {
    @Test func importThenListShowAndExport() throws {
        let scratch = try Scratch()
        let file = try scratch.file("cell.json", cellDocument)
        let imported = try scratch.layout("import", file)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stdout == "")
        #expect(imported.stderr == "imported screen 'cell' (revision 1)\nimported screen 'empty' (revision 1)\n")

        let screens = try scratch.layout("screens")
        #expect(screens.stdout == "cell\t1\t3\t3\nempty\t1\t1\t0\n")
        let json = try scratch.layout("screens", "--json")
        #expect(json.stdout.contains(#"{ "name": "cell", "revision": 1, "views": 3, "constraints": 3 }"#))

        let shown = try scratch.layout("show", "cell")
        #expect(shown.status == 0)
        #expect(shown.stdout.contains("  content\n  ├─ icon (imageView)\n  └─ title (label)"))
        #expect(shown.stdout.contains("row     H:|-inset-[icon(40)]-[title]-inset-|  options: alignAllTop"))

        let exported = try scratch.layout("export")
        #expect(exported.status == 0)
        // Export then import gives back the same document: here, the same canonical text.
        let again = try Scratch()
        let exportedFile = try again.file("exported.json", exported.stdout)
        #expect(try again.layout("import", exportedFile).status == 0)
        #expect(try again.layout("export").stdout == exported.stdout)
        #expect(exported.stdout.contains(#"{ "id": "top", "constraint": "icon.top == superview.top + inset" }"#))
    }

    @Test func exportWritesAFileAndNamesUnknownScreens() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let out = scratch.directory.appendingPathComponent("out.json").path
        let written = try scratch.layout("export", "empty", "-o", out)
        #expect(written.status == 0)
        #expect(written.stdout == "")
        #expect(String(decoding: scratch.bytes(out) ?? Data(), as: UTF8.self).contains(#""name": "empty""#))
        let unknown = try scratch.layout("export", "cel")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("layout: error: "))
        #expect(unknown.stderr.contains("'cel'"))
    }

    @Test func importFromStandardInput() throws {
        let scratch = try Scratch()
        let result = try scratch.layout("import", "-", stdin: cellDocument)
        #expect(result.status == 0, "\(result)")
        #expect(try scratch.layout("screens").stdout.hasPrefix("cell\t1"))
    }

    @Test func importingAnExistingScreenNeedsReplace() throws {
        let scratch = try Scratch()
        let file = try scratch.file("cell.json", cellDocument)
        #expect(try scratch.layout("import", file).status == 0)
        let before = try scratch.snapshot()
        let again = try scratch.layout("import", file)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("layout: error: "))
        #expect(try scratch.snapshot() == before)
        // The same screens again: nothing to record.
        let same = try scratch.layout("import", "--replace", file)
        #expect(same.status == 0, "\(same)")
        #expect(same.stderr.hasPrefix("no change: screen 'cell' is the same as the stored one (revision 1); nothing recorded\n"))
        #expect(try scratch.snapshot() == before)
        let changed = try scratch.file("changed.json", cellDocument.replacingOccurrences(of: #""value": 5"#, with: #""value": 6"#))
        let replaced = try scratch.layout("import", "--replace", changed)
        #expect(replaced.status == 0, "\(replaced)")
        #expect(try scratch.layout("screens").stdout == "cell\t2\t3\t3\nempty\t1\t1\t0\n")
    }
}

@Suite struct BadInputTests {
    @Test func malformedJSONNamesFileLineAndColumnAndStoresNothing() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        let before = try scratch.snapshot()
        let bad = try scratch.file("bad.json", "{\n  \"layoutDocument\": 1,\n  \"screens\": [ { \"name\": \"x\" \"root\": \"r\" } ]\n}\n")
        let result = try scratch.layout("import", bad)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("layout: error: \(bad):3:30: expected ',' or '}' after field 'name', found '\"'\n"))
        #expect(try scratch.snapshot() == before)
    }

    @Test func unknownFieldIsNamedWithItsScreenAndView() throws {
        let scratch = try Scratch()
        let text = #"{ "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [{ "name": "r", "colour": "red" }] } ] }"#
        let result = try scratch.layout("import", try scratch.file("doc.json", text))
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("doc.json:1:90: screen 's', view 'r': unknown field 'colour'\n"))
    }

    @Test func oneBadFileImportsNothing() throws {
        let scratch = try Scratch()
        let good = try scratch.file("good.json", cellDocument)
        let bad = try scratch.file("bad.json", "{ \"layoutDocument\": 1, \"screens\": [ { \"name\": \"s\" } ] }")
        let result = try scratch.layout("import", good, bad)
        #expect(result.status == 1)
        #expect(result.stderr.contains("missing field 'root'"))
        #expect(try scratch.layout("screens").stdout == "")
    }

    @Test func missingFilesAreErrors() throws {
        let scratch = try Scratch()
        let missing = try scratch.layout("import", "nowhere.json")
        #expect(missing.status == 1)
        #expect(missing.stderr == "layout: error: nowhere.json: no such file\n")
        let storyboard = try scratch.layout("import", "Main.storyboard")
        #expect(storyboard.status == 1)
        #expect(storyboard.stderr == "layout: error: Main.storyboard: no such file\n")
    }

    @Test func aTextFileIsNotOurDatabaseAndStaysUntouched() throws {
        let scratch = try Scratch()
        let path = try scratch.file("notes.txt", "just some notes\n")
        let before = scratch.bytes(path)
        for arguments in [["screens"], ["import", try scratch.file("cell.json", cellDocument)], ["show", "cell"]] {
            let result = try LayoutProcess.run(["--db", path] + arguments, directory: scratch.directory)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.hasPrefix("layout: error: "), "\(arguments)")
            #expect(scratch.bytes(path) == before, "\(arguments)")
        }
    }

    @Test func aForeignSQLiteDatabaseIsRefusedAndStaysUntouched() throws {
        let scratch = try Scratch()
        let path = scratch.directory.appendingPathComponent("foreign.sqlite").path
        try foreignDatabase.write(to: URL(fileURLWithPath: path))
        let result = try LayoutProcess.run(["--db", path, "import", try scratch.file("cell.json", cellDocument)])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("layout: error: "))
        #expect(scratch.bytes(path) == foreignDatabase)
    }

    @Test func databaseComesFromTheEnvironmentElseTheCurrentDirectory() throws {
        let scratch = try Scratch()
        let file = try scratch.file("cell.json", cellDocument)
        let viaEnvironment = scratch.directory.appendingPathComponent("env.sqlite").path
        #expect(try LayoutProcess.run(["import", file], environment: ["LAYOUT_DB": viaEnvironment]).status == 0)
        #expect(FileManager.default.fileExists(atPath: viaEnvironment))
        #expect(try LayoutProcess.run(["import", file], directory: scratch.directory).status == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.directory.appendingPathComponent("layout.sqlite").path))
    }
}

@Suite struct EditCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("cell.json", cellDocument))
        #expect(result.status == 0)
        return scratch
    }

    @Test func editsAreRevisionsInTheHistory() throws {
        let scratch = try imported()
        #expect(try scratch.layout("constraint", "add", "cell", "title.height == 30 @750", "--id", "tall").status == 0)
        #expect(try scratch.layout("constraint", "set", "cell", "tall", "--constant", "44").status == 0)
        #expect(try scratch.layout("view", "add", "cell", "badge", "--superview", "content", "--intrinsic", "20x20").status == 0)
        #expect(try scratch.layout("view", "hide", "cell", "badge").status == 0)
        #expect(try scratch.layout("metric", "set", "cell", "inset", "8", "--when", "orientation=landscape").status == 0)
        #expect(try scratch.layout("constraint", "add", "cell", "--vfl", "V:|-[badge]", "--when", "images=2").status == 0)
        let history = try scratch.layout("history", "cell")
        let lines = history.stdout.split(separator: "\n")
        #expect(lines.count == 7, "\(history)")
        #expect(lines.map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["1", "2", "3", "4", "5", "6", "7"])
        #expect(lines[1].hasSuffix("constraint add 'tall': title.height == 30 @750"))
        #expect(lines[6].contains("constraint add 'c"))
        let shown = try scratch.layout("show", "cell").stdout
        #expect(shown.contains("title.height == 44 @750"))
        #expect(shown.contains("badge"))

        #expect(try scratch.layout("undo", "cell").status == 0)
        #expect(try scratch.layout("revert", "cell", "--to", "1").status == 0)
        #expect(try scratch.layout("screens").stdout.hasPrefix("cell\t9\t3\t3"))
        let json = try scratch.layout("history", "cell", "--json")
        #expect(json.stdout.contains(#""revision": 9"#))
    }

    @Test func showWritesEquationsBackAsVisualFormats() throws {
        let scratch = try imported()
        #expect(try scratch.layout("constraint", "add", "cell", "icon.leading == superview.leading + 5", "--id", "lead").status == 0)
        #expect(try scratch.layout("constraint", "add", "cell", "title.leading == icon.trailing + 8", "--id", "gap").status == 0)
        let shown = try scratch.layout("show", "cell")
        // top uses the metric inset (5); square has no format (an aspect ratio).
        #expect(shown.stdout.contains("equations as visual formats\n  V:|-5-[icon]          from top\n  H:|-5-[icon]-[title]  from lead, gap\n"), "\(shown)")
    }

    @Test func globalOptionWorksBeforeOrAfterTheCommand() throws {
        let scratch = try imported()
        let before = try LayoutProcess.run(["--db", scratch.database, "screens"])
        let after = try LayoutProcess.run(["screens", "--db", scratch.database])
        #expect(before.stdout == after.stdout)
        #expect(before.stdout.hasPrefix("cell\t1"))
    }

    @Test func failingEditsLeaveTheDatabaseByteIdentical() throws {
        let scratch = try imported()
        let before = try scratch.snapshot()
        let failures: [([String], String)] = [
            (["constraint", "add", "cell", "title.widht == 10"], "layout: error: screen 'cell', constraint 'c4': unknown attribute 'widht' (did you mean 'width'?)\n  title.widht == 10\n        ^"),
            (["constraint", "add", "cell", "--vfl", "H:|-[icon-|"], "layout: error: screen 'cell', constraint 'c4': expected ']' after view name 'icon'"),
            (["constraint", "add", "cell", "nobody.width == 10"], "layout: error: screen 'cell', constraint 'c4': unknown view 'nobody'"),
            (["constraint", "add", "cell", "icon.width == gap"], "layout: error: screen 'cell', constraint 'c4': unknown metric 'gap'"),
            (["constraint", "add", "cell", "--vfl", "H:[icn]"], "layout: error: screen 'cell', constraint 'c4': unknown view 'icn' (did you mean 'icon'?)"),
            (["constraint", "remove", "cell", "rwo"], "layout: error: "),
            (["constraint", "set", "cell", "row", "--constant", "3"], "layout: error: "),
            (["view", "add", "cell", "icon", "--superview", "content"], "layout: error: "),
            (["view", "add", "cell", "x", "--superview", "contnet"], "layout: error: "),
            (["view", "remove", "cell", "content"], "layout: error: "),
            (["view", "hide", "nope", "icon"], "layout: error: "),
            (["revert", "cell", "--to", "99"], "layout: error: "),
            (["undo", "cell"], "layout: error: "),
            (["metric", "set", "cell", "inset", "8", "--when", "orientation=sideways"], "layout: error: 'sideways'"),
        ]
        for (arguments, prefix) in failures {
            let result = try LayoutProcess.run(["--db", scratch.database] + arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
        }
    }

    @Test func badEquationPointsAtTheFault() throws {
        let scratch = try imported()
        let result = try scratch.layout("constraint", "add", "cell", "icon.width == title.width +")
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(result.stderr)")
        #expect(lines[1] == "  icon.width == title.width +")
        #expect(lines[2].hasSuffix("^"))
    }

    @Test func usageMistakesExit64() throws {
        let scratch = try imported()
        let before = try scratch.snapshot()
        for arguments in [
            ["constraint", "add", "cell"], ["constraint", "add", "cell", "a.width == 1", "--vfl", "[a]"],
            ["constraint", "set", "cell", "top"], ["constraint", "set", "cell", "top", "--priority", "1001"],
            ["view", "add", "cell", "x", "--superview", "content", "--intrinsic", "0x-5"],
            ["metric", "set", "cell", "inset", "wide"], ["revert", "cell"], ["history"],
        ] {
            let result = try scratch.layout(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix("layout: error: "), "\(arguments)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
        }
    }
}

extension Scratch {
    /// Everything the database says: the exported document, the screen list
    /// and every screen's history. (Byte identity of the file is not used:
    /// the store bumps SQLite's schema cookie on every open.)
    func snapshot() throws -> String {
        var text = try layout(["export"]).stdout + (try layout(["screens"]).stdout)
        for line in try layout(["screens"]).stdout.split(separator: "\n") {
            let name = String(line.split(separator: "\t").first ?? "")
            text += try layout(["history", name]).stdout
        }
        return text
    }

    func layout(_ arguments: [String]) throws -> RunResult {
        try LayoutProcess.run(["--db", database] + arguments, directory: directory)
    }
}
