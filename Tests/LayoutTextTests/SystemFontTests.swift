import Foundation
@testable import LayoutText
import Testing

/// The system font: Inter's and Inter Display's advances and kerning as generated, blended by
/// optical size; SF's tracking and line height.
@Suite struct SystemFontTests {
    /// Rounds up to the pixel grid of a scale, as the expected values are written.
    func pixels(_ value: Double, _ scale: Double) -> Double { (value * scale).rounded(.up) / scale }

    /// HIG "Tracking values", SF Pro, in 1/1000 em: 17 pt → −26, 28 pt → +14, 12 pt → 0.
    @Test func trackingFollowsApplesTable() {
        #expect(abs(SystemFont.tracking(atSize: 17) - (-26.0 / 1000 * 17)) < 1e-12)
        #expect(abs(SystemFont.tracking(atSize: 28) - (14.0 / 1000 * 28)) < 1e-12)
        #expect(SystemFont.tracking(atSize: 12) == 0)
        // The rows from 20 pt are SF Pro Display's, applied at those sizes: 20 → −23, 22 → −12, 24 → +3.
        #expect(abs(SystemFont.tracking(atSize: 20) - (-23.0 / 1000 * 20)) < 1e-12)
        #expect(abs(SystemFont.tracking(atSize: 22) - (-12.0 / 1000 * 22)) < 1e-12)
        #expect(abs(SystemFont.tracking(atSize: 24) - (3.0 / 1000 * 24)) < 1e-12)
        #expect(abs(SystemFont.tracking(atSize: 4) - (41.0 / 1000 * 4)) < 1e-12, "below the table: its first value")
        #expect(SystemFont.tracking(atSize: 120) == 0, "past the table: none")
        // 55 pt lies between the rows 54 (+6) and 56 (+6); 57 between 56 (+6) and 58 (+5).
        #expect(abs(SystemFont.tracking(atSize: 57) - (5.5 / 1000 * 57)) < 1e-12)
        // 17.5 pt: halfway between −26 and −25.
        #expect(abs(SystemFont.tracking(atSize: 17.5) - (-25.5 / 1000 * 17.5)) < 1e-12)
    }

    /// UIFont.systemFont(ofSize: 17).lineHeight is 20.29 (SF's hhea: 17 × (1950 + 494) / 2048): a
    /// one-line label is 20.5 pt tall on @2x and 20.33 on @3x.
    @Test func lineHeightIsSFs() {
        let measurer = TextMeasurer()
        let lineHeight = 17.0 * (1950 + 494) / 2048
        let twice = measurer.measure("Hello", font: .system(size: 17, weight: .regular, italic: false), scale: 2)
        #expect(abs(twice.lineHeight - lineHeight) < 1e-9)
        #expect(twice.height == 20.5)
        #expect(twice.height == pixels(lineHeight, 2))
        let thrice = measurer.measure("Hello", font: .system(size: 17, weight: .regular, italic: false), scale: 3)
        #expect(thrice.height == pixels(lineHeight, 3))
        #expect(thrice.height * 3 == 61, "20.29 pt is 60.86 pixels: 61 pixels")
        #expect(abs(twice.firstBaseline - 17.0 * 1950 / 2048) < 1e-9)
        #expect(abs(twice.lastBaselineFromBottom - 17.0 * 494 / 2048) < 1e-9)
    }

    /// "Hi" at 17 pt: (advance(H) + advance(i) + kern(H, i)) × 17 / 2816 + 2 × tracking(17), with
    /// Inter Regular's numbers as fontTools reads them (H 2084, i 668, no kerning; 2816 units per em).
    @Test func widthIsAdvancesKerningAndTracking() {
        let measurer = TextMeasurer()
        let regular17 = TextFont.system(size: 17, weight: .regular, italic: false)
        let hi = (2084.0 + 668 + 0) * 17 / 2816 + 2 * (-26.0 / 1000 * 17)
        #expect(measurer.measure("Hi", font: regular17).singleLineWidth == pixels(hi, 2))
        #expect(measurer.measure("Hi", font: regular17, scale: 3).width == pixels(hi, 3))
        // "AV": 1904 + 1904, kerned −192.
        let av = (1904.0 + 1904 - 192) * 17 / 2816 + 2 * (-26.0 / 1000 * 17)
        #expect(measurer.measure("AV", font: regular17).width == pixels(av, 2))
        // 28 pt is SF Pro Display's optical size: Inter Display alone (2048 units per em), tracking
        // +14/1000 em. "To": 1172 + 1128, kerned −161.
        let to = (1172.0 + 1128 - 161) * 28 / 2048 + 2 * (14.0 / 1000 * 28)
        #expect(measurer.measure("To", font: .system(size: 28, weight: .regular, italic: false), scale: 3).width == pixels(to, 3))
    }

