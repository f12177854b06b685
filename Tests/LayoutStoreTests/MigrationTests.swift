import Foundation
import GRDB
import LayoutDocument
import Testing
@testable import LayoutStore

@Suite("Migrations and opening")
struct MigrationTests {
    @Test func migrationsAreEmbeddedNumberedFromOne() {
        #expect(!EmbeddedMigrations.all.isEmpty)
        // Unique and ascending from 1 (a branch may land a higher number before a lower one).
        let versions = EmbeddedMigrations.all.map(\.version)
        #expect(versions.first == 1)
        #expect(zip(versions, versions.dropFirst()).allSatisfy { $0 < $1 })
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
            #expect(tables == ["condition_value", "constraint_entry", "document", "font", "frame_cache", "left_out", "metric",
                               "revision", "schema_migration", "screen", "stack_variation", "stack_variation_condition",
                               "translation", "view"])
            #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == Schema.applicationID)
            #expect(try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal")
            let applied = try Row.fetchAll(db, sql: "SELECT version, name FROM schema_migration ORDER BY version")
            #expect(applied.map { $0[0] as Int } == EmbeddedMigrations.all.map(\.version))
            #expect(applied.map { $0[1] as String } == EmbeddedMigrations.all.map(\.name))
            let viewColumns = try db.columns(in: "view").map(\.name)
            #expect(viewColumns.contains("superview") && viewColumns.contains("stack_alignment"))
            #expect(try db.columns(in: "screen").map(\.name).contains("self_sizing"))
            #expect(try db.foreignKeys(on: "view").count == 2)
            #expect(try db.columns(in: "font").map(\.name) == ["postscript_name", "family", "data", "added_at"])
            #expect(try Int.fetchOne(db, sql: "SELECT font_generation FROM document WHERE id = 1") == 0)
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
            + "\(EmbeddedMigrations.all.last?.version ?? 0); use a newer layout")
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

@Suite("Migration 0003: self-sizing")
struct SelfSizingMigrationTests {
    /// A database made before 0003 (only 0001 applied) gains the column and keeps its screens.
    @Test func aDatabaseFromBeforeGainsTheColumn() throws {
        let path = temporaryPath()
        let queue = try DatabaseQueue(path: path)
        let first = try #require(EmbeddedMigrations.all.first)
        try queue.write { db in
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: """
                CREATE TABLE schema_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
                """)
            try db.execute(sql: first.sql)
            try db.execute(sql: "INSERT INTO schema_migration VALUES (1, ?, 'then')", arguments: [first.name])
        }
        try queue.close()
        let repository = try LayoutRepository(path: path)
        _ = try repository.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        try repository.setSelfSizing(.height, in: "plain")
        #expect(try repository.screen(named: "plain").selfSizing == .height)
        let check = try DatabaseQueue(path: path)
        let applied = try check.read { db in
            try Bool.fetchOne(db, sql: "SELECT count(*) FROM schema_migration WHERE name = '0003_self_sizing'")
        }
        #expect(applied == true)
        #expect(throws: (any Error).self) {
            try check.write { try $0.execute(sql: "UPDATE screen SET self_sizing = 'depth'") }
        }
    }
}

@Suite("Migration 0005: freeform designs")
struct FreeformMigrationTests {
    /// A database made before 0005 gains the columns; a freeform design is
    /// stored, read back and kept by an edit, and a full screen reads back without one.
    @Test func aFreeformDesignIsStoredAndReadBack() throws {
        let path = temporaryPath()
        let queue = try DatabaseQueue(path: path)
        let first = try #require(EmbeddedMigrations.all.first)
        try queue.write { db in
            try db.execute(sql: "PRAGMA application_id = \(Schema.applicationID)")
            try db.execute(sql: """
                CREATE TABLE schema_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
                """)
            try db.execute(sql: first.sql)
            try db.execute(sql: "INSERT INTO schema_migration VALUES (1, ?, 'then')", arguments: [first.name])
        }
        try queue.close()
        let repository = try LayoutRepository(path: path)
        var toolbar = Fixtures.plain
        toolbar.name = "toolbar"
        var design = ScreenDesign(width: 375, height: 44)
        design.freeform = ScreenDesign.Freeform(width: .device, height: .points(44))
        toolbar.design = design
        var header = Fixtures.plain
        header.name = "header"
        var open = ScreenDesign(width: 320, height: 60)
        open.freeform = ScreenDesign.Freeform(width: .points(320), height: .auto)
        header.design = open
        _ = try repository.importDocument(LayoutDocument(screens: [toolbar, header, Fixtures.plain]))
        #expect(try repository.screen(named: "toolbar").design == design)
        #expect(try repository.screen(named: "header").design == open)
        #expect(try repository.screen(named: "plain").design?.freeform == nil)
        try repository.setSelfSizing(.height, in: "toolbar")
        #expect(try repository.screen(named: "toolbar").design == design, "an edit keeps the design")
    }
}

