import Foundation
import GRDB
import LayoutDocument
import LayoutModel
import LayoutText
import Testing
@testable import LayoutStore

/// Named fonts in the store: added in one transaction, listed, removed, loaded as
/// metrics, and the frame cache kept true to them.
@Suite("Fonts in the store")
struct FontStoreTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts")

    static func file(_ name: String) throws -> LayoutRepository.FontFile {
        let bytes = Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
        return try LayoutRepository.FontFile(path: name, bytes: bytes)
    }

    static func metrics(_ name: String) throws -> FontMetrics {
        try OpenTypeReader.read(Array(try Data(contentsOf: fixtures.appendingPathComponent(name))))
    }

    /// One label in the font `name`, at its intrinsic size.
    static func card(font name: String) -> Screen {
        Screen(name: "card", root: "root", views: [
            ViewSpec(name: "root"),
            ViewSpec(name: "title", superview: "root", kind: "label", text: "Hello, named fonts",
                     font: .named(name, size: 20)),
        ], constraints: [
            ConstraintEntry(id: "leading", body: .equation("title.leading == superview.leading + 16")),
            ConstraintEntry(id: "top", body: .equation("title.top == superview.top + 8")),
        ])
    }

    @Test(arguments: StoreKind.allCases)
    func addListLoadAndRemove(kind: StoreKind) throws {
        let store = try kind.open()
        let sans = try FontStoreTests.metrics("FixtureSans-Regular.ttf")
        let inter = try FontStoreTests.metrics("Inter-Regular-subset.otf")
        let added = try store.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf"),
                                        FontStoreTests.file("Inter-Regular-subset.otf")])
        #expect(added.map(\.postScriptName) == [sans.postScriptName, inter.postScriptName])
        #expect(try store.fonts().map(\.postScriptName) == [sans.postScriptName, inter.postScriptName].sorted())
        #expect(try store.fonts().map(\.family).sorted() == [sans.family, inter.family].sorted())
        // The stored bytes read back as the same metrics.
        #expect(Set(try store.fontMetrics()) == [sans, inter])
        #expect(try store.fontMetrics(named: [inter.postScriptName, "Unknown"]) == [inter])
        #expect(try store.fontMetrics(named: []) == [])
        try store.removeFont(named: inter.postScriptName)
        #expect(try store.fontMetrics() == [sans])
        let error = #expect(throws: StoreError.self) { try store.removeFont(named: inter.postScriptName) }
        #expect(error?.kind == .unknownFont)
    }

    @Test func aStoredNameIsRefusedAndNothingIsStored() throws {
        let store = try LayoutRepository(inMemory: ())
        try store.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf")])
        let error = #expect(throws: StoreError.self) {
            try store.addFonts([FontStoreTests.file("Inter-Regular-subset.otf"), FontStoreTests.file("FixtureSans-Regular.ttf")])
        }
        #expect(error?.kind == .fontExists)
        #expect(try store.fonts().map(\.postScriptName) == ["FixtureSans-Regular"])
        try store.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf")], replace: true)
        #expect(try store.fonts().map(\.postScriptName) == ["FixtureSans-Regular"])
    }

    @Test func aFileThatIsNotAFontSaysWhatIsWrong() throws {
        let bytes = Array(try Data(contentsOf: FontStoreTests.fixtures.appendingPathComponent("FixtureSans-Regular.ttf")))
        for broken in [Array(bytes.prefix(bytes.count / 2)), Array(bytes.prefix(10)), []] {
            var expected: FontError?
            do throws(FontError) { _ = try OpenTypeReader.read(broken) } catch { expected = error }
            let error = #expect(throws: StoreError.self) { _ = try LayoutRepository.FontFile(path: "cut.ttf", bytes: broken) }
            #expect(error?.kind == .invalidFont)
            #expect(error?.message == "'cut.ttf' is not a font layout can read: \(try #require(expected))")
        }
    }

    /// `missingFonts(of:stored:)`, which `check` and `report` use on loaded screens, gives
    /// what the query per screen gives: the stored fonts left out, the names in the query's order.
    @Test func missingFontsOfLoadedScreensAgreeWithTheQuery() throws {
        let store = try StoreKind.onDisk.open()
        let names = ["Zapfino", "FixtureSans-Regular", "avenir-Book", "Avenir-Book", "Avenir-Black"]
        var views = [ViewSpec(name: "root")]
        for (index, name) in names.enumerated() {
            views.append(ViewSpec(name: "label\(index)", superview: "root", kind: "label", text: "Text",
                                  font: .named(name, size: 12 + Double(index))))
        }
        views.append(ViewSpec(name: "system", superview: "root", kind: "label", text: "Text", font: .system(size: 17, weight: nil, italic: false)))
        let screen = Screen(name: "fonts", root: "root", views: views, constraints: [])
        try store.importDocument(.init(screens: [screen, FontStoreTests.card(font: "Inter-Regular")]))
        for stored in [[], ["FixtureSans-Regular.ttf"], ["FixtureSans-Regular.ttf", "Inter-Regular-subset.otf"]] {
            if !stored.isEmpty { _ = try store.addFonts(try stored.map { try FontStoreTests.file($0) }, replace: true) }
            let metrics = try store.fontMetrics()
            #expect(metrics.count == stored.count)
            for loaded in try store.exportDocument().screens {
                let fromQuery = try store.missingFonts(of: loaded.name)
                #expect(LayoutRepository.missingFonts(of: loaded, stored: metrics) == fromQuery)
            }
        }
        #expect(try store.missingFonts(of: "fonts") == ["Avenir-Black", "Avenir-Book", "Zapfino", "avenir-Book"])
    }

    /// A solve measures a named font's text with the stored font; adding or removing
    /// one clears the frame cache.
    @Test(arguments: StoreKind.allCases)
    func solvesUseTheStoredFontAndChangesClearTheCache(kind: StoreKind) throws {
        let store = try kind.open()
        let screen = FontStoreTests.card(font: "FixtureSans-Regular")
        try store.importDocument(.init(screens: [screen]))
        let request = SolveRequest(width: 320, height: 200)
        let text = "Hello, named fonts"
        let system = TextMeasurer().measure(text, font: .named("FixtureSans-Regular", size: 20))
        let named = TextMeasurer(fonts: [try FontStoreTests.metrics("FixtureSans-Regular.ttf")])
            .measure(text, font: .named("FixtureSans-Regular", size: 20))
        #expect(named.width != system.width)
        #expect(try store.missingFonts(of: "card") == ["FixtureSans-Regular"])
        #expect(try store.solve(screen: "card", request: request).frames.first { $0.0 == "title" }?.1.width == system.width)
        #expect(try store.cachedResultCount() == 1)

        try store.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf")])
        #expect(try store.cachedResultCount() == 0)
        #expect(try store.missingFonts(of: "card") == [])
        let solved = try store.solve(screen: "card", request: request)
        #expect(solved.cached == false)
        #expect(solved.frames.first { $0.0 == "title" }?.1.width == named.width)
        #expect(solved == (try LayoutEngine.solve(screen, standardSpacing: .apple, request: request,
                                                   measurer: store.measurer(for: screen))).with(revision: 1))

        try store.removeFont(named: "FixtureSans-Regular")
        #expect(try store.cachedResultCount() == 0)
        #expect(try store.solve(screen: "card", request: request).frames.first { $0.0 == "title" }?.1.width == system.width)
    }

    /// A font added while a solve runs (after it read the fonts): its answer is not cached.
    @Test func aFontAddedDuringASolveKeepsItsAnswerOutOfTheCache() throws {
        let path = temporaryPath()
        let other = UncheckedBox<LayoutRepository?>(nil)
        let store = try LayoutRepository(path: path, solver: { screen, spacing, request, measurer in
            if let concurrent = other.value {
                try concurrent.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf")])
                other.value = nil
            }
            return try LayoutEngine.solve(screen, standardSpacing: spacing, request: request, measurer: measurer)
        })
        try store.importDocument(LayoutDocument(screens: [FontStoreTests.card(font: "FixtureSans-Regular")]))
        other.value = try LayoutRepository(path: path)
        _ = try store.solve(screen: "card", request: SolveRequest(width: 320, height: 200))
        #expect(try store.cachedResultCount() == 0)
        _ = try store.solve(screen: "card", request: SolveRequest(width: 320, height: 200))
        #expect(try store.cachedResultCount() == 1)
    }

    /// The quick cache-hit path leaves a screen that names a font not stored to the full path (which warns).
    @Test func theQuickPathAnswersOnlyWhenEveryNamedFontIsStored() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(.init(screens: [FontStoreTests.card(font: "FixtureSans-Regular")]))
        let request = SolveRequest(width: 320, height: 200)
        _ = try store.solve(screen: "card", request: request)
        #expect(try store.cachedResultCount() == 1)
        #expect(CacheHitReader.read(path: path, screen: "card", request: request, vocabulary: false) == nil)
        try store.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf")])
        let solved = try store.solve(screen: "card", request: request)
        let hit = try #require(CacheHitReader.read(path: path, screen: "card", request: request, vocabulary: false))
        #expect(hit.result == (try store.cachedResult(screen: "card", request: request)))
        #expect(hit.result.frames.map(\.1) == solved.frames.map(\.1))
    }
}

@Suite("Migration 0007: fonts")
struct FontMigrationTests {
    /// A database of schema 6 gains the font table and the generation; fonts can then be stored.
    @Test func aDatabaseOfSchemaSixGainsFonts() throws {
        let path = temporaryPath()
        let queue = try DatabaseQueue(path: path)
        let older = EmbeddedMigrations.all.filter { $0.version < 7 }
        #expect(older.count == 6 && EmbeddedMigrations.all.contains { $0.name == "0007_fonts" })
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
        #expect(try repository.fonts() == [])
        try repository.importDocument(LayoutDocument(screens: [FontStoreTests.card(font: "FixtureSans-Regular")]))
        try repository.addFonts([FontStoreTests.file("FixtureSans-Regular.ttf")])
        #expect(try repository.missingFonts(of: "card") == [])
        #expect(try repository.read { db in try repository.fontGeneration(in: db) } == 1)
    }
}

/// A mutable box a `@Sendable` solver closure can reach (tests run it on one thread).
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

private extension SolveResult {
    func with(revision: Int) -> SolveResult {
        var copy = self
        copy.revision = revision
        copy.cached = false
        return copy
    }
}
