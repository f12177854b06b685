import Foundation
import Testing
import TestSupport

/// A row of two views with a conflict switchable by content.
let rowDocument = """
{
  "layoutDocument": 1,
  "screens": [
    {
      "name": "row",
      "root": "content",
      "views": [
        { "name": "content" },
        { "name": "left", "superview": "content" },
        { "name": "right", "superview": "content" },
        { "name": "loose", "superview": "content", "when": { "mode": "loose" } }
      ],
      "metrics": [{ "name": "inset", "value": 10 }],
      "constraints": [
        { "id": "h", "visualFormat": "H:|-inset-[left]-inset-[right(==left)]-inset-|" },
        { "id": "v", "visualFormat": "V:|-inset-[left]-inset-|" },
        { "id": "tops", "constraint": "right.top == left.top" },
        { "id": "heights", "constraint": "right.height == left.height" },
        { "id": "wide", "constraint": "left.width == 500", "when": { "mode": "broken" } },
        { "id": "looseWidth", "constraint": "loose.width == 10", "when": { "mode": "loose" } }
      ]
    }
  ]
}

"""

/// A table cell's content view (UIKit's cell margins) with a label between its margins.
let marginCellDocument = """
{ "layoutDocument": 1, "screens": [ { "name": "cell", "root": "contentView",
  "views": [
    { "name": "contentView", "layoutMarginsRule": "tableCellContent" },
    { "name": "title", "superview": "contentView", "kind": "label", "intrinsicSize": { "width": 100, "height": 21 } }
  ],
  "constraints": [
    { "id": "row", "constraint": "title.leading == contentView.leadingMargin" },
    { "id": "column", "constraint": "title.centerY == contentView.centerY" }
  ] } ] }
"""


/// #20.7, #24: `solve --device` on a cell imported from Interface Builder never
/// takes the device's height: a table cell its content's (self-sizing) or its
/// stored row height, a collection view cell its stored size.
@Suite struct CellOnADeviceCommandTests {
    @Test func aCellOnADeviceKeepsItsOwnHeight() throws {
        let scratch = try Scratch()
        let storyboard = try scratch.file("Cells.storyboard", SampleStoryboards.cells)
        let imported = try scratch.layout("import", storyboard)
        #expect(imported.status == 0, "\(imported)")
        #expect(try scratch.layout("screen", "set", "row", "--self-sizing", "none").status == 0)
        let row = try scratch.layout("solve", "row", "--device", "iPhone 15")
        #expect(row.stdout.contains(#""size": { "width": 393, "height": 59.5 }"#), "\(row)")
        // 20-pt sides on the 393-pt screen (#33.2.5); a bottom margin of 11 less the @3x separator,
        // 1/3 point (#32.1.6): 59.5 - 11 - (11 - 1/3) = 37.833333.
        #expect(row.stdout.contains(#""view1": { "x": 20, "y": 11, "width": 100, "height": 37.833333 }"#), "\(row)")
        let tile = try scratch.layout("solve", "tile", "--device", "iPhone 15")
        #expect(tile.stdout.contains(#""size": { "width": 120, "height": 80 }"#), "\(tile)")
    }
}

/// #24.4: `--container-width`, and `--device`, set the width of the table a cell sits in.
@Suite struct ContainerWidthCommandTests {
    @Test func theTablesWidthSetsACellsMargins() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", marginCellDocument)).status == 0)
        func titleX(_ arguments: String...) throws -> Bool? {
            let result = try LayoutProcess.run(["--db", scratch.database, "solve", "cell", "--size", "348x44"] + arguments,
                                               directory: scratch.directory)
            #expect(result.status == 0, "\(result)")
            if result.stdout.contains(#""title": { "x": 16,"#) { return false }
            if result.stdout.contains(#""title": { "x": 20,"#) { return true }
            return nil
        }
        // A 348-wide content view alone: 16; on a 414-wide screen (beside an accessory): 20;
        // on a 375-wide one 16, on a 393-wide one 20 (#33.2.5).
        #expect(try titleX() == false)
        #expect(try titleX("--container-width", "414") == true)
        #expect(try titleX("--container-width", "375") == false)
        #expect(try titleX("--container-width", "393") == true)
        // A device's width is the table's (in portrait: a 348x44 size alone would mean landscape).
        #expect(try titleX("--device", "iPhone 11", "--orientation", "portrait") == true)
        #expect(try titleX("--device", "iPhone 8", "--orientation", "portrait") == false)
        // The cache tells the requests apart.
        #expect(try titleX("--container-width", "414") == true)
        let bad = try scratch.layout("solve", "cell", "--size", "383x44", "--container-width", "0")
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("container width must be a positive number, found 0"), "\(bad)")
    }
}

