import Foundation
import GRDB

/// One numbered file of `Migrations/`, embedded at build time by the
/// EmbedMigrations plugin (see `EmbeddedMigrations.all`).
struct Migration: Sendable {
    var version: Int
    var name: String
    var sql: String
}

/// Opening checks and migrations: what makes a file a LayoutStore database.
enum Schema {
    /// `PRAGMA application_id` of every LayoutStore database ('LAYO').
    static let applicationID: Int32 = 1_279_351_119

    /// The newest schema version this build knows.
    static var latestVersion: Int { EmbeddedMigrations.all.last?.version ?? 0 }

    /// What an existing file holds, read without changing it.
    enum Contents {
        case empty
        case layoutStore(version: Int)
        case foreign
    }

    /// SQLite's 16-byte file header.
    static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

    /// Inspects a database connection without writing to it.
    static func contents(of db: Database) throws -> Contents {
        let tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
        if tableCount == 0 { return .empty }
        let applicationID = try Int32.fetchOne(db, sql: StoreQueries.applicationID) ?? 0
        // One count rather than GRDB's `tableExists`, whose schema introspection
        // is a measurable part of a cache hit's start-up.
        let hasMigrations = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migration'
            """) == 1
        guard applicationID == Schema.applicationID, hasMigrations else { return .foreign }
        let version = try Int.fetchOne(db, sql: StoreQueries.schemaVersion) ?? 0
        return .layoutStore(version: version)
    }

    /// Applies every migration not yet recorded, in order, each in its own
    /// immediate transaction (so two processes creating one file do not both apply it).
    static func migrate(_ writer: any DatabaseWriter, path: String) throws {
        for migration in EmbeddedMigrations.all {
            try writer.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    switch try contents(of: db) {
                    case .foreign: throw foreignError(path)
                    case .layoutStore(let version) where version > latestVersion: throw newerError(path, version)
                    case .layoutStore(let version) where version >= migration.version: return .commit
                    default: break
                    }
                    try db.execute(sql: """
                        CREATE TABLE IF NOT EXISTS schema_migration (
                            version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
                        """)
                    try db.execute(sql: migration.sql)
                    try db.execute(
                        sql: "INSERT INTO schema_migration (version, name, applied_at) VALUES (?, ?, ?)",
                        arguments: [migration.version, migration.name, timestamp()])
                    return .commit
                }
            }
        }
    }

    static func foreignError(_ path: String) -> StoreError {
        StoreError(.foreignDatabase,
                   "'\(path)' is a SQLite database but not a LayoutStore database; it was left untouched")
    }

    static func newerError(_ path: String, _ version: Int) -> StoreError {
        StoreError(.newerDatabase,
                   "database '\(path)' has schema version \(version), newer than this layout's \(latestVersion); "
                       + "use a newer layout")
    }

    /// Now, as ISO 8601 UTC with milliseconds.
    static func timestamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date())
    }
}
