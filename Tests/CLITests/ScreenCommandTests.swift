import Foundation
import Testing

extension Scratch {
    /// The database's bytes (and its write-ahead log's, if one is left): a
    /// refused edit must leave them as they were, to the byte.
    func databaseBytes() -> [Data?] {
        [bytes(database), bytes(database + "-wal")]
    }

    /// The stderr of a run that must succeed.
    @discardableResult
    func succeeds(_ arguments: String...) throws -> String {
        let result = try layout(arguments)
        #expect(result.status == 0, "\(arguments): \(result)")
        return result.stderr
    }

    /// The history's descriptions, oldest first.
    func historySummaries(_ screen: String) throws -> [String] {
        try layout(["history", screen]).stdout.split(separator: "\n").map { String($0.split(separator: "\t").last ?? "") }
    }

}

/// `layout screen add|rename|copy|remove`: one revision each, history kept,
/// undo and revert bring a removed screen back.
@Suite struct ScreenCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.succeeds("import", try scratch.file("cell.json", cellDocument))
        return scratch
    }

    @Test func addMakesAScreenWithItsRootAlone() throws {
        let scratch = try imported()
        #expect(try scratch.succeeds("screen", "add", "settings")
                == "added screen 'settings' with root view 'view' (revision 1)\n")
        #expect(try scratch.succeeds("screen", "add", "profileCell", "--root", "contentView")
                == "added screen 'profileCell' with root view 'contentView' (revision 1)\n")
        #expect(try scratch.layout("screens").stdout == "cell\t1\t3\t3\nempty\t1\t1\t0\nsettings\t1\t1\t0\nprofileCell\t1\t1\t0\n")
        #expect(try scratch.historySummaries("profileCell") == ["screen add 'profileCell' with root view 'contentView'"])
        try scratch.succeeds("view", "add", "profileCell", "title", "--superview", "contentView")
        #expect(try scratch.layout("show", "profileCell").stdout.contains("title"))
        let replay = try scratch.layout("replay", "profileCell", "--size", "320x44")
        #expect(replay.stderr == "replayed revisions up to 2: the rebuilt screen equals the stored one\n", "\(replay)")
    }

    @Test func addCreatesTheDatabaseWhenThereIsNone() throws {
        let scratch = try Scratch()
        try scratch.succeeds("screen", "add", "first")
        #expect(try scratch.layout("screens").stdout == "first\t1\t1\t0\n")
    }

    @Test func renameKeepsHistoryAndCachedFrames() throws {
        let scratch = try imported()
        try scratch.succeeds("metric", "set", "cell", "inset", "6")
        let first = try scratch.layout("solve", "cell", "--size", "320x200")
        #expect(first.stdout.contains(#""cached": false"#))
        #expect(try scratch.succeeds("screen", "rename", "cell", "row") == "renamed screen 'cell' to 'row' (revision 3)\n")
        #expect(try scratch.historySummaries("row")
                == ["import screen 'cell' (3 views, 3 constraints)", "metric set 'inset': 5 -> 6", "screen rename 'cell' -> 'row'"])
        // The answer cached before the rename is served after it, under the new name and revision.
        let again = try scratch.layout("solve", "row", "--size", "320x200")
        #expect(again.stdout.contains(#""cached": true"#), "\(again)")
        #expect(again.stdout.contains(#""screen": "row","#) && again.stdout.contains(#""revision": 3,"#), "\(again)")
        #expect(again.stdout.replacingOccurrences(of: #""cached": true"#, with: #""cached": false"#)
            .replacingOccurrences(of: #""screen": "row","#, with: #""screen": "cell","#)
            .replacingOccurrences(of: #""revision": 3,"#, with: #""revision": 2,"#) == first.stdout)
        let gone = try scratch.layout("show", "cell")
        #expect(gone.status == 1)
        #expect(gone.stderr == "layout: error: no screen named 'cell'\n")
        // Undo renames it back.
        #expect(try scratch.succeeds("undo", "row")
                == "undid revision 3 (screen rename 'cell' -> 'row') of screen 'row', now named 'cell' (revision 4)\n")
        #expect(try scratch.layout("screens").stdout.hasPrefix("cell\t4\t"))
        let replay = try scratch.layout("replay", "cell", "--size", "320x200")
        #expect(replay.stderr == "replayed revisions up to 4: the rebuilt screen equals the stored one\n", "\(replay)")
    }

    @Test func refusedScreenEditsChangeNothing() throws {
        let scratch = try imported()
        try scratch.succeeds("screen", "add", "gone")
        try scratch.succeeds("screen", "remove", "gone")
        let before = try scratch.snapshot()
        let bytes = scratch.databaseBytes()
        let failures: [([String], String)] = [
            (["screen", "rename", "cell", "empty"], "layout: error: screen 'empty' already exists\n"),
            (["screen", "rename", "cell", ""], "layout: error: a screen needs a non-empty name\n"),
            (["screen", "rename", "cell", "gone"], "layout: error: screen name 'gone' is taken by a removed screen, "
                + "which keeps it with its history; 'layout undo gone' brings that screen back\n"),
            (["screen", "rename", "cel", "x"], "layout: error: no screen named 'cel' (did you mean 'cell'?)\n"),
            (["screen", "copy", "cell", "empty"], "layout: error: screen 'empty' already exists\n"),
            (["screen", "add", "cell"], "layout: error: screen 'cell' already exists\n"),
            (["screen", "add", "new", "--root", "2bad"], "layout: error: cannot add screen 'new': view name '2bad' must "
                + "start with a letter or '_' and hold only letters, digits and '_'\n"),
            (["screen", "remove", "gone"], "layout: error: screen 'gone' was removed (revision 2); 'layout undo gone' brings it back\n"),
            (["view", "hide", "gone", "view"], "layout: error: screen 'gone' was removed (revision 2); 'layout undo gone' brings it back\n"),
        ]
        for (arguments, message) in failures {
            let result = try scratch.layout(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
            #expect(scratch.databaseBytes() == bytes, "\(arguments)")
        }
        let same = try scratch.layout("screen", "rename", "cell", "cell")
        #expect(same.status == 0)
        #expect(same.stderr == "no change: screen 'cell' has that name already (revision 1); nothing recorded\n")
        #expect(scratch.databaseBytes() == bytes)
    }

    @Test func copyStartsANewHistorySayingWhereItCameFrom() throws {
        let scratch = try imported()
        try scratch.succeeds("metric", "set", "cell", "inset", "6")
        #expect(try scratch.succeeds("screen", "copy", "cell", "cellCompact")
                == "copied screen 'cell' at revision 2 to 'cellCompact' (revision 1)\n")
        #expect(try scratch.historySummaries("cellCompact")
                == ["screen copy of 'cell' at revision 2 as 'cellCompact' (3 views, 3 constraints)"])
        // The copy's document is the source's under the new name.
        let source = try scratch.layout("export", "cell").stdout
        let copy = try scratch.layout("export", "cellCompact").stdout
        #expect(copy == source.replacingOccurrences(of: #""name": "cell""#, with: #""name": "cellCompact""#))
        // Editing the copy leaves the source alone; its first revision cannot be undone.
        try scratch.succeeds("view", "hide", "cellCompact", "title")
        #expect(try scratch.layout("export", "cell").stdout == source)
        try scratch.succeeds("undo", "cellCompact")
        let undo = try scratch.layout("undo", "cellCompact")
        #expect(undo.status == 1)
        #expect(undo.stderr == "layout: error: nothing to undo in screen 'cellCompact': revision 1 created it (screen copy)\n")
    }

    @Test func removedScreenIsUnlistedUntilUndoOrRevertBringsItBack() throws {
        let scratch = try imported()
        #expect(try scratch.succeeds("screen", "remove", "cell")
                == "removed screen 'cell' (revision 2); 'layout undo cell' brings it back\n")
        #expect(try scratch.layout("screens").stdout == "empty\t1\t1\t0\n")
        #expect(!(try scratch.layout("export").stdout.contains(#""cell""#)))
        #expect(try scratch.layout("check").stderr.hasPrefix("checked ") )
        #expect(!(try scratch.layout("check").stdout.contains("cell")))
        for arguments in [["show", "cell"], ["solve", "cell", "--size", "320x200"], ["export", "cell"],
                          ["check", "cell"], ["report", "cell"]] {
            let result = try scratch.layout(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stderr == "layout: error: screen 'cell' was removed (revision 2); 'layout undo cell' brings it back\n",
                    "\(arguments)")
        }
        #expect(try scratch.historySummaries("cell") == ["import screen 'cell' (3 views, 3 constraints)", "screen remove 'cell'"])
        #expect(try scratch.succeeds("undo", "cell")
                == "undid revision 2 (screen remove 'cell') of screen 'cell' (revision 3)\n")
        #expect(try scratch.layout("screens").stdout == "cell\t3\t3\t3\nempty\t1\t1\t0\n")
        try scratch.succeeds("redo", "cell")
        #expect(try scratch.layout("screens").stdout == "empty\t1\t1\t0\n")
        #expect(try scratch.succeeds("revert", "cell", "--to", "1") == "reverted screen 'cell' to revision 1 (revision 5)\n")
        #expect(try scratch.layout("screens").stdout == "cell\t5\t3\t3\nempty\t1\t1\t0\n")
        let replay = try scratch.layout("replay", "cell", "--size", "320x200")
        #expect(replay.stderr == "replayed revisions up to 5: the rebuilt screen equals the stored one\n", "\(replay)")
    }

    @Test func importOverARemovedScreenNeedsReplace() throws {
        let scratch = try imported()
        try scratch.succeeds("screen", "remove", "cell")
        let file = try scratch.file("cell.json", cellDocument)
        let refused = try scratch.layout("import", file)
        #expect(refused.status == 1)
        #expect(refused.stderr == "layout: error: screen 'cell' was removed but keeps its name and history; use --replace to "
                + "import it as its next revision, or --prefix P to import every screen as P + its name\n")
        try scratch.succeeds("import", "--replace", file)
        #expect(try scratch.layout("screens").stdout == "cell\t3\t3\t3\nempty\t1\t1\t0\n")
    }
}

