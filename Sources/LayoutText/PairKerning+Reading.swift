extension PairKerning {
    /// The pair kerning of the GPOS lookups that the `kern` feature uses (lookup type 2, and
    /// type 9 extensions pointing to type 2), in lookup order.
    static func readGPOS(_ font: FontBytes, _ gpos: OpenTypeReader.TableRange, glyphCount: Int) throws(FontError) -> PairKerning {
        let base = gpos.offset
        let major = try font.uint16(base, table: "GPOS")
        guard major == 1 else { throw FontError(table: "GPOS", offset: base, reason: "unsupported version \(major)") }
        let featureList = base + (try font.uint16(base + 6, table: "GPOS"))
        let lookupList = base + (try font.uint16(base + 8, table: "GPOS"))
        let featureCount = try font.uint16(featureList, table: "GPOS")
        try font.require(featureList + 2, featureCount * 6, table: "GPOS")
        var lookupIndices = Set<Int>()
        for index in 0..<featureCount {
            let record = featureList + 2 + index * 6
            guard try font.tag(record, table: "GPOS") == "kern" else { continue }
            let feature = featureList + (try font.uint16(record + 4, table: "GPOS"))
            let count = try font.uint16(feature + 2, table: "GPOS")
            try font.require(feature + 4, count * 2, table: "GPOS")
            for at in 0..<count { lookupIndices.insert(try font.uint16(feature + 4 + at * 2, table: "GPOS")) }
        }
        let lookupCount = try font.uint16(lookupList, table: "GPOS")
        var lookups: [[PairSubtable]] = []
        for lookupIndex in lookupIndices.sorted() {
            guard lookupIndex < lookupCount else {
                throw FontError(table: "GPOS", offset: lookupList, reason: "feature 'kern' names lookup \(lookupIndex), the list has \(lookupCount)")
            }
            let lookup = lookupList + (try font.uint16(lookupList + 2 + lookupIndex * 2, table: "GPOS"))
            let type = try font.uint16(lookup, table: "GPOS")
            let subtableCount = try font.uint16(lookup + 4, table: "GPOS")
            var subtables: [PairSubtable] = []
            for at in 0..<subtableCount {
                var subtable = lookup + (try font.uint16(lookup + 6 + at * 2, table: "GPOS"))
                var subtableType = type
                if type == 9 {
                    // Extension: format 1, the real type, a 32-bit offset from this subtable.
                    subtableType = try font.uint16(subtable + 2, table: "GPOS")
                    subtable += try font.uint32(subtable + 4, table: "GPOS")
                    guard subtableType != 9 else {
                        throw FontError(table: "GPOS", offset: subtable, reason: "an extension lookup points to another extension")
                    }
                }
                guard subtableType == 2 else { continue }
                subtables.append(try pairAdjustment(font, at: subtable, glyphCount: glyphCount))
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        return PairKerning(lookups: lookups)
    }

    /// One pair adjustment subtable (format 1: glyph pairs, format 2: class pairs).
    static func pairAdjustment(_ font: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) -> PairSubtable {
        let format = try font.uint16(offset, table: "GPOS")
        let coverage = try coveredGlyphs(font, at: offset + (try font.uint16(offset + 2, table: "GPOS")))
        let format1 = try font.uint16(offset + 4, table: "GPOS")
        let format2 = try font.uint16(offset + 6, table: "GPOS")
        let size1 = valueRecordSize(format1)
        let recordSize = size1 + valueRecordSize(format2)
        /// The x advance change a pair's two value records make: the first glyph's and the second's.
        func advance(_ record: Int) throws(FontError) -> Int {
            var total = 0
            if format1 & 0x4 != 0 { total += try font.int16(record + valueRecordSize(format1 & 0x3), table: "GPOS") }
            if format2 & 0x4 != 0 { total += try font.int16(record + size1 + valueRecordSize(format2 & 0x3), table: "GPOS") }
            return total
        }
        switch format {
        case 1:
            let setCount = try font.uint16(offset + 8, table: "GPOS")
            try font.require(offset + 10, setCount * 2, table: "GPOS")
            var pairs: [UInt32: Int16] = [:]
            for (coverageIndex, first) in coverage.enumerated() where coverageIndex < setCount && first < glyphCount {
                let set = offset + (try font.uint16(offset + 10 + coverageIndex * 2, table: "GPOS"))
                let pairCount = try font.uint16(set, table: "GPOS")
                try font.require(set + 2, pairCount * (2 + recordSize), table: "GPOS")
                for at in 0..<pairCount {
                    let record = set + 2 + at * (2 + recordSize)
                    let second = try font.uint16(record, table: "GPOS")
                    let key = UInt32(first) << 16 | UInt32(second)
                    if pairs[key] == nil { pairs[key] = Int16(clamping: try advance(record + 2)) }
                }
            }
            return .pairs(pairs)
        case 2:
            let firstClassDefinition = try classes(font, at: offset + (try font.uint16(offset + 8, table: "GPOS")), glyphCount: glyphCount)
            let secondClassDefinition = try classes(font, at: offset + (try font.uint16(offset + 10, table: "GPOS")), glyphCount: glyphCount)
            let firstClassCount = try font.uint16(offset + 12, table: "GPOS")
            let secondClassCount = try font.uint16(offset + 14, table: "GPOS")
            let records = offset + 16
            guard secondClassCount > 0, firstClassCount > 0 else {
                throw FontError(table: "GPOS", offset: offset + 12, reason: "a class pair subtable with no classes")
            }
            guard recordSize > 0 else {
                // No value records: every pair the subtable covers is adjusted by 0, and no
                // matrix (of up to 65535² entries the file does not hold) is allocated.
                var firstClasses = [Int16](repeating: -1, count: glyphCount)
                for glyph in coverage where glyph < glyphCount { firstClasses[glyph] = 0 }
                return .classes(ClassPairs(firstClasses: firstClasses, secondClasses: [], secondClassCount: 1, values: [0]))
            }
            try font.require(records, firstClassCount * secondClassCount * recordSize, table: "GPOS")
            var values = [Int16](repeating: 0, count: firstClassCount * secondClassCount)
            for index in values.indices { values[index] = Int16(clamping: try advance(records + index * recordSize)) }
            var firstClasses = [Int16](repeating: -1, count: glyphCount)
            for glyph in coverage where glyph < glyphCount {
                let value = Int(firstClassDefinition[glyph])
                // A class past the matrix is a corrupt font: treat the glyph as uncovered.
                firstClasses[glyph] = value < firstClassCount ? Int16(value) : -1
            }
            let secondClasses = secondClassDefinition.map { Int($0) < secondClassCount ? $0 : 0 }
            return .classes(ClassPairs(firstClasses: firstClasses, secondClasses: secondClasses, secondClassCount: secondClassCount, values: values))
        default:
            throw FontError(table: "GPOS", offset: offset, reason: "unsupported pair adjustment format \(format)")
        }
    }

    /// Bytes in a value record of this format: 2 for each of the eight low bits set.
    static func valueRecordSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// The glyphs of a coverage table, in coverage-index order.
    static func coveredGlyphs(_ font: FontBytes, at offset: Int) throws(FontError) -> [Int] {
        let format = try font.uint16(offset, table: "GPOS")
        let count = try font.uint16(offset + 2, table: "GPOS")
        switch format {
        case 1:
            try font.require(offset + 4, count * 2, table: "GPOS")
            var glyphs: [Int] = []
            glyphs.reserveCapacity(count)
            for index in 0..<count { glyphs.append(try font.uint16(offset + 4 + index * 2, table: "GPOS")) }
            return glyphs
        case 2:
            try font.require(offset + 4, count * 6, table: "GPOS")
            var glyphs: [Int] = []
            var previousEnd = -1
            for index in 0..<count {
                let record = offset + 4 + index * 6
                let start = try font.uint16(record, table: "GPOS")
                let end = try font.uint16(record + 2, table: "GPOS")
                guard start > previousEnd, start <= end else {
                    throw FontError(table: "GPOS", offset: record, reason: "coverage range \(start)...\(end) is not ascending")
                }
                previousEnd = end
                glyphs.append(contentsOf: start...end)
            }
            return glyphs
        default:
            throw FontError(table: "GPOS", offset: offset, reason: "unsupported coverage format \(format)")
        }
    }

    /// A class definition table as a class per glyph id (0 where unlisted).
    static func classes(_ font: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) -> [UInt16] {
        var classes = [UInt16](repeating: 0, count: glyphCount)
        let format = try font.uint16(offset, table: "GPOS")
        switch format {
        case 1:
            let start = try font.uint16(offset + 2, table: "GPOS")
            let count = try font.uint16(offset + 4, table: "GPOS")
            try font.require(offset + 6, count * 2, table: "GPOS")
            for index in 0..<count where start + index < glyphCount {
                classes[start + index] = UInt16(try font.uint16(offset + 6 + index * 2, table: "GPOS"))
            }
        case 2:
            let count = try font.uint16(offset + 2, table: "GPOS")
            try font.require(offset + 4, count * 6, table: "GPOS")
            for index in 0..<count {
                let record = offset + 4 + index * 6
                let start = try font.uint16(record, table: "GPOS")
                let end = try font.uint16(record + 2, table: "GPOS")
                let value = UInt16(try font.uint16(record + 4, table: "GPOS"))
                guard start <= end else {
                    throw FontError(table: "GPOS", offset: record, reason: "class range \(start)...\(end) is reversed")
                }
                guard start < glyphCount else { continue }
                for glyph in start...min(end, glyphCount - 1) { classes[glyph] = value }
            }
        default:
            throw FontError(table: "GPOS", offset: offset, reason: "unsupported class definition format \(format)")
        }
        return classes
    }

    /// The `kern` table's horizontal format 0 subtables (the OpenType header, version 0).
    static func readKern(_ font: FontBytes, _ kern: OpenTypeReader.TableRange, glyphCount: Int) throws(FontError) -> PairKerning {
        let version = try font.uint16(kern.offset, table: "kern")
        guard version == 0 else { return PairKerning(lookups: []) }  // Apple's version 1 kern: not read
        let count = try font.uint16(kern.offset + 2, table: "kern")
        var pairs: [UInt32: Int16] = [:]
        var subtable = kern.offset + 4
        for _ in 0..<count {
            let length = try font.uint16(subtable + 2, table: "kern")
            let coverage = try font.uint16(subtable + 4, table: "kern")
            guard length >= 6 else { throw FontError(table: "kern", offset: subtable + 2, reason: "subtable length \(length) is under its 6-byte header") }
            // Format 0 (high byte), horizontal (bit 0), not minimum (bit 1) or cross-stream (bit 2).
            if coverage >> 8 == 0 && coverage & 0x7 == 0x1 {
                let pairCount = try font.uint16(subtable + 6, table: "kern")
                try font.require(subtable + 14, pairCount * 6, table: "kern")
                for index in 0..<pairCount {
                    let record = subtable + 14 + index * 6
                    let key = UInt32(try font.uint16(record, table: "kern")) << 16 | UInt32(try font.uint16(record + 2, table: "kern"))
                    if pairs[key] == nil { pairs[key] = Int16(clamping: try font.int16(record + 4, table: "kern")) }
                }
            }
            subtable += length
        }
        return PairKerning(lookups: pairs.isEmpty ? [] : [[.pairs(pairs)]])
    }
}
