import Foundation
import Testing

/// `layout view stack`: a stack view's own properties and its variations
/// (`stackVariations`), checked through what the layout then does.
@Suite struct StackCommandTests {
    /// A horizontal stack pinned to the root's top leading corner, sized by its two
    /// arranged views: `first` 100x40 and `second` 60x40, 8 apart.
    static let document = """
        { "layoutDocument": 1, "screens": [ { "name": "bar", "root": "root",
          "views": [
            { "name": "root" },
            { "name": "row", "superview": "root", "kind": "stack", "axis": "horizontal", "spacing": 8 },
            { "name": "first", "superview": "row", "intrinsicSize": { "width": 100, "height": 40 } },
            { "name": "second", "superview": "row", "intrinsicSize": { "width": 60, "height": 40 } },
            { "name": "note", "superview": "root", "kind": "label", "text": "Hi" }
          ],
          "constraints": [
            { "id": "rowH", "visualFormat": "H:|[row]" },
            { "id": "rowV", "visualFormat": "V:|[row]" },
            { "id": "noteH", "visualFormat": "H:|[note]" },
            { "id": "noteV", "visualFormat": "V:[note]|" }
          ] } ] }
        """

    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("bar.json", Self.document)).status == 0)
        return scratch
    }

    private func frames(_ scratch: Scratch, landscape: Bool) throws -> [String: [String: Double]] {
        let result = landscape
            ? try scratch.layout("solve", "bar", "--size", "480x320", "--orientation", "landscape")
            : try scratch.layout("solve", "bar", "--size", "320x480")
        #expect(result.status == 0, "\(result)")
        return try result.frames()
    }

    @Test func ownPropertiesChangeTheLayoutEverywhere() throws {
        let scratch = try imported()
        let before = try frames(scratch, landscape: false)
        #expect(before["second"]?["x"] == 100.0 + 8)
        let changed = try scratch.layout("view", "stack", "bar", "row", "--axis", "vertical", "--spacing", "10")
        #expect(changed.status == 0, "\(changed)")
        #expect(changed.stderr == "changed stack 'row' of screen 'bar' (revision 2)\n")
        for landscape in [false, true] {
            let frames = try frames(scratch, landscape: landscape)
            // Vertical, filling the stack's width: the wider view's 100 wins (its compression
            // resistance, 750, over the narrower one's hugging, 250).
            #expect(frames["first"] == ["x": 0, "y": 0, "width": 100, "height": 40])
            #expect(frames["second"] == ["x": 0, "y": 40 + 10, "width": 100, "height": 40])
            #expect(frames["row"] == ["x": 0, "y": 0, "width": 100, "height": 40 + 10 + 40])
        }
        let history = try scratch.layout("history", "bar").stdout
        #expect(history.hasSuffix("view set 'row': axis horizontal -> vertical, spacing 8 -> 10\n"), "\(history)")
        #expect(try scratch.layout("show", "bar").stdout.contains("row (stack)   vertical fill fill spacing 10"))
        let standard = try scratch.layout("view", "stack", "bar", "row", "--spacing", "standard")
        #expect(standard.status == 0)
        // UIKit's standard spacing between siblings is 8 points.
        #expect(try frames(scratch, landscape: false)["second"]?["y"] == 40.0 + 8)
    }

    @Test func aVariationHoldsOnlyUnderItsCondition() throws {
        let scratch = try imported()
        let varied = try scratch.layout("view", "stack", "bar", "row", "--axis", "vertical", "--spacing", "4",
                                        "--when", "orientation=landscape")
        #expect(varied.status == 0, "\(varied)")
        #expect(varied.stderr == "changed the variation of stack 'row' when orientation=landscape of screen 'bar' (revision 2)\n")
        let portrait = try frames(scratch, landscape: false)
        #expect(portrait["first"] == ["x": 0, "y": 0, "width": 100, "height": 40])
        #expect(portrait["second"] == ["x": 100 + 8, "y": 0, "width": 60, "height": 40])
        let landscape = try frames(scratch, landscape: true)
        #expect(landscape["second"] == ["x": 0, "y": 40 + 4, "width": 100, "height": 40])
        // A second change under the same condition goes into the same variation.
        #expect(try scratch.layout("view", "stack", "bar", "row", "--alignment", "leading",
                                   "--when", "orientation=landscape").status == 0)
        let leading = try frames(scratch, landscape: true)
        #expect(leading["second"] == ["x": 0, "y": 40 + 4, "width": 60, "height": 40])
        let export = try scratch.layout("export", "bar").stdout
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
        let screens = try #require(document["screens"] as? [[String: Any]])
        let row = try #require((screens.first?["views"] as? [[String: Any]])?.first { $0["name"] as? String == "row" })
        let variations = try #require(row["stackVariations"] as? [[String: Any]])
        #expect(variations.count == 1)
        #expect(variations.first?["axis"] as? String == "vertical")
        #expect(variations.first?["alignment"] as? String == "leading")
        #expect(try scratch.layout("show", "bar").stdout
            .contains("when orientation=landscape: vertical leading spacing 4"))
        let removed = try scratch.layout("view", "stack", "bar", "row", "--when", "orientation=landscape",
                                         "--remove-variation")
        #expect(removed.status == 0, "\(removed)")
        #expect(try frames(scratch, landscape: true)["second"] == ["x": 100 + 8, "y": 0, "width": 60, "height": 40])
        #expect(try scratch.layout("undo", "bar").status == 0)
        #expect(try frames(scratch, landscape: true)["second"] == ["x": 0, "y": 40 + 4, "width": 60, "height": 40])
    }

    @Test func badRequestsNameTheProblemAndLeaveTheDatabase() throws {
        let scratch = try imported()
        let before = try scratch.snapshot()
        let cases: [([String], Int32, String)] = [
            (["note", "--axis", "vertical"], 1,
             "layout: error: view 'note' has stack properties (axis, distribution, …), which need kind 'stack'"),
            (["row", "--when", "orientation=portrait", "--remove-variation"], 1,
             "layout: error: stack 'row' of screen 'bar' has no variation when orientation=portrait"),
            (["missing", "--axis", "vertical"], 1, "layout: error: "),
            (["row", "--axis", "diagonal"], 64, "axis 'diagonal' must be one of horizontal, vertical"),
            (["row", "--alignment", "centre"], 64, "(did you mean 'center'?)"),
            (["row", "--spacing", "wide"], 64, "spacing 'wide' must be a number of points or 'standard'"),
            (["row", "--spacing", "1e400"], 64, "spacing '1e400' must be a number of points or 'standard'"),
            (["row"], 64, "give --axis, --distribution, --alignment, --spacing or --margins-relative"),
            (["row", "--remove-variation"], 64, "--remove-variation needs the variation's --when condition"),
            (["row", "--margins-relative", "yes", "--when", "orientation=landscape"], 64,
             "--margins-relative cannot vary by condition"),
            (["row", "--margins-relative", "maybe"], 64, "--margins-relative takes yes or no"),
            (["row", "--axis", "vertical", "--when", "orientaton=landscape"], 1, "did you mean 'orientation'?"),
        ]
        for (arguments, status, message) in cases {
            let result = try scratch.layout(["view", "stack", "bar"] + arguments)
            #expect(result.status == status, "\(arguments): \(result)")
            #expect(result.stderr.contains(message), "\(arguments): \(result)")
            #expect(result.stdout == "")
            #expect(try scratch.snapshot() == before, "\(arguments)")
        }
    }
}
