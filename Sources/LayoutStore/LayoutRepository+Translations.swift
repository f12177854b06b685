import GRDB
import LayoutDocument
import LayoutTranslation

/// Translations: IB `.strings` files and string catalogs stored as rows per
/// language (`translation`), read back as `Translations` to lay screens out in a
/// language. Storing them is not a screen edit (no revision); it clears the
/// frame cache and counts one more `document.font_generation`, as fonts do.
///
/// A row's `source` is its file's strings table and extension (`Loop/Main.strings`,
/// `StringsTable`): a translation belongs to its storyboard, not to a file name,
/// so `B/de.lproj/Main.strings` never replaces the German of `A/Main`. (Nor is a
/// file matched to a storyboard by the object ids it names: a module's copy of
/// another's storyboard carries the same ids, and its German is its own.)
extension LayoutRepository {
    /// One translation file to store: where it was read, the strings table it
    /// belongs to, and its entries per language.
    public struct TranslationFile: Hashable, Sendable {
        public typealias Kind = DocumentTranslation.Kind

        /// Where it was read from, for messages.
        public var path: String
        /// Its strings table and extension (`Loop/Main.strings`): what a later import of it replaces.
        public var source: String
        public var kind: Kind
        /// Language → key → text. A `.strings` file has one language, a catalog any number.
        public var entries: [String: [String: String]]
        /// A catalog's `sourceLanguage`: the development language.
        public var developmentLanguage: String?
        /// A file of no storyboard (`Localizable.strings` found in an app's folder): stored, as
        /// text-key entries (`catalog`), only when a stored view's `textKey` is one of its keys;
        /// else left out and said so (`TranslationChange.skipped`).
        public var onlyIfKeysUsed: Bool

        public init(path: String, source: String, kind: Kind, entries: [String: [String: String]],
                    developmentLanguage: String? = nil, onlyIfKeysUsed: Bool = false) {
            self.path = path
            self.source = source
            self.kind = kind
            self.entries = entries
            self.developmentLanguage = developmentLanguage
            self.onlyIfKeysUsed = onlyIfKeysUsed
        }

        /// Whether storing it replaces the rows of its source in every language (a catalog holds
        /// them all), rather than in its own (a `.strings` file is one language's).
        var replacesEveryLanguage: Bool { source.lowercased().hasSuffix(".xcstrings") }
    }

    /// How one stored file changed what was stored for its strings table.
    public struct TranslationChange: Hashable, Sendable {
        public var path: String
        public var languages: [String]
        /// The strings table it was stored for (`Loop/Main`).
        public var table: String
        /// Entries stored now.
        public var count: Int
        /// Entries that were not stored before, that had another text, and that are gone.
        public var added: Int
        public var changed: Int
        public var removed: Int
        /// An `onlyIfKeysUsed` file that no view's text key uses: nothing was stored.
        public var skipped = false
    }

