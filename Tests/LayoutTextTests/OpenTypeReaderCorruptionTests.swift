import Foundation
import LayoutText
import TestSupport
import Testing

/// Corrupt fonts are errors that name the table and offset, never crashes.
@Suite struct OpenTypeReaderCorruptionTests {
    /// Every prefix of a real font that cuts a table short is an error, and none traps.
    @Test func everyTruncationIsAnError() throws {
        let bytes = try FontFixtures.bytes("Inter-Regular-subset.otf")
        // The tables end before the file does when the last one is padded to 4 bytes.
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        func uint32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let tablesEnd = (0..<count).map { uint32(12 + $0 * 16 + 8) + uint32(12 + $0 * 16 + 12) }.max()!
        #expect(tablesEnd > bytes.count - 4 && tablesEnd <= bytes.count)
        for length in stride(from: 0, to: tablesEnd, by: 7) {
            let error = #expect(throws: FontError.self, "\(length) bytes") { try OpenTypeReader.read(Array(bytes[0..<length])) }
            #expect(error.map { !$0.table.isEmpty && $0.offset >= 0 && $0.offset <= bytes.count } == true)
        }
        #expect(throws: Never.self) { try OpenTypeReader.read(Array(bytes[0..<tablesEnd])) }
    }

    @Test func aShortFileNamesTheHeader() {
        #expect(throws: FontError(table: "file", offset: 0, reason: "truncated: needs 4 bytes, the file has 2")) {
            try OpenTypeReader.read([0, 1])
        }
    }

    @Test func notAFontIsRefused() {
        let error = #expect(throws: FontError.self) { try OpenTypeReader.read(Array("<html>not a font</html>".utf8)) }
        #expect(error?.table == "file")
        #expect(error?.reason.contains("not an OpenType") == true)
    }

    @Test func aCollectionIsRefused() {
        let error = #expect(throws: FontError.self) { try OpenTypeReader.read(Array("ttcf".utf8) + [UInt8](repeating: 0, count: 12)) }
        #expect(error?.reason.contains("collection") == true)
    }

    /// A table directory entry whose offset points past the end names that table.
    @Test func aTableOffsetPastTheEndNamesTheTable() throws {
        var bytes = try FontFixtures.bytes("Inter-Regular-subset.otf")
        let record = try directoryRecord(bytes, tag: "hmtx")
        bytes.replaceSubrange(record + 8..<record + 12, with: [0x7F, 0xFF, 0xFF, 0xFF])
        let error = #expect(throws: FontError.self) { try OpenTypeReader.read(bytes) }
        #expect(error?.table == "hmtx")
        #expect(error?.offset == record + 8)
    }

    /// A missing required table is named.
    @Test func aMissingTableIsNamed() throws {
        var bytes = try FontFixtures.bytes("Inter-Regular-subset.otf")
        let record = try directoryRecord(bytes, tag: "cmap")
        bytes.replaceSubrange(record..<record + 4, with: Array("zzzz".utf8))
        #expect(throws: FontError(table: "cmap", offset: 0, reason: "required table is missing")) { try OpenTypeReader.read(bytes) }
    }

    /// hhea claiming more long metrics than glyphs.
    @Test func tooManyMetricsIsAnError() throws {
        var bytes = try FontFixtures.bytes("Inter-Regular-subset.otf")
        let hhea = try tableOffset(bytes, tag: "hhea")
        bytes.replaceSubrange(hhea + 34..<hhea + 36, with: [0xFF, 0xFF])
        let error = #expect(throws: FontError.self) { try OpenTypeReader.read(bytes) }
        #expect(error?.table == "hhea")
        #expect(error?.offset == hhea + 34)
    }

    /// A GPOS whose lookup list offset points past the end: an error in GPOS.
    @Test func aBadGPOSOffsetIsAnErrorInGPOS() throws {
        var bytes = try FontFixtures.bytes("Inter-Regular-subset.otf")
        let gpos = try tableOffset(bytes, tag: "GPOS")
        bytes.replaceSubrange(gpos + 8..<gpos + 10, with: [0xFF, 0xF0])
        let error = #expect(throws: FontError.self) { try OpenTypeReader.read(bytes) }
        #expect(error?.table == "GPOS")
    }

    /// Random byte changes (seeded): every result is a font or a FontError.
    @Test func randomCorruptionNeverTraps() throws {
        let original = try FontFixtures.bytes("Inter-Regular-subset.otf")
        var generator = SplitMix64(seed: 19)
        var errors = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                // Mostly the header, directory and small tables at the start, where offsets live.
                let limit = Bool.random(using: &generator) ? min(600, bytes.count) : bytes.count
                bytes[Int.random(in: 0..<limit, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if (try? OpenTypeReader.read(bytes)) == nil { errors += 1 }
        }
        #expect(errors > 0, "some corruptions are caught")
    }

    func directoryRecord(_ bytes: [UInt8], tag: String) throws -> Int {
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count where Array(bytes[12 + index * 16..<16 + index * 16]) == Array(tag.utf8) {
            return 12 + index * 16
        }
        throw FontError(table: tag, offset: 0, reason: "not in the fixture")
    }

    func tableOffset(_ bytes: [UInt8], tag: String) throws -> Int {
        let record = try directoryRecord(bytes, tag: tag)
        return bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
    }
}
