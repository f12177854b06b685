import Foundation
import Testing

/// #24.3, #20.7 through the command line: `solve --device` on a table cell with
/// an accessory gives its content view the device's width less the accessory
/// and the margin beside it, and in landscape on a notched iPhone less the
/// side safe-area insets too; `--size` says the size outright.
@Suite struct CellAccessoryCommandTests {
    static let document = """
        { "layoutDocument": 1, "screens": [ { "name": "cell", "root": "contentView",
          "design": { "width": 348, "height": 44, "freeform": { "width": "device", "height": 44 },
                      "containerWidth": 375, "accessoryWidth": 11 },
          "views": [ { "name": "contentView", "layoutMarginsRule": "tableCellContent" },
                     { "name": "label", "superview": "contentView" } ],
          "constraints": [ { "id": "l", "constraint": "label.leading == contentView.leadingMargin" },
                           { "id": "r", "constraint": "label.trailing == contentView.trailingMargin" },
                           { "id": "t", "constraint": "label.top == contentView.topMargin" },
                           { "id": "b", "constraint": "label.bottom == contentView.bottomMargin" } ] } ] }
        """

    @Test func theContentViewIsNarrowerByTheAccessory() throws {
        let scratch = try Scratch()
        let imported = try scratch.layout("import", try scratch.file("cell.json", Self.document))
        #expect(imported.status == 0, "\(imported)")
        // iPhone 11 (414): 414 - (20 + 11) = 383 wide; its leading margin is the 414-pt screen's 20,
        // its trailing one the 8 to the accessory (#32), and at the bottom 11 less the @2x separator
        // (#32.1.6): 383 - 20 - 8 wide, 44 - 11 - (11 - 0.5) = 22.5 high.
        let portrait = try scratch.layout("solve", "cell", "--device", "iPhone 11")
        #expect(portrait.status == 0, "\(portrait)")
        #expect(portrait.stdout.contains(#""size": { "width": 383, "height": 44 }"#), "\(portrait.stdout)")
        #expect(portrait.stdout.contains(#""label": { "x": 20, "y": 11, "width": 355, "height": 22.5 }"#), "\(portrait.stdout)")
        // iPhone 11 Pro in landscape (812, 44 at each side): 812 - 44 - 44 - (20 + 11) = 693.
        let landscape = try scratch.layout("solve", "cell", "--device", "iPhone 11 Pro", "--orientation", "landscape")
        #expect(landscape.stdout.contains(#""size": { "width": 693, "height": 44 }"#), "\(landscape.stdout)")
        // A size given outright is the content view's.
        let sized = try scratch.layout("solve", "cell", "--device", "iPhone 11", "--size", "414x44")
        #expect(sized.stdout.contains(#""size": { "width": 414, "height": 44 }"#), "\(sized.stdout)")
        // check solves it so on every device: nothing to report.
        let check = try scratch.layout("check", "cell")
        #expect(check.status == 0, "\(check)")
    }