@Suite struct SolveCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("row.json", rowDocument)).status == 0)
        return scratch
    }

    @Test func solvePrintsFramesAsJSON() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=plain")
        #expect(result.status == 0, "\(result)")
        let width = (320.0 - 3 * 10) / 2
        #expect(result.stdout.contains(#""left": { "x": 10, "y": 10, "width": \#(Int(width)), "height": \#(200 - 2 * 10) }"#))
        #expect(result.stdout.contains(#""right": { "x": \#(Int(10 + width + 10)), "y": 10, "width": \#(Int(width)), "height": 180 }"#))
        #expect(result.stdout.contains(#""cached": false"#))
        let again = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=plain")
        #expect(again.stdout.contains(#""cached": true"#))
        let bypass = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=plain", "--no-cache")
        #expect(bypass.stdout.contains(#""cached": false"#))
    }

    @Test func tableHasAlignedColumns() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=plain", "--format", "table")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "view       x   y  width  height  note")
        #expect(lines[2] == "content    0   0    320     200")
        #expect(lines[3] == "left      10  10    145     180")
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func deviceGivesSizeClassesAndSafeArea() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--device", "iphone se (3rd generation)", "--orientation", "landscape",
                                        "--content", "mode=plain")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains(#""size": { "width": 667, "height": 375 }"#))
        #expect(result.stdout.contains(#""traits": { "orientation": "landscape", "widthClass": "compact", "heightClass": "compact" }"#))
        let unknown = try scratch.layout("solve", "row", "--device", "iPhone 51")
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "layout: error: unknown device 'iPhone 51' (did you mean 'iPhone 11'?); 'layout devices' lists them\n")
    }

    @Test func devicesResolveByPartOfANameOrInterfaceBuilderID() throws {
        let scratch = try imported()
        let mini = try scratch.layout("solve", "row", "--device", "iPad mini", "--content", "mode=plain")
        #expect(mini.status == 0, "\(mini)")
        #expect(mini.stdout.contains(#""size": { "width": 744, "height": 1133 }"#))
        let canvas = try scratch.layout("solve", "row", "--device", "retina4_7", "--content", "mode=plain")
        #expect(canvas.status == 0, "\(canvas)")
        #expect(canvas.stdout.contains(#""size": { "width": 375, "height": 667 }"#))
        let ambiguous = try scratch.layout("solve", "row", "--device", "iPhone SE")
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stdout == "")
        #expect(ambiguous.stderr == "layout: error: device 'iPhone SE' matches 3 devices: 'iPhone SE (1st generation)', "
                + "'iPhone SE (2nd generation)', 'iPhone SE (3rd generation)'; name one of them\n")
    }

    @Test func strictExitsThreeOnConflicts() throws {
        let scratch = try imported()
        let loose = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken")
        #expect(loose.status == 0)
        #expect(loose.stdout.contains(#""broken": "#))
        let strict = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken", "--strict")
        #expect(strict.status == 3)
        #expect(strict.stdout.contains(#""unsatisfiable": ["#))
        // The conflict's report (DiagnosticReportTests), then the error.
        #expect(strict.stderr.hasPrefix("unsatisfiable: gave up wide;"))
        #expect(strict.stderr.hasSuffix("\nlayout: error: screen 'row' is unsatisfiable\n"))
        let ambiguous = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=loose", "--strict")
        #expect(ambiguous.status == 3)
        #expect(ambiguous.stdout.contains(#""view": "loose""#))
    }

    @Test func badSizesAreUsageErrors() throws {
        let scratch = try imported()
        for size in ["0x-5", "320", "axb", "320x0", "infx2", ""] {
            let result = try scratch.layout("solve", "row", "--size", size)
            #expect(result.status == 64, "\(size): \(result)")
            #expect(result.stderr.hasPrefix("layout: error: "), "\(size)")
            #expect(result.stdout == "")
        }
        let message = try scratch.layout("solve", "row", "--size", "0x-5").stderr
        #expect(message.contains("width must be a positive number, found 0"))
        let missing = try scratch.layout("solve", "row")
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("--size"))
    }

    @Test func badRequestFlagsAreUsageErrors() throws {
        let scratch = try imported()
        for flags in [["--safe-area", "1,2,3"], ["--safe-area", "1,2,3,-4"], ["--keyboard", "-5"], ["--keyboard", "tall"],
                      ["--content", "images"], ["--orientation", "sideways"], ["--width-class", "huge"], ["--direction", "up"]] {
            let result = try scratch.layout(["solve", "row", "--size", "320x200"] + flags)
            #expect(result.status == 64, "\(flags): \(result)")
            #expect(result.stderr.hasPrefix("layout: error: "), "\(flags)")
        }
        let insets = try scratch.layout(["solve", "row", "--size", "320x200", "--content", "mode=plain",
                                         "--safe-area", "20,0,10,0", "--keyboard", "30", "--direction", "rtl"])
        #expect(insets.status == 0, "\(insets)")
    }

    @Test func unknownScreenIsAnError() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "rwo", "--size", "320x200")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("layout: error: "))
        #expect(result.stderr.contains("'rwo'"))
    }

    @Test func svgDrawsTheSolvedScreen() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "row", "--size", "320x200", "--content", "mode=broken", "--format", "svg")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("<svg "))
        #expect(result.stdout.contains("data-view=\"left\""))
        #expect(result.stdout.contains("unsatisfiable: gave up"))
        let exported = try scratch.layout("export", "--format", "svg", "--size", "320x200")
        #expect(exported.status == 0)
        #expect(exported.stdout.contains("data-screen=\"row\""))
    }

    @Test func explainNamesTheConstraints() throws {
        let scratch = try imported()
        let result = try scratch.layout("explain", "row", "right", "--size", "320x200", "--content", "mode=plain")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("right in content: x 165, y 10, width 145, height 180"))
        #expect(result.stdout.contains("h#"))
        let unknown = try scratch.layout("explain", "row", "rihgt", "--size", "320x200")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("did you mean 'right'?"))
    }

    @Test func explainJSONGivesEachFieldAsASum() throws {
        let scratch = try imported()
        let result = try scratch.layout("explain", "row", "right", "--size", "320x200", "--content", "mode=plain", "--json")
        #expect(result.status == 0, "\(result)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let x = try #require(object["x"] as? [String: Any])
        // right.x = 10 + left.width + 10, left.width = (320 - 3 * 10) / 2.
        let leftWidth: Double = (320 - 3 * 10) / 2
        #expect(x["value"] as? Double == 10 + leftWidth + 10)
        let terms = try #require(x["constraints"] as? [[String: Any]])
        #expect(terms.compactMap { $0["id"] as? String } == ["content:width", "h#1", "h#2", "h#3", "h#4"])
        let sum = terms.reduce(0.0) { $0 + ($1["constant"] as? Double ?? .nan) * ($1["coefficient"] as? Double ?? .nan) }
        #expect(sum == 10 + leftWidth + 10)
        // The same value as the chain an engineer reads, and the text form prints it too.
        #expect(x["expression"] as? [String] == ["x = 10 + left.width + 10", "left.width = (320 - 30) / 2"])
        let text = try scratch.layout("explain", "row", "right", "--size", "320x200", "--content", "mode=plain")
        #expect(text.stdout.contains("  that is: x = 10 + left.width + 10\n    where left.width = (320 - 30) / 2\n"), "\(text)")
    }

    @Test func checkReportsWhereProblemsHappen() throws {
        let scratch = try imported()
        let result = try scratch.layout("check")
        #expect(result.status == 3, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Each problem happens in both orientations: one entry each, listing where.
        #expect(lines.contains { $0.hasPrefix("row  unsatisfiable: gave up") && $0.hasSuffix("in 2 places") })
        #expect(lines.contains("  portrait  mode=broken  on every device"))
        #expect(lines.contains("row  ambiguous: loose (centerX, centerY, height)  in 2 places"))
        #expect(lines.contains("  landscape  mode=loose  on every device"))
        #expect(!lines.contains { $0.contains("mode=plain") })
        // Every catalogue device in both orientations, for each of the two content values.
        #expect(result.stderr == "checked \(try catalogueSize() * 2 * 2) layouts of 1 screen: 2 problems\n")
    }

    @Test func checkPassesACleanScreen() throws {
        let scratch = try imported()
        #expect(try scratch.layout("constraint", "remove", "row", "wide").status == 0)
        #expect(try scratch.layout("constraint", "add", "row", "loose.height == 10", "--when", "mode=loose").status == 0)
        #expect(try scratch.layout("constraint", "add", "row", "loose.top == superview.top", "--when", "mode=loose").status == 0)
        #expect(try scratch.layout("constraint", "add", "row", "loose.left == superview.left", "--when", "mode=loose").status == 0)
        let result = try scratch.layout("check", "row")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "")
        #expect(result.stderr == "checked \(try catalogueSize() * 2) layouts of 1 screen: no conflicts or ambiguity\n")
    }

    @Test func replayPrintsFramesPerRevision() throws {
        let scratch = try imported()
        #expect(try scratch.layout("metric", "set", "row", "inset", "20").status == 0)
        let result = try scratch.layout("replay", "row", "--size", "320x200", "--content", "mode=plain")
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].contains(#""revision": 1,"#))
        #expect(lines[0].contains(#""left": { "x": 10, "y": 10, "width": 145,"#))
        #expect(lines[1].contains(#""left": { "x": 20, "y": 20, "width": \#((320 - 3 * 20) / 2),"#))
        #expect(result.stderr.contains("equals the stored one"))
    }
}

/// How many devices `layout devices` lists.
func catalogueSize() throws -> Int {
    try LayoutProcess.run(["devices", "--json"]).stdout.components(separatedBy: #"{ "name": "#).count - 1
}
