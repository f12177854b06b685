import LayoutDocument
import LayoutTranslation
import Testing

/// Language codes: their fallbacks, their direction, and Xcode's pseudolanguages on known strings.
@Suite struct LanguageTests {
    @Test func regionAndScriptFallBackToTheirBaseLanguage() throws {
        #expect(try #require(Language("de-CH")).fallbacks == ["de-CH", "de"])
        #expect(try #require(Language("zh_Hans_CN")).fallbacks == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(try #require(Language("ja")).fallbacks == ["ja"])
        #expect(try #require(Language("double-length")).fallbacks.isEmpty)
    }

    @Test func malformedCodesAreRefused() {
        for code in ["", "-de", "de-", "de CH", "dé", "a/b"] { #expect(Language(code) == nil, "\(code)") }
    }

    @Test func rightToLeftLanguagesAreArabicHebrewPersianUrduAndTheirScripts() throws {
        for code in ["ar", "ar-SA", "ars", "he", "fa", "ur", "ps", "az-Arab", "ckb"] {
            #expect(try #require(Language(code)).isRightToLeft, "\(code)")
        }
        for code in ["en", "de", "ja", "zh-Hans", "ur-Latn", "double-length", "accented", "bounded"] {
            #expect(try #require(Language(code)).isRightToLeft == false, "\(code)")
        }
        #expect(try #require(Language("right-to-left")).isRightToLeft)
    }

    @Test func doubleLengthRepeatsTheTextAfterASpace() {
        #expect(Pseudolanguage.doubleLength.transform("Cancel") == "Cancel" + " " + "Cancel")
        #expect(Pseudolanguage.doubleLength.transform("") == " ")
    }

    @Test func boundedSurroundsTheText() {
        #expect(Pseudolanguage.bounded.transform("Save") == "[# " + "Save" + " #]")
    }

    @Test func accentedMarksEveryLatinLetterAndKeepsTheRest() {
        #expect(Pseudolanguage.accented.transform("Hello, World 42!") == "Ĥéļļö, Ŵöŕļđ 42!")
        let text = "The quick brown fox jumps over the lazy dog THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG"
        let accented = Pseudolanguage.accented.transform(text)
        // One scalar for one, and every letter changed.
        #expect(accented.unicodeScalars.count == text.unicodeScalars.count)
        for (plain, marked) in zip(text.unicodeScalars, accented.unicodeScalars) {
            #expect((plain == " ") == (plain == marked), "\(plain) -> \(marked)")
        }
    }

    @Test func rightToLeftKeepsTheText() {
        #expect(Pseudolanguage.rightToLeft.transform("Back") == "Back")
    }
}

/// Which translation a view shows in a language.
@Suite struct TranslationsTests {
    let translations = Translations(
        developmentLanguage: "en",
        interfaceBuilder: ["de": ["abc-12-xyz.text": "Name (de)", "btn-00-001.normalTitle": "Speichern",
                                  "fld-00-001.placeholder": "E-Mail-Adresse"],
                           "de-CH": ["abc-12-xyz.text": "Name (de-CH)"],
                           "ar": ["abc-12-xyz.text": "الاسم"]],
        catalog: ["de": ["greeting": "Hallo", "abc": "catalog loses to IB"], "fr": ["greeting": "Bonjour"]])

    func screen() -> Screen {
        var label = ViewSpec(name: "label", superview: "root", kind: "label")
        label.ibID = "abc-12-xyz"
        label.text = "Name"
        label.textKey = "abc"
        var button = ViewSpec(name: "button", superview: "root", kind: "button")
        button.ibID = "btn-00-001"
        button.text = "Save"
        var greeting = ViewSpec(name: "greeting", superview: "root", kind: "label")
        greeting.text = "Hello"
        greeting.textKey = "greeting"
        var field = ViewSpec(name: "field", superview: "root", kind: "textField")
        field.ibID = "fld-00-001"
        field.placeholder = "Email address"
        return Screen(name: "s", root: "root", views: [ViewSpec(name: "root"), label, button, greeting, field])
    }

    func texts(_ code: String) throws -> [String?] {
        let localized = translations.localized(screen(), in: try #require(Language(code)))
        return localized.views.map { $0.text ?? $0.placeholder }
    }

    @Test func everyTextTakesItsTranslationWithFallback() throws {
        #expect(try texts("de") == [nil, "Name (de)", "Speichern", "Hallo", "E-Mail-Adresse"])
        // de-CH has its own label text; the rest falls back to de.
        #expect(try texts("de-CH") == [nil, "Name (de-CH)", "Speichern", "Hallo", "E-Mail-Adresse"])
        // No translation: the development language's text.
        #expect(try texts("fr") == [nil, "Name", "Save", "Bonjour", "Email address"])
        #expect(try texts("ja") == [nil, "Name", "Save", "Hello", "Email address"])
        #expect(try texts("en") == [nil, "Name", "Save", "Hello", "Email address"])
        #expect(try texts("double-length") == [nil, "Name", "Save", "Hello", "Email address"])
    }

    /// IB's stored frame is the size of the development text: dropped where the text changes.
    @Test func interfaceBuilderSizeIsDroppedWhereTheTextChanges() throws {
        var screen = screen()
        for index in screen.views.indices { screen.views[index].intrinsicSize = IntrinsicSize(width: 40, height: 18) }
        let frameSize = IntrinsicSize(width: 40, height: 18)
        func sizes(_ code: String) throws -> [IntrinsicSize?] {
            translations.localized(screen, in: try #require(Language(code))).views.map(\.intrinsicSize)
        }
        // root: no text; label and button: translated; greeting: no ibID (its size was written, not IB's).
        #expect(try sizes("de") == [frameSize, nil, nil, frameSize, frameSize])
        #expect(try sizes("fr") == [frameSize, frameSize, frameSize, frameSize, frameSize])
        #expect(try sizes("double-length") == [frameSize, nil, nil, frameSize, frameSize])
        #expect(try sizes("right-to-left") == [frameSize, frameSize, frameSize, frameSize, frameSize])
        #expect(try sizes("en") == [frameSize, frameSize, frameSize, frameSize, frameSize])
    }

    @Test func textFieldSizedByItsPlaceholderTakesTheTranslatedPlaceholder() throws {
        var screen = screen()
        screen.views[4].text = "Email address"
        let localized = translations.localized(screen, in: try #require(Language("de")))
        #expect(localized.views[4].text == "E-Mail-Adresse" && localized.views[4].placeholder == "E-Mail-Adresse")
    }

    @Test func languagesAreTheStoredOnesAndTheDevelopmentLanguage() {
        #expect(translations.languages == ["ar", "de", "de-CH", "en", "fr"])
    }
}
