import Foundation
import Testing

/// `redo`, `view rename|move|set`, `metric remove`, `constraint set --relation|--when`,
/// and what `undo`, `revert` and `replay` say.
@Suite struct EditingCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        return scratch
    }

    @Test func replayFromAfterToIsAUsageError() throws {
        let scratch = try imported()
        #expect(try scratch.layout("metric", "set", "cell", "inset", "6").status == 0)
        let before = try scratch.snapshot()
        for (arguments, message) in [
            (["--from", "5", "--to", "3"], "layout: error: --from 5 is after --to 3; give --from at most --to\n"),
            (["--to", "0"], "layout: error: --to must be a revision number, 1 or more, found 0\n"),
        ] {
            let result = try scratch.layout(["replay", "cell", "--size", "320x200"] + arguments)
            #expect(result.status == 64, "\(result)")
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(try scratch.snapshot() == before)
        }
        let fine = try scratch.layout("replay", "cell", "--size", "320x200", "--from", "2", "--to", "2")
        #expect(fine.status == 0)
        #expect(fine.stdout.split(separator: "\n").count == 1)
    }

    @Test func revertToTheCurrentRevisionSaysSoAndRecordsNothing() throws {
        let scratch = try imported()
        #expect(try scratch.layout("metric", "set", "cell", "inset", "6").status == 0)
        let before = try scratch.snapshot()
        let current = try scratch.layout("revert", "cell", "--to", "2")
        #expect(current.status == 0)
        #expect(current.stdout == "")
        #expect(current.stderr == "screen 'cell' is at revision 2 already; nothing recorded\n")
        #expect(try scratch.snapshot() == before)
        #expect(try scratch.layout("undo", "cell").status == 0)
        let same = try scratch.layout("revert", "cell", "--to", "1")
        #expect(same.stderr == "screen 'cell' is already as it was at revision 1; nothing recorded (revision 3)\n")
        #expect(try scratch.layout("screens").stdout.hasPrefix("cell\t3\t"))
    }

    @Test func undoAndRedoSayWhichEdit() throws {
        let scratch = try imported()
        #expect(try scratch.layout("constraint", "add", "cell", "title.height == 30 @750", "--id", "tall").status == 0)
        let undo = try scratch.layout("undo", "cell")
        #expect(undo.status == 0)
        #expect(undo.stdout == "")
        #expect(undo.stderr == "undid revision 2 (constraint add 'tall': title.height == 30 @750) of screen 'cell' (revision 3)\n")
        #expect(!(try scratch.layout("show", "cell").stdout.contains("tall")))
        let redo = try scratch.layout("redo", "cell")
        #expect(redo.status == 0)
        #expect(redo.stderr == "redid revision 2 (constraint add 'tall': title.height == 30 @750) of screen 'cell' (revision 4)\n")
        #expect(try scratch.layout("show", "cell").stdout.contains("title.height == 30 @750"))
        let before = try scratch.snapshot()
        let again = try scratch.layout("redo", "cell")
        #expect(again.status == 1)
        #expect(again.stderr == "layout: error: nothing to redo in screen 'cell': every undone edit has been made again\n")
        #expect(try scratch.snapshot() == before)
        let history = try scratch.layout("history", "cell").stdout.split(separator: "\n")
        #expect(history.map { $0.split(separator: "\t").last.map(String.init) ?? "" }.suffix(2)
                == ["undo revision 2", "redo revision 2"])
        let replay = try scratch.layout("replay", "cell", "--size", "320x200")
        #expect(replay.status == 0)
        #expect(replay.stderr == "replayed revisions up to 4: the rebuilt screen equals the stored one\n")
    }

    @Test func viewRenameMoveAndSet() throws {
        let scratch = try imported()
        let rename = try scratch.layout("view", "rename", "cell", "icon", "avatar")
        #expect(rename.status == 0)
        #expect(rename.stderr == "renamed view 'icon' of screen 'cell' to 'avatar' (revision 2)\n")
        let shown = try scratch.layout("show", "cell").stdout
        #expect(shown.contains("H:|-inset-[avatar(40)]-[title]-inset-|"))
        #expect(shown.contains("avatar.top == superview.top + inset"))
        #expect(shown.contains("avatar.height == avatar.width"))
        #expect(!shown.contains("icon.") && !shown.contains("[icon"))

        #expect(try scratch.layout("view", "add", "cell", "badge", "--superview", "content").status == 0)
        let move = try scratch.layout("view", "move", "cell", "badge", "--superview", "avatar")
        #expect(move.status == 0)
        #expect(move.stderr == "moved view 'badge' of screen 'cell' into 'avatar' (revision 4)\n")
        #expect(try scratch.layout("show", "cell").stdout.contains("├─ avatar (imageView)\n  │  └─ badge"))

        let set = try scratch.layout("view", "set", "cell", "badge", "--intrinsic", "20x20", "--hugging", "251",
                                     "--compression-resistance", "750,999", "--kind", "label")
        #expect(set.status == 0, "\(set)")
        let exported = try scratch.layout("export").stdout
        #expect(exported.contains(#""name": "badge""#))
        #expect(exported.contains(#""intrinsicSize": { "width": 20, "height": 20 }"#), "\(exported)")
        #expect(exported.contains(#""hugging": { "horizontal": 251, "vertical": 251 }"#))
        #expect(exported.contains(#""compressionResistance": { "horizontal": 750, "vertical": 999 }"#))
        // The change reaches a solve: 20x20 intrinsic, required enough to hold here.
        let frames = try scratch.layout("solve", "cell", "--size", "320x200")
        #expect(frames.stdout.contains(#""badge": { "x": 0, "y": 0, "width": 20, "height": 20 }"#), "\(frames.stdout)")
        #expect(try scratch.layout("view", "set", "cell", "badge", "--intrinsic", "none").status == 0)
        #expect(!(try scratch.layout("export").stdout.contains(#""width": 20, "height": 20"#)))
        let history = try scratch.layout("history", "cell").stdout
        #expect(history.contains("view set 'badge': kind view -> label, intrinsicSize none -> 20x20, hugging none -> 251,251, "
            + "compressionResistance none -> 750,999"), "\(history)")
        #expect(try scratch.layout("replay", "cell", "--size", "320x200").status == 0)
    }

    @Test func metricRemoveAndConstraintSetRelationAndCondition() throws {
        let scratch = try imported()
        #expect(try scratch.layout("metric", "set", "cell", "gap", "4", "--when", "orientation=landscape").status == 0)
        let removed = try scratch.layout("metric", "remove", "cell", "gap", "--when", "orientation=landscape")
        #expect(removed.status == 0)
        #expect(removed.stderr == "removed the value of metric 'gap' when orientation=landscape from screen 'cell' (revision 3)\n")
        #expect(!(try scratch.layout("show", "cell").stdout.contains("gap")))

        let relation = try scratch.layout("constraint", "set", "cell", "square", "--relation", ">=")
        #expect(relation.status == 0)
        #expect(try scratch.layout("show", "cell").stdout.contains("icon.height >= icon.width"))
        #expect(try scratch.layout("constraint", "set", "cell", "row", "--when", "images=2", "--when", "images=3").status == 0)
        #expect(try scratch.layout("export").stdout.contains(#""when": { "images": [2, 3] }"#))
        #expect(try scratch.layout("constraint", "set", "cell", "row", "--always").status == 0)
        #expect(!(try scratch.layout("export").stdout.contains(#""when""#)))
        #expect(try scratch.layout("replay", "cell", "--size", "320x200").status == 0)
    }

    @Test func refusedEditsChangeNothing() throws {
        let scratch = try imported()
        let before = try scratch.snapshot()
        let failures: [([String], String)] = [
            (["redo", "cell"], "layout: error: nothing to redo in screen 'cell': no edit has been undone\n"),
            (["view", "rename", "cell", "icon", "2bad"],
             "layout: error: view name '2bad' must start with a letter or '_' and hold only letters, digits and '_'\n"),
            (["view", "rename", "cell", "icon", "title"], "layout: error: screen 'cell' already has a view 'title'\n"),
            (["view", "rename", "cell", "icn", "x"], "layout: error: screen 'cell' has no view 'icn' (did you mean 'icon'?)\n"),
            (["view", "move", "cell", "content", "--superview", "icon"],
             "layout: error: view 'content' is the root of screen 'cell' and cannot be moved\n"),
            (["metric", "remove", "cell", "inset"],
             "layout: error: metric 'inset' is used by constraints 'row', 'top' of screen 'cell'; change or remove them first\n"),
            (["constraint", "set", "cell", "row", "--relation", "<="], "layout: error: constraint 'row' of screen 'cell' is a "
                + "visual format; its constants and priorities are part of the format: remove it and add the changed format\n"),
        ]
        for (arguments, message) in failures {
            let result = try scratch.layout(arguments)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
        }
        let usage: [[String]] = [
            ["constraint", "set", "cell", "square", "--relation", "=<"], ["constraint", "set", "cell", "row", "--always",
            "--when", "images=2"], ["view", "set", "cell", "icon"], ["view", "set", "cell", "icon", "--hugging", "2000"],
            ["view", "move", "cell", "icon"], ["metric", "remove", "cell", "inset", "--all", "--when", "images=1"],
            ["view", "rename", "cell", "icon"], ["revert", "cell", "--to", "0"],
        ]
        for arguments in usage {
            let result = try scratch.layout(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix("layout: error: "), "\(arguments)")
            #expect(try scratch.snapshot() == before, "\(arguments)")
        }
    }

    @Test func newCommandsHaveHelpWithExamples() throws {
        for command in [["redo"], ["view", "rename"], ["view", "move"], ["view", "set"], ["metric", "remove"], ["metric"]] {
            let result = try LayoutProcess.run(command + ["--help"])
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout.contains("Examples:"), "\(command)")
        }
    }
}