    /// Between 18.5 and 24.5 pt the text and display designs blend linearly: at 20 pt 1/4 of
    /// Inter Display and 3/4 of Inter, at 22 pt 7/12 of Inter Display; tracking −23/1000 em at
    /// 20 pt, Apple's row. No switch at 20 pt (the static SF fonts' before iOS 14): 19.9 and
    /// 20 pt differ by the blend's slope only.
    @Test func opticalSizesBlendBetween18AndAHalfAnd24AndAHalf() {
        #expect(SystemFont.displayShare(atSize: 12) == 0)
        #expect(SystemFont.displayShare(atSize: 18.5) == 0)
        #expect(SystemFont.displayShare(atSize: 20) == (20 - 18.5) / (24.5 - 18.5))
        #expect(SystemFont.displayShare(atSize: 20) == 0.25)
        #expect(abs(SystemFont.displayShare(atSize: 22) - 7.0 / 12) < 1e-12)
        #expect(SystemFont.displayShare(atSize: 21.5) == 0.5)
        #expect(SystemFont.displayShare(atSize: 24.5) == 1)
        #expect(SystemFont.displayShare(atSize: 40) == 1)
        #expect(abs(SystemFont.displayShare(atSize: 20) - SystemFont.displayShare(atSize: 19.9) - 0.1 / 6) < 1e-12)
        let text = (1808.0 + 1680 - 224) * 20 / 2816  // "To" in Inter
        let display = (1172.0 + 1128 - 161) * 20 / 2048  // "To" in Inter Display
        let to = text * 3 / 4 + display * 1 / 4 + 2 * (-23.0 / 1000 * 20)
        let measured = TextMeasurer().measure("To", font: .system(size: 20, weight: .regular, italic: false), scale: 3)
        #expect(measured.width == pixels(to, 3))
        let layout = TextLayout("To", font: ResolvedFont(.system(size: 20, weight: .regular, italic: false), contentSize: .L, fonts: [:]))
        #expect(abs(layout.visibleWidth(0, 2) - to) < 1e-9)
        // 23 pt: 3/4 display; Apple's row for 23 pt is −4/1000 em.
        let at23 = (1808.0 + 1680 - 224) * 23 / 2816 * 1 / 4 + (1172.0 + 1128 - 161) * 23 / 2048 * 3 / 4 + 2 * (-4.0 / 1000 * 23)
        let layout23 = TextLayout("To", font: ResolvedFont(.system(size: 23, weight: .regular, italic: false), contentSize: .L, fonts: [:]))
        #expect(abs(layout23.visibleWidth(0, 2) - at23) < 1e-9)
    }

    /// Digits are Inter's text digits 1 % wider, narrowing 5 % toward the display design, not
    /// Inter Display's (its "1" is 706/2048 em, Inter's 1308/2816). "21" at 20 pt (display share
    /// 1/4): 1704 + 1308 Inter units, unkerned, tracking −23/1000 em; "1" at 140 pt (display
    /// alone, no tracking above 96 pt) is Hero's label that IB stores 63 wide.
    @Test func digitsKeepNearlyTheTextDesignsWidthAtDisplaySizes() {
        let measurer = TextMeasurer()
        let twentyOne = (1704.0 + 1308) * 1.01 * (1 - 0.05 / 4) * 20 / 2816 + 2 * (-23.0 / 1000 * 20)
        #expect(measurer.measure("21", font: .system(size: 20, weight: .regular, italic: false)).width == pixels(twentyOne, 2))
        let one = measurer.measure("1", font: .system(size: 140, weight: .regular, italic: false)).width
        #expect(one == pixels(1308.0 * 1.01 * 0.95 * 140 / 2816, 2))
        #expect(abs(one - 63) <= 1, "Hero's 140-pt 1: IB 63")
        // At 12 pt (text design alone, no tracking) a digit is 1 % wider than Inter's.
        let layout = TextLayout("2", font: ResolvedFont(.system(size: 12, weight: .regular, italic: false), contentSize: .L, fonts: [:]))
        #expect(abs(layout.visibleWidth(0, 1) - 1704.0 * 1.01 * 12 / 2816) < 1e-9)
    }

