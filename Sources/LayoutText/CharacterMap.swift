/// A font's map from Unicode scalars to glyph ids, read from `cmap` format 12 (full Unicode)
/// or format 4 (the Basic Multilingual Plane), kept as sorted runs of consecutive glyphs plus a
/// direct table for the first scalars (Latin, Greek, Cyrillic), so the common case is one
/// array lookup.
public struct CharacterMap: Hashable, Sendable {
    /// Scalars below this are looked up directly in `lowGlyphs`.
    static let directLimit: UInt32 = 0x0600
    /// Glyph id by scalar for scalars below `directLimit`; 0 means not mapped.
    var lowGlyphs: [UInt16]
    /// Runs for the other scalars: `runStarts[i]...runEnds[i]` map to `runGlyphs[i]` onwards.
    var runStarts: [UInt32]
    var runEnds: [UInt32]
    var runGlyphs: [UInt32]

    /// The glyph for a scalar, or nil when the font has none (glyph 0, .notdef).
    public func glyph(for scalar: UInt32) -> Int? {
        if scalar < Self.directLimit {
            let glyph = lowGlyphs[Int(scalar)]
            return glyph == 0 ? nil : Int(glyph)
        }
        var low = 0
        var high = runStarts.count
        while low < high {
            let middle = (low + high) / 2
            if runEnds[middle] < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < runStarts.count, runStarts[low] <= scalar else { return nil }
        let glyph = Int(runGlyphs[low]) + Int(scalar - runStarts[low])
        return glyph == 0 ? nil : glyph
    }

    /// Builds the map from ascending, non-overlapping runs (start, end, first glyph).
    init(runs: [(start: UInt32, end: UInt32, glyph: UInt32)]) {
        lowGlyphs = [UInt16](repeating: 0, count: Int(Self.directLimit))
        runStarts = []
        runEnds = []
        runGlyphs = []
        for run in runs {
            var start = run.start
            while start <= run.end && start < Self.directLimit {
                lowGlyphs[Int(start)] = UInt16(truncatingIfNeeded: run.glyph + (start - run.start))
                start += 1
            }
            if start <= run.end {
                runStarts.append(start)
                runEnds.append(run.end)
                runGlyphs.append(run.glyph + (start - run.start))
            }
        }
    }

    /// Reads the best Unicode subtable: format 12 if present, else format 4.
    static func read(_ font: FontBytes, _ cmap: OpenTypeReader.TableRange, glyphCount: Int) throws(FontError) -> CharacterMap {
        let count = try font.uint16(cmap.offset + 2, table: "cmap")
        try font.require(cmap.offset + 4, count * 8, table: "cmap")
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = cmap.offset + 4 + index * 8
            let platform = try font.uint16(record, table: "cmap")
            let encoding = try font.uint16(record + 2, table: "cmap")
            let offset = cmap.offset + (try font.uint32(record + 4, table: "cmap"))
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let format = try font.uint16(offset, table: "cmap")
            let rank = format == 12 ? 0 : format == 4 ? 1 : 9
            if rank < 9, rank < best?.rank ?? 9 { best = (rank, offset) }
        }
        guard let subtable = best else {
            throw FontError(table: "cmap", offset: cmap.offset, reason: "no Unicode subtable of format 4 or 12")
        }
        let runs = subtable.rank == 0
            ? try format12(font, at: subtable.offset, glyphCount: glyphCount)
            : try format4(font, at: subtable.offset, glyphCount: glyphCount)
        return CharacterMap(runs: runs)
    }

    /// Format 12: sequential groups (start, end, start glyph), ascending.
    static func format12(_ font: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
        let groupCount = try font.uint32(offset + 12, table: "cmap")
        try font.require(offset + 16, groupCount * 12, table: "cmap")
        var runs: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        var previousEnd = -1
        for index in 0..<groupCount {
            let group = offset + 16 + index * 12
            let start = try font.uint32(group, table: "cmap")
            let end = try font.uint32(group + 4, table: "cmap")
            let glyph = try font.uint32(group + 8, table: "cmap")
            guard start > previousEnd, start <= end, end <= 0x10FFFF else {
                throw FontError(table: "cmap", offset: group, reason: "group \(index) (\(start)...\(end)) is not ascending, or past U+10FFFF")
            }
            previousEnd = end
            // Glyphs past the font's last are dropped, not trusted.
            let lastGlyph = min(glyph + (end - start), glyphCount - 1)
            guard glyph <= lastGlyph else { continue }
            runs.append((UInt32(start), UInt32(start + (lastGlyph - glyph)), UInt32(glyph)))
        }
        return runs
    }

    /// Format 4: segments (end, start, delta, range offset), ascending; expanded into runs.
    static func format4(_ font: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
        let segmentCount = (try font.uint16(offset + 6, table: "cmap")) / 2
        let ends = offset + 14
        let starts = ends + segmentCount * 2 + 2
        let deltas = starts + segmentCount * 2
        let rangeOffsets = deltas + segmentCount * 2
        try font.require(ends, segmentCount * 8 + 2, table: "cmap")
        var runs: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        var previousEnd = -1
        for segment in 0..<segmentCount {
            let end = try font.uint16(ends + segment * 2, table: "cmap")
            let start = try font.uint16(starts + segment * 2, table: "cmap")
            let delta = try font.uint16(deltas + segment * 2, table: "cmap")
            let rangeOffsetAt = rangeOffsets + segment * 2
            let rangeOffset = try font.uint16(rangeOffsetAt, table: "cmap")
            guard start > previousEnd, start <= end else {
                throw FontError(table: "cmap", offset: ends + segment * 2, reason: "segment \(segment) (\(start)...\(end)) is not ascending")
            }
            previousEnd = end
            for scalar in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (scalar + delta) & 0xFFFF
                } else {
                    glyph = try font.uint16(rangeOffsetAt + rangeOffset + (scalar - start) * 2, table: "cmap")
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                guard glyph != 0, glyph < glyphCount else { continue }
                if let last = runs.last, last.end + 1 == UInt32(scalar), last.glyph + (last.end - last.start) + 1 == UInt32(glyph) {
                    runs[runs.count - 1].end = UInt32(scalar)
                } else {
                    runs.append((UInt32(scalar), UInt32(scalar), UInt32(glyph)))
                }
            }
        }
        return runs
    }
}
