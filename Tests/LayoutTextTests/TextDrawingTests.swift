@testable import LayoutText
import Testing

/// The lines a picture draws (#34): as `measure` wraps them, cut where UIKit cuts them, each
/// with the width the measurement gives its characters.
@Suite struct TextDrawingTests {
    let measurer = TextMeasurer()
    let body = TextFont.textStyle(.body)
    var font: ResolvedFont { ResolvedFont(body, contentSize: .L, fonts: [:]) }
    var ellipsis: Double { TextLayout("\u{2026}", font: font).visibleWidth(0, 1) }

    /// The measured width of a string alone.
    func width(_ text: String) -> Double {
        TextLayout(text, font: font).visibleWidth(0, text.unicodeScalars.count)
    }

    /// A text that fits is one line, its width the measurement's (not rounded).
    @Test func aFittingLineIsDrawnWhole() {
        let drawing = measurer.drawing("Cancel", font: body, width: 200)
        #expect(drawing.lines == [.init(text: "Cancel", width: width("Cancel"), hasEllipsis: false)])
        #expect(!drawing.isCut)
        #expect(drawing.size == 17 && drawing.family == "Inter" && drawing.weight == 400 && !drawing.italic)
        #expect(drawing.tracking == SystemFont.tracking(atSize: 17))
        #expect(abs(drawing.lineHeight - 17.0 * 2444 / 2048) < 1e-9)
        #expect(abs(drawing.ascender - 17.0 * 1950 / 2048) < 1e-9)
    }

    /// A one-line text wider than its box keeps the characters that leave room for "…" (tail):
    /// the cut line fits, one more character would not.
    @Test func theTailCutKeepsWhatLeavesRoomForTheEllipsis() throws {
        let text = "Delete all downloaded episodes"
        let box = 120.0
        let drawing = measurer.drawing(text, font: body, width: box)
        #expect(drawing.isCut && drawing.lines.count == 1)
        let line = try #require(drawing.lines.first)
        #expect(line.hasEllipsis && line.text.hasSuffix("\u{2026}"))
        let kept = String(line.text.dropLast())
        #expect(text.hasPrefix(kept) && !kept.hasSuffix(" "))
        #expect(abs(line.width - (width(kept) + ellipsis)) < 1e-9)
        #expect(line.width <= box)
        // The next longer prefix that does not end in a space would not leave room.
        var next = kept.count + 1
        while Array(text)[next - 1] == " " { next += 1 }
        #expect(width(String(text.prefix(next))) + ellipsis > box)
    }

    /// Head truncation keeps the end: "…" and the longest tail of the text that fits.
    @Test func theHeadCutKeepsTheEnd() throws {
        let text = "Delete all downloaded episodes"
        let box = 120.0
        let line = try #require(measurer.drawing(text, font: body, width: box, cut: .head).lines.first)
        #expect(line.text.hasPrefix("\u{2026}") && line.hasEllipsis)
        let kept = String(line.text.dropFirst())
        #expect(text.hasSuffix(kept) && !kept.isEmpty)
        #expect(abs(line.width - (ellipsis + width(kept))) < 1e-9 && line.width <= box)
        #expect(ellipsis + width(String(text.suffix(kept.count + 1))) > box)
    }

    /// Middle truncation keeps both ends, about as wide as each other, around "…".
    @Test func theMiddleCutKeepsBothEnds() throws {
        let text = "Delete all downloaded episodes"
        let box = 120.0
        let line = try #require(measurer.drawing(text, font: body, width: box, cut: .middle).lines.first)
        let parts = line.text.split(separator: "\u{2026}", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 2)
        let (front, back) = (parts[0], parts.count > 1 ? parts[1] : "")
        #expect(text.hasPrefix(front) && text.hasSuffix(back) && !front.isEmpty && !back.isEmpty)
        #expect(abs(line.width - (width(front) + ellipsis + width(back))) < 1e-9 && line.width <= box)
        // Neither side is more than one character (the widest, "w", under 15 points) wider than the other.
        #expect(abs(width(front) - width(back)) < 15)
    }

