/// Reads the metrics a text measurer needs from an OpenType or TrueType font file (`.otf`,
/// `.ttf`): names (`name`), units per em (`head`), vertical metrics (`hhea`, `OS/2`), advance
/// widths (`hmtx`), the character map (`cmap` formats 4 and 12) and pair kerning (`GPOS` lookup
/// type 2 formats 1 and 2, through extension lookups, else the `kern` table's format 0).
///
/// Every read is bounds-checked: a truncated or corrupt file is a `FontError` naming the table
/// and the byte offset, never a trap. No outlines, hinting or shaping are read.
public enum OpenTypeReader {
    /// The font's metrics, or the first problem found in its bytes.
    public static func read(_ bytes: [UInt8]) throws(FontError) -> FontMetrics {
        let font = FontBytes(bytes)
        let tables = try tableDirectory(font)
        func table(_ tag: String) throws(FontError) -> TableRange {
            guard let range = tables[tag] else { throw FontError(table: tag, offset: 0, reason: "required table is missing") }
            return range
        }
        let head = try table("head")
        try font.require(head.offset, 54, table: "head")
        let unitsPerEm = try font.uint16(head.offset + 18, table: "head")
        guard (16...16384).contains(unitsPerEm) else {
            throw FontError(table: "head", offset: head.offset + 18, reason: "unitsPerEm \(unitsPerEm) is outside 16...16384")
        }
        let maxp = try table("maxp")
        let glyphCount = try font.uint16(maxp.offset + 4, table: "maxp")
        guard glyphCount > 0 else { throw FontError(table: "maxp", offset: maxp.offset + 4, reason: "the font has no glyphs") }

        let hhea = try table("hhea")
        try font.require(hhea.offset, 36, table: "hhea")
        var ascender = try font.int16(hhea.offset + 4, table: "hhea")
        var descender = -(try font.int16(hhea.offset + 6, table: "hhea"))
        var lineGap = try font.int16(hhea.offset + 8, table: "hhea")
        let metricCount = try font.uint16(hhea.offset + 34, table: "hhea")
        guard metricCount >= 1, metricCount <= glyphCount else {
            throw FontError(table: "hhea", offset: hhea.offset + 34, reason: "numberOfHMetrics \(metricCount) is not in 1...\(glyphCount) (maxp's glyph count)")
        }
        let advances = try horizontalAdvances(font, try table("hmtx"), metricCount: metricCount, glyphCount: glyphCount)

        var averageAdvance = advances.isEmpty ? unitsPerEm / 2 : advances.reduce(0) { $0 + Int($1) } / advances.count
        if let os2 = tables["OS/2"] {
            try font.require(os2.offset, 78, table: "OS/2")
            let average = try font.int16(os2.offset + 2, table: "OS/2")
            if average > 0 { averageAdvance = average }
            if ascender == 0 && descender == 0 {
                // An old Windows font may leave hhea empty; UIKit then uses the typographic metrics.
                ascender = try font.int16(os2.offset + 68, table: "OS/2")
                descender = -(try font.int16(os2.offset + 70, table: "OS/2"))
                lineGap = try font.int16(os2.offset + 72, table: "OS/2")
            }
        }
        let names = try fontNames(font, try table("name"))
        let characterMap = try CharacterMap.read(font, try table("cmap"), glyphCount: glyphCount)
        var kerning = PairKerning(lookups: [])
        if let gpos = tables["GPOS"] {
            kerning = try PairKerning.readGPOS(font, gpos, glyphCount: glyphCount)
        }
        if kerning.lookups.isEmpty, let kern = tables["kern"] {
            kerning = try PairKerning.readKern(font, kern, glyphCount: glyphCount)
        }
        return FontMetrics(
            postScriptName: names.postScript, family: names.family, unitsPerEm: unitsPerEm,
            ascender: ascender, descender: descender, lineGap: lineGap, averageAdvance: averageAdvance,
            characterMap: characterMap, advances: advances, kerning: kerning
        )
    }

    /// Where one table lies in the file.
    struct TableRange {
        var offset: Int
        var length: Int
    }

