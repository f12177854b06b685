@testable import LayoutText
import TestSupport
import Testing

/// Greedy word wrapping, on random texts and widths (seeded; a failure prints its seed).
@Suite struct WrappingPropertyTests {
    static let words = [
        "Hello", "world", "a", "I", "well-known", "UIKit", "Auto", "Layout", "supercalifragilisticexpialidocious",
        "日本語", "東京", "😀", "Привет", "Ελλάδα", "—", "(test)", "end.", "e\u{0301}te\u{0301}", "-5", "WAVY", "Tö",
    ]
    static let separators = [" ", " ", " ", "  ", "\n", "-"]

    static func randomText(_ generator: inout SplitMix64) -> String {
        var text = ""
        for index in 0..<Int.random(in: 1...24, using: &generator) {
            if index > 0 { text += separators.randomElement(using: &generator)! }
            text += words.randomElement(using: &generator)!
        }
        return text
    }

    static let font = ResolvedFont(.system(size: 17, weight: .regular, italic: false), contentSize: .L, fonts: [:])

    @Test(arguments: 1...40)
    func lineCountNeverIncreasesWithWidth(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let text = Self.randomText(&generator)
        let layout = TextLayout(text, font: Self.font)
        var widths = (0..<12).map { _ in Double.random(in: 5...500, using: &generator) }
        widths.sort()
        let counts = widths.map { layout.lines(maxWidth: $0).count }
        #expect(counts == counts.sorted(by: >), "seed \(seed): \(text.debugDescription) at \(widths) gives \(counts)")
    }

    @Test(arguments: 1...60)
    func eachLineFitsAndNoneCouldTakeTheNextWord(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let text = Self.randomText(&generator)
        let layout = TextLayout(text, font: Self.font)
        let maxWidth = Double.random(in: 5...400, using: &generator)
        let lines = layout.lines(maxWidth: maxWidth)
        let context = "seed \(seed): \(text.debugDescription) at \(maxWidth)"

        // The lines cover each paragraph, in order, without gaps.
        var paragraphIndex = 0
        var expectedStart = layout.paragraphs[0].lowerBound
        for line in lines {
            if line.start != expectedStart {
                paragraphIndex += 1
                expectedStart = layout.paragraphs[paragraphIndex].lowerBound
            }
            #expect(line.start == expectedStart, "\(context)")
            expectedStart = line.end
        }
        #expect(paragraphIndex == layout.paragraphs.count - 1, "\(context)")

        for (index, line) in lines.enumerated() {
            // Each line fits, unless it is one character (with its marks) too wide alone.
            let oneCharacter = layout.classes[(line.start + 1)..<max(line.end, line.start + 1)].allSatisfy { $0 == .combining }
            #expect(line.width <= maxWidth + 1e-6 || (line.splitsWord && oneCharacter), "\(context): line \(index)")
            // No line could take the next word: the text up to the next break opportunity after
            // its end (within its paragraph) would not fit.
            guard index + 1 < lines.count, lines[index + 1].start == line.end, !line.splitsWord else { continue }
            let paragraph = layout.paragraphs.first { $0.contains(line.start) }!
            let nextBreak = layout.opportunities.first { $0 > line.end && $0 < paragraph.upperBound } ?? paragraph.upperBound
            #expect(layout.visibleWidth(line.start, nextBreak) > maxWidth, "\(context): line \(index) could take more")
        }
    }

    /// The public measurement agrees with the lines: count, and a width no wider than allowed.
    @Test(arguments: 1...20)
    func measurementAgreesWithTheLines(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let text = Self.randomText(&generator)
        let maxWidth = Double.random(in: 40...400, using: &generator)
        let measurement = TextMeasurer().measure(text, font: .system(size: 17, weight: .regular, italic: false), numberOfLines: 0, width: maxWidth)
        let lines = TextLayout(text, font: Self.font).lines(maxWidth: maxWidth)
        #expect(measurement.neededLineCount == lines.count && measurement.lineCount == lines.count)
        #expect(measurement.width <= (maxWidth * 2).rounded(.up) / 2)
        #expect(measurement.isTruncated == lines.contains(where: \.splitsWord))
    }
}