    /// Word and character cuts draw no ellipsis: the text up to its last break, or its last
    /// character, that fits.
    @Test func wordAndCharacterCutsEndWithoutAnEllipsis() throws {
        let text = "Delete all downloaded episodes"
        let box = 120.0
        let word = try #require(measurer.drawing(text, font: body, width: box, cut: .word).lines.first)
        #expect(!word.hasEllipsis && word.text == "Delete all")
        #expect(width("Delete all downloaded") > box)
        let character = try #require(measurer.drawing(text, font: body, width: box, cut: .character).lines.first)
        #expect(!character.hasEllipsis && text.hasPrefix(character.text) && character.width <= box)
        #expect(width(String(text.prefix(character.text.count + 1))) > box)
    }

    /// A wrapping text draws the lines it is given; the last of them runs on to the end of its
    /// paragraph, cut with "…"; given all of them, they are `measure`'s lines, whole.
    @Test func wrappedLinesStopAtTheGivenCountAndTheLastIsCut() {
        let text = "This label has relatively long text that wraps onto several lines"
        let measured = measurer.measure(text, font: body, numberOfLines: 0, width: 150)
        #expect(measured.lineCount >= 3)
        let drawing = measurer.drawing(text, font: body, numberOfLines: 0, width: 150, lines: 2)
        #expect(drawing.lines.count == 2 && drawing.isCut)
        #expect(!drawing.lines[0].hasEllipsis && drawing.lines[1].hasEllipsis)
        #expect(drawing.lines.allSatisfy { $0.width <= 150 })
        let whole = measurer.drawing(text, font: body, numberOfLines: 0, width: 150)
        #expect(whole.lines.count == measured.lineCount && !whole.isCut)
        #expect(whole.lines.map(\.text).joined(separator: " ") == text)
        #expect(whole.lines.map(\.width).max().map { ($0 * 2).rounded(.up) / 2 } == measured.width)
    }

    /// `numberOfLines` caps the lines as the given count does.
    @Test func numberOfLinesCapsTheLines() {
        let text = "One two three four five six seven eight nine ten eleven twelve"
        let drawing = measurer.drawing(text, font: body, numberOfLines: 2, width: 120)
        #expect(drawing.lines.count == 2 && drawing.lines[1].hasEllipsis && drawing.isCut)
    }

    /// A text the layout judged to fit (within the measurement's error) is drawn whole, even a
    /// little wider than its box.
    @Test func withoutACutTheTextIsDrawnWhole() {
        let drawing = measurer.drawing("Continue", font: body, width: 60, cut: nil)
        #expect(drawing.lines.map(\.text) == ["Continue"] && !drawing.isCut)
        #expect(drawing.lines[0].width > 60)
    }

    /// A line with characters Inter lacks (Arabic) is drawn in a fallback font; Latin, spaces
    /// and the ellipsis are Inter's.
    @Test func linesWithCharactersInterLacksNeedAFallback() {
        #expect(measurer.drawing("الكربوهيدرات النشطة", font: body, width: 300).lines[0].needsFallback)
        #expect(!measurer.drawing("Crème brûlée, naïve…", font: body, width: 300).lines[0].needsFallback)
        #expect(measurer.drawing("日本語", font: body, width: 300).lines[0].needsFallback)
    }

    /// The browser face: Inter or Inter Display by the larger share of the optical blend; the
    /// CSS weight of the Inter instance that measures the weight.
    @Test func theBrowserFaceFollowsTheMeasurement() {
        for size in stride(from: 10.0, through: 40, by: 1) {
            let family = measurer.drawing("A", font: .system(size: size, weight: .regular, italic: false), width: 100).family
            #expect(family == (SystemFont.displayShare(atSize: size) >= 0.5 ? "Inter Display" : "Inter"), "\(size) pt")
        }
        // usWeightClass of Inter's instances, as CSS names them.
        let css = ["Thin": 100, "ExtraLight": 200, "Light": 300, "Regular": 400, "Medium": 500, "SemiBold": 600,
                   "Bold": 700, "ExtraBold": 800, "Black": 900]
        for weight in FontWeight.allCases {
            let drawing = measurer.drawing("A", font: .system(size: 12, weight: weight, italic: false), width: 100)
            #expect(drawing.weight == css[SystemFontData.instances[SystemFont.instance(for: weight)]], "\(weight)")
        }
        #expect(measurer.drawing("A", font: .system(size: 12, weight: .light, italic: true), width: 100).italic)
    }
}