/// A screen `cell` with `design` is imported into `store`; the design is read back,
/// kept by an edit, replayed by undo and redo, and exported as it was.
private func expectDesignKept(
    _ design: ScreenDesign, in store: LayoutRepository, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    var cell = Fixtures.plain
    cell.name = "cell"
    cell.design = design
    try store.importDocument(LayoutDocument(screens: [cell]))
    #expect(try store.screen(named: "cell").design == design, sourceLocation: sourceLocation)
    try store.setSelfSizing(.height, in: "cell")
    #expect(try store.screen(named: "cell").design == design, "an edit keeps the design", sourceLocation: sourceLocation)
    try store.undo("cell")
    try store.redo("cell")
    #expect(try store.screen(named: "cell").design == design, sourceLocation: sourceLocation)
    #expect(try store.exportDocument().screens.first?.design == design, sourceLocation: sourceLocation)
}

@Suite("Migration 0011: a cell's accessory width")
struct AccessoryWidthMigrationTests {
    /// The design's accessory width is stored, read back, kept by an edit and
    /// replayed by undo and redo; the column refuses a negative width.
    @Test(arguments: StoreKind.allCases)
    func anAccessoryWidthIsStoredAndReadBack(kind: StoreKind) throws {
        let store = try kind.open()
        var design = ScreenDesign(width: 348, height: 44)
        design.freeform = ScreenDesign.Freeform(width: .device, height: .points(44))
        design.containerWidth = 375
        design.accessoryWidth = 11
        try expectDesignKept(design, in: store)
    }
}

@Suite("Migration 0013: a design's era")
struct DesignEraMigrationTests {
    /// The design's era is stored, read back, kept by an edit, replayed by undo
    /// and redo and exported; the column refuses a value that is not an era.
    @Test(arguments: StoreKind.allCases)
    func anEraIsStoredAndReadBack(kind: StoreKind) throws {
        let store = try kind.open()
        var design = ScreenDesign(width: 567, height: 43.5)
        design.freeform = ScreenDesign.Freeform(width: .device, height: .points(43.5))
        design.accessoryWidth = 11
        design.era = .legacy
        try expectDesignKept(design, in: store)
    }

    @Test func theColumnRefusesAnUnknownEra() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        var cell = Fixtures.plain
        cell.design = ScreenDesign(width: 320, height: 44)
        try store.importDocument(LayoutDocument(screens: [cell]))
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "UPDATE screen SET design_era = 'legacy'") }
        #expect(throws: DatabaseError.self) { try queue.write { try $0.execute(sql: "UPDATE screen SET design_era = 'ios10'") } }
    }
}

@Suite("Migration 0014: a button's image size")
struct ImageSizeMigrationTests {
    /// A screen with a button showing a 24 × 20.5 image beside its title.
    static var share: Screen {
        var button = ViewSpec(name: "share", superview: "root", kind: "button", text: "Share")
        button.imageSize = ImageSize(width: 24, height: 20.5)
        return Screen(name: "cell", root: "root", views: [ViewSpec(name: "root"), button],
                      constraints: [ConstraintEntry(id: "w", body: .equation("share.left == root.left"))])
    }

