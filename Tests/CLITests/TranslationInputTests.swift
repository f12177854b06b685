import Foundation
import Testing

/// Translation files that would give a silently wrong answer (issue #35, points 1, 5
/// and 8): a NUL cut a translation short, a `.strings` file of another folder
/// replaced the first one's German, UTF-16 without its mark and a JSON file that is
/// not a catalog read as something else. Each is refused at its file, line and
/// column, or stored for its own storyboard, and every refusal leaves every row of
/// the database as it was.
@Suite struct TranslationInputTests {
    static let germanStrings = LanguageCommandTests.germanStrings

    /// A database with `form` (English, `ibID` abc-12-xyz) and its German, imported together.
    func imported() throws -> Scratch {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(at: scratch.directory.appendingPathComponent("de.lproj"),
                                                withIntermediateDirectories: true)
        let result = try scratch.layout("import", try scratch.file("form.json", LanguageCommandTests.document(text: "Save")),
                                        try scratch.file("de.lproj/Main.strings", Self.germanStrings))
        #expect(result.status == 0, "\(result)")
        return scratch
    }

    func writeBytes(_ scratch: Scratch, _ name: String, _ bytes: [UInt8]) throws -> String {
        let url = scratch.directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// UTF-16 with its byte order mark, as Xcode writes `.strings` files.
    static func utf16(_ text: String, bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    /// The translation `"P…redicted value"` with a NUL in every way a file can spell one:
    /// each is refused at the line and column of the character or escape that makes it,
    /// by the rule that refuses U+0000 in a screen's texts.
    @Test func aNulInATranslationIsRefusedWhereItIsWritten() throws {
        let scratch = try imported()
        let before = try scratch.state()
        let line2 = "/* comment */\n"
        let cases: [(name: String, bytes: [UInt8], column: Int)] = [
            ("de.lproj/U.strings", Array((line2 + #""abc-12-xyz.text" = "P\U0000redicted value";"# + "\n").utf8), 23),
            ("de.lproj/Raw.strings", Array((line2 + #""abc-12-xyz.text" = "P"#).utf8) + [0] + Array("redicted value\";\n".utf8), 23),
            ("de.lproj/Zero.strings", Array((line2 + #""abc-12-xyz.text" = "P\0redicted value";"# + "\n").utf8), 23),
            ("de.lproj/Octal.strings", Array((line2 + #""abc-12-xyz.text" = "P\000redicted value";"# + "\n").utf8), 23),
            ("de.lproj/Wide.strings", Self.utf16(line2 + #""abc-12-xyz.text" = "P\U0000redicted value";"# + "\n"), 23),
            ("de.lproj/WideRaw.strings", Self.utf16(line2 + "\"abc-12-xyz.text\" = \"P\u{0}redicted value\";\n",
                                                   bigEndian: true), 23),
        ]
        for (name, bytes, column) in cases {
            let path = try writeBytes(scratch, name, bytes)
            let result = try scratch.layout("import", path)
            #expect(result.status == 1, "\(name): \(result)")
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            let expected = "layout: error: \(path):2:\(column): the translation of 'abc-12-xyz.text' holds the "
                + "character U+0000 (NUL), which the store cannot keep"
            #expect(lines.first.map(String.init) == expected, "\(name): \(result)")
            // The line, then the caret under the column.
            #expect(lines.count == 4 && lines[2] == "  " + String(repeating: " ", count: column - 1) + "^", "\(name): \(result)")
            #expect(try scratch.state() == before, "\(name)")
        }
    }

    /// A catalog's `\u0000` is refused at the value that holds it.
    @Test func aNulInACatalogIsRefusedAtItsValue() throws {
        let scratch = try imported()
        let before = try scratch.state()
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "save" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Spei\\u0000chern" } } } }
              },
              "version" : "1.0"
            }
            """
        let path = try scratch.file("Localizable.xcstrings", catalog)
        let result = try scratch.layout("import", path)
        #expect(result.status == 1, "\(result)")
        let column = (catalog.split(separator: "\n")[3].range(of: "\"Spei")?.lowerBound.utf16Offset(in: catalog.split(separator: "\n")[3]) ?? 0) + 1
        #expect(result.stderr.hasPrefix("layout: error: \(path):4:\(column): the translation of 'save' in 'de' holds the character "
                                        + "U+0000 (NUL), which the store cannot keep\n"), "\(result)")
        #expect(try scratch.state() == before)
    }

    /// Two keys that differ after a NUL were one row to SQLite ("UNIQUE constraint
    /// failed"); a NUL in a key is refused at its line like any other.
    @Test func aNulInAKeyIsRefusedAtItsLineNotByTheDatabase() throws {
        let scratch = try imported()
        let before = try scratch.state()
        let path = try scratch.file("de.lproj/Keys.strings", #"""
            "abc\0one.text" = "Eins";
            "abc\0two.text" = "Zwei";
            """#)
        let result = try scratch.layout("import", path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("layout: error: \(path):1:5: the key holds the character U+0000 (NUL), "
                                        + "which the store cannot keep\n"), "\(result)")
        #expect(!result.stderr.contains("UNIQUE"))
        #expect(try scratch.state() == before)
        // The catalog's keys too, at the key.
        let catalog = try scratch.file("Keys.xcstrings", #"""
            { "sourceLanguage": "en", "strings": {
              "a\u0000b": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "x" } } } } } }
            """#)
        let second = try scratch.layout("import", catalog)
        #expect(second.status == 1, "\(second)")
        #expect(second.stderr.hasPrefix("layout: error: \(catalog):2:3: the key holds the character U+0000 (NUL)"), "\(second)")
        #expect(try scratch.state() == before)
    }

    /// UTF-16 without its byte order mark read as UTF-8 showed as a key of spaced letters
    /// (`' 8 7 H - N 1…'`); the message names the encoding.
    @Test func utf16WithoutItsMarkIsNamed() throws {
        let scratch = try imported()
        let before = try scratch.state()
        for bigEndian in [false, true] {
            let bytes = Array(Self.utf16(#""87H-N1-0vJ.text" = "Predicted value";"#, bigEndian: bigEndian).dropFirst(2))
            let path = try writeBytes(scratch, "de.lproj/NoMark\(bigEndian).strings", bytes)
            let result = try scratch.layout("import", path)
            #expect(result.status == 1, "\(result)")
            #expect(result.stderr.hasPrefix("layout: error: \(path):1:1: the file looks like UTF-16 (\(bigEndian ? "big" : "little") "
                                            + "endian) without a byte order mark"), "\(result)")
            #expect(try scratch.state() == before)
        }
    }

    /// A 200 KB one-line file and a key of 100,000 characters: the message quotes a few
    /// characters around the fault, not the whole line.
    @Test func longLinesAreCutAroundTheCaret() throws {
        let scratch = try imported()
        let before = try scratch.state()
        let key = String(repeating: "k", count: 100_000)
        let path = try scratch.file("de.lproj/Long.strings", "\"\(key)\" \"no equals sign\";")
        let result = try scratch.layout("import", path)
        #expect(result.status == 1)
        #expect(result.stderr.utf8.count < 600, "\(result.stderr.utf8.count) bytes of message")
        #expect(result.stderr.contains("(100000 characters)"), "\(result)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 3 && lines[1].contains("…") && lines[2].hasSuffix("^"), "\(result)")
        #expect(try scratch.state() == before)
    }

    /// A JSON file without `strings` is not a catalog of no entries.
    @Test func aCatalogWithoutStringsIsTheWrongShape() throws {
        let scratch = try imported()
        let before = try scratch.state()
        let path = try scratch.file("Other.xcstrings", #"{ "sourceLanguage": "en", "version": "1.0" }"#)
        let result = try scratch.layout("import", path)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.hasPrefix("layout: error: \(path):1:1: a string catalog needs 'strings'"), "\(result)")
        #expect(try scratch.state() == before)
    }
}
