import GRDBSQLite
import LayoutDocument
import LayoutModel

/// A frame-cache hit read with SQLite's C API alone, for `layout solve`'s
/// quick path: no GRDB connection set-up (its function and collation
/// registration and statement authorizer cost a cache hit about a millisecond
/// of first uses of Swift runtime metadata; docs/performance.md).
///
/// It answers only the plain case, and says nil for anything else, so that
/// the caller takes the full path (`LayoutRepository`), which answers the
/// same: a missing, unopenable or read-only file or folder, a schema that is not this
/// build's, an unknown screen, a screen naming a font that is not stored (the full path warns of it), a miss, and an entry that is not the most
/// recently used (marking it used is a write). The queries are the
/// repository's own (`StoreQueries`), on one read snapshot.
public enum CacheHitReader {
    /// The cached answer to `request` for screen `name`, and the vocabulary
    /// of the screen's conditions when `vocabulary` is asked for. With
    /// `fullScreenOnly`, nil for a screen whose design is freeform (its
    /// request on a device is not the device's full screen, see `Device.request(_:content:freeform:)`).
    public static func read(
        path: String, screen name: String, request: SolveRequest, vocabulary: Bool, fullScreenOnly: Bool = false
    ) -> (result: SolveResult, vocabulary: ContentVocabulary?)? {
        // A read-only file or folder (as the repository judges it): the full
        // path opens it read-only and says once that it does not cache.
        let file = DatabaseFile(path: path)
        guard case .file = file.state, !file.isReadOnly else { return nil }
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let db = connection else {
            return nil
        }
        guard sqlite3_db_readonly(db, "main") == 0 else { return nil }
        sqlite3_busy_timeout(db, Int32(LayoutRepository.busyTimeout * 1000))
        guard execute(db, "BEGIN") else { return nil }
        defer { _ = execute(db, "COMMIT") }
        guard let applicationID = first(db, StoreQueries.applicationID, { Int32(sqlite3_column_int($0, 0)) }),
              applicationID == Schema.applicationID,
              let version = first(db, StoreQueries.schemaVersion, { Int(sqlite3_column_int64($0, 0)) }),
              version == Schema.latestVersion,
              let row = first(db, StoreQueries.screenRow, bind: [name], {
                  LayoutRepository.ScreenRow(id: sqlite3_column_int64($0, 0), revision: Int(sqlite3_column_int64($0, 1)))
              })
        else { return nil }
        // A screen naming a font that is not stored: the full path warns of it.
        guard first(db, StoreQueries.missingFonts, bind: [name], { _ in true }) == nil else { return nil }
        // A screen imported in part: the full path says so beside the answer.
        guard first(db, StoreQueries.leftOut, bind: [name], { _ in true }) == nil else { return nil }
        if fullScreenOnly {
            guard let isFullScreen = first(db, StoreQueries.isFullScreen, bind: [name], { sqlite3_column_int($0, 0) != 0 }),
                  isFullScreen else { return nil }
        }
        var spacing = StandardSpacing.apple
        if let stored = first(db, StoreQueries.standardSpacing, { statement -> StandardSpacing? in
            guard sqlite3_column_type(statement, 0) != SQLITE_NULL, sqlite3_column_type(statement, 1) != SQLITE_NULL else { return nil }
            return StandardSpacing(sibling: sqlite3_column_double(statement, 0), superview: sqlite3_column_double(statement, 1))
        }), let stored { spacing = stored }
        let key = LayoutRepository.cacheKey(screenID: row.id, revision: row.revision, request: request, spacing: spacing)
        guard let (json, stale) = first(db, StoreQueries.cacheLookup, bind: [key], { statement in
            (text(statement, 0) ?? "", sqlite3_column_int(statement, 1) != 0)
        }), !stale, var result = try? SolveResult(json: json) else { return nil }
        result.cached = true
        result.revision = row.revision
        result.screen = name  // the entry may predate a rename
        guard vocabulary else { return (result, nil) }
        var conditions: [Condition] = []
        guard each(db, StoreQueries.conditionValues, bindID: row.id, { statement in
            guard let key = text(statement, 0) else { return }
            let number = sqlite3_column_type(statement, 2) == SQLITE_NULL ? nil : sqlite3_column_double(statement, 2)
            if let condition = StoreQueries.condition(key: key, text: text(statement, 1), number: number) {
                conditions.append(condition)
            }
        }) else { return nil }
        return (result, ContentVocabulary(conditions: conditions, name: name))
    }

    private static func execute(_ db: OpaquePointer, _ sql: String) -> Bool {
        sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK
    }

    private static func text(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard let bytes = sqlite3_column_text(statement, column) else { return nil }
        return String(cString: bytes)
    }

    /// The first row of `sql` (text parameters bound in order) read by `body`; nil when there is none or on error.
    private static func first<T>(
        _ db: OpaquePointer, _ sql: String, bind: [String] = [], _ body: (OpaquePointer) -> T
    ) -> T? {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else { return nil }
        defer { sqlite3_finalize(statement) }
        for (index, value) in bind.enumerated()
        where sqlite3_bind_text(statement, Int32(index + 1), value, -1, SQLITE_TRANSIENT) != SQLITE_OK {
            return nil
        }
        guard sqlite3_step(statement) == SQLITE_ROW else { return nil }
        return body(statement)
    }

    /// Every row of `sql` (an id bound as its one parameter) given to `body`; false on error.
    private static func each(_ db: OpaquePointer, _ sql: String, bindID: Int64, _ body: (OpaquePointer) -> Void) -> Bool {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else { return false }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_bind_int64(statement, 1, bindID) == SQLITE_OK else { return false }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: body(statement)
            case SQLITE_DONE: return true
            default: return false
            }
        }
    }
}

/// `SQLITE_TRANSIENT`: SQLite copies the bound text (a C macro Swift does not import).
private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
