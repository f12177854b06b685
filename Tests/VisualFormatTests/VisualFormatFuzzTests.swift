import LayoutCore
import Testing
import VisualFormat
import TestSupport

/// Random and mutated formats never crash the parser, and whatever it says
/// is well formed: constraints name known items and point inside the text,
/// errors point inside the text (or just past its end).
@Suite struct VisualFormatFuzzTests {
    static let tokens = [
        "H:", "V:", "|", "[", "]", "(", ")", "-", "@", ",", "==", "<=", ">=", "=", "<", ">",
        "a", "b", "button", "inset", "high", "8", "0", "-8", "12.5", ".", "e", "1e3", " ", "\n",
        "[a]", "[b]", "-8-", "->=0-", "-(>=8@750)-", "(==b)", "@500", "@1001", "é", "😀", "\u{301}",
    ]

    static func check(_ format: String, options: [VisualFormatOption]) {
        let views = CorpusNames.views
        let length = format.count
        do {
            let constraints = try VisualFormat.constraints(
                format: format, options: options, metrics: CorpusNames.metrics, views: views)
            for constraint in constraints {
                #expect(constraint.range.lowerBound >= 0 && constraint.range.upperBound <= length)
                let items = [constraint.constraint.firstItem] + [constraint.constraint.secondItem].compactMap { $0 }
                #expect(items.allSatisfy { $0 == "superview" || views.contains($0) })
            }
            // Whatever parses also prints back exactly.
            let listing = VisualFormatPrinter().listing(for: constraints.map(\.constraint))
            var reparsed = listing.equations
            for printed in listing.formats {
                reparsed += (try? VisualFormat.constraints(
                    format: printed.format, options: printed.options, views: printed.views).map(\.constraint)) ?? []
            }
            #expect(VisualFormatRoundTripTests.counts(reparsed) == VisualFormatRoundTripTests.counts(
                constraints.map(\.constraint)), "\(format) printed as \(listing)")
        } catch {
            #expect(error.offset >= 0 && error.offset <= max(length, error.input.input.count))
            #expect(!error.message.isEmpty)
        }
    }

    @Test func randomTokenSoupNeverCrashes() {
        var generator = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<10_000 {
            let count = Int.random(in: 0...24, using: &generator)
            let format = (0..<count).map { _ in Self.tokens.randomElement(using: &generator)! }.joined()
            let options = VisualFormatOption.allCases.filter { _ in Int.random(in: 0..<12, using: &generator) == 0 }
            Self.check(format, options: options)
        }
    }

    @Test func mutatedCorpusFormatsNeverCrash() {
        var generator = SplitMix64(seed: 0x5EED_0002)
        let formats = CorpusEntry.entries(VisualFormatCorpus.valid).map(\.format)
        let alphabet = Array("[]()|-@,=<>:HVab8.e_ \u{301}")
        for _ in 0..<10_000 {
            var characters = Array(formats.randomElement(using: &generator)!)
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0...characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters.insert(alphabet.randomElement(using: &generator)!, at: index)
                case 1 where index < characters.count: characters.remove(at: index)
                default:
                    if index < characters.count {
                        characters[index] = alphabet.randomElement(using: &generator)!
                    }
                }
            }
            Self.check(String(characters), options: [])
        }
    }
}
