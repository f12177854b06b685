/// Why a font file could not be read: what is wrong, in which table, at which byte offset
/// of the file. Errors are data; the reader never traps on bad input.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The table the problem is in (`"cmap"`, `"GPOS"`), or `"file"` for the header and table directory.
    public var table: String
    /// The byte offset from the start of the file where the bad or missing data is.
    public var offset: Int
    /// What is wrong, in a short sentence fragment ("truncated", "unsupported version 3").
    public var reason: String

    public init(table: String, offset: Int, reason: String) {
        self.table = table
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "font table '\(table)' at byte \(offset): \(reason)" }
}
