/// Big-endian reads on a font file's bytes, each bounds-checked: a read past the end is a
/// `FontError` naming the table and offset, never a trap.
struct FontBytes {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }

    /// Throws unless `length` bytes from `offset` lie inside the file.
    func require(_ offset: Int, _ length: Int, table: String) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw FontError(table: table, offset: max(offset, 0), reason: "truncated: needs \(length) bytes, the file has \(max(bytes.count - max(offset, 0), 0))")
        }
    }

    func uint8(_ offset: Int, table: String) throws(FontError) -> Int {
        try require(offset, 1, table: table)
        return Int(bytes[offset])
    }

    func uint16(_ offset: Int, table: String) throws(FontError) -> Int {
        try require(offset, 2, table: table)
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func int16(_ offset: Int, table: String) throws(FontError) -> Int {
        Int(Int16(truncatingIfNeeded: try uint16(offset, table: table)))
    }

    func uint32(_ offset: Int, table: String) throws(FontError) -> Int {
        try require(offset, 4, table: table)
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    func tag(_ offset: Int, table: String) throws(FontError) -> String {
        try require(offset, 4, table: table)
        return String(decoding: bytes[offset..<offset + 4].map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F }, as: UTF8.self)
    }
}