    /// `export --format svg` lays a screen out on a device as `solve --device` does (one request,
    /// `Device.layoutRequest`): the cell's content view is narrowed by its accessory there too.
    @Test func exportedPicturesHaveSolvesFrames() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", Self.document)).status == 0)
        for arguments in [["--device", "iPhone 11"], ["--device", "iPhone 11 Pro", "--orientation", "landscape"],
                          ["--device", "iPhone 8"]] {
            let solved = try LayoutProcess.run(["--db", scratch.database, "solve", "cell"] + arguments, directory: scratch.directory)
            #expect(solved.status == 0, "\(solved)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
            let frames = try #require(json["frames"] as? [String: [String: Double]])
            let exported = try LayoutProcess.run(["--db", scratch.database, "export", "cell", "--format", "svg"] + arguments,
                                                directory: scratch.directory)
            #expect(exported.status == 0, "\(exported)")
            let boxes = try Self.boxes(exported.stdout)
            // The picture's boxes are the frames, moved by where the root's box is drawn, to the
            // hundredth of a point the picture writes (a bottom margin 11 - 1/3 gives 22.333333).
            let origin = try #require(boxes["contentView"])
            for (view, frame) in frames {
                let box = try #require(boxes[view], "\(view) drawn")
                let expected = [(frame["x"] ?? 0) + origin[0], (frame["y"] ?? 0) + origin[1],
                                frame["width"] ?? 0, frame["height"] ?? 0]
                #expect(box.count == 4 && zip(box, expected).allSatisfy { abs($0 - $1) <= 0.005 },
                        "\(arguments) \(view): \(box) against \(expected)")
            }
        }
        // iPhone 11: the content view is 414 - (20 + 11) = 383 wide, as `solve` has it.
        let boxes = try Self.boxes(try scratch.layout("export", "cell", "--format", "svg", "--device", "iPhone 11").stdout)
        #expect(try #require(boxes["contentView"])[2] == 383.0)
        #expect(try #require(boxes["label"])[2] == 383.0 - 20 - 8)
    }

    /// `replay --device` lays each revision out as `solve --device` lays the screen out (one request,
    /// `Device.layoutRequest`): its last line's frames are solve's, the accessory's narrowing included.
    @Test func replayedFramesAreSolves() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", Self.document)).status == 0)
        // A second revision, so that the replay prints more than the import.
        #expect(try scratch.layout("metric", "set", "cell", "gap", "4").status == 0)
        for arguments in [["--device", "iPhone 11"], ["--device", "iPhone 11 Pro", "--orientation", "landscape"],
                          ["--device", "iPhone 8"]] {
            let solved = try LayoutProcess.run(["--db", scratch.database, "solve", "cell", "--no-cache"] + arguments,
                                               directory: scratch.directory)
            #expect(solved.status == 0, "\(solved)")
            let replayed = try LayoutProcess.run(["--db", scratch.database, "replay", "cell"] + arguments,
                                                 directory: scratch.directory)
            #expect(replayed.status == 0, "\(replayed)")
            let lines = replayed.stdout.split(separator: "\n")
            #expect(lines.count == 2, "\(replayed.stdout)")
            let solve = try #require(try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
            let last = try #require(try JSONSerialization.jsonObject(with: Data((lines.last ?? "").utf8)) as? [String: Any])
            #expect(last["revision"] as? Int == 2)
            let solveFrames = try #require(solve["frames"] as? [String: [String: Double]])
            #expect(last["frames"] as? [String: [String: Double]] == solveFrames, "\(arguments)")
            #expect(last["size"] as? [String: Double] == solve["size"] as? [String: Double], "\(arguments)")
        }
        // iPhone 11: the content view is 414 - (20 + 11) = 383 wide in every revision.
        let replayed = try scratch.layout("replay", "cell", "--device", "iPhone 11")
        for line in replayed.stdout.split(separator: "\n") {
            let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect((json["size"] as? [String: Double])?["width"] == 414.0 - (20 + 11), "\(line)")
        }
    }

    /// Each view's box in a picture: `<g class="view" data-view="NAME">` and its `<rect x y width height>`.
    static func boxes(_ svg: String) throws -> [String: [Double]] {
        let pattern = try Regex(#"data-view="([^"]+)"[^>]*>\s*<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([-0-9.]+)" height="([-0-9.]+)""#)
        var boxes: [String: [Double]] = [:]
        for match in svg.matches(of: pattern) {
            let parts = (1...5).compactMap { match.output[$0].substring.map(String.init) }
            guard parts.count == 5 else { continue }
            boxes[parts[0]] = parts.dropFirst().compactMap(Double.init)
        }
        return boxes
    }

    /// #24.3: a legacy design is solved as IB drew it, a device as today's UIKit, and `--era` says it outright.
    static let legacyCell = """
        { "layoutDocument": 1, "screens": [ { "name": "cell", "root": "contentView",
          "design": { "width": 342, "height": 44, "freeform": { "width": "device", "height": 44 },
                      "containerWidth": 375, "accessoryWidth": 11, "era": "legacy" },
          "views": [ { "name": "contentView", "layoutMarginsRule": "tableCellContent" },
                     { "name": "label", "superview": "contentView" } ],
          "constraints": [ { "id": "l", "constraint": "label.leading == contentView.leadingMargin", "when": { "era": "current" } },
                           { "id": "r", "constraint": "label.trailing == contentView.trailing - 8", "when": { "era": "current" } },
                           { "id": "l_legacy", "constraint": "label.leading == contentView.leading + 15", "when": { "era": "legacy" } },
                           { "id": "r_legacy", "constraint": "label.trailing == contentView.trailing - 2", "when": { "era": "legacy" } },
                           { "id": "t", "constraint": "label.top == contentView.top" },
                           { "id": "b", "constraint": "label.bottom == contentView.bottom" } ] } ] }
        """

    @Test func theDesignsEraAndTodays() throws {
        let scratch = try Scratch()
        let imported = try scratch.layout("import", try scratch.file("cell.json", Self.legacyCell))
        #expect(imported.status == 0, "\(imported)")
        // The design (legacy): 15 from the edge, 2 from the accessory: 342 - 15 - 2.
        let design = try scratch.layout("solve", "cell")
        #expect(design.stdout.contains(#""label": { "x": 15, "y": 0, "width": 325, "height": 44 }"#), "\(design.stdout)")
        // The same size today: the 16-pt margin of a 375-pt table, 8 from the accessory: 342 - 16 - 8.
        let today = try scratch.layout("solve", "cell", "--era", "current")
        #expect(today.stdout.contains(#""label": { "x": 16, "y": 0, "width": 318, "height": 44 }"#), "\(today.stdout)")
        // An iPhone 8 is today's UIKit: 375 - (16 + 11) = 348 wide, the label 348 - 16 - 8.
        let device = try scratch.layout("solve", "cell", "--device", "iPhone 8")
        #expect(device.stdout.contains(#""size": { "width": 348, "height": 44 }"#), "\(device.stdout)")
        #expect(device.stdout.contains(#""label": { "x": 16, "y": 0, "width": 324, "height": 44 }"#), "\(device.stdout)")
        // An iPhone 8 as iOS 10 laid it out: narrower by what the design stores, its table's width
        // less its content view's (375 - 342: 15 + 18), so 342 wide, the label 342 - 15 - 2.
        let iOS10 = try scratch.layout("solve", "cell", "--device", "iPhone 8", "--era", "legacy")
        #expect(iOS10.stdout.contains(#""size": { "width": 342, "height": 44 }"#), "\(iOS10.stdout)")
        #expect(iOS10.stdout.contains(#""label": { "x": 15, "y": 0, "width": 325, "height": 44 }"#), "\(iOS10.stdout)")
        let wrong = try scratch.layout("solve", "cell", "--era", "ios10")
        #expect(wrong.status == 64, "\(wrong)")
        #expect(wrong.stderr.contains("ios10"), "\(wrong.stderr)")
    }
}