    /// The table directory of the sfnt header: tag → range, each range checked to lie in the file.
    static func tableDirectory(_ font: FontBytes) throws(FontError) -> [String: TableRange] {
        let version = try font.uint32(0, table: "file")
        switch version {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break  // TrueType 1.0, 'OTTO' (CFF), 'true' (Apple)
        case 0x7474_6366: throw FontError(table: "file", offset: 0, reason: "a font collection (ttcf) holds several fonts; give one font file")
        default: throw FontError(table: "file", offset: 0, reason: "not an OpenType or TrueType font (sfnt version 0x\(String(version, radix: 16)))")
        }
        let tableCount = try font.uint16(4, table: "file")
        try font.require(12, tableCount * 16, table: "file")
        var tables: [String: TableRange] = [:]
        for index in 0..<tableCount {
            let record = 12 + index * 16
            let tag = try font.tag(record, table: "file")
            let offset = try font.uint32(record + 8, table: "file")
            let length = try font.uint32(record + 12, table: "file")
            guard offset <= font.count, length <= font.count - offset else {
                throw FontError(table: tag, offset: record + 8, reason: "table at \(offset) of length \(length) runs past the end of the file (\(font.count) bytes)")
            }
            tables[tag] = TableRange(offset: offset, length: length)
        }
        return tables
    }

    /// Advance widths by glyph id: the last long metric repeats for the glyphs after it.
    static func horizontalAdvances(_ font: FontBytes, _ hmtx: TableRange, metricCount: Int, glyphCount: Int) throws(FontError) -> [UInt16] {
        try font.require(hmtx.offset, metricCount * 4, table: "hmtx")
        guard metricCount * 4 <= hmtx.length else {
            throw FontError(table: "hmtx", offset: hmtx.offset, reason: "\(metricCount) metrics need \(metricCount * 4) bytes, the table has \(hmtx.length)")
        }
        var advances = [UInt16](repeating: 0, count: glyphCount)
        for glyph in 0..<metricCount {
            advances[glyph] = UInt16(try font.uint16(hmtx.offset + glyph * 4, table: "hmtx"))
        }
        for glyph in metricCount..<glyphCount { advances[glyph] = advances[metricCount - 1] }
        return advances
    }

    /// The PostScript name (name id 6) and family (16, the typographic family, else 1).
    static func fontNames(_ font: FontBytes, _ name: TableRange) throws(FontError) -> (postScript: String, family: String) {
        let count = try font.uint16(name.offset + 2, table: "name")
        let storage = name.offset + (try font.uint16(name.offset + 4, table: "name"))
        try font.require(name.offset + 6, count * 12, table: "name")
        var found: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = name.offset + 6 + index * 12
            let platform = try font.uint16(record, table: "name")
            let encoding = try font.uint16(record + 2, table: "name")
            let nameID = try font.uint16(record + 6, table: "name")
            guard nameID == 1 || nameID == 6 || nameID == 16 else { continue }
            let length = try font.uint16(record + 8, table: "name")
            let start = storage + (try font.uint16(record + 10, table: "name"))
            try font.require(start, length, table: "name")
            let raw = font.bytes[start..<start + length]
            let text: String
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10), (0, _):
                var units: [UInt16] = []
                units.reserveCapacity(length / 2)
                var at = raw.startIndex
                while at + 1 < raw.endIndex {
                    units.append(UInt16(raw[at]) << 8 | UInt16(raw[at + 1]))
                    at += 2
                }
                text = String(decoding: units, as: UTF16.self)
                rank = platform == 3 ? 0 : 1
            case (1, 0):
                text = String(decoding: raw.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
                rank = 2
            default: continue
            }
            if text.isEmpty { continue }
            if let previous = found[nameID], previous.rank <= rank { continue }
            found[nameID] = (rank, text)
        }
        guard let postScript = found[6]?.text else {
            throw FontError(table: "name", offset: name.offset, reason: "no PostScript name (name id 6)")
        }
        return (postScript, found[16]?.text ?? found[1]?.text ?? postScript)
    }
}
