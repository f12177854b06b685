import Foundation
import Testing

/// A card with content keys `style` (subtitle) and `images` (3, 4), and metrics
/// used as a constant (`inset`) and as a priority (`high`).
let cardDocument = """
{
  "layoutDocument": 1,
  "screens": [
    {
      "name": "card",
      "root": "content",
      "views": [
        { "name": "content" },
        { "name": "title", "superview": "content", "intrinsicSize": { "width": 100, "height": 20 } },
        { "name": "subtitle", "superview": "content", "when": { "style": "subtitle" } },
        { "name": "photo", "superview": "content", "when": { "images": [3, 4] } }
      ],
      "metrics": [{ "name": "inset", "value": 8 }, { "name": "high", "value": 750 }],
      "constraints": [
        { "id": "row", "visualFormat": "H:|-inset-[title]-inset-|" },
        { "id": "top", "constraint": "title.top == superview.top + inset @high" },
        { "id": "sub", "constraint": "subtitle.top == title.bottom + 4", "when": { "style": "subtitle" } },
        { "id": "big", "constraint": "photo.width == 80", "when": { "images": [3, 4] } }
      ]
    }
  ]
}

"""

/// A one-screen document whose constraint entries are `entries`, one per line
/// from line 6; view `b` exists only when images is 3 or 4.
func gateDocument(_ entries: [String]) -> String {
    """
    { "layoutDocument": 1, "screens": [ {
      "name": "bad", "root": "content",
      "views": [ { "name": "content" }, { "name": "a", "superview": "content" },
                 { "name": "b", "superview": "content", "when": { "images": [3, 4] } } ],
      "constraints": [
        \(entries.joined(separator: ",\n    "))
      ] } ] }

    """
}

