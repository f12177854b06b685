import Foundation
import GRDB
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText

/// The layout store: screens as rows, their history, and the frame cache,
/// in one SQLite database. The only code that touches SQLite.
///
/// Every edit is one immediate (`BEGIN IMMEDIATE`) transaction that appends
/// one history entry with a new revision of its screen, so concurrent
/// processes each get their own revision and nothing is lost. On disk the
/// database is in WAL mode with a busy timeout.
public final class LayoutRepository: Sendable {
    /// Solves a screen, measuring text with the stored fonts it names; the default is `LayoutEngine.solve`.
    public typealias ScreenSolver = @Sendable (Screen, StandardSpacing, SolveRequest, TextMeasurer) throws -> SolveResult

    /// What `layout screens` lists.
    public struct ScreenSummary: Hashable, Sendable {
        public var name: String
        public var revision: Int
        public var views: Int
        public var constraints: Int
    }

    let writer: any DatabaseWriter
    let path: String
    let solver: ScreenSolver
    /// Most frame cache entries kept; the least recently used go first.
    public let cacheCapacity: Int
    /// Set by `interrupt()`: writes roll back instead of committing.
    let interruption = InterruptionFlag()

    /// How long a write waits for another process's transaction to finish.
    public static let busyTimeout: TimeInterval = 30

    /// How a caller means to use the database.
    public enum Access: Sendable, Equatable {
        /// Creates the file when it is missing and migrates it when needed;
        /// edits are allowed. A read-only file or folder is an error.
        case readWrite
        /// Edits an existing database: like `readWrite`, but a missing (or
        /// empty) file is an error, as for `read`, and nothing is created.
        case edit
        /// Reads an existing database and never creates one. When the file
        /// or its folder is read-only the database is opened read-only:
        /// nothing is written and solved frames are not cached.
        case read
    }

    /// Whether the database was opened read-only (`Access.read` on a
    /// read-only file or folder): nothing is written, answers are not cached.
    public let isReadOnly: Bool