    /// Stores `files` in the transaction of `db`: each replaces the rows stored
    /// under its source (in its languages, for a `.strings` file; in all, for a catalog).
    func storeTranslations(_ files: [TranslationFile], in db: Database) throws -> [TranslationChange] {
        var changes: [TranslationChange] = []
        var written: [String: String] = [:]  // "source|language" → the path that wrote it
        var textKeys: Set<String>?
        for var file in files {
            try Self.refuseNul(in: file)
            let ownTable = StringsTable.table(ofSource: file.source)
            if file.onlyIfKeysUsed {
                if textKeys == nil {
                    textKeys = Set(try String.fetchAll(db, sql: """
                        SELECT DISTINCT view.text_key FROM view JOIN screen ON view.screen_id = screen.id
                        WHERE screen.removed = 0 AND view.text_key IS NOT NULL
                        """))
                }
                guard file.entries.values.contains(where: { $0.keys.contains(where: { textKeys?.contains($0) == true }) }) else {
                    var change = TranslationChange(path: file.path, languages: file.entries.keys.sorted(), table: ownTable,
                                                   count: 0, added: 0, changed: 0, removed: 0)
                    change.skipped = true
                    changes.append(change)
                    continue
                }
                file.kind = .catalog
            }
            let languages = file.entries.keys.sorted()
            for language in languages {
                let key = file.source + "|" + language
                if let other = written[key] {
                    throw StoreError(.invalidDocument, "'\(other)' and '\(file.path)' are both the '\(language)' translations "
                                     + "of '\(StringsTable.table(ofSource: file.source))'; import one of them")
                }
                written[key] = file.path
            }
            var old: [String: [String: String]] = [:]
            if file.replacesEveryLanguage {
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
            var change = TranslationChange(path: file.path, languages: languages, table: ownTable,
                                           count: 0, added: 0, changed: 0, removed: 0)
            let statement = try db.cachedStatement(sql: """
                INSERT INTO translation (source, language, kind, key, value) VALUES (?, ?, ?, ?, ?)
                """)
            for language in Set(languages).union(old.keys).sorted() {
                let new = file.entries[language] ?? [:]
                let before = old[language] ?? [:]
                for (key, value) in new {
                    if let previous = before[key] {
                        if previous != value { change.changed += 1 }
                    } else {
                        change.added += 1
                    }
                }
                change.removed += before.keys.filter { new[$0] == nil }.count
                for (key, value) in new.sorted(by: { $0.key < $1.key }) {
                    try statement.execute(arguments: [file.source, language, file.kind.rawValue, key, value])
                    change.count += 1
                }
            }
            if let development = file.developmentLanguage {
                try db.execute(sql: "UPDATE document SET development_language = ? WHERE id = 1", arguments: [development])
            }
            changes.append(change)
        }
        if changes.contains(where: { !$0.skipped }) {
            try db.execute(sql: "UPDATE document SET font_generation = font_generation + 1 WHERE id = 1")
            try db.execute(sql: "DELETE FROM frame_cache")
        }
        return changes
    }

    /// The rule every stored text goes through (`DocumentTexts`): SQLite keeps a text only up
    /// to a U+0000, so a key or translation holding one is refused here too, for callers
    /// that did not read the file with the readers (which point at the line).
    private static func refuseNul(in file: TranslationFile) throws(StoreError) {
        for (language, entries) in file.entries.sorted(by: { $0.key < $1.key }) {
            for (key, value) in entries {
                let problem = DocumentTexts.problem(key, what: "a key") ?? DocumentTexts.problem(value, what: "the translation of '\(key)'")
                if let problem { throw StoreError(.invalidDocument, "\(file.path) (\(language)): \(problem)") }
            }
        }
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
        for row in try Row.fetchAll(db, sql: "SELECT source, language, kind, key, value FROM translation ORDER BY source, language, key") {
            let kind: String = row[2]
            translations.add(table: StringsTable.table(ofSource: row[0]), catalog: kind == TranslationFile.Kind.catalog.rawValue,
                             language: row[1], key: row[3], text: row[4])
        }
        return translations
    }

    /// The translations that can apply in `language`: those of its fallbacks, read alone.
    func translations(in db: Database, for language: Language) throws -> Translations {
        var translations = Translations(developmentLanguage: try developmentLanguage(in: db))
        for code in language.fallbacks {
            for row in try Row.fetchAll(db, sql: "SELECT source, kind, key, value FROM translation WHERE language = ? ORDER BY source",
                                        arguments: [code]) {
                let kind: String = row[1]
                translations.add(table: StringsTable.table(ofSource: row[0]), catalog: kind == TranslationFile.Kind.catalog.rawValue,
                                 language: code, key: row[2], text: row[3])
            }
        }
        return translations
    }

    /// The stored translations as a document carries them, one file and language each, in
    /// source and language order: those of every source (`screens` nil), or those that can
    /// apply to `screens` (their strings tables', and for screens of no table the files
    /// holding a key of one of their views).
    func documentTranslations(for screens: [Screen]?, in db: Database) throws -> [DocumentTranslation] {
        var translations: [DocumentTranslation] = []
        for row in try Row.fetchAll(db, sql: "SELECT source, kind, language, key, value FROM translation ORDER BY source, language, key") {
            let source: String = row[0], language: String = row[2]
            if let last = translations.last, last.source == source, last.language == language {
                translations[translations.count - 1].entries[row[3]] = row[4]
            } else {
                let kind = DocumentTranslation.Kind(rawValue: row[1]) ?? .strings
                translations.append(DocumentTranslation(source: source, kind: kind, language: language, entries: [row[3]: row[4]]))
            }
        }
        guard let screens else { return translations }
        let tables = Set(screens.compactMap { $0.design?.stringsTable })
        var keys: Set<String> = []  // what views of screens without a table read
        for screen in screens where screen.design?.stringsTable == nil {
            for view in screen.views {
                if let key = view.textKey { keys.insert(key) }
                if let id = view.ibID { keys.formUnion((Translations.textProperties + ["placeholder"]).map { id + "." + $0 }) }
            }
        }
        for screen in screens where screen.design?.stringsTable != nil {
            for view in screen.views { if let key = view.textKey { keys.insert(key) } }
        }
        let sources = Set(translations.filter { translation in
            tables.contains(StringsTable.table(ofSource: translation.source)) || translation.entries.keys.contains(where: keys.contains)
        }.map(\.source))
        return translations.filter { sources.contains($0.source) }
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

    /// A document's translations as the files they were stored as: a catalog's languages
    /// together (it replaces them all), a `.strings` file per language; each keeps its source.
    static func files(of translations: [DocumentTranslation]) -> [TranslationFile] {
        var files: [TranslationFile] = []
        for translation in translations {
            let file = TranslationFile(path: translation.source, source: translation.source, kind: translation.kind,
                                       entries: [translation.language: translation.entries])
            if file.replacesEveryLanguage, let index = files.firstIndex(where: { $0.source == file.source }) {
                files[index].entries[translation.language] = translation.entries
            } else {
                files.append(file)
            }
        }
        return files
    }
}

extension LayoutRepository {
    /// `screen` with its texts in `language` (`Translations.localized`); itself for nil.
    public func localized(_ screen: Screen, in language: Language?) throws(StoreError) -> Screen {
        guard let language else { return screen }
        return try read { db in try self.translations(in: db, for: language).localized(screen, in: language) }
    }
}
