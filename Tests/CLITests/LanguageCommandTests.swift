import Foundation
import Testing

/// `--language`: translations imported from `.strings` files and catalogs, the
/// fallback to the development text, right to left, pseudolanguages, and `check
/// --language all`. Expected frames come from an independent path: the same
/// screen written with the translated text as its own text.
@Suite struct LanguageCommandTests {
    /// A label 20 points from the leading edge, sized by its text, and a 50-point box 8 after it.
    static func document(text: String, name: String = "form") -> String {
        #"""
        { "layoutDocument": 1, "screens": [
          { "name": "\#(name)", "root": "root",
            "views": [{ "name": "root" },
              { "name": "title", "superview": "root", "kind": "label", "text": "\#(text)", "ibID": "abc-12-xyz" },
              { "name": "box", "superview": "root", "intrinsicSize": { "width": 50, "height": 20 } }],
            "constraints": [
              { "id": "h", "visualFormat": "H:|-20-[title]-8-[box]" },
              { "id": "v", "visualFormat": "V:|-40-[title]" },
              { "id": "b", "constraint": "box.top == title.top" }] }
        ] }
        """#
    }

    static let germanStrings = """
        /* Class = "UILabel"; text = "Save"; ObjectID = "abc-12-xyz"; */
        "abc-12-xyz.text" = "Speichern und fortfahren";
        /* Class = "UINavigationItem"; title = "Settings"; ObjectID = "nav-00-001"; */
        "nav-00-001.title" = "Einstellungen";
        """

    func frames(_ result: RunResult) throws -> [String: [String: Double]] { try result.frames() }

    func folder(_ scratch: Scratch, _ name: String) throws {
        try FileManager.default.createDirectory(at: scratch.directory.appendingPathComponent(name),
                                                withIntermediateDirectories: true)
    }

    /// A scratch database with `form` (English) and its German `.strings`, imported in one command.
    func imported() throws -> Scratch {
        let scratch = try Scratch()
        try folder(scratch, "de.lproj")
        let result = try scratch.layout("import", try scratch.file("form.json", Self.document(text: "Save")),
                                        try scratch.file("de.lproj/Main.strings", Self.germanStrings))
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("imported translations"), "\(result)")
        #expect(result.stderr.contains("2 entries: 2 added, 0 changed, 0 removed"), "\(result)")
        // The navigation item is not a view: named in a warning.
        #expect(result.stderr.contains("1 object id that no view carries: 'nav-00-001'"), "\(result)")
        return scratch
    }

    @Test func germanFramesAreThoseOfTheGermanText() throws {
        let scratch = try imported()
        let german = try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "de"))
        // The oracle: the screen written in German.
        #expect(try scratch.layout("import", try scratch.file("oracle.json",
                                                              Self.document(text: "Speichern und fortfahren", name: "oracle"))).status == 0)
        let oracle = try frames(try scratch.layout("solve", "oracle", "--size", "375x667"))
        #expect(german == oracle)
        let english = try frames(try scratch.layout("solve", "form", "--size", "375x667"))
        #expect((german["title"]?["width"] ?? 0) > (english["title"]?["width"] ?? .infinity))
        // de-CH falls back to de, and says so; a language with no translations is refused (#32.2.3).
        let swiss = try scratch.layout("solve", "form", "--size", "375x667", "--language", "de-CH")
        #expect(try frames(swiss) == german)
        #expect(swiss.stderr.contains("layout: note: --language 'de-CH' has no translations of its own: its texts are those of 'de'"),
                "\(swiss)")
        let french = try scratch.layout("solve", "form", "--size", "375x667", "--language", "fr")
        #expect(french.status == 64 && french.stdout.isEmpty, "\(french)")
        #expect(english["title"] != nil)
    }

    @Test func languageIsPartOfTheCacheKeyAndPrintedAmongTheTraits() throws {
        let scratch = try imported()
        let first = try scratch.layout("solve", "form", "--size", "375x667", "--language", "de")
        #expect(first.stdout.contains(#""language": "de""#), "\(first)")
        #expect(first.stdout.contains(#""cached": false"#))
        let again = try scratch.layout("solve", "form", "--size", "375x667", "--language", "de")
        #expect(again.stdout.contains(#""cached": true"#))
        #expect(try frames(again) == frames(first))
        let english = try scratch.layout("solve", "form", "--size", "375x667")
        #expect(english.stdout.contains(#""cached": false"#), "the German answer is not the English one")
    }

    /// UIKit with `semanticContentAttribute` unspecified: every leading/trailing-laid
    /// frame mirrors, x' = W − x − w, and widths and heights stay.
    @Test func rightToLeftLanguageMirrorsLeadingAndTrailing() throws {
        let scratch = try Scratch()
        try folder(scratch, "ar.lproj")
        #expect(try scratch.layout("import", try scratch.file("form.json", Self.document(text: "Save")),
                                   try scratch.file("ar.lproj/Main.strings", #""abc-12-xyz.text" = "حفظ";"#)).status == 0)
        let width = 375.0
        let arabic = try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "ar"))
        let leftToRight = try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "ar",
                                                        "--direction", "ltr"))
        for view in ["title", "box"] {
            let rtl = try #require(arabic[view]), ltr = try #require(leftToRight[view])
            #expect(rtl["x"] == width - ltr["x"]! - ltr["width"]!, "\(view)")
            #expect(rtl["width"] == ltr["width"] && rtl["y"] == ltr["y"] && rtl["height"] == ltr["height"], "\(view)")
        }
        // The title is 20 points from the right edge.
        #expect(arabic["title"]?["x"] == width - 20 - leftToRight["title"]!["width"]!)
        // The right-to-left pseudolanguage mirrors the English text the same way.
        let pseudo = try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "right-to-left"))
        let english = try frames(try scratch.layout("solve", "form", "--size", "375x667"))
        #expect(pseudo["title"]?["x"] == width - english["title"]!["x"]! - english["title"]!["width"]!)
    }

    @Test func pseudolanguagesMeasureTheTransformedText() throws {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("form.json", Self.document(text: "Save"))).status == 0)
        for (language, text) in [("double-length", "Save Save"), ("bounded", "[# Save #]"), ("accented", "Šåṽé")] {
            #expect(try scratch.layout("import", try scratch.file("\(language).json",
                                                                  Self.document(text: text, name: language))).status == 0)
            let transformed = try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", language))
            let oracle = try frames(try scratch.layout("solve", language, "--size", "375x667"))
            #expect(transformed == oracle, "\(language)")
        }
    }

    /// A 100-point label that holds "Save" and not its German translation.
    @Test func checkFindsTheGermanTranslationThatCannotFit() throws {
        let scratch = try Scratch()
        try folder(scratch, "de.lproj")
        try folder(scratch, "ja.lproj")
        let document = Self.document(text: "Save").replacingOccurrences(
            of: #"{ "id": "b", "constraint": "box.top == title.top" }"#,
            with: #"{ "id": "b", "constraint": "box.top == title.top" }, { "id": "w", "constraint": "title.width == 100" }"#)
        #expect(try scratch.layout("import", try scratch.file("form.json", document),
                                   try scratch.file("de.lproj/Main.strings", Self.germanStrings),
                                   try scratch.file("ja.lproj/Main.strings", #""abc-12-xyz.text" = "保存";"#)).status == 0)
        let plain = try scratch.layout("check", "--size", "375x667")
        #expect(plain.status == 0, "\(plain)")
        let all = try scratch.layout("check", "--size", "375x667", "--language", "all", "--json")
        #expect(all.status == 3, "\(all)")
        let findings = try all.stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(findings.count == 1, "\(all)")
        #expect(findings.first?["kind"] as? String == "truncated")
        #expect(findings.first?["language"] as? String == "de")
        #expect(findings.first?["view"] as? String == "title")
        #expect((findings.first?["has"] as? [String: Any])?["width"] as? Double == 100)
        let text = try scratch.layout("check", "--size", "375x667", "--language", "all")
        #expect(text.stdout.contains("truncated: title in de"), "\(text)")
        #expect(text.stderr.contains("checked 3 layouts"), "de, en and ja: \(text)")
    }

    /// `report --language all`: every layout once per language, and a language switch in the page.
    @Test func reportInEveryLanguageHasALanguageSwitch() throws {
        let scratch = try imported()
        let single = try scratch.layout("report", "-o", scratch.directory.appendingPathComponent("en.html").path)
        #expect(single.status == 0, "\(single)")
        let plain = try String(contentsOf: scratch.directory.appendingPathComponent("en.html"), encoding: .utf8)
        #expect(!plain.contains(#"<select name="language">"#))
        let all = try scratch.layout("report", "--language", "all", "-o", scratch.directory.appendingPathComponent("all.html").path)
        #expect(all.status == 0, "\(all)")
        let page = try String(contentsOf: scratch.directory.appendingPathComponent("all.html"), encoding: .utf8)
        #expect(page.contains(#"<select name="language">"#))
        func languages(_ html: String) throws -> [String] {
            let start = try #require(html.range(of: #"<script type="application/json" id="layout-results">"#))
            let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
            let results = try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [[String: Any]])
            return results.map { (($0["traits"] as? [String: Any])?["language"] as? String) ?? "-" }
        }
        let perLanguage = try languages(plain).count
        let counts = Dictionary(grouping: try languages(page), by: { $0 }).mapValues(\.count)
        // de (stored) and en (the development language), each as many layouts as the plain page.
        #expect(counts == ["de": perLanguage, "en": perLanguage], "\(counts)")
    }

    @Test func reimportReplacesTheFileAndSaysHowManyChanged() throws {
        let scratch = try imported()
        let again = try scratch.layout("import", try scratch.file("de.lproj/Main.strings", """
            "abc-12-xyz.text" = "Sichern";
            "nav-00-001.title" = "Einstellungen";
            """))
        #expect(again.status == 0, "\(again)")
        #expect(again.stderr.contains("imported translations"), "\(again)")
        #expect(again.stderr.contains("(de) for '\(scratch.directory.lastPathComponent)/Main': 2 entries: 0 added, 1 changed, 0 removed"), "\(again)")
        let oracleImport = try scratch.layout("import", try scratch.file("o.json", Self.document(text: "Sichern", name: "oracle")))
        #expect(oracleImport.status == 0)
        #expect(try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "de"))
                == frames(try scratch.layout("solve", "oracle", "--size", "375x667")))
        // No revision: the screen's history has its import alone.
        #expect(try scratch.layout("history", "form").stdout.split(separator: "\n").count == 1)
    }

    @Test func malformedStringsFileIsAnErrorAtItsLineAndNothingIsStored() throws {
        let scratch = try Scratch()
        try folder(scratch, "de.lproj")
        let result = try scratch.layout("import", try scratch.file("form.json", Self.document(text: "Save")),
                                        try scratch.file("de.lproj/Main.strings", "\"a\" = \"b\";\n\"abc-12-xyz.text\" = \"x\"\n"))
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("de.lproj/Main.strings:2:24: expected ';' after the value of 'abc-12-xyz.text'"),
                "\(result)")
        #expect(result.stderr.contains("  \"abc-12-xyz.text\" = \"x\"\n"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: scratch.database), "no database made for a refused import")
        let outside = try scratch.layout("import", try scratch.file("Main.strings", "\"a\" = \"b\";"))
        #expect(outside.status == 1)
        #expect(outside.stderr.contains("must be in a LANG.lproj folder"), "\(outside)")
        let catalog = try scratch.layout("import", try scratch.file("Localizable.xcstrings", "{\n \"strings\": {}\n}"))
        #expect(catalog.status == 1)
        #expect(catalog.stderr.contains("Localizable.xcstrings:1:1: a string catalog needs 'sourceLanguage'"), "\(catalog)")
    }

    @Test func catalogGivesTextsByTextKeyAndItsSourceLanguage() throws {
        let scratch = try Scratch()
        let document = Self.document(text: "Save").replacingOccurrences(of: #""ibID": "abc-12-xyz""#, with: #""textKey": "save""#)
        let catalog = #"""
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "save": { "localizations": {
                "de": { "stringUnit": { "state": "translated", "value": "Speichern und fortfahren" } },
                "ru": { "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "x" } },
                  "other": { "stringUnit": { "state": "translated", "value": "Сохранить" } } } } } } } } }
            """#
        let imported = try scratch.layout("import", try scratch.file("form.json", document),
                                          try scratch.file("Localizable.xcstrings", catalog))
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stderr.contains("Localizable.xcstrings' (de, ru) for '\(scratch.directory.lastPathComponent)/Localizable': 2 entries: 2 added, 0 changed, 0 removed"), "\(imported)")
        #expect(try scratch.layout("import", try scratch.file("oracle.json", Self.document(text: "Speichern und fortfahren", name: "oracle"))).status == 0)
        #expect(try scratch.layout("import", try scratch.file("ru.json", Self.document(text: "Сохранить", name: "ru"))).status == 0)
        #expect(try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "de"))
                == frames(try scratch.layout("solve", "oracle", "--size", "375x667")))
        #expect(try frames(try scratch.layout("solve", "form", "--size", "375x667", "--language", "ru"))
                == frames(try scratch.layout("solve", "ru", "--size", "375x667")))
    }
}