    /// Opens the database at `path`; `.readWrite` creates and migrates it
    /// when needed. Refuses, leaving the file untouched, a file that is not a
    /// SQLite database, a SQLite database that is not a LayoutStore one, and
    /// a LayoutStore database of a newer schema than this build knows.
    ///
    /// One connection (a `DatabaseQueue` in WAL mode): a command runs one
    /// thing at a time, and other processes are kept apart by SQLite's locks
    /// and the busy timeout. When the schema is current, opening writes nothing.
    public init(
        path: String, access: Access = .readWrite, cacheCapacity: Int = 2000, solver: ScreenSolver? = nil
    ) throws(StoreError) {
        self.path = path
        self.solver = solver ?? LayoutRepository.engineSolver
        self.cacheCapacity = max(1, cacheCapacity)
        let file = DatabaseFile(path: path)
        try LayoutRepository.checkBeforeOpening(file, access: access)
        let readOnly = file.state != .missing && file.isReadOnly
        if readOnly, access != .read {
            throw StoreError(.readOnlyDatabase, "database '\(path)' is read-only; it was left untouched")
        }
        isReadOnly = readOnly
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(LayoutRepository.busyTimeout)
        configuration.readonly = readOnly
        // A read-only file without a write-ahead log cannot change under us:
        // read it as immutable, so SQLite creates no -shm or -wal beside it.
        let target = readOnly && !file.hasWriteAheadLog ? file.uri(query: "immutable=1") : path
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: target, configuration: configuration)
        } catch {
            throw StoreError(.cannotOpen, "cannot open database '\(path)': \(LayoutRepository.reason(error))")
        }
        writer = queue
        do {
            // Another process creating or migrating the same file may hold a lock SQLite does not
            // wait for (switching to WAL takes an exclusive lock without the busy handler): the
            // whole look and change is tried again, as any write waits, up to the busy timeout.
            try LayoutRepository.retryingWhileLocked {
                let contents = try queue.inDatabase { db in try Schema.contents(of: db) }
                switch contents {
                case .foreign: throw Schema.foreignError(path)
                case .layoutStore(let version) where version > Schema.latestVersion: throw Schema.newerError(path, version)
                case .layoutStore(let version) where version == Schema.latestVersion:
                    if !readOnly { try LayoutRepository.useWriteAheadLog(queue) }
                case .empty where access != .readWrite:
                    throw StoreError(.missingDatabase, "database '\(path)' is empty; 'layout import FILE' fills it")
                case .layoutStore(let version) where readOnly:
                    throw StoreError(.readOnlyDatabase, "database '\(path)' has schema version \(version), older than "
                                     + "this layout's \(Schema.latestVersion), and is read-only; open it once with write "
                                     + "access to upgrade it")
                case .empty, .layoutStore:
                    try LayoutRepository.useWriteAheadLog(queue)
                    try Schema.migrate(queue, path: path)
                }
            }
        } catch {
            try? queue.close()
            throw StoreError.database(error)
        }
    }

    /// What the file system already tells about `file`, before SQLite sees it.
    private static func checkBeforeOpening(_ file: DatabaseFile, access: Access) throws(StoreError) {
        let path = file.path
        switch file.state {
        case .directory:
            throw StoreError(.cannotOpen, "cannot open database '\(path)': it is a directory")
        case .missing where access != .readWrite:
            if !file.folderExists {
                throw StoreError(.missingDatabase, "no database at '\(path)': folder '\(file.folder)' does not exist")
            }
            throw StoreError(.missingDatabase, "no database at '\(path)'; 'layout import FILE' creates one")
        case .missing:
            if let problem = file.creationProblem {
                throw StoreError(.cannotOpen, "cannot create database '\(path)': \(problem)")
            }
        case .file(let size):
            guard let header = file.header(Schema.sqliteHeader.count) else {
                throw StoreError(.cannotOpen, "cannot open database '\(path)': it is not readable")
            }
            if size > 0, header != Schema.sqliteHeader {
                throw StoreError(.notADatabase, "'\(path)' is not a SQLite database; it was left untouched")
            }
        }
    }

    /// WAL mode (switched on once, when the file is new) and its usual
    /// companion: durable at checkpoints, not at every commit.
    private static func useWriteAheadLog(_ queue: DatabaseQueue) throws {
        try queue.inDatabase { db in
            if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                try db.execute(sql: "PRAGMA journal_mode = WAL")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
    }

    /// Runs `body` again while it fails with SQLITE_BUSY or SQLITE_LOCKED, pausing a little
    /// longer each time (1 ms, doubling up to 50 ms), for at most `busyTimeout`: what SQLite's
    /// busy handler does for a write, for the statements it does not wait in (changing the
    /// journal mode; reading a schema another connection is writing). `body` must be safe
    /// to run again: opening looks at the file afresh each time.
    static func retryingWhileLocked<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(busyTimeout)
        var pause: useconds_t = 1000
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                guard Date() < deadline else { throw error }
                usleep(pause)
                pause = min(pause * 2, 50_000)
            }
        }
    }

    /// SQLite's explanation of a failure, without its result code.
    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    /// A fresh database in memory (tests, scratch work).
    public init(inMemory: Void = (), cacheCapacity: Int = 2000, solver: ScreenSolver? = nil) throws(StoreError) {
        self.path = ":memory:"
        self.solver = solver ?? LayoutRepository.engineSolver
        self.cacheCapacity = max(1, cacheCapacity)
        self.isReadOnly = false
        do {
            var configuration = Configuration()
            configuration.foreignKeysEnabled = true
            let queue = try DatabaseQueue(configuration: configuration)
            writer = queue
            try Schema.migrate(queue, path: path)
        } catch {
            throw StoreError.database(error)
        }
    }

    // MARK: Transactions

    /// Runs `body` in one immediate write transaction; any error rolls it back.
    func write<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.writeWithoutTransaction { db in
                var result: Result<T, any Error>?
                try db.inTransaction(.immediate) {
                    result = Result { try body(db) }
                    if case .success = result, self.interruption.isRequested { result = .failure(StoreError.interrupted) }
                    if case .failure = result { return .rollback }
                    return .commit
                }
                guard let result else { throw StoreError(.database, "a write transaction did not run") }
                return try result.get()
            }
        } catch {
            // An interrupted statement fails with SQLITE_INTERRUPT (or the rollback with SQLITE_ABORT).
            if interruption.isRequested, !(error is StoreError) || (error as? StoreError)?.kind == .database {
                throw StoreError.interrupted
            }
            throw StoreError.database(error)
        }
    }

    /// Runs `body` on a consistent snapshot.
    func read<T>(_ body: (Database) throws -> T) throws(StoreError) -> T {
        do {
            return try writer.read { db in try body(db) }
        } catch {
            throw StoreError.database(error)
        }
    }

    // MARK: Screens

    /// Every screen, in the order they were first imported.
    public func screens() throws(StoreError) -> [ScreenSummary] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT name, revision,
                    (SELECT count(*) FROM view WHERE screen_id = screen.id),
                    (SELECT count(*) FROM constraint_entry WHERE screen_id = screen.id)
                FROM screen WHERE removed = 0 ORDER BY id
                """).map { ScreenSummary(name: $0[0], revision: $0[1], views: $0[2], constraints: $0[3]) }
        }
    }

    /// The stored screen named `name`.
    public func screen(named name: String) throws(StoreError) -> Screen {
        try read { db in try self.loadScreen(named: name, in: db).screen }
    }

    /// What the importer left out of a screen (`Screen.leftOut`), read from its rows alone,
    /// without loading the screen (a solve's answer says it with the frames).
    public func leftOut(of name: String) throws(StoreError) -> [LeftOut] {
        try read { db in try ScreenRows.loadLeftOut(screenID: try self.screenRow(named: name, in: db).id, in: db) }
    }

    /// The content keys and values the `when` conditions of a screen mention:
    /// what `ContentVocabulary(screen)` finds, read from the condition rows
    /// alone, without loading the screen (a cache hit checks `--content` with it).
    public func contentVocabulary(of name: String) throws(StoreError) -> ContentVocabulary {
        try read { db in
            let row = try self.screenRow(named: name, in: db)
            let rows = try Row.fetchCursor(db, sql: StoreQueries.conditionValues, arguments: [row.id])
            var conditions: [Condition] = []
            while let row = try rows.next() {
                if let condition = StoreQueries.condition(key: row[0], text: row[1], number: row[2]) {
                    conditions.append(condition)
                }
            }
            return ContentVocabulary(conditions: conditions, name: name)
        }
    }

    /// The latest revision of a screen.
    public func revision(of name: String) throws(StoreError) -> Int {
        try read { db in try self.screenRow(named: name, in: db).revision }
    }

    /// The latest revision of a screen, removed or not (what `undo` and `revert` reach).
    public func revision(ofAny name: String) throws(StoreError) -> Int {
        try read { db in try self.screenRow(named: name, includingRemoved: true, in: db).revision }
    }

    /// The standard spacing screens are solved with: the last imported
    /// document's override, else Apple's 8 and 20.
    public func standardSpacing() throws(StoreError) -> StandardSpacing {
        try read { db in try self.storedSpacing(in: db) ?? .apple }
    }

    func storedSpacing(in db: Database) throws -> StandardSpacing? {
        guard let row = try Row.fetchOne(db, sql: StoreQueries.standardSpacing), let sibling: Double = row[0], let superview: Double = row[1]
        else { return nil }
        return StandardSpacing(sibling: sibling, superview: superview)
    }

    struct ScreenRow {
        var id: Int64
        var revision: Int
    }

    /// The row of the screen `name`; a removed screen only when `includingRemoved`
    /// (history, undo, redo, revert and replay reach it; everything else says it was removed).
    func screenRow(named name: String, includingRemoved: Bool = false, in db: Database) throws -> ScreenRow {
        if let row = try Row.fetchOne(db.cachedStatement(sql: StoreQueries.screenRow), arguments: [name]) {
            return ScreenRow(id: row[0], revision: row[1])
        }
        if let row = try Row.fetchOne(db, sql: "SELECT id, revision FROM screen WHERE name = ? AND removed = 1",
                                      arguments: [name]) {
            if includingRemoved { return ScreenRow(id: row[0], revision: row[1]) }
            throw StoreError(.unknownScreen, LayoutRepository.removedMessage(name, revision: row[1]))
        }
        let names = try String.fetchAll(db, sql: "SELECT name FROM screen WHERE removed = 0 ORDER BY id")
        throw StoreError(.unknownScreen, "no screen named '\(name)'" + NameSuggestion.hint(for: name, among: names))
    }

    /// What a command says of a removed screen it was asked for.
    static func removedMessage(_ name: String, revision: Int) -> String {
        "screen '\(name)' was removed (revision \(revision)); 'layout undo \(name)' brings it back"
    }

    func loadScreen(
        named name: String, includingRemoved: Bool = false, in db: Database
    ) throws -> (row: ScreenRow, screen: Screen) {
        let row = try screenRow(named: name, includingRemoved: includingRemoved, in: db)
        guard let screen = try ScreenRows.load(screenID: row.id, in: db) else {
            throw StoreError(.unknownScreen, "no screen named '\(name)'")
        }
        return (row, screen)
    }

    // MARK: Documents

    /// Imports every screen of `document` in one transaction: all land or none.
    /// A screen whose name exists is an error unless `replace` is set, in which
    /// case it is replaced as a new revision of that screen.
    /// `progress` is called after each screen with the number stored so far.
    /// - Returns: each imported screen's name and new revision, in document order.
    /// A screen the same as the stored one records nothing: its entry has the
    /// current revision and `changed` false.
    @discardableResult
    public func importDocument(
        _ document: LayoutDocument, replace: Bool = false, progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> [(screen: String, revision: Int, changed: Bool)] {
        try importDocument(document, translations: [], replace: replace, progress: progress).screens
    }

    /// Imports `document`'s screens and `translations` (`storeTranslations`) in one
    /// transaction: all land or none.
    /// - Returns: the screens as `importDocument(_:replace:progress:)` returns them,
    ///   and how each translation file changed what was stored under its name.
    public func importDocument(
        _ document: LayoutDocument, translations: [TranslationFile], replace: Bool = false,
        progress: (Int) -> Void = { _ in }
    ) throws(StoreError) -> (screens: [(screen: String, revision: Int, changed: Bool)], translations: [TranslationChange]) {
        var seen: Set<String> = []
        for screen in document.screens where !seen.insert(screen.name).inserted {
            throw StoreError(.invalidDocument, "the document has two screens named '\(screen.name)'")
        }
        return try write { db in
            if let spacing = document.standardSpacing {
                try db.execute(sql: """
                    UPDATE document SET standard_spacing_sibling = ?, standard_spacing_superview = ? WHERE id = 1
                    """, arguments: [spacing.sibling, spacing.superview])
            }
            if let language = document.developmentLanguage {
                try db.execute(sql: "UPDATE document SET development_language = ? WHERE id = 1", arguments: [language])
            }
            var imported: [(screen: String, revision: Int, changed: Bool)] = []
            for screen in document.screens {
                try self.checkInterruption()
                let existing = try Row.fetchOne(db, sql: "SELECT id, revision, removed FROM screen WHERE name = ?",
                                                arguments: [screen.name])
                var previous: Screen?
                if let existing {
                    guard replace else {
                        let removed: Bool = existing[2]
                        throw StoreError(.screenExists, "screen '\(screen.name)' "
                            + (removed ? "was removed but keeps its name and history" : "already exists")
                            + "; use --replace to import it as its next revision, "
                            + "or --prefix P to import every screen as P + its name")
                    }
                    previous = try ScreenRows.load(screenID: existing[0], in: db)
                    if previous == screen {
                        imported.append((screen.name, existing[1], false))
                        progress(imported.count)
                        continue
                    }
                }
                let edit: ScreenEdit
                do throws(ScreenEditError) {
                    edit = try ScreenEdit.importing(screen, replacing: previous)
                } catch {
                    throw StoreError(.invalidDocument, error.message)
                }
                imported.append((screen.name, try self.record(edit, screenName: screen.name, in: db), true))
                progress(imported.count)
            }
            // The document's own translations (an export's) first, then the files given beside it.
            return (imported, try self.storeTranslations(LayoutRepository.files(of: document.translations) + translations, in: db))
        }
    }

    /// The stored screens as a document, with the translations that apply to them
    /// (all of them with all screens); `screens` empty means all of them, in
    /// import order. `progress` is called after each screen with the number
    /// read so far and how many there are.
    public func exportDocument(
        screens names: [String] = [], progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(StoreError) -> LayoutDocument {
        try read { db in
            var screens: [Screen] = []
            try self.readScreens(names, in: db) { screen, _, total in
                screens.append(screen)
                progress(screens.count, total)
            }
            return LayoutDocument(standardSpacing: try self.storedSpacing(in: db),
                                  developmentLanguage: try String.fetchOne(db, sql: "SELECT development_language FROM document WHERE id = 1"),
                                  screens: screens,
                                  translations: try self.documentTranslations(for: names.isEmpty ? nil : screens, in: db))
        }
    }

    /// The screens `exportDocument` reads, from one snapshot, handed to `each`
    /// one at a time as soon as each is read: `check` solves the first ones on
    /// other threads while the rest are read.
    public func readScreens(_ names: [String] = [], each: (Screen) -> Void) throws(StoreError) {
        try read { db in try self.readScreens(names, in: db) { screen, _, _ in each(screen) } }
    }

    /// As `readScreens(_:each:)`, each screen with its revision in the same snapshot (what a
    /// shard of `check` names its check by).
    public func readScreens(_ names: [String] = [], eachWithRevision each: (Screen, _ revision: Int) -> Void)
        throws(StoreError) {
        try read { db in try self.readScreens(names, in: db) { screen, revision, _ in each(screen, revision) } }
    }

    /// `names` (empty: every screen, in import order), each passed to `each` with its revision and how many there are.
    private func readScreens(_ names: [String], in db: Database, each: (Screen, Int, Int) throws -> Void) throws {
        let selected = names.isEmpty
            ? try String.fetchAll(db, sql: "SELECT name FROM screen WHERE removed = 0 ORDER BY id") : names
        for name in selected {
            let loaded = try self.loadScreen(named: name, in: db)
            try each(loaded.screen, loaded.row.revision, selected.count)
        }
    }
}