/// `import --prefix P`, and what a name clash suggests.
@Suite struct ImportPrefixTests {
    @Test func prefixNamesEveryImportedScreen() throws {
        let scratch = try Scratch()
        let file = try scratch.file("cell.json", cellDocument)
        try scratch.succeeds("import", file)
        let clash = try scratch.layout("import", file)
        #expect(clash.status == 1)
        #expect(clash.stderr == "layout: error: screen 'cell' already exists; use --replace to import it as its next "
                + "revision, or --prefix P to import every screen as P + its name\n")
        #expect(try scratch.succeeds("import", "--prefix", "Old", file)
                == "imported screen 'Oldcell' (revision 1)\nimported screen 'Oldempty' (revision 1)\n")
        #expect(try scratch.layout("screens").stdout == "cell\t1\t3\t3\nempty\t1\t1\t0\nOldcell\t1\t3\t3\nOldempty\t1\t1\t0\n")
        let exported = try scratch.layout("export", "cell").stdout
        #expect(try scratch.layout("export", "Oldcell").stdout
                == exported.replacingOccurrences(of: #""name": "cell""#, with: #""name": "Oldcell""#))
    }

    @Test func prefixAppliesToInterfaceBuilderScreensToo() throws {
        let scratch = try Scratch()
        let storyboard = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/Hero-Navigation.storyboard").path
        try scratch.succeeds("import", storyboard)
        let plain = try scratch.layout("screens").stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(!plain.isEmpty)
        try scratch.succeeds("import", "--prefix", "Hero", storyboard)
        let all = try scratch.layout("screens").stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(all == plain + plain.map { "Hero" + $0 })
    }
}
