import LayoutCore
import LayoutDocument
import Testing

/// `stackVariations` in a document: read as written, errors naming the variation and field.
@Suite struct StackVariationDecodingTests {
    func document(_ variations: String, kind: String = "stack") -> String {
        #"{ "layoutDocument": 1, "screens": [ { "name": "main", "root": "root", "views": [ { "name": "root" }, "#
            + #"{ "name": "row", "superview": "root", "kind": ""# + kind + #"", "axis": "vertical", "spacing": 10, "#
            + #""stackVariations": ["# + variations + "] } ] } ] }"
    }

    func error(_ text: String) -> String {
        do {
            _ = try DocumentJSON.decode(text, file: "doc.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func variationsAreReadInOrder() throws {
        let text = document(#"{ "when": { "heightClass": "compact" }, "axis": "horizontal", "spacing": 20 }, "#
                            + #"{ "when": { "widthClass": "regular", "heightClass": "compact" }, "spacing": "standard", "#
                            + #""alignment": "center", "distribution": "fillEqually" }"#)
        let stack = try #require(try DocumentJSON.decode(text, file: "doc.json").screens[0].views[1].stack)
        #expect(stack.variations == [
            StackVariation(when: Condition(["heightClass": [.string("compact")]]), axis: .horizontal, spacing: .points(20)),
            StackVariation(when: Condition(["widthClass": [.string("regular")], "heightClass": [.string("compact")]]),
                           distribution: .fillEqually, alignment: .center, spacing: .standard),
        ])
        // Export gives back the same document.
        let document = try DocumentJSON.decode(text, file: "doc.json")
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
    }

    @Test(arguments: [
        (#"{ "axis": "horizontal" }"#, "stack variation 1: missing field 'when'"),
        (#"{ "when": {}, "axis": "horizontal" }"#, "stack variation 1: a stack variation needs a 'when'"),
        (#"{ "when": { "heightClass": "compact" } }"#, "stack variation 1: a stack variation must give at least one"),
        (#"{ "when": { "heightClass": "compact" }, "axis": "diagonal" }"#, "field 'axis' must be one of horizontal, vertical"),
        (#"{ "when": { "heightClass": "compact" }, "spacing": "wide" }"#, #"field 'spacing' must be a number or "standard""#),
        (#"{ "when": { "heightClass": "compakt" }, "axis": "vertical" }"#, "'compakt' is not a value of 'heightClass'"),
        (#"{ "when": { "heightClass": "compact" }, "axes": "vertical" }"#, "unknown field 'axes'"),
    ])
    func aBadVariationIsNamed(variation: String, message: String) {
        let text = error(document(variation))
        #expect(text.contains("view 'row'"), "\(text)")
        #expect(text.contains(message), "\(text)")
    }

    @Test func variationsAreForStacksOnly() {
        let text = error(document(#"{ "when": { "heightClass": "compact" }, "axis": "horizontal" }"#, kind: "view"))
        #expect(text.contains("is for stack views"), "\(text)")
    }
}
