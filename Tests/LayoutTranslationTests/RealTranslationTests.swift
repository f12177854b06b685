import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
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

    /// DuckDuckGo's bookmarks empty state (a corpus `tune` app, #32 1.4): its import button wraps its
    /// title (`lineBreakMode="wordWrap"`), and the Greek title is wider than the 375-pt iPhone 8. UIKit
    /// shows it on two lines; a button that truncated would have cut it.
    @Test func aWordWrapButtonWrapsItsLongTranslation() throws {
        let storyboard = "DuckDuckGo/Base.lproj/Bookmarks.storyboard"
        let imported = try InterfaceBuilderImporter.read(try bytes(storyboard), file: storyboard)
        let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == "R7T-q4-qHz" } })
        let button = try #require(screen.views.first { $0.ibID == "R7T-q4-qHz" })
        #expect(button.numberOfLines == 0)
        let strings = try StringsFile(parsing: try bytes("DuckDuckGo/el.lproj/Bookmarks.strings"), file: "Bookmarks.strings")
        let greek = try #require(Language("el"))
        let localized = Translations(interfaceBuilder: ["el": strings.values]).localized(screen, in: greek)
        #expect(localized.view(named: button.name)?.text == strings.values["R7T-q4-qHz.normalTitle"])
        let device = try #require(DeviceCatalog.device(named: "iPhone 8"))
        let english = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.request(.portrait))
        var request = device.request(.portrait)
        request.language = greek
        let result = try LayoutEngine.solve(localized, standardSpacing: .apple, request: request)
        #expect(!result.truncated.contains { $0.view == button.name }, "\(result.truncated)")
        #expect(english.lines[button.name] == 1)
        #expect(result.lines[button.name] == 2)
        // A classic button is its title's lines plus 6 points above and below.
        let oneLine = try #require(english.frame(of: button.name)).height - 12
        #expect(abs(try #require(result.frame(of: button.name)).height - (12 + 2 * oneLine)) <= 0.5)
        // The same title on one line (a truncating line break) does not fit: the rule is what keeps it whole.
        var oneLineScreen = localized
        oneLineScreen.views = oneLineScreen.views.map { view in
            var view = view
            if view.name == button.name { view.numberOfLines = 1 }
            return view
        }
        let cut = try LayoutEngine.solve(oneLineScreen, standardSpacing: .apple, request: request)
        #expect(cut.truncated.contains { $0.view == button.name })
    }

    /// A translation drops the size IB stored for the development text, but not the width a wrapping
    /// label was laid out at: UIKit loads the view at that frame in every language (`ViewSpec.layoutWidth`).
    @Test func aTranslatedWrappingLabelKeepsItsLayoutWidth() throws {
        var wrapping = ViewSpec(name: "wrapping", superview: "root", kind: "label", text: "Hello there", numberOfLines: 0)
        wrapping.ibID = "wrp-00-aaa"
        wrapping.intrinsicSize = IntrinsicSize(width: 150, height: nil)
        var sized = ViewSpec(name: "sized", superview: "root", kind: "label", text: "Hello")
        sized.ibID = "szd-00-aaa"
        sized.intrinsicSize = IntrinsicSize(width: 40, height: 20)
        let screen = Screen(name: "s", root: "root", views: [ViewSpec(name: "root"), wrapping, sized])
        let translations = Translations(interfaceBuilder: ["de": ["wrp-00-aaa.text": "Hallo zusammen", "szd-00-aaa.text": "Hello"]])
        let german = translations.localized(screen, in: try #require(Language("de")))
        #expect(german.view(named: "wrapping")?.intrinsicSize == IntrinsicSize(width: 150, height: nil))
        #expect(german.view(named: "sized")?.intrinsicSize == IntrinsicSize(width: 40, height: 20), "the same text keeps IB's size")
        let changed = Translations(interfaceBuilder: ["de": ["szd-00-aaa.text": "Guten Tag"]]).localized(screen, in: try #require(Language("de")))
        #expect(changed.view(named: "sized")?.intrinsicSize == nil)
    }

    /// Hebrew and Arabic are right to left; German, Japanese and Chinese are not.
    @Test func fixtureLanguagesHaveTheirDirection() throws {
        for (code, rightToLeft) in [("ar", true), ("he", true), ("de", false), ("ja", false), ("zh-Hans", false)] {
            #expect(try #require(Language(code)).isRightToLeft == rightToLeft, "\(code)")
        }
    }
}
