import Foundation
import Testing

/// Two values of one metric that are equally specific and can both match one
/// device are warned about when imported or set, naming the combined condition
/// that settles it; the earlier value wins, deterministically.
@Suite struct MetricPrecedenceCommandTests {
    static func document(extra: String = "") -> String {
        """
        {
          "layoutDocument": 1,
          "screens": [
            {
              "name": "bar", "root": "root",
              "views": [{ "name": "root" }, { "name": "box", "superview": "root", "intrinsicSize": { "width": 10, "height": 10 } }],
              "metrics": [
                { "name": "topInset", "value": 14 },
                { "name": "topInset", "value": 1, "when": { "orientation": "landscape" } },
                { "name": "topInset", "value": 30, "when": { "widthClass": "regular" } }\(extra)
              ],
              "constraints": [{ "id": "place", "visualFormat": "V:|-topInset-[box]" }, { "id": "h", "visualFormat": "H:|[box]" }]
            }
          ]
        }
        """
    }

    static let warning = "layout: warning: screen 'bar', metric 'topInset': its values when orientation=landscape (1) "
        + "and when widthClass=regular (30) are equally specific and both apply where orientation=landscape "
        + "widthClass=regular; the earlier one, 1, wins there; set a value for that case "
        + "(--when orientation=landscape --when widthClass=regular) to settle it"

    @Test func importWarnsAndTheEarlierValueWins() throws {
        let scratch = try Scratch()
        let result = try scratch.layout("import", try scratch.file("bar.json", Self.document()))
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains(Self.warning + "\n"), "\(result.stderr)")
        // An iPhone 8 Plus in landscape is landscape and regular wide: the earlier value, 1, applies.
        let solve = try scratch.layout("solve", "bar", "--device", "iPhone 8 Plus", "--orientation", "landscape")
        #expect(solve.stdout.contains(#""box": { "x": 0, "y": 1, "#), "\(solve.stdout)")
        // The combined value settles it.
        let settle = try scratch.layout("metric", "set", "bar", "topInset", "5", "--when", "orientation=landscape",
                                        "--when", "widthClass=regular")
        #expect(settle.status == 0)
        #expect(!settle.stderr.contains("warning"), "\(settle.stderr)")
        let settled = try scratch.layout("solve", "bar", "--device", "iPhone 8 Plus", "--orientation", "landscape")
        #expect(settled.stdout.contains(#""box": { "x": 0, "y": 5, "#), "\(settled.stdout)")
    }

    @Test func metricSetWarnsWhenItMakesATie() throws {
        let scratch = try Scratch()
        let settledDocument = Self.document(extra: """
            ,
                    { "name": "topInset", "value": 5, "when": { "orientation": "landscape", "widthClass": "regular" } }
            """)
        let imported = try scratch.layout("import", try scratch.file("bar.json", settledDocument))
        #expect(!imported.stderr.contains("warning"), "\(imported.stderr)")
        // A tie no device can reach is not one: no iPhone or iPad is compact high in portrait.
        let portrait = try scratch.layout("metric", "set", "bar", "other", "2", "--when", "orientation=portrait")
        let compact = try scratch.layout("metric", "set", "bar", "other", "3", "--when", "heightClass=compact")
        #expect(portrait.status == 0 && compact.status == 0)
        #expect(!compact.stderr.contains("warning"), "\(compact.stderr)")
        let tie = try scratch.layout("metric", "set", "bar", "other", "4", "--when", "widthClass=regular")
        // iPads in portrait, and the large iPhones in landscape.
        #expect(tie.stderr.contains("metric 'other': its values when orientation=portrait (2) and when widthClass=regular (4)"),
                "\(tie.stderr)")
        #expect(tie.stderr.contains("metric 'other': its values when heightClass=compact (3) and when widthClass=regular (4)"),
                "\(tie.stderr)")
    }
}
