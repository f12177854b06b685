import Foundation
import Testing

/// A self-sizing cell: two labels in a column. At a fixed height the extra
/// space could go to either label (equal hugging): ambiguous. With its
/// height left to the content it is 20 + 21 + 8 + 60 + 20 tall (`|-` is 20,
/// `]-[` is 8) and clean.
let labelCellDocument = """
{
  "layoutDocument": 1,
  "screens": [
    {
      "name": "labelCell",
      "root": "contentView",
      "views": [
        { "name": "contentView" },
        { "name": "title", "superview": "contentView", "kind": "label", "intrinsicSize": { "width": 200, "height": 21 } },
        { "name": "body", "superview": "contentView", "kind": "label", "intrinsicSize": { "width": 300, "height": 60 } }
      ],
      "constraints": [
        { "id": "titleRow", "visualFormat": "H:|-[title]-|" },
        { "id": "bodyRow", "visualFormat": "H:|-[body]-|" },
        { "id": "column", "visualFormat": "V:|-[title]-[body]-|" }
      ]
    }
  ]
}

"""

/// A note above a button that sits 8 above the keyboard: the note needs 100
/// points, so on a screen of height H with safe-area top T it fits while
/// H - T - 8 - 8 - 44 - 8 - keyboard >= 100.
let keyboardDocument = """
{
  "layoutDocument": 1,
  "screens": [
    {
      "name": "note",
      "root": "view",
      "views": [
        { "name": "view" },
        { "name": "textView", "superview": "view" },
        { "name": "button", "superview": "view" }
      ],
      "constraints": [
        { "id": "edges", "visualFormat": "H:|-[textView]-|" },
        { "id": "buttonEdges", "visualFormat": "H:|-[button]-|" },
        { "id": "column", "visualFormat": "V:[textView(>=100)]-[button(44)]" },
        { "id": "top", "constraint": "textView.top == safeArea.top + 8" },
        { "id": "keyboard", "constraint": "button.bottom == keyboard.top - 8" }
      ]
    }
  ]
}

"""

/// `layout check` for real screens: self-sizing screens, `--size Wxauto`,
/// `--keyboard`, `--device` subsets, `--content`, `--json`; and `layout
/// screen set --self-sizing`.
@Suite struct CheckCommandTests {
    private func imported(_ documents: (String, String)...) throws -> Scratch {
        let scratch = try Scratch()
        for (name, text) in documents {
            #expect(try scratch.layout("import", try scratch.file(name, text)).status == 0)
        }
        return scratch
    }

    /// The catalogue's size, as `layout devices` lists it (one line per device under a header).
    static let deviceCount: Int = {
        let listed = try? LayoutProcess.run(["devices"])
        return (listed?.stdout.split(separator: "\n").count ?? 1) - 1
    }()

