import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutTranslation
import Testing

/// Real apps' storyboards with the translations they ship (Tests/Fixtures/Translations):
/// every translated label and button shows its translation, in every language.
@Suite struct RealTranslationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Translations")

    func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(path)))
    }

    func screens(_ storyboard: String) throws -> [Screen] {
        try InterfaceBuilderImporter.read(try bytes(storyboard), file: storyboard).document.screens
    }

    /// Checks every view whose id has a text entry in `entries`, returns how many.
    func expectTranslated(_ screens: [Screen], _ translations: Translations, language: String,
                          entries: [String: String]) throws -> Int {
        var checked = 0
        for screen in screens {
            let localized = translations.localized(screen, in: try #require(Language(language)))
            for (view, shown) in zip(screen.views, localized.views) {
                guard let id = view.ibID, view.text != nil,
                      let expected = entries[id + ".text"] ?? entries[id + ".normalTitle"] else {
                    #expect(shown.text == view.text, "\(language) \(view.name): untranslated views keep their text")
                    continue
                }
                #expect(shown.text == expected, "\(language) \(screen.name).\(view.name)")
                checked += 1
            }
        }
        return checked
    }

    @Test(arguments: [
        ("Loop/Base.lproj/Main.storyboard", "Main.strings", ["de", "ar", "he", "ja", "zh-Hans"], 20),
        ("LoopStatusExtension/Base.lproj/MainInterface.storyboard", "MainInterface.strings",
         ["de", "ar", "he", "ja", "zh-Hans"], 2),
        ("DuckDuckGo/Base.lproj/HomeRow.storyboard", "HomeRow.strings", ["de"], 3),
    ])
    func everyTranslatedTextIsTheTranslation(storyboard: String, strings: String, languages: [String], atLeast: Int) throws {
        let screens = try screens(storyboard)
        let app = String(storyboard.prefix { $0 != "/" })
        for language in languages {
            let file = try StringsFile(parsing: try bytes("\(app)/\(language).lproj/\(strings)"), file: strings)
            let translations = Translations(interfaceBuilder: [language: file.values])
            let checked = try expectTranslated(screens, translations, language: language, entries: file.values)
            #expect(checked >= atLeast, "\(app) \(language): \(checked) texts translated")
        }
    }

    @Test func storyboardCatalogTranslatesByObjectID() throws {
        let screens = try screens("GoMap/Base.lproj/Height.storyboard")
        let catalog = try StringCatalog(parsing: try bytes("GoMap/mul.lproj/Height.xcstrings"), file: "Height.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        let translations = Translations(catalog: catalog.translations)
        for language in ["de", "ar", "ja"] {
            let entries = try #require(catalog.translations[language], "\(language)")
            #expect(try expectTranslated(screens, translations, language: language, entries: entries) >= 1, "\(language)")
        }
        #expect(catalog.translations["de"]?["juy-LX-vDs.normalTitle"] == "Höhe")
    }

    @Test func localizableCatalogReads() throws {
        let catalog = try StringCatalog(parsing: try bytes("GoMap/GpxWidget/Localizable.xcstrings"), file: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.translations.count >= 10, "\(catalog.translations.keys.sorted())")
        #expect(catalog.translations.values.allSatisfy { !$0.isEmpty })
    }

    /// Hebrew and Arabic are right to left; German, Japanese and Chinese are not.
    @Test func fixtureLanguagesHaveTheirDirection() throws {
        for (code, rightToLeft) in [("ar", true), ("he", true), ("de", false), ("ja", false), ("zh-Hans", false)] {
            #expect(try #require(Language(code)).isRightToLeft == rightToLeft, "\(code)")
        }
    }
}
