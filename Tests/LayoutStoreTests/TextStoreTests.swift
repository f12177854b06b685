import Foundation
import GRDB
import LayoutDocument
import Testing
@testable import LayoutStore

@Suite("Text in the store")
struct TextStoreTests {
    /// A label with every form of font, each saved and loaded back equal.
    @Test(arguments: StoreKind.allCases)
    func everyFontFormLoadsBackEqual(kind: StoreKind) throws {
        let fonts: [FontSpec?] = [nil, .textStyle("largeTitle"), .system(size: 17, weight: nil, italic: false),
                                  .system(size: 0.5, weight: "ultraLight", italic: true), .named("Avenir-Book", size: 1e300)]
        var screen = Screen(name: "fonts", root: "root", views: [ViewSpec(name: "root")])
        for (index, font) in fonts.enumerated() {
            screen.views.append(ViewSpec(name: "label\(index)", superview: "root", kind: "label", text: "Label \(index)",
                                         font: font, numberOfLines: index))
        }
        let store = try kind.open()
        try store.importDocument(.init(screens: [screen, Fixtures.imageCell]))
        #expect(try store.screen(named: "fonts") == screen)
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
    }

    /// The store's check refuses what the validator refuses, and the database stays as it was.
    @Test func badTextIsRefusedAndNothingChanges() throws {
        let store = try LayoutRepository(inMemory: ())
        try store.importDocument(.init(screens: [Fixtures.imageCell]))
        let cases: [((inout ViewSpec) -> Void, String)] = [
            ({ $0.font = .textStyle("bdy") }, "unknown text style 'bdy' (text styles: "
                + FontSpec.textStyles.joined(separator: ", ") + ") (did you mean 'body'?)"),
            ({ $0.font = .system(size: 17, weight: "Bold", italic: false) }, "unknown font weight 'Bold' (weights: "
                + FontSpec.weights.joined(separator: ", ") + ") (did you mean 'bold'?)"),
            ({ $0.font = .system(size: -.infinity, weight: nil, italic: false) }, "font size -inf must be a finite number above 0"),
            ({ $0.numberOfLines = -2 }, "numberOfLines -2 must be 0 (as many lines as the text needs) or more"),
        ]
        for (change, message) in cases {
            let error = #expect(throws: StoreError.self) { try store.changeView("caption", in: "imageCell", change) }
            #expect(error?.faults.map(\.description) == ["screen 'imageCell', view 'caption': " + message])
            #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
            #expect(try store.revision(of: "imageCell") == 1)
        }
    }

    /// History lines name what changed; undo and redo give back each state.
    @Test func historyUndoAndRedoCarryText() throws {
        let store = try LayoutRepository(inMemory: ())
        try store.importDocument(.init(screens: [Fixtures.imageCell]))
        try store.changeView("imgViewOne", in: "imageCell") { view in
            view.text = "Breaking"
            view.font = .system(size: 20, weight: "bold", italic: false)
            view.numberOfLines = 2
        }
        let changed = try store.screen(named: "imageCell")
        #expect(try store.history(of: "imageCell").last?.summary
            == "view set 'imgViewOne': text '' -> 'Breaking', font headline -> 20 bold, numberOfLines 1 -> 2")
        try store.undo("imageCell")
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
        try store.redo("imageCell")
        #expect(try store.screen(named: "imageCell") == changed)
        let report = try store.replay("imageCell") { _, _ in }
        #expect(report.matchesStored == true)
    }

    /// The schema holds the same rules, for whatever writes rows without the repository.
    @Test func theSchemaRefusesBadText() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(.init(screens: [Fixtures.imageCell]))
        let queue = try DatabaseQueue(path: path)
        let attempts = [
            "UPDATE view SET font_size = 0 WHERE name = 'caption'",
            "UPDATE view SET font_size = -1 WHERE name = 'caption'",
            "UPDATE view SET font_weight = 'bolder' WHERE name = 'caption'",
            "UPDATE view SET font_text_style = 'bdy', font_size = NULL, font_weight = NULL, font_italic = NULL WHERE name = 'caption'",
            "UPDATE view SET font_text_style = 'body' WHERE name = 'caption'",
            "UPDATE view SET font_italic = NULL WHERE name = 'caption'",
            "UPDATE view SET font_name = '' WHERE name = 'inner'",
            "UPDATE view SET number_of_lines = -1 WHERE name = 'caption'",
            "UPDATE view SET minimum_scale_factor = 1.5 WHERE name = 'inner'",
            "UPDATE view SET content_inset_top = NULL WHERE name = 'inner'",
            "UPDATE view SET border_style = 'rounded' WHERE name = 'inner'",
            "UPDATE view SET text_key = '' WHERE name = 'caption'",
        ]
        for sql in attempts {
            #expect(throws: DatabaseError.self, "\(sql)") { try queue.write { try $0.execute(sql: sql) } }
        }
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
    }
}

@Suite("Migration 0004: text")
struct TextMigrationTests {
    /// A database of schema 3 with a stored screen gains the text columns,
    /// keeps the screen as it was (no text), and then stores text.
    @Test func aDatabaseOfSchema3GainsTheColumnsAndKeepsItsScreens() throws {
        let path = temporaryPath()
        let queue = try DatabaseQueue(path: path)
        let before = EmbeddedMigrations.all.filter { $0.version <= 3 }
        #expect(before.map(\.version) == [1, 2, 3])
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE schema_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
                """)
            for migration in before {
                try db.execute(sql: migration.sql)
                try db.execute(sql: "INSERT INTO schema_migration VALUES (?, ?, 'then')",
                               arguments: [migration.version, migration.name])
            }
            // A screen as schema 3 stores it: a root and a label with an intrinsic size.
            try db.execute(sql: "INSERT INTO screen (id, name, root, revision) VALUES (1, 'old', 'root', 1)")
            for (position, name, superview, kind) in [(0, "root", nil, nil), (1, "title", "root", "label")] as [(Int, String, String?, String?)] {
                try db.execute(sql: """
                    INSERT INTO view (screen_id, position, name, superview, kind, has_intrinsic_size, intrinsic_width,
                        intrinsic_height, has_hugging, has_compression_resistance, hidden, has_baselines, has_condition)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, 0)
                    """, arguments: [position, name, superview, kind, kind != nil, kind.map { _ in 120 }, kind.map { _ in 21 }])
            }
        }
        try queue.close()
        let repository = try LayoutRepository(path: path)
        let old = Screen(name: "old", root: "root", views: [
            ViewSpec(name: "root"),
            ViewSpec(name: "title", superview: "root", kind: "label", intrinsicSize: IntrinsicSize(width: 120, height: 21)),
        ])
        #expect(try repository.screen(named: "old") == old)
        try repository.changeView("title", in: "old") { view in
            view.text = "Hello"
            view.font = .textStyle("title2")
            view.numberOfLines = 0
        }
        var expected = old
        expected.views[1].text = "Hello"
        expected.views[1].font = .textStyle("title2")
        expected.views[1].numberOfLines = 0
        #expect(try repository.screen(named: "old") == expected)
        let check = try DatabaseQueue(path: path)
        let applied = try check.read { db in
            try Bool.fetchOne(db, sql: "SELECT count(*) FROM schema_migration WHERE name = '0004_text'")
        }
        #expect(applied == true)
    }
}
