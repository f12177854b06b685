import GRDB
import LayoutDocument
import LayoutModel
import Testing
@testable import LayoutStore

/// #32 1.5: what the importer left out of a screen is stored with it (migration
/// 0015), kept by its edits and their history, and replaced by a new import.
@Suite("Left-out items in the store")
struct LeftOutStoreTests {
    private static let partial: Screen = {
        var screen = Fixtures.plain
        screen.leftOut = [LeftOut(kind: .element, ibID: "ttl-00-001", reason: "<view> holds subviews but is not imported"),
                          LeftOut(kind: .constraint, ibID: "h01", reason: "names 'tlb' (a label outside this screen); left out")]
        return screen
    }()

    @Test(arguments: StoreKind.allCases)
    func theItemsLoadBackInOrder(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Self.partial]))
        #expect(try store.screen(named: "plain") == Self.partial)
        #expect(try store.leftOut(of: "plain") == Self.partial.leftOut)
    }

    /// An edit keeps the note (it is about the import); the history rebuilds it; undo and a
    /// replace by a screen imported whole follow it.
    @Test(arguments: StoreKind.allCases)
    func editsKeepItAndTheHistoryRebuildsIt(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Self.partial]))
        try store.addConstraint(ConstraintEntry(id: "h", body: .equation("box.height == 40")), to: "plain")
        #expect(try store.screen(named: "plain").leftOut == Self.partial.leftOut)
        #expect(try store.replay("plain").matchesStored == true)
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]), replace: true)
        #expect(try store.screen(named: "plain").leftOut.isEmpty)
        #expect(try store.leftOut(of: "plain").isEmpty)
        try store.undo("plain")
        #expect(try store.screen(named: "plain").leftOut == Self.partial.leftOut)
        #expect(try store.replay("plain").matchesStored == true)
    }

    /// A store from before 0015 (its table dropped and its record removed) migrates: its
    /// screens read back with nothing left out, and a new import stores its items.
    @Test func anOldStoreMigrates() throws {
        let path = temporaryPath()
        try LayoutRepository(path: path).importDocument(LayoutDocument(screens: [Fixtures.plain]))
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "DROP TABLE left_out")
            // And what came after 0015 (0016's and 0017's columns), so that the store is one from before it.
            try db.execute(sql: "ALTER TABLE screen DROP COLUMN design_strings_table")
            try db.execute(sql: "ALTER TABLE view DROP COLUMN custom_class")
            try db.execute(sql: "DELETE FROM schema_migration WHERE version >= 15")
        }
        try queue.close()
        let store = try LayoutRepository(path: path)
        #expect(try store.screen(named: "plain") == Fixtures.plain)
        try store.importDocument(LayoutDocument(screens: [Self.partial]), replace: true)
        #expect(try store.screen(named: "plain") == Self.partial)
    }

    /// The table holds only what the document can say: a known kind, a non-empty id and reason.
    @Test(arguments: ["UPDATE left_out SET kind = 'view'", "UPDATE left_out SET ib_id = ''", "UPDATE left_out SET reason = ''"])
    func theTableRefusesWhatNoDocumentSays(sql: String) throws {
        let path = temporaryPath()
        try LayoutRepository(path: path).importDocument(LayoutDocument(screens: [Self.partial]))
        let queue = try DatabaseQueue(path: path)
        #expect(throws: DatabaseError.self) { try queue.write { try $0.execute(sql: sql) } }
        try queue.close()
    }
}
