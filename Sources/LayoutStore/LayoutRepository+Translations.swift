import GRDB
import LayoutDocument
import LayoutTranslation

/// Translations: IB `.strings` files and string catalogs stored as rows per
/// language (`translation`), read back as `Translations` to lay screens out in a
/// language. Storing them is not a screen edit (no revision); it clears the
/// frame cache and counts one more `document.font_generation`, as fonts do.
extension LayoutRepository {
    /// One translation file to store: its name (what a later import of the same
    /// name replaces), and its entries per language.
    public struct TranslationFile: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            /// IB `.strings`: keys are `objectID.property`.
            case strings
            /// A string catalog: keys are views' `textKey`s.
            case catalog
        }

        /// Where it was read from, for messages.
        public var path: String
        /// The file's name without its folder (`Main.strings`).
        public var source: String
        public var kind: Kind
        /// Language → key → text. A `.strings` file has one language, a catalog any number.
        public var entries: [String: [String: String]]
        /// A catalog's `sourceLanguage`: the development language.
        public var developmentLanguage: String?

        public init(path: String, source: String, kind: Kind, entries: [String: [String: String]],
                    developmentLanguage: String? = nil) {
            self.path = path
            self.source = source
            self.kind = kind
            self.entries = entries
            self.developmentLanguage = developmentLanguage
        }
    }

    /// How one stored file changed what was stored under its name.
    public struct TranslationChange: Hashable, Sendable {
        public var path: String
        public var languages: [String]
        /// Entries stored now.
        public var count: Int
        /// Entries added, removed, or given another text.
        public var changed: Int
    }

    /// Stores `files` in the transaction of `db`: each replaces the rows stored
    /// under its name (in its languages, for a `.strings` file; in all, for a catalog).
    func storeTranslations(_ files: [TranslationFile], in db: Database) throws -> [TranslationChange] {
        var changes: [TranslationChange] = []
        for file in files {
            var old: [String: [String: String]] = [:]
            let languages = file.entries.keys.sorted()
            if file.kind == .catalog {
                for row in try Row.fetchAll(db, sql: "SELECT language, key, value FROM translation WHERE source = ?",
                                            arguments: [file.source]) {
                    old[row[0], default: [:]][row[1]] = row[2]
                }
                try db.execute(sql: "DELETE FROM translation WHERE source = ?", arguments: [file.source])
            } else {
                for language in languages {
                    for row in try Row.fetchAll(db, sql: """
                        SELECT key, value FROM translation WHERE source = ? AND language = ?
                        """, arguments: [file.source, language]) {
                        old[language, default: [:]][row[0]] = row[1]
                    }
                    try db.execute(sql: "DELETE FROM translation WHERE source = ? AND language = ?",
                                   arguments: [file.source, language])
                }
            }
            var count = 0, changed = 0
            for language in Set(languages).union(old.keys).sorted() {
                let new = file.entries[language] ?? [:]
                let before = old[language] ?? [:]
                changed += new.filter { before[$0.key] != $0.value }.count + before.keys.filter { new[$0] == nil }.count
                for (key, value) in new.sorted(by: { $0.key < $1.key }) {
                    try db.execute(sql: """
                        INSERT INTO translation (source, language, kind, key, value) VALUES (?, ?, ?, ?, ?)
                        """, arguments: [file.source, language, file.kind.rawValue, key, value])
                    count += 1
                }
            }
            if let development = file.developmentLanguage {
                try db.execute(sql: "UPDATE document SET development_language = ? WHERE id = 1", arguments: [development])
            }
            changes.append(TranslationChange(path: file.path, languages: languages, count: count, changed: changed))
        }
        if !files.isEmpty {
            try db.execute(sql: "UPDATE document SET font_generation = font_generation + 1 WHERE id = 1")
            try db.execute(sql: "DELETE FROM frame_cache")
        }
        return changes
    }

    /// Stores translation files in one transaction (all or none), outside an import of screens.
    @discardableResult
    public func importTranslations(_ files: [TranslationFile]) throws(StoreError) -> [TranslationChange] {
        try write { db in try self.storeTranslations(files, in: db) }
    }

    /// Every stored translation, and the development language.
    public func translations() throws(StoreError) -> Translations {
        try read { db in try self.translations(in: db) }
    }

    func translations(in db: Database) throws -> Translations {
        var translations = Translations(developmentLanguage: try developmentLanguage(in: db))
        for row in try Row.fetchAll(db, sql: "SELECT language, kind, key, value FROM translation ORDER BY source, language, key") {
            let language: String = row[0]
            let kind: String = row[1]
            if kind == TranslationFile.Kind.catalog.rawValue {
                translations.catalog[language, default: [:]][row[2]] = row[3]
            } else {
                translations.interfaceBuilder[language, default: [:]][row[2]] = row[3]
            }
        }
        return translations
    }

    /// The translations that can apply in `language`: those of its fallbacks, read alone.
    func translations(in db: Database, for language: Language) throws -> Translations {
        var translations = Translations(developmentLanguage: try developmentLanguage(in: db))
        for code in language.fallbacks {
            for row in try Row.fetchAll(db, sql: "SELECT kind, key, value FROM translation WHERE language = ?",
                                        arguments: [code]) {
                let kind: String = row[0]
                if kind == TranslationFile.Kind.catalog.rawValue {
                    translations.catalog[code, default: [:]][row[1]] = row[2]
                } else {
                    translations.interfaceBuilder[code, default: [:]][row[1]] = row[2]
                }
            }
        }
        return translations
    }

    /// The stored development language; `en` when none was stored.
    func developmentLanguage(in db: Database) throws -> String {
        try String.fetchOne(db, sql: "SELECT development_language FROM document WHERE id = 1") ?? "en"
    }

    /// Every language `--language` may name: the stored translations' and the development
    /// language (`Translations.languages`), and those the screens' conditions test (`when:
    /// {"language": […]}`), sorted.
    public func knownLanguages() throws(StoreError) -> [String] {
        try read { db in
            let stored = try String.fetchAll(db, sql: "SELECT DISTINCT language FROM translation")
            let conditions = try String.fetchAll(db, sql: """
                SELECT DISTINCT text_value FROM condition_value WHERE key = 'language' AND text_value IS NOT NULL
                """)
            return Set(stored).union(conditions).union([try self.developmentLanguage(in: db)]).sorted()
        }
    }
}

extension LayoutRepository {
    /// `screen` with its texts in `language` (`Translations.localized`); itself for nil.
    public func localized(_ screen: Screen, in language: Language?) throws(StoreError) -> Screen {
        guard let language else { return screen }
        return try read { db in try self.translations(in: db, for: language).localized(screen, in: language) }
    }
}
