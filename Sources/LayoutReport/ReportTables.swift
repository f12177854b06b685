import Foundation

/// The report's shared tables: each distinct picture, explanation, constraint,
/// chain and chain line once, numbered in order of appearance, so a layout
/// refers to them by number. Each table is written as it grows, as the bytes of
/// its JSON array's items; a layout's pieces (`ReportLayoutText`) come already
/// written and hashed, so numbering one that is known costs a lookup by its hash
/// and one comparison of bytes, and only a new one is taken apart.
struct ReportTables {
    /// Names and texts the pictures use (`layout-pictures`' `names`).
    private(set) var names = Table(separator: ",")
    private(set) var pictures = Table(separator: ",\n")
    private(set) var explanations = Table(separator: ",\n")
    /// The distinct `[id, notation]` pairs the explanations name.
    private(set) var constraints = Table(separator: ",\n")
    private(set) var chains = Table(separator: ",\n")
    /// The distinct lines of the chains.
    private(set) var lines = Table(separator: ",\n")

    /// Bytes to look up by the hash computed where they were written (`ReportBytes.hash`).
    struct Key: Hashable {
        var bytes: ArraySlice<UInt8>
        var hash: Int

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.hash == rhs.hash, lhs.bytes.count == rhs.bytes.count else { return false }
            return lhs.bytes.withUnsafeBytes { left in
                rhs.bytes.withUnsafeBytes { right in
                    guard let left = left.baseAddress, let right = right.baseAddress else { return true }  // both empty
                    return memcmp(left, right, lhs.bytes.count) == 0
                }
            }
        }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// A key hashed here (for the texts a new piece refers to).
        init(_ bytes: ArraySlice<UInt8>) { self.init(bytes, hash: ReportBytes.hash(bytes)) }

        init(_ bytes: ArraySlice<UInt8>, hash: Int) {
            self.bytes = bytes
            self.hash = hash
        }
    }

    /// One table: its items' numbers by their keys, and its items written, `separator` between them.
    struct Table {
        private var numbers: [Key: Int] = [:]
        private(set) var count = 0
        private(set) var json: [UInt8] = []
        let separator: [UInt8]

        init(separator: String) { self.separator = Array(separator.utf8) }

        /// The item's number; a new item is written by `write`.
        mutating func number(_ key: Key, write: (inout [UInt8]) -> Void) -> Int {
            if let known = numbers[key] { return known }
            if count > 0 { json += separator }
            write(&json)
            numbers[key] = count
            count += 1
            return count - 1
        }

        /// The number of a text that is its own item.
        mutating func number(_ key: Key) -> Int { number(key) { $0 += key.bytes } }

        /// The number of a piece (`ReportLayoutText`), written with the numbers of the texts it
        /// refers to in `referred` (numbered there in the order the piece refers to them).
        static func number(_ piece: Key, in table: inout Table, referring referred: inout Table) -> Int {
            if let known = table.numbers[piece] { return known }
            let bytes = piece.bytes
            guard let end = bytes.firstIndex(of: ReportLayoutText.referencesStart) else {
                preconditionFailure("a piece ends its text with 0x00")
            }
            var numbers: [Int] = []
            var start = end + 1
            while start < bytes.endIndex {
                guard let next = bytes[start...].firstIndex(of: ReportLayoutText.referencesStart) else {
                    preconditionFailure("each reference of a piece ends with 0x00")
                }
                numbers.append(referred.number(Key(bytes[start..<next])))
                start = next + 1
            }
            return table.number(piece) { json in
                var reference = 0
                var copied = bytes.startIndex
                var at = bytes.startIndex
                while at < end {
                    if bytes[at] == ReportLayoutText.referenceMark {
                        json += bytes[copied..<at]
                        json.appendNumber(numbers[reference])
                        reference += 1
                        copied = at + 1
                    }
                    at += 1
                }
                json += bytes[copied..<end]
            }
        }
    }

    /// The picture's number in `pictures`, its names numbered in `names`.
    mutating func picture(_ text: ReportLayoutText) -> Int {
        Table.number(key(text.picture, of: text), in: &pictures, referring: &names)
    }

    /// The number in `explanations` of a view's explanation (`ReportLayoutText.writeExplanation`),
    /// its `[id, notation]` pairs numbered in `constraints`.
    mutating func explanation(_ view: Int, of text: ReportLayoutText) -> Int {
        Table.number(key(text.explanations[view], of: text), in: &explanations, referring: &constraints)
    }

    /// The number in `chains` of a view's chains (`ReportLayoutText.writeChain`), their lines numbered in `lines`.
    mutating func chain(_ view: Int, of text: ReportLayoutText) -> Int {
        Table.number(key(text.chains[view], of: text), in: &chains, referring: &lines)
    }

    /// The bytes of every table's items, for reserving the page's size.
    var sizeOfJSON: Int {
        names.json.count + pictures.json.count + explanations.json.count + constraints.json.count + chains.json.count
            + lines.json.count
    }

    private func key(_ piece: ReportLayoutText.Piece, of text: ReportLayoutText) -> Key {
        Key(text.bytes[piece.start..<piece.end], hash: piece.hash)
    }

    /// `{"names": […], "pictures": […]}`.
    func picturesJSON(into page: inout [UInt8]) {
        page.appendText("{\"names\": [")
        page += names.json
        page.appendText("],\n\"pictures\": [\n")
        page += pictures.json
        page.appendText("\n]}")
    }
}
