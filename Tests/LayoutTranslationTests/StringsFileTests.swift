import Foundation
import LayoutTranslation
import Testing
import TestSupport

/// The `.strings` reader: Apple's old-style plist grammar, its escapes, its encodings, and its errors.
@Suite struct StringsFileTests {
    func parse(_ text: String, file: String = "de.lproj/Main.strings") throws -> StringsFile {
        try StringsFile(parsing: Array(text.utf8), file: file)
    }

    func failure(_ bytes: [UInt8], file: String = "de.lproj/Main.strings") -> TranslationError? {
        do {
            _ = try StringsFile(parsing: bytes, file: file)
            return nil
        } catch {
            return error
        }
    }

    @Test func interfaceBuilderFileReadsKeysValuesAndLines() throws {
        let file = try parse("""
            
            /* Class = "UILabel"; text = "Name"; ObjectID = "abc-12-xyz"; */
            "abc-12-xyz.text" = "Name";

            // a line comment
            "def-34-uvw.normalTitle" = "Speichern";
            """)
        #expect(file.entries == [
            StringsFile.Entry(key: "abc-12-xyz.text", value: "Name", line: 3),
            StringsFile.Entry(key: "def-34-uvw.normalTitle", value: "Speichern", line: 6),
        ])
    }

    @Test func escapesReadAsApplesReaderReadsThem() throws {
        let file = try parse(#""k" = "a\nb\tc\"d\\e\U00e9\U00E9\'f\qg\101\r\a\b\f\v";"#)
        #expect(file.values["k"] == "a\nb\tc\"d\\e\u{E9}\u{E9}'fqg" + "A\r\u{07}\u{08}\u{0C}\u{0B}")
    }

    @Test func surrogatePairEscapeIsOneScalar() throws {
        #expect(try parse(#""k" = "\UD83D\UDE00";"#).values["k"] == "\u{1F600}")
    }

    @Test func unquotedStringsBracesAndKeyAloneAreTheOldPlistGrammar() throws {
        let file = try parse("{ title = Hello; \"only\"; path = a/b:c.d-e_$; }")
        #expect(file.values == ["title": "Hello", "only": "only", "path": "a/b:c.d-e_$"])
    }

    @Test func laterDuplicateWins() throws {
        let file = try parse("\"k\" = \"one\";\n\"k\" = \"two\";")
        #expect(file.entries.count == 2)
        #expect(file.values["k"] == "two")
    }

    @Test func emptyFileAndCommentsOnlyHaveNoEntries() throws {
        #expect(try parse("").entries.isEmpty)
        #expect(try parse("/* nothing */\n// here\n").entries.isEmpty)
    }

    @Test func utf16WithEitherByteOrderMarkAndUtf8WithOne() throws {
        let text = "\"k\" = \"Grüße 日本 😀\";"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let utf8: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        for bytes in [little, big, utf8] {
            #expect(try StringsFile(parsing: bytes, file: "x.strings").values == ["k": "Grüße 日本 😀"])
        }
    }

    @Test func missingSemicolonIsAnErrorAtTheEndOfItsValue() throws {
        let error = try #require(failure(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8)))
        #expect(error.line == 1 && error.column == 10)
        #expect(error.description == """
            de.lproj/Main.strings:1:10: expected ';' after the value of 'a', found the end of the line
              "a" = "b"
                       ^
            """)
    }

    @Test func missingEqualsNamesTheKey() throws {
        let error = try #require(failure(Array("\n\"a\" \"b\";".utf8)))
        #expect(error.line == 2 && error.column == 5)
        #expect(error.message == "expected '=' after key 'a', found '\"'")
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() throws {
        let error = try #require(failure(Array("\"a\" = \"b\";\n\"c\" = \"d;\n".utf8)))
        #expect(error.line == 2 && error.column == 7)
        #expect(error.message.hasPrefix("unterminated string"))
    }

    @Test func malformedUnicodeEscapesAreErrors() throws {
        for (text, column) in [(#""k" = "\U12G4";"#, 8), (#""k" = "\UD83D x";"#, 8), (#""k" = "\UDE00";"#, 8),
                               (#""k" = "\UD83D\U0041";"#, 14)] {
            let error = try #require(failure(Array(text.utf8)), "\(text)")
            #expect(error.line == 1 && error.column == column, "\(text)")
            #expect(error.message.hasPrefix("malformed '\\U' escape"), "\(text)")
        }
    }

    @Test func unterminatedCommentIsAnError() throws {
        let error = try #require(failure(Array("\"a\" = \"b\";\n  /* open".utf8)))
        #expect(error.line == 2 && error.column == 3)
        #expect(error.message.hasPrefix("unterminated comment"))
    }

    @Test func badBytesAreAnErrorAtTheirLineAndColumn() throws {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8)
        let error = try #require(failure(bytes))
        #expect(error.line == 2 && error.column == 8)
        #expect(error.message.hasPrefix("bytes that are not UTF-8"))
        // A lone surrogate in UTF-16, and an odd byte count.
        #expect(failure([0xFF, 0xFE, 0x3D, 0xD8, 0x41, 0x00])?.message.hasPrefix("a UTF-16 code unit") == true)
        #expect(failure([0xFF, 0xFE, 0x41, 0x00, 0x42])?.message.hasPrefix("an odd number of bytes") == true)
    }

    @Test func textAfterClosingBraceIsAnError() throws {
        let error = try #require(failure(Array("{ a = b; } c".utf8)))
        #expect(error.column == 12)
    }

    /// Property: any keys and values, written by an independent writer (escaping quotes,
    /// backslashes and line breaks, and a random share of scalars as `\U` escapes, pairs
    /// for those beyond the BMP), read back exactly.
    @Test func writtenStringsReadBack() throws {
        var generator = SplitMix64(seed: 22)
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "\n", "\t", "=", ";", "/", "*", "é", "日", "\u{1F600}", "'", "{", "}"]
        func randomText() -> String {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text.append(alphabet.randomElement(using: &generator)!) }
            return String(text)
        }
        func write(_ text: String) -> String {
            var written = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": written += "\\\""
                case "\\": written += "\\\\"
                case "\n": written += Bool.random(using: &generator) ? "\\n" : "\n"
                default:
                    if Bool.random(using: &generator), scalar.value > 0x7F {
                        for unit in String(scalar).utf16 {
                            let digits = String(unit, radix: 16)
                            written += "\\U" + String(repeating: "0", count: 4 - digits.count) + digits
                        }
                    } else {
                        written.unicodeScalars.append(scalar)
                    }
                }
            }
            return written + "\""
        }
        for round in 0..<300 {
            let pairs = (0..<Int.random(in: 0...5, using: &generator)).map { _ in (randomText(), randomText()) }
            let text = pairs.map { "/* c */ \(write($0.0)) = \(write($0.1));\n" }.joined()
            let file = try StringsFile(parsing: Array(text.utf8), file: "p.strings")
            #expect(file.entries.map(\.key) == pairs.map(\.0), "round \(round): \(text)")
            #expect(file.entries.map(\.value) == pairs.map(\.1), "round \(round): \(text)")
        }
    }
}
