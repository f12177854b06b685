import Foundation
import LayoutText
import Testing

/// `layout font add`, `layout fonts`, `layout font remove`, and text in a named
/// font solved with the stored font's metrics.
@Suite struct FontCommandTests {
    static let fixtures = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Fonts")
    static let sansPath = fixtures.appendingPathComponent("FixtureSans-Regular.ttf").path
    static let interPath = fixtures.appendingPathComponent("Inter-Regular-subset.otf").path
    static let title = "Hello, named fonts"

    /// A card with one label in `font` (a PostScript name), at its intrinsic size.
    static func card(font: String) -> String {
        """
        { "layoutDocument": 1, "screens": [{
            "name": "card", "root": "view",
            "views": [
              { "name": "view" },
              { "name": "title", "superview": "view", "kind": "label", "text": "\(title)",
                "font": { "name": "\(font)", "size": 20 } }
            ],
            "constraints": [
              { "id": "leading", "constraint": "title.leading == superview.leading + 16" },
              { "id": "top", "constraint": "title.top == superview.top + 8" }
            ]
        }] }
        """
    }

    /// The title's width and height in `layout solve card --size 320x200`.
    private func titleSize(_ scratch: Scratch, _ extra: String...) throws -> (width: Double, height: Double, run: RunResult) {
        let run = try LayoutProcess.run(["--db", scratch.database, "solve", "card", "--size", "320x200"] + extra,
                                        directory: scratch.directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run)")
        let frames = try #require(object["frames"] as? [String: [String: Double]])
        let frame = try #require(frames["title"])
        return (try #require(frame["width"]), try #require(frame["height"]), run)
    }

    /// What the measurer gives the title with `fonts` (the solve runs at display scale 2).
    private func measured(_ fonts: [FontMetrics], font: String) -> TextMeasurement {
        TextMeasurer(fonts: fonts).measure(FontCommandTests.title, font: .named(font, size: 20), scale: 2)
    }

    private func sans() throws -> FontMetrics {
        try OpenTypeReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: FontCommandTests.sansPath))))
    }

    @Test func aStoredFontMeasuresTheLabelAndRemovingItFallsBack() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("card.json", FontCommandTests.card(font: "FixtureSans-Regular")))
            .status == 0)
        // Not stored yet: the system font's metrics, and a warning naming the font.
        let system = measured([], font: "FixtureSans-Regular")
        #expect(system.fallbackFontName == "FixtureSans-Regular")
        let before = try titleSize(scratch)
        #expect((before.width, before.height) == (system.width, system.height))
        #expect(before.run.stderr.contains("font 'FixtureSans-Regular', which is not stored"), "\(before.run)")

        let add = try scratch.layout("font", "add", FontCommandTests.sansPath)
        #expect(add.status == 0, "\(add)")
        #expect(add.stderr == "added font 'FixtureSans-Regular' (family 'Fixture Sans')\n")
        let stored = measured([try sans()], font: "FixtureSans-Regular")
        #expect(stored.fallbackFontName == nil)
        #expect(stored.width != system.width)
        // The cached answer from before the font was added is not served.
        let after = try titleSize(scratch)
        #expect((after.width, after.height) == (stored.width, stored.height), "\(after.run)")
        #expect(after.run.stdout.contains("\"cached\": false"))
        #expect(after.run.stderr.isEmpty, "\(after.run)")
        // Cached now, by the quick path and the parsed one alike.
        let cached = try titleSize(scratch)
        #expect((cached.width, cached.height) == (stored.width, stored.height))
        #expect(cached.run.stdout.contains("\"cached\": true"))
        let parsed = try titleSize(scratch, "--format", "json")
        #expect(parsed.run.stdout == cached.run.stdout)

        let remove = try scratch.layout("font", "remove", "FixtureSans-Regular")
        #expect(remove.status == 0, "\(remove)")
        #expect(try scratch.layout("fonts").stdout.isEmpty)
        let removed = try titleSize(scratch)
        #expect((removed.width, removed.height) == (system.width, system.height), "\(removed.run)")
        #expect(removed.run.stderr.contains("font 'FixtureSans-Regular', which is not stored"))
    }

    @Test func aWarningComesWithACachedAnswerToo() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("card.json", FontCommandTests.card(font: "Missing-Font")))
            .status == 0)
        let warning = "layout: warning: screen 'card' names font 'Missing-Font', which is not stored: its text is "
            + "measured with the system font ('layout font add FILE' stores it)\n"
        for _ in 0..<2 {
            let run = try titleSize(scratch).run
            #expect(run.stderr == warning, "\(run)")
        }
        let noCache = try titleSize(scratch, "--no-cache").run
        #expect(noCache.stderr == warning)
        let explain = try scratch.layout("explain", "card", "title", "--size", "320x200")
        #expect(explain.status == 0 && explain.stderr == warning, "\(explain)")
    }

    @Test func fontsListsByNameWithFamilyAndJSON() throws {
        let scratch = try Scratch()
        // No database yet: font add creates one, as import does.
        let add = try scratch.layout("font", "add", FontCommandTests.sansPath, FontCommandTests.interPath)
        #expect(add.status == 0, "\(add)")
        let inter = try OpenTypeReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: FontCommandTests.interPath))))
        let sans = try sans()
        let listed = [(sans.postScriptName, sans.family), (inter.postScriptName, inter.family)].sorted { $0.0 < $1.0 }
        #expect(try scratch.layout("fonts").stdout == listed.map { "\($0.0)\t\($0.1)\n" }.joined())
        let json = try scratch.layout("fonts", "--json").stdout
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.map { $0["name"] as? String } == listed.map(\.0))
        #expect(objects.map { $0["family"] as? String } == listed.map(\.1))
        let sizes = try [FontCommandTests.sansPath, FontCommandTests.interPath].map {
            try FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int
        }
        #expect(Set(objects.compactMap { $0["bytes"] as? Int }) == Set(sizes.compactMap { $0 }))
    }

    @Test func aStoredNameIsRefusedUnlessReplaced() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("font", "add", FontCommandTests.sansPath).status == 0)
        // With another file in the same command: neither is stored.
        let again = try scratch.layout("font", "add", FontCommandTests.interPath, FontCommandTests.sansPath)
        #expect(again.status == 1)
        #expect(again.stderr == "layout: error: font 'FixtureSans-Regular' (from '\(FontCommandTests.sansPath)') "
                + "is already stored; use --replace to replace it\n")
        #expect(try scratch.layout("fonts").stdout == "FixtureSans-Regular\tFixture Sans\n")
        let replaced = try scratch.layout("font", "add", "--replace", FontCommandTests.sansPath)
        #expect(replaced.status == 0, "\(replaced)")
        #expect(try scratch.layout("fonts").stdout == "FixtureSans-Regular\tFixture Sans\n")
        // One file twice in one command: refused.
        let twice = try scratch.layout("font", "add", "--replace", FontCommandTests.sansPath, FontCommandTests.sansPath)
        #expect(twice.status == 1 && twice.stderr.contains("are both font 'FixtureSans-Regular'"), "\(twice)")
    }

    @Test func removingAnUnknownFontSuggests() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("font", "add", FontCommandTests.sansPath).status == 0)
        let remove = try scratch.layout("font", "remove", "FixtureSans-Regualr")
        #expect(remove.status == 1)
        #expect(remove.stderr == "layout: error: no font named 'FixtureSans-Regualr' (did you mean 'FixtureSans-Regular'?)\n",
                "\(remove)")
        #expect(try scratch.layout("fonts").stdout == "FixtureSans-Regular\tFixture Sans\n")
        // Removing needs a database, as every edit does.
        let fresh = try Scratch()
        let missing = try fresh.layout("font", "remove", "FixtureSans-Regular")
        #expect(missing.status == 1 && missing.stderr.contains("no database at"), "\(missing)")
        #expect(fresh.bytes(fresh.database) == nil)
    }

    @Test func aBadFontFileIsRefusedAndNothingChanges() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("card.json", FontCommandTests.card(font: "FixtureSans-Regular")))
            .status == 0)
        #expect(try scratch.layout("font", "add", FontCommandTests.interPath).status == 0)
        let before = try scratch.snapshot() + (try scratch.layout("fonts").stdout)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: FontCommandTests.sansPath))
        let truncated = scratch.directory.appendingPathComponent("truncated.ttf").path
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        let notAFont = try scratch.file("notes.ttf", "these are not glyphs")
        for path in [truncated, notAFont] {
            // The good file first: it is not stored either.
            let add = try scratch.layout("font", "add", FontCommandTests.sansPath, path)
            #expect(add.status == 1, "\(add)")
            #expect(add.stderr.hasPrefix("layout: error: '\(path)' is not a font layout can read: font table '"), "\(add)")
            #expect(try scratch.snapshot() + (try scratch.layout("fonts").stdout) == before)
        }
        let missing = try scratch.layout("font", "add", scratch.directory.appendingPathComponent("nope.ttf").path)
        #expect(missing.status == 1 && missing.stderr.contains("nope.ttf: no such file"), "\(missing)")
        #expect(try scratch.layout("font", "add").status == 64)
        // Nothing created for a bad file when there is no database.
        let fresh = try Scratch()
        #expect(try fresh.layout("font", "add", notAFont).status == 1)
        #expect(fresh.bytes(fresh.database) == nil)
    }
}
