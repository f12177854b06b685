import Foundation
import LayoutDocument
import LayoutSwiftExport
import LayoutTranslation
import Testing

/// Swift an engineer would paste (#32 2.4): texts with translations are looked up with
/// `NSLocalizedString` under their Interface Builder key in their own strings table, a view
/// of the app's own class is made with that class, and a configured button's font goes into
/// its configuration. The round trip (SwiftRoundTripTests) compiles and runs such code; these
/// pin the lines themselves.
@Suite struct SwiftPasteableSourceTests {
    /// A storyboard screen of table `Loop/Main` with a label, a button and a text field.
    static func screen(table: String? = "Loop/Main") -> Screen {
        var label = ViewSpec(name: "title", superview: "root", kind: "label", ibID: "abc-12-xyz", text: "Hello")
        label.textKey = "greeting"
        var button = ViewSpec(name: "go", superview: "root", kind: "button", ibID: "btn-00-aaa", text: "Go")
        button.buttonConfiguration = .filled
        button.font = .system(size: 15, weight: "semibold", italic: false)
        var field = ViewSpec(name: "email", superview: "root", kind: "textField", ibID: "fld-00-aaa", text: "Email")
        field.placeholder = "Email"
        var screen = Screen(name: "card", root: "root", views: [ViewSpec(name: "root"), label, button, field],
                            constraints: [ConstraintEntry(id: "l", body: .equation("title.left == root.left"))])
        if let table {
            var design = ScreenDesign(width: 393, height: 852)
            design.stringsTable = table
            screen.design = design
        }
        return screen
    }

    private func source(_ screen: Screen, _ strings: LocalizedStrings) throws -> String {
        try LayoutSwiftExport.source(for: [screen], localizedStrings: strings)
    }

    @Test func aTranslatedTextIsLookedUpInItsScreensTable() throws {
        let strings = LocalizedStrings(tables: ["Loop/Main": ["abc-12-xyz.text", "btn-00-aaa.normalTitle", "fld-00-aaa.placeholder"]])
        let text = try source(Self.screen(), strings)
        // UIKit's tableName is the table's file name: `Loop/Main` → `Main`.
        #expect(text.contains(#"title.text = NSLocalizedString("abc-12-xyz.text", tableName: "Main", value: "Hello", comment: "")"#))
        #expect(text.contains(#"configuration.title = NSLocalizedString("btn-00-aaa.normalTitle", tableName: "Main", value: "Go", comment: "")"#))
        #expect(text.contains(#"email.placeholder = NSLocalizedString("fld-00-aaa.placeholder", tableName: "Main", value: "Email", comment: "")"#))
    }

    /// A screen reads its own table's ids only, as the store does: the same id translated in
    /// another storyboard's table is not this label's translation.
    @Test func anotherTablesKeyIsNotThisScreens() throws {
        let text = try source(Self.screen(), LocalizedStrings(tables: ["Other/Main": ["abc-12-xyz.text"]]))
        #expect(text.contains(#"title.text = "Hello""#))
        #expect(!text.contains("NSLocalizedString(\"abc-12-xyz.text\""))
    }

    /// A screen of no table reads a key from the one table that has it; where two tables with
    /// different names have it, the literal stays, with a comment naming both.
    @Test func aScreenOfNoTableReadsTheOneTableThatHasTheKey() throws {
        let one = try source(Self.screen(table: nil), LocalizedStrings(tables: ["App/Settings": ["abc-12-xyz.text"]]))
        #expect(one.contains(#"NSLocalizedString("abc-12-xyz.text", tableName: "Settings", value: "Hello", comment: "")"#))
        let two = try source(Self.screen(table: nil),
                             LocalizedStrings(tables: ["App/Settings": ["abc-12-xyz.text"], "App/Main": ["abc-12-xyz.text"]]))
        #expect(two.contains(#"title.text = "Hello""#))
        #expect(two.contains(#"// title's text is translated under "abc-12-xyz.text" in the tables Main, Settings"#))
    }

    /// A catalog key (`textKey`) in `Localizable`, UIKit's default table, needs no table name.
    @Test func aCatalogKeyInTheDefaultTableHasNoTableName() throws {
        let text = try source(Self.screen(), LocalizedStrings(tables: ["Localizable": ["greeting"]]))
        #expect(text.contains(#"title.text = NSLocalizedString("greeting", value: "Hello", comment: "")"#))
    }

    /// Only translations count: a table's development-language entries (a catalog's source
    /// strings) do not make a text localized.
    @Test func theDevelopmentLanguageAloneIsNoTranslation() {
        var translations = Translations(developmentLanguage: "en")
        translations.add(table: "Loop/Main", catalog: false, language: "en", key: "abc-12-xyz.text", text: "Hello")
        translations.add(table: "Loop/Main", catalog: false, language: "de", key: "btn-00-aaa.normalTitle", text: "Los")
        translations.add(table: "Localizable", catalog: true, language: "fr", key: "greeting", text: "Bonjour")
        #expect(LocalizedStrings(translations).tables == ["Loop/Main": ["btn-00-aaa.normalTitle"], "Localizable": ["greeting"]])
    }

    @Test func aViewOfTheAppsOwnClassIsMadeWithIt() throws {
        var screen = Self.screen()
        screen.views[1].customClass = "TitleLabel"
        screen.views[2].customClass = "ProfileButton"
        screen.views[3].customClass = "Lib.Field"  // not a Swift identifier: the kind's class, named in a comment
        let text = try source(screen, LocalizedStrings())
        #expect(text.contains("    let title = TitleLabel()"))
        // A subclass inherits the kind's initialiser.
        #expect(text.contains("    let go = ProfileButton(type: .system)"))
        #expect(text.contains("    let email = UITextField()  // custom class 'Lib.Field'"))
    }

    /// A configuration draws its title with its own text attributes: the font goes there, not
    /// to `titleLabel`, whose font the configuration would override.
    @Test func aConfiguredButtonsFontGoesIntoItsConfiguration() throws {
        let text = try source(Self.screen(), LocalizedStrings())
        #expect(text.contains("    var configuration = UIButton.Configuration.filled()"))
        #expect(text.contains("        outgoing.font = UIFont.systemFont(ofSize: 15, weight: .semibold)"))
        #expect(!text.contains("go.titleLabel?.font"))
    }
}
