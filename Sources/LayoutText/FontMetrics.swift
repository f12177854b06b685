/// What the measurer needs of one font: its names, vertical metrics, advance widths, character
/// map and pair kerning, all in font units. Read from a file by `OpenTypeReader.read`.
public struct FontMetrics: Hashable, Sendable {
    /// The PostScript name (`AvenirNext-Regular`): how documents name the font.
    public var postScriptName: String
    /// The family name (`Avenir Next`).
    public var family: String
    /// Font units per em (`head`): a size in points is this many units.
    public var unitsPerEm: Int
    /// The ascender above the baseline (`hhea`), positive.
    public var ascender: Int
    /// The descender below the baseline (`hhea`), as a positive distance.
    public var descender: Int
    /// The line gap (`hhea`); not part of a UILabel's line height (docs/text.md).
    public var lineGap: Int
    /// The average advance (`OS/2` xAvgCharWidth): the width given to a character the font lacks.
    public var averageAdvance: Int
    /// Unicode scalar → glyph id.
    public var characterMap: CharacterMap
    /// Advance width by glyph id.
    public var advances: [UInt16]
    /// Pair kerning by glyph ids.
    public var kerning: PairKerning

    public init(
        postScriptName: String, family: String, unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int,
        averageAdvance: Int, characterMap: CharacterMap, advances: [UInt16], kerning: PairKerning
    ) {
        self.postScriptName = postScriptName
        self.family = family
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.averageAdvance = averageAdvance
        self.characterMap = characterMap
        self.advances = advances
        self.kerning = kerning
    }

    /// The glyph id for a scalar, nil when the font has none.
    public func glyph(for scalar: Unicode.Scalar) -> Int? { characterMap.glyph(for: scalar.value) }

    /// The advance of a glyph in font units (0 for an id past the font's glyphs).
    public func advance(ofGlyph glyph: Int) -> Int { glyph >= 0 && glyph < advances.count ? Int(advances[glyph]) : 0 }

    /// The kerning between two glyphs in font units.
    public func kerning(_ left: Int, _ right: Int) -> Int { kerning.adjustment(left, right) }
}
