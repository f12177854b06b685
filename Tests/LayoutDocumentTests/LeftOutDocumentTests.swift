import LayoutDocument
import Testing

/// #32 1.5: a screen's `leftOut` goes through the document's JSON both ways, and
/// malformed items are errors naming where they are.
@Suite("Left-out items in documents")
struct LeftOutDocumentTests {
    private static let screen: Screen = {
        var screen = Screen(name: "login", root: "view", views: [ViewSpec(name: "view")])
        screen.leftOut = [LeftOut(kind: .element, ibID: "ttl-00-001", reason: "<view> holds subviews but is not imported"),
                          LeftOut(kind: .constraint, ibID: "h01", reason: "names 'tlb' (a label outside this screen); left out")]
        return screen
    }()

    @Test func exportThenImportGivesTheSameScreen() throws {
        let document = LayoutDocument(screens: [Self.screen])
        let text = DocumentJSON.encode(document)
        #expect(text.contains(#""leftOut""#))
        #expect(try DocumentJSON.decode(text, file: "d.json") == document)
    }

    @Test func aScreenWithNothingLeftOutWritesNoField() {
        var screen = Self.screen
        screen.leftOut = []
        #expect(!DocumentJSON.encode(LayoutDocument(screens: [screen])).contains("leftOut"))
    }

    @Test(arguments: [
        (#"[{"kind": "view", "ibID": "a", "reason": "r"}]"#, "kind"),
        (#"[{"kind": "element", "ibID": "", "reason": "r"}]"#, "left-out item 1 needs a non-empty 'ibID' and 'reason'"),
        (#"[{"kind": "element", "ibID": "a"}]"#, "missing field 'reason'"),
        (#"[{"kind": "element", "ibID": "a", "reason": "r", "line": 3}]"#, "unknown field 'line'"),
        (#"{"kind": "element"}"#, "field 'leftOut' must be a list"),
    ])
    func malformedItemsAreErrors(field: String, message: String) {
        let text = #"{"layoutDocument": 1, "screens": [{"name": "s", "root": "v", "views": [{"name": "v"}], "leftOut": "#
            + field + "}]}"
        #expect {
            _ = try DocumentJSON.decode(text, file: "d.json")
        } throws: { error in
            "\(error)".contains(message) && "\(error)".contains("d.json")
        }
    }
}
