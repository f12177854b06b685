import LayoutDocument
import Testing

/// A document's `translations` and a design's `stringsTable` (docs/document-format.md,
/// #32 2.3): written back as read, and each bad one refused where it is, so that an
/// export imported elsewhere has the same translations or nothing is stored.
@Suite struct TranslationsFieldTests {
    /// Line 1 the screen, line 3 `first`, line 4 `second` (when given).
    private func document(_ first: String, _ second: String? = nil) -> String {
        #"{ "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [ { "name": "r" } ] } ],"# + "\n"
            + #""translations": ["# + "\n" + first + (second.map { ",\n" + $0 } ?? "") + "\n] }"
    }

    private func failure(_ text: String) -> String {
        do {
            _ = try DocumentJSON.decode(text, file: "doc.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    static let german = #"{ "source": "Loop/Main.strings", "kind": "strings", "language": "de", "entries": { "87H-N1-0vJ.text": "Vorhergesagt" } }"#

    @Test func translationsAndTheStringsTableAreWrittenBackAsRead() throws {
        var design = ScreenDesign(width: 393, height: 852)
        design.stringsTable = "Loop/Main"
        var screen = Screen(name: "s", root: "r", views: [ViewSpec(name: "r")])
        screen.design = design
        let document = LayoutDocument(screens: [screen], translations: [
            DocumentTranslation(source: "Loop/Main.strings", kind: .strings, language: "de",
                                entries: ["87H-N1-0vJ.text": "Vorhergesagt", "abc-12-xyz.placeholder": "Name \"1\"\n"]),
            DocumentTranslation(source: "App/Localizable.xcstrings", kind: .catalog, language: "ja", entries: ["save": "保存"]),
        ])
        let written = DocumentJSON.encode(document)
        #expect(written.contains(#""stringsTable": "Loop/Main""#), "\(written)")
        #expect(try DocumentJSON.decode(written, file: "again.json") == document)
        // No translations: no field.
        #expect(!DocumentJSON.encode(LayoutDocument(screens: [screen])).contains("translations"))
    }

    @Test func badTranslationsArePointedAt() throws {
        #expect(failure(document(Self.german, Self.german))
                == "doc.json:4:1: translation 2: a second translation of 'Loop/Main.strings' in 'de'")
        let nul = #"{ "source": "Loop/Main.strings", "kind": "strings", "language": "de", "entries": { "a.text": "P\u0000x" } }"#
        let nulColumn = nul.distance(from: nul.startIndex, to: try #require(nul.range(of: #""P\u"#)).lowerBound) + 1
        #expect(failure(document(nul)) == "doc.json:3:\(nulColumn): translation 1: the translation of 'a.text' holds the "
                + "character U+0000 (NUL), which the store cannot keep")
        let underscore = #"{ "source": "Loop/Main.strings", "kind": "strings", "language": "de_DE", "entries": {} }"#
        #expect(failure(document(underscore)).hasPrefix("doc.json:3:"))
        #expect(failure(document(underscore)).contains("found 'de_DE'"))
        let empty = #"{ "source": "", "kind": "strings", "language": "de", "entries": {} }"#
        #expect(failure(document(empty)).contains("translation 1: field 'source' must not be empty"))
        let kind = #"{ "source": "Loop/Main.strings", "kind": "plist", "language": "de", "entries": {} }"#
        #expect(failure(document(kind)).hasPrefix("doc.json:3:"))
        #expect(failure(document(kind)).contains("plist"))
        let unknown = #"{ "source": "Loop/Main.strings", "kind": "strings", "language": "de", "entries": {}, "table": "x" }"#
        #expect(failure(document(unknown)).contains("unknown field 'table'"))
    }

    @Test func anEmptyStringsTableIsRefused() {
        let text = #"{ "layoutDocument": 1, "screens": [ { "name": "s", "root": "r", "views": [ { "name": "r" } ], "#
            + #""design": { "width": 393, "height": 852, "stringsTable": "" } } ] }"#
        #expect(failure(text).contains("screen 's': field 'stringsTable' must not be empty"), "\(failure(text))")
    }
}
