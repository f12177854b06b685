import Foundation
import Testing

/// `layout import DIR`: a whole app in one transaction (issue #32, point 2.1), and
/// a translation file identified by its storyboard, not by its file name (issue
/// #35, point 5). Expected frames come from an independent path: each storyboard
/// imported alone, with its own `.strings`, into a database of its own.
@Suite struct AppImportTests {
    static let fixtures = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Translations")

    /// Copies `source` (a fixture file) to `name` under the scratch folder.
    @discardableResult
    func copy(_ scratch: Scratch, _ source: String, to name: String, transform: (String) -> String = { $0 }) throws -> String {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent(source), encoding: .utf8)
        let url = scratch.directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(transform(text).utf8).write(to: url)
        return url.path
    }

    func write(_ scratch: Scratch, _ name: String, _ text: String) throws -> String {
        let url = scratch.directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Runs `layout --db DB arguments…` in the scratch folder.
    func layout(_ scratch: Scratch, db: String, _ arguments: String...) throws -> RunResult {
        try LayoutProcess.run(["--db", scratch.directory.appendingPathComponent(db).path] + arguments, directory: scratch.directory)
    }

    /// The screens a database lists.
    func screens(_ scratch: Scratch, db: String) throws -> [String] {
        try layout(scratch, db: db, "screens").stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }

    /// Loop's German `.strings` with every translation marked as B's: a module of its own.
    static func markedB(_ text: String) -> String {
        text.components(separatedBy: "\n").map { line in
            guard line.hasPrefix("\""), line.hasSuffix("\";") else { return line }
            return String(line.dropLast(2)) + " (Modul B)\";"
        }.joined(separator: "\n")
    }

    /// The scenario of #35.5: `A` imported with its German, then `B/de.lproj/Main.strings`
    /// alone. It is B's German (stored for `B/Main`), and A's 28 entries stay.
    @Test func aStringsFileOfAnotherFolderKeepsTheFirstOnesEntries() throws {
        let scratch = try Scratch()
        let storyboard = try copy(scratch, "Loop/Base.lproj/Main.storyboard", to: "A/Base.lproj/Main.storyboard")
        let german = try copy(scratch, "Loop/de.lproj/Main.strings", to: "A/de.lproj/Main.strings")
        let first = try scratch.layout("import", storyboard, german)
        #expect(first.status == 0, "\(first)")
        #expect(first.stderr.contains("imported translations '\(german)' (de) for 'A/Main': 28 entries: 28 added, 0 changed, 0 removed"),
                "\(first)")
        let screen = try #require(try scratch.layout("screens").stdout.split(separator: "\n").first.map { String($0.split(separator: "\t")[0]) })
        let before = try scratch.layout("solve", screen, "--device", "iPhone 15", "--language", "de").frames()
        let other = try write(scratch, "B/de.lproj/Main.strings", #""87H-N1-0vJ.text" = "Vorhersage";"# + "\n")
        let second = try scratch.layout("import", other)
        #expect(second.status == 0, "\(second)")
        #expect(second.stderr.contains("imported translations '\(other)' (de) for 'B/Main': 1 entry: 1 added, 0 changed, 0 removed"),
                "\(second)")
        #expect(try scratch.layout("solve", screen, "--device", "iPhone 15", "--language", "de").frames() == before)
        let exported = try scratch.layout("export").stdout
        #expect(exported.contains(#""source" : "A/Main.strings""#) || exported.contains(#""source": "A/Main.strings""#), "\(exported.suffix(400))")
        #expect(exported.contains("B/Main.strings"))
        // A re-import says what it added, changed and removed.
        let changed = try copy(scratch, "Loop/de.lproj/Main.strings", to: "A/de.lproj/Main.strings") { text in
            text.replacingOccurrences(of: #""87H-N1-0vJ.text" = "Vorhergesagt";"#, with: #""87H-N1-0vJ.text" = "Prognose";"#)
                .replacingOccurrences(of: #""aCb-Qs-bpu.text" = "Detail";"#, with: "")
                + #""new-00-one.text" = "Neu";"# + "\n"
        }
        let third = try scratch.layout("import", changed)
        #expect(third.stderr.contains("for 'A/Main': 28 entries: 1 added, 1 changed, 1 removed"), "\(third)")
    }

    /// Two modules with a `Main.storyboard` (the same file, so the same object ids) and
    /// their own `de.lproj/Main.strings`: one import of the app folder gives each
    /// module's screens its own German, as importing each module alone does.
    @Test func twoModulesKeepTheirOwnGerman() throws {
        let scratch = try Scratch()
        for module in ["A", "B"] {
            try copy(scratch, "Loop/Base.lproj/Main.storyboard", to: "App/\(module)/Base.lproj/Main.storyboard")
            try copy(scratch, "Loop/de.lproj/Main.strings", to: "App/\(module)/de.lproj/Main.strings",
                     transform: module == "B" ? Self.markedB : { $0 })
        }
        let app = try layout(scratch, db: "app.sqlite", "import", "App")
        #expect(app.status == 0, "\(app)")
        for module in ["A", "B"] {
            #expect(try layout(scratch, db: "\(module).sqlite", "import", "App/\(module)/Base.lproj/Main.storyboard",
                               "App/\(module)/de.lproj/Main.strings").status == 0)
        }
        let names = try screens(scratch, db: "A.sqlite")
        #expect(!names.isEmpty)
        // Every screen's name clashes: both storyboards are called Main, so the table names them.
        #expect(try screens(scratch, db: "app.sqlite") == names.map { "A/Main." + $0 } + names.map { "B/Main." + $0 })
        var differ = 0
        for name in names {
            let frames = try ["A", "B"].map { module in
                try layout(scratch, db: "app.sqlite", "solve", "\(module)/Main.\(name)", "--device", "iPhone 15", "--language", "de").frames()
            }
            for (module, solved) in zip(["A", "B"], frames) {
                let alone = try layout(scratch, db: "\(module).sqlite", "solve", name, "--device", "iPhone 15", "--language", "de").frames()
                #expect(solved == alone, "\(module)/Main.\(name)")
            }
            if frames[0] != frames[1] { differ += 1 }
        }
        #expect(differ > 0, "B's longer German moves some frame")
    }

    /// The project's translation fixtures as one app: four bundles (Loop, its status
    /// extension, DuckDuckGo, GoMap), `.strings` in five languages and two catalogs.
    /// Each storyboard's screens have the German, Arabic, … of its own `.strings`:
    /// the frames equal those of the storyboard imported alone with its files.
    @Test func aWholeAppImportsInOneTransactionWithEachStoryboardsTranslations() throws {
        let scratch = try Scratch()
        let app = try layout(scratch, db: "app.sqlite", "import", Self.fixtures.path)
        #expect(app.status == 0, "\(app)")
        // The widget's Localizable.xcstrings belongs to no storyboard, and no view has its keys.
        #expect(app.stderr.contains("skipped '\(Self.fixtures.path)/GoMap/GpxWidget/Localizable.xcstrings': no storyboard or xib "
                                    + "'Localizable' beside it, and no view's text key is one of its keys"), "\(app)")
        let bundles: [(folder: String, storyboard: String, translations: [String])] = [
            ("Loop", "Main", ["de", "ar", "he", "ja", "zh-Hans"].map { "\($0).lproj/Main.strings" }),
            ("LoopStatusExtension", "MainInterface", ["de", "ar", "he", "ja", "zh-Hans"].map { "\($0).lproj/MainInterface.strings" }),
            ("DuckDuckGo", "HomeRow", ["de.lproj/HomeRow.strings"]),
            ("GoMap", "Height", ["mul.lproj/Height.xcstrings"]),
        ]
        let all = try screens(scratch, db: "app.sqlite")
        var checked = 0
        for (folder, storyboard, translations) in bundles {
            let db = "\(folder).sqlite"
            let files = ["\(folder)/Base.lproj/\(storyboard).storyboard"] + translations.map { "\(folder)/\($0)" }
            let alone = try LayoutProcess.run(["--db", scratch.directory.appendingPathComponent(db).path, "import"]
                                              + files.map { Self.fixtures.appendingPathComponent($0).path }, directory: scratch.directory)
            #expect(alone.status == 0, "\(alone)")
            for name in try screens(scratch, db: db) {
                let inApp = all.contains(name) ? name : "\(storyboard).\(name)"
                #expect(all.contains(inApp), "\(inApp)")
                for language in ["de", "ar"] where folder != "DuckDuckGo" || language == "de" {
                    let solved = try layout(scratch, db: "app.sqlite", "solve", inApp, "--device", "iPhone 15", "--language", language)
                    let expected = try layout(scratch, db: db, "solve", name, "--device", "iPhone 15", "--language", language)
                    #expect(solved.stdout == expected.stdout.replacingOccurrences(of: "\"screen\": \"\(name)\"", with: "\"screen\": \"\(inApp)\""),
                            "\(inApp) in \(language)")
                    checked += 1
                }
            }
        }
        #expect(checked > 10)
    }

    /// A folder with one `.strings` file that does not parse imports nothing, and the
    /// `InfoPlist.strings` of every language are skipped and listed on one line.
    @Test func aFolderImportsAllOrNothingAndListsWhatItSkips() throws {
        let scratch = try Scratch()
        try copy(scratch, "Loop/Base.lproj/Main.storyboard", to: "App/Base.lproj/Main.storyboard")
        try copy(scratch, "Loop/de.lproj/Main.strings", to: "App/de.lproj/Main.strings")
        for language in ["de", "fr"] {
            _ = try write(scratch, "App/\(language).lproj/InfoPlist.strings", #""CFBundleDisplayName" = "Loop";"# + "\n")
        }
        let broken = try write(scratch, "App/fr.lproj/Main.strings", #""87H-N1-0vJ.text" = "Prédit""# + "\n")
        let before = try scratch.state()
        let refused = try scratch.layout("import", "App")
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.hasPrefix("layout: error: App/fr.lproj/Main.strings:1:"), "\(refused)")
        #expect(try scratch.state() == before)
        try FileManager.default.removeItem(atPath: broken)
        let imported = try scratch.layout("import", "App")
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr.contains("skipped 'App/*.lproj/InfoPlist.strings' (de, fr): no storyboard or xib 'InfoPlist' beside it, "
                                         + "and no view's text key is one of its keys"), "\(imported)")
        #expect(imported.stderr.contains("imported translations 'App/de.lproj/Main.strings' (de) for 'App/Main'"), "\(imported)")
    }

    /// A `Localizable.strings` of no storyboard whose keys a stored view uses as its text key
    /// is imported, by text key; one whose keys no view uses is skipped.
    @Test func aLocalizableStringsWhoseKeysAViewUsesIsImported() throws {
        let scratch = try Scratch()
        let document = LanguageCommandTests.document(text: "Save").replacingOccurrences(
            of: #""ibID": "abc-12-xyz""#, with: #""textKey": "save""#)
        #expect(try scratch.layout("import", try scratch.file("form.json", document)).status == 0)
        let english = try scratch.layout("solve", "form", "--size", "375x667").frames()
        _ = try write(scratch, "App/de.lproj/Localizable.strings", #""save" = "Speichern und fortfahren";"# + "\n")
        _ = try write(scratch, "App/de.lproj/Other.strings", #""unused" = "Nie";"# + "\n")
        let imported = try scratch.layout("import", "App")
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr.contains("skipped 'App/de.lproj/Other.strings'"), "\(imported)")
        let german = try scratch.layout("solve", "form", "--size", "375x667", "--language", "de").frames()
        #expect(try #require(german["title"]?["width"]) > (english["title"]?["width"] ?? .infinity))
        #expect(german["title"]?["x"] == 20)
    }
}
