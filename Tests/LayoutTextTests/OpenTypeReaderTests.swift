import Foundation
import LayoutText
import Testing

/// The reader on real fonts: subsets of Inter Regular. Expected numbers are fontTools' reading
/// of the same files (`ttx`, and fontTools' GPOS objects for the kerning): an independent reader.
@Suite struct OpenTypeReaderTests {
    @Test func readsNamesAndVerticalMetrics() throws {
        let font = try OpenTypeReader.read(try FontFixtures.bytes("Inter-Regular-subset.otf"))
        #expect(font.postScriptName == "Inter-Regular")
        #expect(font.family == "Inter")
        #expect(font.unitsPerEm == 2816)
        #expect(font.ascender == 2728)
        #expect(font.descender == 680)  // hhea descender −680, kept as a distance
        #expect(font.lineGap == 0)
        #expect(font.averageAdvance == 1838)  // OS/2 xAvgCharWidth
        #expect(font.advances.count == 100)  // maxp numGlyphs
    }

    @Test func mapsCharactersToGlyphsAndAdvances() throws {
        let font = try OpenTypeReader.read(try FontFixtures.bytes("Inter-Regular-subset.otf"))
        // (character, glyph id, advance) from fontTools.
        let expected: [(Unicode.Scalar, Int, Int)] = [("H", 8, 2084), ("i", 36, 668), ("A", 1, 1904), ("V", 22, 1904), ("T", 20, 1808), ("o", 42, 1680)]
        for (character, glyph, advance) in expected {
            #expect(font.glyph(for: character) == glyph, "\(character)")
            #expect(font.advance(ofGlyph: glyph) == advance, "\(character)")
        }
        #expect(font.glyph(for: "\u{4E00}") == nil, "not in the subset")
        #expect(font.glyph(for: "\u{0416}") != nil, "Cyrillic Zhe is in the subset")
    }

    /// GPOS lookup type 2: format 1 (glyph pairs) and format 2 (class pairs) in one lookup.
    @Test func kernsFromGPOSPairAdjustment() throws {
        let font = try OpenTypeReader.read(try FontFixtures.bytes("Inter-Regular-subset.otf"))
        try expectKerning(font, [("AV", -192), ("To", -224), ("Te", -224), ("LT", -272), ("Vo", -144), ("ye", -56), ("r.", -176), ("Hi", 0)])
    }

    /// The same lookups wrapped in extension lookups (type 9) give the same kerning, and a cmap
    /// format 12 subtable is preferred to format 4 and maps the same.
    @Test func kernsThroughExtensionLookups() throws {
        let plain = try OpenTypeReader.read(try FontFixtures.bytes("Inter-Regular-subset.otf"))
        let extended = try OpenTypeReader.read(try FontFixtures.bytes("Inter-extension.otf"))
        try expectKerning(extended, [("AV", -192), ("To", -224), ("LT", -272), ("Hi", 0)])
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
            #expect(extended.glyph(for: scalar) == plain.glyph(for: scalar))
        }
    }

    /// Without GPOS, the `kern` table's format 0 pairs (the three make-fixtures.sh wrote).
    @Test func kernsFromKernTable() throws {
        let font = try OpenTypeReader.read(try FontFixtures.bytes("Inter-kern-table.otf"))
        try expectKerning(font, [("AV", -150), ("To", -200), ("LT", -120), ("Te", 0), ("VA", 0)])
    }

    func expectKerning(_ font: FontMetrics, _ pairs: [(String, Int)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (pair, value) in pairs {
            let scalars = Array(pair.unicodeScalars)
            let left = try #require(font.glyph(for: scalars[0]), sourceLocation: sourceLocation)
            let right = try #require(font.glyph(for: scalars[1]), sourceLocation: sourceLocation)
            #expect(font.kerning(left, right) == value, "\(pair)", sourceLocation: sourceLocation)
        }
    }
}
