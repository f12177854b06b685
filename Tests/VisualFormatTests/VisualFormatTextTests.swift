import LayoutCore
import Testing
import VisualFormat

/// The parser reads Characters: offsets and ranges count Characters, any
/// Unicode whitespace separates tokens, and other non-ASCII text is quoted whole.
@Suite struct VisualFormatTextTests {
    let views = ["a", "b"]

    func error(_ format: String) -> VisualFormatError? {
        do {
            _ = try VisualFormat.constraints(format: format, views: views)
            return nil
        } catch {
            return error
        }
    }

    @Test func unicodeWhitespaceSeparatesTokens() throws {
        let spaced = try VisualFormat.constraints(format: "H:|-\u{A0}[a]\u{2003}-[b]|", views: views)
        let tight = try VisualFormat.constraints(format: "H:|-[a]-[b]|", views: views)
        #expect(spaced.map(\.constraint) == tight.map(\.constraint))
        //              H  :  |  -  nbsp [  a  ]  emsp -  [  b  ]  |
        //              0  1  2  3  4    5  6  7  8    9  10 11 12 13
        #expect(spaced.map(\.range) == [2..<5, 9..<10, 13..<14])
    }

    @Test func carriageReturnAndLineFeedCountAsOneCharacter() {
        // V : | - CRLF [ a ] x: the 'x' is the ninth Character.
        #expect(error("V:|-\r\n[a]x")?.input == InputError(
            message: "expected '-', '[', '|' or the end after view 'a'", input: "V:|-\r\n[a]x", offset: 8))
    }

    @Test func digitWithCombiningMarkIsNotANumber() {
        #expect(error("H:[a]-1\u{301}-[b]")?.input == InputError(
            message: "'1\u{301}' is not a number", input: "H:[a]-1\u{301}-[b]", offset: 6))
    }

    @Test func nonASCIICharacterIsQuotedWhole() {
        #expect(error("|[a]|e\u{301}x")?.input == InputError(
            message: "unexpected 'e\u{301}' after the closing '|'", input: "|[a]|e\u{301}x", offset: 5))
        #expect(error("[a]-😀-[b]")?.input == InputError(
            message: "expected a view, '|', a number, a metric name or '(' after '-'",
            input: "[a]-😀-[b]", offset: 4))
    }

    @Test func namesAreASCII() {
        #expect(error("[é]")?.input == InputError(
            message: "expected a view name after '['", input: "[é]", offset: 1))
        #expect(error("[a\u{301}]")?.input == InputError(
            message: "expected a view name after '['", input: "[a\u{301}]", offset: 1))
    }
}
