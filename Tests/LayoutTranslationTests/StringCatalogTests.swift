import LayoutDocument
import LayoutTranslation
import Testing

/// String catalogs (`.xcstrings`): every language's stringUnit, variations at their `other` form, shape errors.
@Suite struct StringCatalogTests {
    func catalog(_ text: String) throws(TranslationError) -> StringCatalog {
        try StringCatalog(parsing: Array(text.utf8), file: "Localizable.xcstrings")
    }

    @Test func stringUnitsAndVariationsReadAtTheirOtherForm() throws {
        let read = try catalog("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } }
                  }
                },
                "items" : {
                  "localizations" : {
                    "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Eintrag" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Einträge" } } } } },
                    "fr" : { "variations" : { "device" : {
                      "iphone" : { "stringUnit" : { "state" : "translated", "value" : "iPhone" } },
                      "other" : { "variations" : { "plural" : {
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } } } } } } } }
                  }
                },
                "untranslated" : { "extractionState" : "manual" }
              },
              "version" : "1.0"
            }
            """)
        #expect(read.sourceLanguage == "en")
        #expect(read.translations == ["de": ["greeting": "Hallo", "items": "%lld Einträge"],
                                      "ja": ["greeting": "こんにちは"], "fr": ["items": "%lld éléments"]])
    }

    @Test func notJSONIsAnErrorAtItsLine() throws {
        do {
            _ = try catalog("{\n  \"sourceLanguage\": \"en\",\n  \"strings\": { ,\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.file == "Localizable.xcstrings" && error.line == 3)
        }
    }

    @Test func wrongShapeIsAnErrorAtTheValue() throws {
        for (text, line, start) in [
            ("[1]", 1, "expected a string catalog"),
            ("{\"strings\": {}}", 1, "a string catalog needs 'sourceLanguage'"),
            ("{\"sourceLanguage\": \"en\",\n \"strings\": []}", 2, "'strings' must be an object"),
            ("{\"sourceLanguage\": \"en\", \"strings\": {\n \"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"value\": 3}}}}}}", 2,
             "the value of 'k' in 'de' must be a string"),
        ] {
            do {
                _ = try catalog(text)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.line == line, "\(text): \(error)")
                #expect(error.message.hasPrefix(start), "\(text): \(error)")
            }
        }
    }
}

/// The document's `developmentLanguage`: read, written back, and checked as a language code.
@Suite struct DevelopmentLanguageFieldTests {
    static let text = #"{ "layoutDocument": 1, "developmentLanguage": "de-CH", "screens": [{ "name": "s", "root": "r", "views": [{ "name": "r" }] }] }"#

    @Test func readsAndWritesBack() throws {
        let document = try DocumentJSON.decode(Self.text, file: "d.json")
        #expect(document.developmentLanguage == "de-CH")
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "again.json") == document)
        #expect(try DocumentJSON.decode(#"{ "layoutDocument": 1, "screens": [] }"#, file: "d.json").developmentLanguage == nil)
    }

    @Test func aCodeThatIsNotOneIsAnErrorAtTheField() throws {
        do {
            _ = try DocumentJSON.decode(Self.text.replacingOccurrences(of: "de-CH", with: "de CH"), file: "d.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("field 'developmentLanguage' must be a language code"), "\(error)")
            #expect(error.line == 1)
        }
    }
}
