/// A parsed JSON value that remembers where it was written, so a document
/// error can name the line and column of the offending field.
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        /// Fields in the order written (duplicates are rejected by the reader).
        case object([Field])
        case array([JSONValue])
        case string(String)
        /// The number and its text as written (for messages).
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    package struct Field: Sendable {
        package var key: String
        package var keyPosition: SourcePosition
        package var value: JSONValue
    }

    package var kind: Kind
    package var position: SourcePosition

    /// What the value is, for "expected a number, found a string".
    package var typeName: String {
        switch kind {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}

/// A 1-based line and column (counted in Unicode scalars).
package struct SourcePosition: Hashable, Sendable {
    package var line: Int
    package var column: Int
}
