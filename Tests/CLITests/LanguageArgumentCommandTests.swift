import Foundation
import Testing

/// `--language` on every command that takes it (issue #32, point 2.3): a code the
/// store does not know is a usage error listing the stored languages, a variant of
/// a stored one is taken as it and the output says so, and a JSON export keeps the
/// translations, so that export then import answers alike in every language.
@Suite struct LanguageArgumentCommandTests {
    /// `form` with its German and Japanese, imported together.
    func imported() throws -> Scratch {
        let scratch = try Scratch()
        for language in ["de", "ja"] {
            try FileManager.default.createDirectory(at: scratch.directory.appendingPathComponent("\(language).lproj"),
                                                    withIntermediateDirectories: true)
        }
        let result = try scratch.layout("import", try scratch.file("form.json", LanguageCommandTests.document(text: "Save")),
                                        try scratch.file("de.lproj/Main.strings", LanguageCommandTests.germanStrings),
                                        try scratch.file("ja.lproj/Main.strings", #""abc-12-xyz.text" = "保存";"#))
        #expect(result.status == 0, "\(result)")
        return scratch
    }

    /// Each command that takes `--language`, with the code given.
    static func commands(_ code: String, output: String) -> [[String]] {
        [
            ["solve", "form", "--size", "375x667", "--language", code],
            ["explain", "form", "title", "--size", "375x667", "--language", code],
            ["replay", "form", "--size", "375x667", "--language", code],
            ["check", "--size", "375x667", "--language", code],
            ["report", "--language", code, "-o", output],
            ["export", "--format", "svg", "--language", code, "-o", output],
        ]
    }

    @Test func anUnknownLanguageIsAUsageErrorOnEveryCommand() throws {
        let scratch = try imported()
        let before = try scratch.state()
        let output = scratch.directory.appendingPathComponent("out.html").path
        for code in ["german", "xx", "fr", "de-DE-x-", "pt"] {
            for arguments in Self.commands(code, output: output) {
                let result = try scratch.layout(arguments)
                #expect(result.status == 64, "\(arguments): \(result)")
                #expect(result.stdout.isEmpty, "\(arguments)")
                if code != "de-DE-x-" {
                    #expect(result.stderr.contains("unknown language '\(code)': the stored languages are de, en, ja; "
                                                   + "the pseudolanguages are double-length, accented, bounded, right-to-left"),
                            "\(arguments): \(result)")
                }
                #expect(!FileManager.default.fileExists(atPath: output), "\(arguments) wrote its output")
            }
        }
        #expect(try scratch.state() == before)
    }

    @Test func aVariantOfAStoredLanguageIsTakenAsItAndSaidSo() throws {
        let scratch = try imported()
        let output = scratch.directory.appendingPathComponent("out.html").path
        let german = try scratch.layout("solve", "form", "--size", "375x667", "--language", "de")
        for code in ["DE", "De"] {
            for arguments in Self.commands(code, output: output) {
                let result = try scratch.layout(arguments)
                #expect(result.status == 0 || (arguments[0] == "check" && result.status == 3), "\(arguments): \(result)")
                #expect(result.stderr.contains("layout: note: --language '\(code)' is taken as the stored language 'de'"),
                        "\(arguments): \(result)")
            }
            #expect(try scratch.layout("solve", "form", "--size", "375x667", "--language", code).frames() == german.frames())
        }
        for code in ["de_DE", "de-de"] {
            let result = try scratch.layout("solve", "form", "--size", "375x667", "--language", code)
            #expect(result.status == 0, "\(result)")
            #expect(try result.frames() == german.frames())
            #expect(result.stderr.contains("its texts are those of 'de'") || result.stderr.contains("taken as the stored language 'de'"),
                    "\(result)")
        }
        // Pseudolanguages and the development language need nothing stored.
        for code in ["en", "double-length", "right-to-left"] {
            let result = try scratch.layout("solve", "form", "--size", "375x667", "--language", code)
            #expect(result.status == 0 && !result.stderr.contains("note"), "\(code): \(result)")
        }
    }

    /// A language a condition tests is known, even with nothing stored for it.
    @Test func aLanguageTestedByAConditionIsKnown() throws {
        let scratch = try Scratch()
        let document = LanguageCommandTests.document(text: "Save").replacingOccurrences(
            of: #"{ "name": "box", "superview": "root","#, with: #"{ "name": "box", "superview": "root", "when": { "language": ["fr"] },"#)
        #expect(try scratch.layout("import", try scratch.file("form.json", document)).status == 0)
        let french = try scratch.layout("solve", "form", "--size", "375x667", "--language", "fr")
        #expect(french.status == 0, "\(french)")
        #expect(try french.frames()["box"] != nil)
        #expect(try scratch.layout("solve", "form", "--size", "375x667", "--language", "it").status == 64)
    }

    /// Export then import, into a new database: the same answer in every language, and
    /// the same translations exported again.
    @Test func exportThenImportAnswersAlikeInEveryLanguage() throws {
        let scratch = try Scratch()
        let fixture = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/Translations/Loop")
        let files = ["Base.lproj/Main.storyboard"] + ["de", "ar", "he", "ja", "zh-Hans"].map { "\($0).lproj/Main.strings" }
        #expect(try scratch.layout(["import"] + files.map { fixture.appendingPathComponent($0).path }).status == 0)
        let exported = try scratch.layout("export")
        #expect(exported.status == 0)
        let copy = scratch.directory.appendingPathComponent("copy.sqlite").path
        let path = try scratch.file("export.json", exported.stdout)
        let reimported = try LayoutProcess.run(["--db", copy, "import", path])
        #expect(reimported.status == 0, "\(reimported)")
        #expect(try LayoutProcess.run(["--db", copy, "export"]).stdout == exported.stdout)
        let screens = try scratch.layout("screens").stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        var compared = 0
        for language in ["en", "de", "ar", "he", "ja", "zh-Hans", "double-length"] {
            for screen in screens {
                let original = try scratch.layout("solve", screen, "--device", "iPhone 15", "--language", language)
                let again = try LayoutProcess.run(["--db", copy, "solve", screen, "--device", "iPhone 15", "--language", language])
                #expect(original.status == 0 && original.stdout == again.stdout, "\(screen) in \(language)")
                compared += 1
            }
            let check = try scratch.layout("check", "--device", "iPhone 15", "--language", language, "--json")
            let checkAgain = try LayoutProcess.run(["--db", copy, "check", "--device", "iPhone 15", "--language", language, "--json"])
            #expect(check.stdout == checkAgain.stdout, "check in \(language)")
        }
        #expect(compared >= 7 * 2)
        // The German is really there: it moves frames.
        let first = try #require(screens.first)
        #expect(try scratch.layout("solve", first, "--device", "iPhone 15", "--language", "de").stdout
                != scratch.layout("solve", first, "--device", "iPhone 15").stdout || screens.count > 1)
    }
}
