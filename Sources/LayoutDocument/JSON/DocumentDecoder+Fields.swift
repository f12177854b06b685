import LayoutCore

/// Typed access to JSON fields, each failure naming the field and where it is.
extension DocumentDecoder {
    /// A JSON object's fields by name.
    struct Object {
        var fields: [JSONValue.Field]
        var position: SourcePosition
        var context: String

        subscript(key: String) -> JSONValue.Field? { fields.first { $0.key == key } }

        func required(_ key: String, _ decoder: DocumentDecoder) throws(DocumentError) -> JSONValue.Field {
            guard let field = self[key] else {
                throw decoder.error("missing field '\(key)'", at: position, context)
            }
            return field
        }

        /// The field's text when it is a string, to name the object in messages.
        func named(_ key: String) -> String? {
            if case .string(let text)? = self[key]?.value.kind, !text.isEmpty { return text }
            return nil
        }
    }

    func error(_ message: String, at position: SourcePosition?, _ context: String) -> DocumentError {
        DocumentError(file: file, line: position?.line, column: position?.column, context: context, message: message)
    }

    /// The value as an object; with `allowed`, also rejects unknown fields.
    func object(
        _ value: JSONValue, _ context: String, what: String, allowed: [String]? = nil
    ) throws(DocumentError) -> Object {
        guard case .object(let fields) = value.kind else {
            throw error("\(what) must be an object, found \(value.typeName)", at: value.position, context)
        }
        let object = Object(fields: fields, position: value.position, context: context)
        if let allowed { try rejectUnknownFields(object, allowed: allowed, context) }
        return object
    }

    /// Unknown fields are errors, except those starting with `x-` (extensions).
    func rejectUnknownFields(_ object: Object, allowed: [String], _ context: String) throws(DocumentError) {
        for field in object.fields where !allowed.contains(field.key) && !field.key.hasPrefix("x-") {
            throw error("unknown field '\(field.key)'" + NameSuggestion.hint(for: field.key, among: allowed),
                        at: field.keyPosition, context)
        }
    }

    func array(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> [JSONValue] {
        guard case .array(let elements) = field.value.kind else {
            throw error("field '\(field.key)' must be a list, found \(field.value.typeName)", at: field.value.position, context)
        }
        return elements
    }

    func string(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> String {
        guard case .string(let text) = field.value.kind else {
            throw error("field '\(field.key)' must be a string, found \(field.value.typeName)", at: field.value.position, context)
        }
        return text
    }

    func number(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> Double {
        guard case .number(let value, _) = field.value.kind else {
            throw error("field '\(field.key)' must be a number, found \(field.value.typeName)", at: field.value.position, context)
        }
        return value
    }

    func nonNegative(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> Double {
        let value = try number(field, context)
        guard value >= 0 else {
            throw error("field '\(field.key)' must not be negative, found \(formatNumber(value))",
                        at: field.value.position, context)
        }
        return value
    }

    func bool(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> Bool {
        guard case .bool(let value) = field.value.kind else {
            throw error("field '\(field.key)' must be true or false, found \(field.value.typeName)",
                        at: field.value.position, context)
        }
        return value
    }

    /// A priority in 1...1000, as a number or one of Apple's names (`defaultHigh`).
    func priority(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> LayoutPriority {
        switch field.value.kind {
        case .number(let value, _):
            guard let priority = LayoutPriority(value) else {
                throw error("priority \(formatNumber(value)) in field '\(field.key)' is outside 1...1000",
                            at: field.value.position, context)
            }
            return priority
        case .string(let name):
            guard let priority = LayoutPriority.named.first(where: { $0.name == name })?.priority else {
                let names = LayoutPriority.named.map(\.name)
                throw error("unknown priority '\(name)' in field '\(field.key)'" + NameSuggestion.hint(for: name, among: names),
                            at: field.value.position, context)
            }
            return priority
        default:
            throw error("field '\(field.key)' must be a priority in 1...1000, found \(field.value.typeName)",
                        at: field.value.position, context)
        }
    }

    /// One of an enumeration's raw values, with "did you mean" for typos.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ field: JSONValue.Field, _ context: String, _ type: Choice.Type
    ) throws(DocumentError) -> Choice where Choice.RawValue == String {
        let text = try string(field, context)
        guard let value = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue)
            throw error("field '\(field.key)' must be one of \(names.joined(separator: ", ")), found '\(text)'"
                        + NameSuggestion.hint(for: text, among: names), at: field.value.position, context)
        }
        return value
    }

    /// A name usable in constraints and visual formats (VFL's): an ASCII letter or `_`, then letters, digits or `_`.
    func identifier(_ field: JSONValue.Field, _ context: String, what: String) throws(DocumentError) -> String {
        let text = try string(field, context)
        guard DocumentNames.isIdentifier(text) else {
            throw error("\(what) '\(text)' must start with a letter or '_' and hold only letters, digits and '_'",
                        at: field.value.position, context)
        }
        return text
    }
}