    /// SF's semibold display design is Inter Display SemiBold's width, measured as the mean of
    /// Inter Display Medium and Bold (SemiBold is not stored); its text design stays Inter Bold.
    /// "To" at 28 pt: Medium T 1206, o 1136; Bold T 1275, o 1152; both kern −161; tracking +14.
    @Test func semiboldDisplayDesignIsTheMeanOfMediumAndBold() {
        #expect(SystemFont.displayInstances(for: .semibold) == (4, 5))
        #expect(SystemFontData.instances[4] == "Medium" && SystemFontData.instances[5] == "Bold")
        #expect(SystemFont.displayInstances(for: .bold) == (6, 7), "as its text design")
        #expect(SystemFont.displayInstances(for: .regular) == (3, 3))
        let medium = (1206.0 + 1136 - 161) * 28 / 2048, bold = (1275.0 + 1152 - 161) * 28 / 2048
        let to = (medium + bold) / 2 + 2 * (14.0 / 1000 * 28)
        let layout = TextLayout("To", font: ResolvedFont(.system(size: 28, weight: .semibold, italic: false), contentSize: .L, fonts: [:]))
        #expect(abs(layout.visibleWidth(0, 2) - to) < 1e-9)
        // At 17 pt, Inter Bold alone: T 1882, o 1728, kerned −224.
        let text = TextLayout("To", font: ResolvedFont(.system(size: 17, weight: .semibold, italic: false), contentSize: .L, fonts: [:]))
        #expect(abs(text.visibleWidth(0, 2) - ((1882.0 + 1728 - 224) * 17 / 2816 + 2 * (-26.0 / 1000 * 17))) < 1e-9)
    }

    /// SF's percent sign is 0.08 em wider than Inter's (2288/2816 em), and two periods in a row
    /// are 0.05 em further apart (Inter: 776/2816 em each, not kerned). At 17 pt, tracking −26.
    @Test func percentAndRepeatedPeriods() {
        let tracking = -26.0 / 1000 * 17
        func width(_ text: String) -> Double {
            let layout = TextLayout(text, font: ResolvedFont(.system(size: 17, weight: .regular, italic: false), contentSize: .L, fonts: [:]))
            return layout.visibleWidth(0, layout.count)
        }
        #expect(abs(width("%") - ((2288.0 / 2816 + 0.08) * 17 + tracking)) < 1e-9)
        #expect(abs(width(".") - (776.0 * 17 / 2816 + tracking)) < 1e-9)
        #expect(abs(width("...") - (3 * (776.0 * 17 / 2816 + tracking) + 2 * 0.05 * 17)) < 1e-9)
        #expect(abs(width(". .") - (2 * (776.0 * 17 / 2816 + tracking) + 792.0 * 17 / 2816 + tracking)) < 1e-9, "not across a space")
    }

    /// SF's semibold measures with Inter's next heavier instance (Bold), bold halfway between
    /// ExtraBold and Black; heavy and black with Black. "Hi" at 17 pt: H and i of Inter Bold
    /// (2101, 766), ExtraBold (2106, 799) and Black (2112, 832), not kerned.
    @Test func heavierWeightsUseTheNextInterInstance() {
        #expect(SystemFontData.instances[SystemFont.instance(for: .semibold)] == "Bold")
        #expect(SystemFontData.instances[SystemFont.instance(for: .bold)] == "ExtraBold")
        #expect(SystemFontData.instances[SystemFont.instance(for: .heavy)] == "Black")
        #expect(SystemFontData.instances[SystemFont.instance(for: .regular)] == "Regular")
        #expect(SystemFontData.instances[SystemFont.instance(for: .medium)] == "Medium")
        let tracking = 2 * (-26.0 / 1000 * 17)
        let semibold = (2101.0 + 766) * 17 / 2816 + tracking
        let bold = ((2106.0 + 799) + (2112.0 + 832)) / 2 * 17 / 2816 + tracking
        #expect(SystemFont.textInstances(for: .bold) == (6, 7) && SystemFontData.instances[7] == "Black")
        #expect(SystemFont.textInstances(for: .semibold) == (5, 5))
        let measurer = TextMeasurer()
        #expect(measurer.measure("Hi", font: .system(size: 17, weight: .semibold, italic: false)).width == pixels(semibold, 2))
        #expect(measurer.measure("Hi", font: .system(size: 17, weight: .bold, italic: false)).width == pixels(bold, 2))
    }