    @Test func aCellSolvedAtDeviceHeightsIsAmbiguousOnEveryDevice() throws {
        let scratch = try imported(("cell.json", labelCellDocument))
        let result = try scratch.layout("check", "labelCell")
        #expect(result.status == 3)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Each problem happens in both orientations: one entry each, listing both.
        let title = try #require(lines.firstIndex(of: "labelCell  ambiguous: title (height)  in 2 places"))
        #expect(Array(lines[(title + 1)...(title + 2)]) == ["  portrait  -  on every device", "  landscape  -  on every device"])
        #expect(lines[title + 3].hasPrefix("  (details as solved on iPhone SE (1st generation) in portrait; "))
        // The two labels share the cell's spare height at hugging 250: a tie, and the advice says so (#32 2.2).
        #expect(lines.contains("      title's height is free: it ties with body's, both held only at priority 250 "
                               + "(its content hugging, body's content hugging), so the space can go to either; "
                               + "make one of them higher (e.g. title's content hugging @251)"))
        #expect(lines.contains("labelCell  ambiguous: body (centerY, height)  in 2 places"))
        #expect(lines.contains("      body's vertical position moves with its height, which ties with title's (below)"))
        #expect(lines.filter { $0.hasPrefix("labelCell") }.count == 2)
        #expect(result.stderr == "checked \(2 * CheckCommandTests.deviceCount) layouts of 1 screen: 2 problems\n")
    }

    @Test func aSelfSizingScreenIsCheckedAtEachDeviceWidthWithAutoHeight() throws {
        let scratch = try imported(("cell.json", labelCellDocument))
        let set = try scratch.layout("screen", "set", "labelCell", "--self-sizing", "height")
        #expect(set.status == 0, "\(set)")
        #expect(set.stderr == "set screen 'labelCell' self-sizing to height (revision 2)\n")
        let result = try scratch.layout("check", "labelCell")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "checked \(2 * CheckCommandTests.deviceCount) layouts of 1 screen: no conflicts or ambiguity\n")
        // What it checks: the device's width, the content's height.
        let solved = try scratch.layout("solve", "labelCell", "--size", "393xauto", "--format", "table")
        #expect(solved.stdout.contains("393x\(20 + 21 + 8 + 60 + 20)"), "\(solved)")
        // So does `solve --device`: the device's width, never its height; the second answer
        // comes from the cache (the fast path must not answer with the device's full screen).
        for _ in 0..<2 {
            let onDevice = try scratch.layout("solve", "labelCell", "--device", "iPhone 15", "--format", "table")
            #expect(onDevice.stdout.hasPrefix("labelCell  393x\(20 + 21 + 8 + 60 + 20)  portrait"), "\(onDevice)")
            let explained = try scratch.layout("explain", "labelCell", "contentView", "--device", "iPhone 15", "--json")
            #expect(explained.status == 0, "\(explained)")
        }
        // Self-sizing along the width keeps the device's height: the labels' ambiguity is back.
        #expect(try scratch.layout("screen", "set", "labelCell", "--self-sizing", "width").status == 0)
        let widthOnly = try scratch.layout("check", "labelCell")
        #expect(widthOnly.status == 3)
        #expect(widthOnly.stdout.contains("labelCell  ambiguous: title (height)  in 2 places\n  portrait  -  on every device\n"))
    }

    @Test func selfSizingIsStoredShownExportedAndInTheHistory() throws {
        let scratch = try imported(("cell.json", labelCellDocument))
        #expect(try scratch.layout("screen", "set", "labelCell", "--self-sizing", "height").status == 0)
        #expect(try scratch.layout("show", "labelCell").stdout
            .hasPrefix("labelCell  (root contentView, revision 2, self-sizing height)\n"))
        let exported = try scratch.layout("export", "labelCell").stdout
        #expect(exported.contains(#""root": "contentView",\#n      "selfSizing": "height",\#n      "views""#), "\(exported)")
        let history = try scratch.layout("history", "labelCell").stdout.split(separator: "\n")
        #expect(history.count == 2)
        #expect(history.last?.hasSuffix("screen set self-sizing: none -> height") == true, "\(history)")
        let replay = try scratch.layout("replay", "labelCell", "--size", "320xauto")
        #expect(replay.status == 0)
        #expect(replay.stderr.contains("the rebuilt screen equals the stored one"))
        // none takes it back, as a new revision; undo restores it.
        #expect(try scratch.layout("screen", "set", "labelCell", "--self-sizing", "none").status == 0)
        #expect(!(try scratch.layout("export", "labelCell").stdout.contains("selfSizing")))
        #expect(try scratch.layout("undo", "labelCell").status == 0)
        #expect(try scratch.layout("export", "labelCell").stdout.contains(#""selfSizing": "height""#))
        // Export then import keeps it.
        let file = try scratch.file("again.json", try scratch.layout("export", "labelCell").stdout)
        #expect(try scratch.layout("import", "--replace", file).status == 0)
        #expect(try scratch.layout("check", "labelCell").status == 0)
    }

    @Test func badSelfSizingInputChangesNothing() throws {
        let scratch = try imported(("cell.json", labelCellDocument))
        let badSide = try scratch.layout("screen", "set", "labelCell", "--self-sizing", "tall")
        #expect(badSide.status == 64)
        #expect(badSide.stderr.hasPrefix("layout: error: "))
        let missing = try scratch.layout("screen", "set", "labelCell")
        #expect(missing.status == 64)
        let unknown = try scratch.layout("screen", "set", "labelcel", "--self-sizing", "height")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("'labelcel'"))
        #expect(try scratch.layout("history", "labelCell").stdout.split(separator: "\n").count == 1)
        // In a document, an unknown side is an error naming the field and the choices.
        let document = labelCellDocument.replacingOccurrences(of: #""root": "contentView","#,
                                                              with: #""root": "contentView", "selfSizing": "hieght","#)
        let imported = try scratch.layout("import", "--replace", try scratch.file("bad.json", document))
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("field 'selfSizing' must be one of width, height, found 'hieght'"), "\(imported)")
        #expect(imported.stderr.contains("did you mean 'height'?"))
    }

    @Test func sizeWithAutoHeightChecksOneSize() throws {
        let scratch = try imported(("cell.json", labelCellDocument))
        let open = try scratch.layout("check", "labelCell", "--size", "320xauto")
        #expect(open.status == 0, "\(open)")
        #expect(open.stderr == "checked 1 layout of 1 screen: no conflicts or ambiguity\n")
        let fixed = try scratch.layout("check", "labelCell", "--size", "320x480")
        #expect(fixed.status == 3)
        #expect(fixed.stdout.contains("labelCell  portrait  -  ambiguous: title (height)  on 320x480\n"))
        let both = try scratch.layout("check", "labelCell", "--size", "320xauto", "--device", "iPhone 15")
        #expect(both.status == 64)
        #expect(both.stderr == "layout: error: give --size or --device, not both\n")
        let bad = try scratch.layout("check", "labelCell", "--size", "320xtall")
        #expect(bad.status == 64)
    }

    @Test func deviceChoosesASubset() throws {
        let scratch = try imported(("cell.json", labelCellDocument))
        let result = try scratch.layout("check", "labelCell", "--device", "iPhone 15", "--device", "iphone-8")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr == "checked 4 layouts of 1 screen: 2 problems\n")
        #expect(result.stdout.contains("ambiguous: title (height)  in 2 places\n  portrait  -  on iPhone 15, iPhone 8\n"),
                "\(result)")
        let typo = try scratch.layout("check", "labelCell", "--device", "iPhone 51")
        #expect(typo.status == 1)
        #expect(typo.stderr == "layout: error: unknown device 'iPhone 51' (did you mean 'iPhone 11'?); "
                + "'layout devices' lists them\n")
        #expect(typo.stdout == "")
    }

    /// iPhone SE: 375 x 667, safe-area top 20 in portrait, 0 in landscape.
    /// The note fits while 667 - 20 - 68 - 100 >= keyboard (479) in portrait
    /// and 375 - 0 - 68 - 100 >= keyboard (207) in landscape.
    @Test func keyboardHeightTakesSpaceOnEveryLayout() throws {
        let scratch = try imported(("note.json", keyboardDocument))
        let device = ["--device", "iPhone SE (3rd generation)"]
        let short = try scratch.layout(["check", "note", "--keyboard", "207"] + device)
        #expect(short.status == 0, "\(short)")
        let middle = try scratch.layout(["check", "note", "--keyboard", "208"] + device)
        #expect(middle.status == 3)
        let lines = middle.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("note  ") }.count == 1)
        #expect(lines.first?.hasPrefix("note  landscape  -  unsatisfiable: gave up ") == true, "\(middle)")
        #expect(lines.contains { $0.contains("keyboard:height") && $0.contains("keyboard height") })
        #expect(try scratch.layout(["check", "note", "--keyboard", "479"] + device).stdout
            .split(separator: "\n").filter { $0.hasPrefix("note  ") }.count == 1)
        let tall = try scratch.layout(["check", "note", "--keyboard", "480"] + device)
        #expect(tall.stdout.split(separator: "\n").filter { $0.hasPrefix("note  ") }.count == 2)
        let negative = try scratch.layout("check", "note", "--keyboard=-1")
        #expect(negative.status == 64)
    }

    @Test func contentFixesAValueAndTheOthersStillVary() throws {
        let scratch = try imported(("row.json", rowDocument))
        let all = try scratch.layout("check", "row")
        // mode=plain is in no condition: the values tried are broken and loose.
        #expect(all.stderr == "checked \(2 * 2 * CheckCommandTests.deviceCount) layouts of 1 screen: 2 problems\n")
        let plain = try scratch.layout("check", "row", "--content", "mode=plain")
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.stderr == "layout: warning: no condition of screen 'row' mentions mode=plain; it mentions mode=broken|loose\n"
            + "checked \(2 * CheckCommandTests.deviceCount) layouts of 1 screen: no conflicts or ambiguity\n")
        let broken = try scratch.layout("check", "row", "--content", "mode=broken", "--device", "iPhone 8")
        #expect(broken.status == 3)
        let lines = broken.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "row  unsatisfiable: gave up wide; conflict: content:width, "
                + "h#1, h#2, h#3, h#4, wide  in 2 places")
        #expect(Array(lines[1...3]) == ["  portrait  mode=broken  on iPhone 8", "  landscape  mode=broken  on iPhone 8",
                                        "  (details as solved on iPhone 8 in portrait with mode=broken; numbers elsewhere may differ)"])
        // The members as the first device where it happens (375 wide in portrait) has them, indented.
        let first = DiagnosticReportTests.wideConflict(width: 375).dropFirst().map { "    " + $0 }
        #expect(Array(lines[4..<(4 + first.count)]) == first)
    }

    @Test func jsonPrintsOneObjectPerFinding() throws {
        let scratch = try imported(("row.json", rowDocument))
        let result = try scratch.layout("check", "row", "--json", "--device", "iPhone 15")
        #expect(result.status == 3)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let objects = try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        let conflict = try #require(objects.first { $0["kind"] as? String == "unsatisfiable" })
        #expect(conflict["screen"] as? String == "row")
        #expect(conflict["orientation"] as? String == "portrait")
        #expect(conflict["content"] as? [String: String] == ["mode": "broken"])
        #expect(conflict["devices"] as? [String] == ["iPhone 15"])
        #expect(conflict["broken"] as? String == "wide")
        #expect(conflict["conflict"] as? [String] == ["content:width", "h#1", "h#2", "h#3", "h#4", "wide"])
        let members = try #require(conflict["members"] as? [[String: Any]])
        #expect(members.map { $0["id"] as? String } == ["content:width", "h#1", "h#2", "h#3", "h#4", "wide"])
        #expect(members.map { $0["broken"] as? Bool } == [false, false, false, false, false, true])
        #expect(members[0]["constraint"] as? String == "content.width == 393 (requested width)")
        #expect(members[0]["entry"] == nil)
        #expect(members[2]["entry"] as? String == "h")
        #expect(members[2]["format"] as? String == DiagnosticReportTests.format)
        let format = DiagnosticReportTests.format
        let connection = try #require(format.range(of: "]-inset-[")).lowerBound
        let start = format.distance(from: format.startIndex, to: connection) + 1
        #expect(members[2]["range"] as? [Int] == [start, start + "-inset-".count])
        #expect(members[2]["views"] as? [String] == ["left", "right"])
        #expect(members[5]["constraint"] as? String == "left.width == 500 @1000")
        let ambiguity = try #require(objects.first { $0["kind"] as? String == "ambiguous" })
        #expect(ambiguity["view"] as? String == "loose")
        #expect(ambiguity["attributes"] as? [String] == ["centerX", "centerY", "height"])
        #expect((ambiguity["advice"] as? [String])?.first
            == "loose's horizontal position is free: add a leading, trailing or centerX constraint")
        #expect(result.stderr == "checked 4 layouts of 1 screen: 2 problems\n")
    }

    /// The tour's own finding: the four-image cell is over-constrained on purpose.
    @Test func theTutorialFourImageCellConflictsOnEveryDevice() throws {
        let scratch = try Scratch()
        let tutorials = LayoutProcess.packageRoot.appendingPathComponent("Examples/tutorials.json").path
        #expect(try scratch.layout("import", tutorials).status == 0)
        let result = try scratch.layout("check", "imageCell", "--content", "images=4", "--json")
        #expect(result.status == 3)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)  // portrait and landscape
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["broken"] as? String == "columnWidth")
            #expect((object["devices"] as? [String])?.count == CheckCommandTests.deviceCount)
        }
        #expect(try scratch.layout("check", "imageCell", "--content", "images=3").status == 0)
    }
}