    /// The image size is stored, read back, kept by an edit of another field, replayed by undo
    /// and redo (the history's JSON), changed by an edit, and exported as it was.
    @Test(arguments: StoreKind.allCases)
    func anImageSizeIsStoredAndReadBack(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Self.share]))
        #expect(try store.screen(named: "cell") == Self.share)
        try store.changeView("share", in: "cell") { $0.text = "Send" }
        #expect(try store.screen(named: "cell").views.last?.imageSize == ImageSize(width: 24, height: 20.5))
        try store.changeView("share", in: "cell") { $0.imageSize = ImageSize(width: 16, height: 16) }
        #expect(try store.screen(named: "cell").views.last?.imageSize == ImageSize(width: 16, height: 16))
        try store.undo("cell")
        try store.undo("cell")
        #expect(try store.screen(named: "cell") == Self.share)
        try store.redo("cell")
        try store.redo("cell")
        #expect(try store.screen(named: "cell").views.last?.imageSize == ImageSize(width: 16, height: 16))
        #expect(try store.exportDocument().screens.first?.views.last?.imageSize == ImageSize(width: 16, height: 16))
    }

    /// A store from before 0014 (its columns dropped and its record removed, as a store made by
    /// the previous layout has neither) migrates: its views read back as before, without an
    /// image size (NULL), and take one afterwards.
    @Test func anOldStoreMigratesWithNull() throws {
        let path = temporaryPath()
        var plain = Self.share
        plain.views[1].imageSize = nil
        try LayoutRepository(path: path).importDocument(LayoutDocument(screens: [plain]))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "ALTER TABLE view DROP COLUMN image_width")
            try db.execute(sql: "ALTER TABLE view DROP COLUMN image_height")
            // Nor has it what later migrations brought.
            try db.execute(sql: "DROP TABLE left_out")
            try db.execute(sql: "ALTER TABLE screen DROP COLUMN design_strings_table")
            try db.execute(sql: "ALTER TABLE view DROP COLUMN custom_class")
            try db.execute(sql: "DELETE FROM schema_migration WHERE version >= 14")
        }
        try queue.close()
        let store = try LayoutRepository(path: path)
        #expect(try store.screen(named: "cell") == plain)
        let check = try DatabaseQueue(path: path)
        let (applied, withoutImage) = try check.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM schema_migration WHERE version = 14"),
             try Int.fetchOne(db, sql: "SELECT count(*) FROM view WHERE image_width IS NULL AND image_height IS NULL"))
        }
        #expect(applied == 1)
        #expect(withoutImage == plain.views.count)
        try check.close()
        try store.changeView("share", in: "cell") { $0.imageSize = ImageSize(width: 24, height: 20.5) }
        #expect(try store.screen(named: "cell") == Self.share)
    }

    @Test func theColumnsRefuseASizeNotAboveZero() throws {
        let path = temporaryPath()
        try LayoutRepository(path: path).importDocument(LayoutDocument(screens: [Self.share]))
        let queue = try DatabaseQueue(path: path)
        try queue.write { try $0.execute(sql: "UPDATE view SET image_width = 30 WHERE name = 'share'") }
        for sql in ["UPDATE view SET image_width = 0 WHERE name = 'share'", "UPDATE view SET image_height = -1 WHERE name = 'share'"] {
            #expect(throws: DatabaseError.self, "\(sql)") { try queue.write { try $0.execute(sql: sql) } }
        }
    }
}

/// Migration 0017: a view's custom class (Interface Builder's `customClass`), which Swift export
/// makes the view with.
@Suite struct CustomClassMigrationTests {
    static var card: Screen {
        var card = ViewSpec(name: "card", superview: "root")
        card.customClass = "CardView"
        return Screen(name: "screen", root: "root", views: [ViewSpec(name: "root"), card],
                      constraints: [ConstraintEntry(id: "l", body: .equation("card.left == root.left"))])
    }

    /// A store from before 0017 (its column dropped and its record removed) migrates: its
    /// views read back as before, without a custom class (NULL), and take one afterwards.
    @Test func anOldStoreMigratesWithNull() throws {
        let path = temporaryPath()
        var plain = Self.card
        plain.views[1].customClass = nil
        try LayoutRepository(path: path).importDocument(LayoutDocument(screens: [plain]))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "ALTER TABLE view DROP COLUMN custom_class")
            try db.execute(sql: "DELETE FROM schema_migration WHERE version >= 17")
        }
        try queue.close()
        let store = try LayoutRepository(path: path)
        #expect(try store.screen(named: "screen") == plain)
        try store.changeView("card", in: "screen") { $0.customClass = "CardView" }
        #expect(try store.screen(named: "screen") == Self.card)
        try store.undo("screen")
        #expect(try store.screen(named: "screen") == plain)
    }

    @Test func theColumnRefusesAnEmptyClass() throws {
        let path = temporaryPath()
        try LayoutRepository(path: path).importDocument(LayoutDocument(screens: [Self.card]))
        let queue = try DatabaseQueue(path: path)
        #expect(throws: DatabaseError.self) {
            try queue.write { try $0.execute(sql: "UPDATE view SET custom_class = '' WHERE name = 'card'") }
        }
        try queue.close()
    }

    /// The validator refuses an empty class on every path into the store, before the database does.
    @Test func theValidatorRefusesAnEmptyClass() throws {
        let store = try LayoutRepository(inMemory: ())
        var empty = Self.card
        empty.views[1].customClass = ""
        #expect(throws: (any Error).self) { try store.importDocument(LayoutDocument(screens: [empty])) }
        #expect(try store.screens().isEmpty)
    }
}