/// Every refusal: the message, exit status 1 (64 for usage), nothing on
/// stdout and the database exactly as it was (export, screens, history).
@Suite struct GateCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("card.json", cardDocument))
        #expect(result.status == 0, "\(result)")
        return scratch
    }

    private func expectRefused(
        _ scratch: Scratch, _ arguments: [String], status: Int32 = 1, stderr: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let before = try scratch.snapshot()
        let result = try scratch.layout(arguments)
        #expect(result.status == status, "\(arguments): \(result)", sourceLocation: sourceLocation)
        #expect(result.stdout == "", "\(arguments)", sourceLocation: sourceLocation)
        #expect(result.stderr == stderr, "\(arguments)", sourceLocation: sourceLocation)
        #expect(try scratch.snapshot() == before, "\(arguments)", sourceLocation: sourceLocation)
    }

    // MARK: 1. One check for import, edits, replay and revert

    @Test func importPointsAtTheFaultInTheFile() throws {
        let scratch = try imported()
        let cases: [(entry: String, column: Int, message: String)] = [
            (#"{ "id": "row", "visualFormat": "H:|-[a-|" }"#, 43,
             "screen 'bad', constraint 'row': expected ']' after view name 'a'"),
            (#"{ "id": "eq", "constraint": "a.width == phantom.width" }"#, 45,
             "screen 'bad', constraint 'eq': unknown view 'phantom'"),
            (#"{ "id": "ghostly", "visualFormat": "H:[a]-[ghost]" }"#, 48,
             "screen 'bad', constraint 'ghostly': unknown view 'ghost'"),
            (#"{ "id": "apart", "constraint": "b.width == a.width", "when": { "images": [2] } }"#, 37,
             "screen 'bad', constraint 'apart': view 'b' is absent wherever the constraint applies: "
                 + "the view exists only when images=3|4, the constraint applies only when images=2"),
        ]
        for (entry, column, message) in cases {
            let file = try scratch.file("bad.json", gateDocument([entry]))
            let line = "    " + entry
            let caret = String(repeating: " ", count: column - 1) + "^"
            try expectRefused(scratch, ["import", file],
                              stderr: "layout: error: \(file):6:\(column): \(message)\n  \(line)\n  \(caret)\n")
        }
    }

    /// A refused import into a database that does not exist yet leaves no
    /// database behind, as a refused import into an existing one leaves it as it was.
    @Test func aRefusedImportCreatesNoDatabase() throws {
        let scratch = try Scratch()
        let file = try scratch.file("bad.json", gateDocument([#"{ "id": "eq", "constraint": "a.width == phantom.width" }"#]))
        let result = try scratch.layout("import", file)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("unknown view 'phantom'"), "\(result)")
        let left = try FileManager.default.contentsOfDirectory(atPath: (scratch.database as NSString).deletingLastPathComponent)
            .filter { $0.hasPrefix((scratch.database as NSString).lastPathComponent) }
        #expect(left.isEmpty, "\(left)")
        // The same document, fixed, creates it.
        let good = try scratch.file("good.json", gateDocument([#"{ "id": "eq", "constraint": "a.width == b.width" }"#]))
        #expect(try scratch.layout("import", good).status == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.database))
    }

    /// SQLite would keep a text only up to a U+0000: the import is refused, naming
    /// the field, rather than storing the screen's name as "ba" or a text cut short.
    @Test func aTextWithUPlus0000IsRefusedNotCut() throws {
        let scratch = try imported()
        let document = gateDocument([#"{ "id": "eq", "constraint": "a.width == b.width" }"#])
            .replacingOccurrences(of: #""name": "bad""#, with: #""name": "ba\u0000d""#)
        let result = try scratch.layout("import", try scratch.file("nul.json", document))
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("'name' holds the character U+0000"), "\(result)")
        #expect(try scratch.layout("screens").stdout == "card\t1\t4\t4\n")
    }

    @Test func importListsEveryFault() throws {
        let scratch = try imported()
        let file = try scratch.file("bad.json", gateDocument([
            #"{ "id": "one", "constraint": "a.width == ghost.width" }"#,
            #"{ "id": "two", "visualFormat": "[a]-[ghost]" }"#,
        ]))
        let result = try scratch.layout("import", file)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("layout: error: 2 problems; nothing was imported\n"), "\(result)")
        #expect(result.stderr.contains("\(file):6:"))
        #expect(result.stderr.contains("\(file):7:"))
        #expect(try scratch.layout("screens").stdout == "card\t1\t4\t4\n")
    }

    @Test func constraintsNamingAbsentViewsAreRefusedAtTheEntry() throws {
        let scratch = try imported()
        try expectRefused(scratch, ["constraint", "add", "card", "photo.height == 40", "--when", "images=2", "--id", "tall"], stderr: """
            layout: error: screen 'card', constraint 'tall': view 'photo' is absent wherever the constraint applies: \
            the view exists only when images=3|4, the constraint applies only when images=2
              photo.height == 40
              ^

            """)
        #expect(try scratch.layout("view", "add", "card", "thumb", "--superview", "content", "--when", "images=2").status == 0)
        try expectRefused(scratch, ["constraint", "add", "card", "--vfl", "V:[thumb][photo]", "--id", "stacked"], stderr: """
            layout: error: screen 'card', constraint 'stacked': views 'photo' and 'thumb' are never present together: \
            'photo' exists only when images=3|4, 'thumb' only when images=2
              V:[thumb][photo]
                 ^

            """)
    }

    @Test func everyEditGoesThroughTheCheck() throws {
        let scratch = try imported()
        // A metric edit that makes a stored constraint's priority impossible.
        try expectRefused(scratch, ["metric", "set", "card", "high", "2000"], stderr: """
            layout: error: screen 'card', constraint 'top': priority metric 'high' is 2000, outside 1...1000
              title.top == superview.top + inset @high
                                                  ^

            """)
        // A view whose condition contradicts its superview's.
        #expect(try scratch.layout("view", "add", "card", "badge", "--superview", "photo").status == 0)
        try expectRefused(scratch, ["view", "add", "card", "dot", "--superview", "badge", "--when", "images=2"], stderr: """
            layout: error: screen 'card', view 'dot': view 'dot' is never present: it exists only when images=2, \
            but its superview 'badge' only when images=3|4

            """)
    }

    // MARK: 2. Names

    @Test func viewAddRefusesWhatImportRefuses() throws {
        let scratch = try imported()
        for name in ["2bad", "has space", "a#b"] {
            try expectRefused(scratch, ["view", "add", "card", name, "--superview", "content"], stderr:
                "layout: error: screen 'card', view '\(name)': view name '\(name)' must start with a letter or '_' "
                    + "and hold only letters, digits and '_'\n")
        }
        try expectRefused(scratch, ["metric", "set", "card", "2x", "5"], stderr:
            "layout: error: screen 'card', metric '2x': metric name '2x' must start with a letter or '_' "
                + "and hold only letters, digits and '_'\n")
        try expectRefused(scratch, ["constraint", "add", "card", "title.width == 5", "--id", "has space"], stderr:
            "layout: error: screen 'card', constraint 'has space': constraint id 'has space' must be non-empty, "
                + "without spaces or '#' ('#' numbers a format's constraints)\n")
    }

    // MARK: 3. Typos

    @Test func unknownContentKeysAreErrorsWithTheKnownKeys() throws {
        let scratch = try imported()
        let message = "layout: error: no condition of screen 'card' mentions content key 'stlye' (did you mean 'style'?); "
            + "the keys it knows are 'images', 'style'\n"
        try expectRefused(scratch, ["solve", "card", "--size", "320x200", "--content", "stlye=subtitle"], stderr: message)
        try expectRefused(scratch, ["explain", "card", "title", "--size", "320x200", "--content", "stlye=subtitle"],
                          stderr: message)
        try expectRefused(scratch, ["replay", "card", "--size", "320x200", "--content", "stlye=subtitle"], stderr: message)
        try expectRefused(scratch, ["solve", "card", "--size", "320x200", "--content", "orientaton=landscape"], stderr:
            "layout: error: content key 'orientaton' looks like a misspelt trait (did you mean 'orientation'?); "
                + "give traits with --orientation\n")
        try expectRefused(scratch, ["solve", "card", "--size", "320x200", "--content", "orientation=landscape"], stderr:
            "layout: error: 'orientation' is a trait, not content: give it with --orientation\n")
        // The era has a flag on a single solve only: check and report lay out as today's UIKit.
        try expectRefused(scratch, ["solve", "card", "--size", "320x200", "--content", "era=legacy"], stderr:
            "layout: error: 'era' is a trait, not content: give it with --era on solve, explain or replay "
                + "(check and report lay out as era current)\n")
    }

    @Test func unknownContentValuesAreWarnings() throws {
        let scratch = try imported()
        let result = try scratch.layout("solve", "card", "--size", "320x200", "--content", "style=subtitel", "--format", "table")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "layout: warning: no condition of screen 'card' mentions style=subtitel "
            + "(did you mean 'subtitle'?); it mentions style=subtitle\n"
            + "layout: warning: card uses images (3, 4); none given, so views under those conditions are absent\n")
        #expect(!result.stdout.contains("subtitle "))  // the view is absent: its condition did not match
        let number = try scratch.layout("solve", "card", "--size", "320x200", "--content", "images=7")
        #expect(number.status == 0)
        #expect(number.stderr == "layout: warning: no condition of screen 'card' mentions images=7; it mentions images=3|4\n"
            + "layout: warning: card uses style (subtitle); none given, so views under those conditions are absent\n")
        let known = try scratch.layout("solve", "card", "--size", "320x200", "--content", "images=3.0")
        #expect(!known.stderr.contains("mentions images"), "a value a condition mentions, written differently, is known")
    }

    @Test func misspeltTraitsInConditionsAreErrors() throws {
        let scratch = try imported()
        for command in [["view", "add", "card", "v", "--superview", "content"],
                        ["metric", "set", "card", "inset", "4"],
                        ["constraint", "add", "card", "title.height == 4"]] {
            try expectRefused(scratch, command + ["--when", "orientaton=landscape"], stderr:
                "layout: error: condition key 'orientaton' looks like a misspelt trait (did you mean 'orientation'?)\n")
            try expectRefused(scratch, command + ["--when", "orientation=sideways"], stderr:
                "layout: error: 'sideways' is not a value of 'orientation' (portrait or landscape)\n")
        }
        let near = try scratch.layout("view", "add", "card", "v", "--superview", "content", "--when", "image=2")
        #expect(near.status == 0)
        #expect(near.stderr == "layout: warning: screen 'card' has no condition on 'image' yet (did you mean 'images'?)\n"
            + "added view 'v' to screen 'card' (revision 2)\n")
    }

    // MARK: 4. Numbers

    @Test func negativeAndNonFiniteNumbersSayWhatIsWrong() throws {
        let scratch = try imported()
        let usage = "Usage: layout solve [<options>] <screen>\n  See 'layout solve --help' for more information.\n"
        try expectRefused(scratch, ["solve", "card", "--size", "-5x480"], status: 64, stderr:
            "layout: error: The value '-5x480' is invalid for '--size <WxH>': width must be a positive number, found -5\n"
                + "Help:  --size <WxH>  The root's size in points; 'auto' leaves a side to the content (320xauto).\n" + usage)
        try expectRefused(scratch, ["solve", "card", "--size", "320x480", "--keyboard", "-5"], status: 64, stderr:
            "layout: error: The value '-5' is invalid for '--keyboard <height>': keyboard height must be a positive "
                + "number (or 0 for none), found -5\n"
                + "Help:  --keyboard <height>  Height of the keyboard guide at the bottom.\n" + usage)
        try expectRefused(scratch, ["solve", "card", "--size", "320x480", "--keyboard", "500"], status: 64, stderr:
            "layout: error: the keyboard (500 points) is taller than the screen (480 points)\n")
        for (arguments, fragment) in [
            (["solve", "card", "--size", "nanx480"], "width 'nan' is not a finite number (or 'auto')"),
            (["solve", "card", "--size", "320xinf"], "height 'inf' is not a finite number (or 'auto')"),
            (["solve", "card", "--size", "320x480", "--keyboard", "-inf"], "keyboard height '-inf' is not a finite number"),
            (["constraint", "set", "card", "top", "--constant", "nan"], "constant 'nan' is not a finite number"),
            (["metric", "set", "card", "inset", "infinity"], "metric value 'infinity' is not a finite number"),
            (["metric", "set", "card", "inset", "-inf"], "metric value '-inf' is not a finite number"),
            (["constraint", "set", "card", "top", "--priority", "nan"], "priority 'nan' must be a number in 1...1000"),
        ] {
            let result = try scratch.layout(arguments)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.stderr.hasPrefix("layout: error: ") && result.stderr.contains(fragment), "\(arguments): \(result)")
            #expect(result.stdout == "")
        }
        let nines = String(repeating: "9", count: 400)  // beyond Double's range: infinity
        try expectRefused(scratch, ["constraint", "add", "card", "title.width == \(nines)", "--id", "huge"], stderr: """
            layout: error: screen 'card', constraint 'huge': '\(nines)' is not a number
              title.width == \(nines)
                             ^

            """)
        try expectRefused(scratch, ["constraint", "add", "card", "--vfl", "[title(1e999)]", "--id", "huge"], stderr: """
            layout: error: screen 'card', constraint 'huge': '1e999' is not a number
              [title(1e999)]
                     ^

            """)
        let metric = try LayoutProcess.run(["vfl", "[a(inset)]", "--views", "a", "--metric", "inset=nan"])
        #expect(metric.status == 1)
        #expect(metric.stderr == "layout: error: metric 'inset' needs a number, found 'nan'\n")
        let file = try scratch.file("huge.json", #"{ "layoutDocument": 1, "screens": [], "standardSpacing": { "sibling": 1e999 } }"#)
        let huge = try scratch.layout("import", file)
        #expect(huge.status == 1)
        #expect(huge.stderr.hasPrefix("layout: error: \(file):1:"), "\(huge)")
    }

    @Test func negativeValuesAreValuesNotOptions() throws {
        let scratch = try imported()
        let metric = try scratch.layout("metric", "set", "card", "inset", "-5")
        #expect(metric.status == 0, "\(metric)")
        #expect(metric.stderr == "set metric 'inset' of screen 'card' (revision 2)\n")
        let constant = try scratch.layout("constraint", "set", "card", "top", "--constant", "-8")
        #expect(constant.status == 0, "\(constant)")
        #expect(try scratch.layout("export").stdout.contains(#""constraint": "title.top == superview.top - 8 @high""#))
        #expect(try scratch.layout("export").stdout.contains(#"{ "name": "inset", "value": -5 }"#))
    }

    // MARK: 9. Visual Format Language

    @Test func visualFormatsReadAsApplesParserDoes() throws {
        let single = try LayoutProcess.run(["vfl", "|[a]|", "--views", "a", "--option", "alignAllLeft"])
        #expect(single.status == 0, "\(single)")
        #expect(single.stdout == "a.leading == superview.leading * 1 + 0 @1000\nsuperview.trailing == a.trailing * 1 + 0 @1000\n")
        #expect(single.stderr == "")
        let point = try LayoutProcess.run(["vfl", "[a(.5)]", "--views", "a"])
        #expect(point.status == 1)
        #expect(point.stdout == "")
        #expect(point.stderr == "layout: error: a number must start with a digit: write '0.5'\n  [a(.5)]\n     ^\n")
        let scratch = try imported()
        try expectRefused(scratch, ["constraint", "add", "card", "--vfl", "[title(.5)]", "--id", "half"], stderr: """
            layout: error: screen 'card', constraint 'half': a number must start with a digit: write '0.5'
              [title(.5)]
                     ^

            """)
    }
}
