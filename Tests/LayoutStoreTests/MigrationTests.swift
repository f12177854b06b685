import Foundation
import GRDB
import Testing
@testable import LayoutStore

@Suite("Migrations and opening")
struct MigrationTests {
    @Test func migrationsAreEmbeddedNumberedFromOne() {
        #expect(!EmbeddedMigrations.all.isEmpty)
        #expect(EmbeddedMigrations.all.map(\.version) == Array(1...EmbeddedMigrations.all.count))
        #expect(EmbeddedMigrations.all[0].name == "0001_initial_schema")
    }

    @Test func migratingFromEmptyGivesTheExpectedSchema() throws {
        let path = temporaryPath()
        _ = try LayoutRepository(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.read { db in
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name
                """)
            #expect(tables == ["condition_value", "constraint_entry", "document", "frame_cache", "metric",
                               "revision", "schema_migration", "screen", "view"])
            #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID)
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
            let applied = try Row.fetchAll(db, sql: "SELECT version, name FROM schema_migration ORDER BY version")
            #expect(applied.map { $0[0] as Int } == EmbeddedMigrations.all.map(\.version))
            #expect(applied.map { $0[1] as String } == EmbeddedMigrations.all.map(\.name))
            let viewColumns = try db.columns(in: "view").map(\.name)
            #expect(viewColumns.contains("superview") && viewColumns.contains("stack_alignment"))
            #expect(try db.foreignKeys(on: "view").count == 2)
        }
    }

    @Test func reopeningAppliesNothingTwice() throws {
        let path = temporaryPath()
        let first = try LayoutRepository(path: path)
        try first.importDocument(.init(screens: [Fixtures.plain]))
        let second = try LayoutRepository(path: path)
        #expect(try second.screen(named: "plain") == Fixtures.plain)
        let count = try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM schema_migration") }
        #expect(count == EmbeddedMigrations.all.count)
    }

    @Test func aFileThatIsNotSQLiteIsRefusedAndLeftUntouched() throws {
        let path = temporaryPath("notes.sqlite")
        let contents = Data("these are my notes, not a database\n".utf8)
        try contents.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try LayoutRepository(path: path) }
        #expect(error?.message == "'\(path)' is not a SQLite database; it was left untouched")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aForeignSQLiteDatabaseIsRefusedAndLeftUntouched() throws {
        let path = temporaryPath("other.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi')") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { try LayoutRepository(path: path) }
        #expect(error?.message == "'\(path)' is a SQLite database but not a LayoutStore database; it was left untouched")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let path = temporaryPath()
        _ = try LayoutRepository(path: path)
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO schema_migration VALUES (99, '0099_future', 'later')")
        }
        try queue.close()
        let error = #expect(throws: StoreError.self) { try LayoutRepository(path: path) }
        #expect(error?.kind == .newerDatabase)
        #expect(error?.message == "database '\(path)' has schema version 99, newer than this layout's "
            + "\(EmbeddedMigrations.all.count); use a newer layout")
    }

    @Test func theSchemaRefusesWhatTheTypesCannotHold() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        let queue = try DatabaseQueue(path: path)
        let attempts = [
            "UPDATE view SET hugging_horizontal = 1001, has_hugging = 1 WHERE name = 'box'",
            "UPDATE constraint_entry SET relation = '=' WHERE identifier = 'w'",
            "UPDATE constraint_entry SET priority = 0 WHERE identifier = 'w'",
            "INSERT INTO metric (screen_id, position, name, value, has_condition) VALUES (1, 9, 'm', 1e999, 0)",
            "INSERT INTO view (screen_id, position, name, has_intrinsic_size, has_hugging, "
                + "has_compression_resistance, hidden, has_baselines, has_condition) VALUES (1, 5, 'box', 0, 0, 0, 0, 0, 0)",
            "UPDATE view SET superview = 'ghost' WHERE name = 'box'",
            "UPDATE constraint_entry SET identifier = 'w#2'",
        ]
        for sql in attempts {
            #expect(throws: DatabaseError.self, "\(sql)") { try queue.write { try $0.execute(sql: sql) } }
        }
        #expect(try store.screen(named: "plain") == Fixtures.plain)
    }
}