    /// The generated tables give back what the reader finds in each face's own file (all 32:
    /// Inter and Inter Display, every stored instance, upright and italic): every stored
    /// advance, and the kerning of every pair of ASCII letters, digits and punctuation (the
    /// shared kerning classes, the varint encoding and the base64 lose nothing).
    @Test(.enabled(if: FontFixtures.interInstalled, "needs fonts-inter"), arguments: 0..<32)
    func generatedTablesMatchInter(faceIndex: Int) throws {
        #expect(SystemFontData.faceNames.count == 32)
        // Face names are "Inter-Bold", "InterDisplay-BoldItalic", …; the files of the regular
        // italics are "Inter-Italic.otf" and "InterDisplay-Italic.otf".
        let name = SystemFontData.faceNames[faceIndex].replacingOccurrences(of: "RegularItalic", with: "Italic")
        let inter = try OpenTypeReader.read(Array(try Data(contentsOf: FontFixtures.interDirectory.appendingPathComponent(name + ".otf"))))
        let perSlant = SystemFontData.instances.count
        let display = faceIndex >= 2 * perSlant
        let italic = faceIndex % (2 * perSlant) >= perSlant
        let weight = try #require(FontWeight.allCases.first { SystemFont.instance(for: $0) == faceIndex % perSlant })
        let face = SystemFont.face(weight, italic: italic, display: display)
        var checked = 0
        for run in SystemFontData.scalarRuns {
            for scalar in run {
                let glyph = try #require(inter.glyph(for: Unicode.Scalar(scalar)!))
                let stored = try #require(SystemFace.index(of: scalar))
                #expect(face.advance(stored) == inter.advance(ofGlyph: glyph), "U+\(String(scalar, radix: 16))")
                checked += 1
            }
        }
        #expect(checked > 900)
        #expect(inter.unitsPerEm == (display ? SystemFontData.displayUnitsPerEm : SystemFontData.textUnitsPerEm))
        let ascii = (UInt32(0x21)...UInt32(0x7E)).map { $0 }
        var kerned = 0
        for left in ascii {
            for right in ascii {
                let expected = inter.kerning(inter.glyph(for: Unicode.Scalar(left)!)!, inter.glyph(for: Unicode.Scalar(right)!)!)
                #expect(face.kerning(SystemFace.index(of: left)!, SystemFace.index(of: right)!) == expected)
                if expected != 0 { kerned += 1 }
            }
        }
        #expect(kerned > 500, "Inter kerns many ASCII pairs")
    }

    /// Weights and italics are different faces: bold is wider than light.
    @Test func weightsDiffer() {
        let measurer = TextMeasurer()
        let text = "Wrapping text like UIKit"
        let widths = FontWeight.allCases.map { measurer.measure(text, font: .system(size: 17, weight: $0, italic: false)).singleLineWidth }
        #expect(widths == widths.sorted(), "heavier weights are at least as wide")
        #expect(widths.first! < widths.last!)
        // Inter's italics have their own advances (the unrounded widths differ).
        let italic = TextLayout(text, font: ResolvedFont(.system(size: 17, weight: .regular, italic: true), contentSize: .L, fonts: [:]))
        let upright = TextLayout(text, font: ResolvedFont(.system(size: 17, weight: .regular, italic: false), contentSize: .L, fonts: [:]))
        #expect(italic.visibleWidth(0, italic.count) != upright.visibleWidth(0, upright.count))
    }
}
