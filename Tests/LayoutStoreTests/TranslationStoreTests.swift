import Foundation
import GRDB
import LayoutDocument
import LayoutModel
import LayoutTranslation
import Testing
@testable import LayoutStore

/// Translations in the store: rows per language, replaced per file, in the import's
/// transaction, read back by language, and part of what a solve's answer depends on.
@Suite struct TranslationStoreTests {
    static func screen(_ text: String = "Save", name: String = "form") -> Screen {
        var root = ViewSpec(name: "root")
        root.ibID = "root-00-000"
        var title = ViewSpec(name: "title", superview: "root", kind: "label", ibID: "abc-12-xyz", text: text)
        title.textKey = "save"
        return Screen(name: name, root: "root", views: [root, title], constraints: [
            ConstraintEntry(id: "h", body: .visualFormat("H:|-20-[title]", options: [])),
            ConstraintEntry(id: "v", body: .visualFormat("V:|-40-[title]", options: [])),
        ])
    }

    static func strings(_ language: String, _ values: [String: String]) -> LayoutRepository.TranslationFile {
        LayoutRepository.TranslationFile(path: "\(language).lproj/Main.strings", source: "Main.strings", kind: .strings,
                                         entries: [language: values])
    }

    @Test func importStoresRowsPerLanguageAndReplacesPerFile() throws {
        let store = try LayoutRepository(path: temporaryPath())
        let (screens, changes) = try store.importDocument(
            LayoutDocument(screens: [Self.screen()]),
            translations: [Self.strings("de", ["abc-12-xyz.text": "Speichern", "nav.title": "Einstellungen"]),
                           Self.strings("ja", ["abc-12-xyz.text": "保存"])])
        #expect(screens.count == 1)
        #expect(changes.map(\.added) == [2, 1] && changes.map(\.count) == [2, 1])
        #expect(changes.map(\.changed) == [0, 0] && changes.map(\.removed) == [0, 0])
        #expect(try store.translations().interfaceBuilder == [
            "de": ["abc-12-xyz.text": "Speichern", "nav.title": "Einstellungen"], "ja": ["abc-12-xyz.text": "保存"]])
        // Again, one text changed and one entry gone; Japanese untouched.
        let again = try store.importTranslations([Self.strings("de", ["abc-12-xyz.text": "Sichern"])])
        #expect(again.map(\.changed) == [1] && again.map(\.removed) == [1] && again.map(\.added) == [0])
        #expect(again.map(\.count) == [1])
        #expect(try store.translations().interfaceBuilder == ["de": ["abc-12-xyz.text": "Sichern"], "ja": ["abc-12-xyz.text": "保存"]])
        // A catalog replaces every language it stored, and names the development language.
        let catalog = LayoutRepository.TranslationFile(path: "Localizable.xcstrings", source: "Localizable.xcstrings",
                                                       kind: .catalog, entries: ["fr": ["save": "Enregistrer"]],
                                                       developmentLanguage: "en-GB")
        try store.importTranslations([catalog])
        #expect(try store.translations().catalog == ["fr": ["save": "Enregistrer"]])
        #expect(try store.translations().developmentLanguage == "en-GB")
        #expect(try store.translations().languages == ["de", "en-GB", "fr", "ja"])
    }

    @Test func aDocumentsDevelopmentLanguageIsStoredAndExported() throws {
        let store = try LayoutRepository(path: temporaryPath())
        try store.importDocument(LayoutDocument(screens: [Self.screen()]))
        #expect(try store.exportDocument().developmentLanguage == nil)
        #expect(try store.translations().developmentLanguage == "en")
        try store.importDocument(LayoutDocument(developmentLanguage: "de", screens: [Self.screen("Sichern", name: "other")]))
        #expect(try store.exportDocument().developmentLanguage == "de")
        #expect(try store.translations().developmentLanguage == "de")
        // In the development language every view shows its own text, whatever is stored for it.
        try store.importTranslations([Self.strings("de", ["abc-12-xyz.text": "Speichern"])])
        let screen = try store.screen(named: "form")
        #expect(try store.localized(screen, in: Language("de")) == screen)
    }

    @Test func aFailedImportStoresNoTranslation() throws {
        let store = try LayoutRepository(path: temporaryPath())
        try store.importDocument(LayoutDocument(screens: [Self.screen()]))
        #expect(throws: StoreError.self) {
            // The screen exists: the whole import, translations included, is refused.
            try store.importDocument(LayoutDocument(screens: [Self.screen()]), translations: [Self.strings("de", ["a.text": "b"])])
        }
        #expect(try store.translations().interfaceBuilder.isEmpty)
    }

    @Test func solveInALanguageMeasuresItsTextAndCachesApart() throws {
        let store = try LayoutRepository(path: temporaryPath())
        try store.importDocument(LayoutDocument(screens: [Self.screen(), Self.screen("Speichern und fortfahren", name: "oracle")]),
                                 translations: [Self.strings("de", ["abc-12-xyz.text": "Speichern und fortfahren"])])
        var request = SolveRequest(width: 375, height: 667)
        let english = try store.solve(screen: "form", request: request)
        request.language = Language("de-CH")
        let german = try store.solve(screen: "form", request: request)
        #expect(german.cached == false && german.language == "de-CH")
        let oracle = try store.solve(screen: "oracle", request: SolveRequest(width: 375, height: 667))
        #expect(german.frames.map(\.frame) == oracle.frames.map(\.frame))
        #expect(german.frames.map(\.frame) != english.frames.map(\.frame))
        #expect(try store.solve(screen: "form", request: request).cached)
        // A new translation clears the cache: the answer is solved again, with the new text.
        try store.importTranslations([Self.strings("de", ["abc-12-xyz.text": "Sichern"])])
        #expect(try store.cachedResultCount() == 0)
        let changed = try store.solve(screen: "form", request: request)
        #expect(changed.cached == false)
        #expect(changed.frames.map(\.frame) != german.frames.map(\.frame))
    }

    /// A database of schema 7 gains the translation table and the development language.
    @Test func aDatabaseOfSchemaSevenGainsTranslations() throws {
        let path = temporaryPath()
        let queue = try DatabaseQueue(path: path)
        let older = EmbeddedMigrations.all.filter { $0.version < 8 }
        #expect(older.count == 7 && EmbeddedMigrations.all.contains { $0.name == "0008_translations" })
        try queue.write { db in
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: """
                CREATE TABLE schema_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
                """)
            for migration in older {
                try db.execute(sql: migration.sql)
                try db.execute(sql: "INSERT INTO schema_migration VALUES (?, ?, 'then')",
                               arguments: [migration.version, migration.name])
            }
        }
        try queue.close()
        let repository = try LayoutRepository(path: path)
        #expect(try repository.translations() == Translations())
        try repository.importTranslations([Self.strings("de", ["a.text": "b"])])
        #expect(try repository.translations().interfaceBuilder == ["de": ["a.text": "b"]])
    }
}
