import LayoutCore
import LayoutPicture
@testable import LayoutReport
import Testing

/// The page's bytes written without Strings (`appendQuoted`, `appendCoordinate`,
/// `appendNumber`) against the String functions they stand for, and the tables'
/// numbering of keyed pieces against numbering their whole texts.
@Suite struct ReportBytesTests {
    /// A deterministic generator (SplitMix64), so a failure names its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func quotedTextIsJSONQuoted() {
        let pieces = ["a", "Z", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "…", "\u{2028}", "\u{2029}",
                      "\u{2027}", "→", "😀", "<", "/", "row#2", "caption:hugging.horizontal"]
        var generator = Generator(state: 23)
        var texts = [""] + pieces
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            texts.append((0..<length).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for text in texts {
            var bytes: [UInt8] = []
            bytes.appendQuoted(text)
            #expect(bytes == Array(jsonQuoted(text).utf8), "\(text.debugDescription)")
        }
    }

    @Test func numbersAreWrittenAsStringWritesThem() {
        var generator = Generator(state: 7)
        var values = [0, 1, -1, 9, 10, 11, 99, 100, 101, 1_000_000, Int.max, Int.min + 1, -10, -99]
        for _ in 0..<2_000 { values.append(Int.random(in: -1_000_000_000...1_000_000_000, using: &generator)) }
        for value in values {
            var bytes: [UInt8] = []
            bytes.appendNumber(value)
            #expect(bytes == Array(String(value).utf8), "\(value)")
        }
    }

    /// Coordinates as `LayoutPicture.coordinate` writes them (`Double.description` of the
    /// value rounded to hundredths): whole, halves, hundredths, near roundings, negative,
    /// large, tiny, and not finite.
    @Test func coordinatesAreWrittenAsThePicturesWriteThem() {
        var generator = Generator(state: 11)
        var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.01, -0.01, 0.1, 0.5, 1, 12.5, 12.34, 12.345, 12.355,
                                99.995, 999.999, 1e12 + 0.25, 9.999_999_999_99e12, 1e13, 1e15, 1e16, 1e300, -1e16,
                                .infinity, -.infinity, .nan, .ulpOfOne, 0.1 + 0.2, 1.0 / 3, -2.0 / 3]
        for _ in 0..<5_000 {
            values.append(Double.random(in: -2_000...2_000, using: &generator))
            values.append(Double(Int.random(in: -200_000...200_000, using: &generator)) / 100)
            values.append(Double(Int.random(in: -2_000...2_000, using: &generator)) / 8)
            values.append(Double.random(in: -1e14...1e14, using: &generator))
        }
        for value in values {
            var bytes: [UInt8] = []
            bytes.appendCoordinate(value)
            #expect(String(decoding: bytes, as: UTF8.self) == LayoutPicture.coordinate(value), "\(value)")
        }
    }

    /// Pieces referring to texts of another table, numbered by `ReportTables.Table`, give the
    /// numbers and tables that numbering their whole texts gives (each reference replaced by
    /// its text's number, texts numbered in order of appearance, equal whole texts once).
    @Test func piecesAreNumberedAsTheirWholeTexts() {
        var generator = Generator(state: 5)
        let words = ["\"a\"", "\"b\"", "\"c\"", "\"long name\"", "\"é\"", "[\"id\", \"x == 1\"]"]
        var pieces: Table = .init(separator: ",\n"), referred: Table = .init(separator: ",")
        var wholeNumbers: [String: Int] = [:], wholeTexts: [String] = []
        var referredNumbers: [String: Int] = [:], referredTexts: [String] = []
        for _ in 0..<3_000 {
            // A piece: a short template with up to three references, from a small alphabet so that pieces repeat.
            var bytes: [UInt8] = [], references: [String] = []
            var whole = ""
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let text = ["[", "1,", "]", ",[2.5"].randomElement(using: &generator) ?? ""
                bytes.appendText(text)
                whole += text
                if Bool.random(using: &generator) {
                    let word = words.randomElement(using: &generator) ?? ""
                    bytes.append(ReportLayoutText.referenceMark)
                    references.append(word)
                    let number = referredNumbers[word] ?? referredTexts.count
                    if referredNumbers[word] == nil {
                        referredNumbers[word] = number
                        referredTexts.append(word)
                    }
                    whole += String(number)
                }
            }
            bytes.append(ReportLayoutText.referencesStart)
            for word in references {
                bytes.appendText(word)
                bytes.append(ReportLayoutText.referencesStart)
            }
            let expected = wholeNumbers[whole] ?? wholeTexts.count
            if wholeNumbers[whole] == nil {
                wholeNumbers[whole] = expected
                wholeTexts.append(whole)
            }
            let number = Table.number(ReportTables.Key(bytes[...]), in: &pieces, referring: &referred)
            #expect(number == expected, "\(whole)")
        }
        #expect(String(decoding: pieces.json, as: UTF8.self) == wholeTexts.joined(separator: ",\n"))
        #expect(String(decoding: referred.json, as: UTF8.self) == referredTexts.joined(separator: ","))
        #expect(pieces.count == wholeTexts.count)
    }

    typealias Table = ReportTables.Table
}
