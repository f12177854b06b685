/// A part of a screen, as a check found at fault in it.
public enum DocumentPlace: Hashable, Sendable {
    /// The screen itself (its name or root).
    case screen
    case view(String)
    /// A metric value, by name and position among the screen's metrics.
    case metric(String, index: Int)
    /// A constraint entry, by id.
    case constraint(String)

    /// `screen 'cell', constraint 'row'`, as document errors name places.
    public func context(screen: String) -> String {
        switch self {
        case .screen: return "screen '\(screen)'"
        case .view(let name): return "screen '\(screen)', view '\(name)'"
        case .metric(let name, _): return "screen '\(screen)', metric '\(name)'"
        case .constraint(let id): return "screen '\(screen)', constraint '\(id)'"
        }
    }
}

/// Where each part of a decoded document was written, so that a fault found
/// after decoding (the store's check of every screen) can point at the file,
/// line and column, with the source line and a caret.
public struct DocumentSource: Sendable {
    /// The file name as given to the decoder.
    public let file: String
    private let bytes: [UInt8]
    private let root: JSONValue

    /// Decodes a document and keeps its source; `file` names it in errors.
    public static func decode(_ bytes: [UInt8], file: String) throws(DocumentError) -> (LayoutDocument, DocumentSource) {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw DocumentError(file: file, message: "the file is not UTF-8 text")
        }
        var reader = JSONReader(bytes, file: file)
        let root = try reader.readDocument()
        let document = try DocumentDecoder(file: file).document(root)
        return (document, DocumentSource(file: file, bytes: bytes, root: root))
    }

    /// An error at `place` of screen `screen`: at the value of `field` when
    /// the place has it (else at the place's object), `offset` Characters
    /// into that value when it is a string.
    public func error(
        screen: String, place: DocumentPlace, field: String?, offset: Int?, message: String
    ) -> DocumentError {
        let context = place.context(screen: screen)
        guard let object = self.object(screen: screen, place: place) else {
            return DocumentError(file: file, context: context, message: message)
        }
        var position = object.position
        if let field, case .object(let fields) = object.kind, let value = fields.first(where: { $0.key == field })?.value {
            position = value.position
            if let offset, case .string = value.kind, let column = column(inStringAt: value.position, offset: offset) {
                position.column = column
            }
        }
        return DocumentError(file: file, line: position.line, column: position.column, context: context,
                             message: message, sourceLine: line(position.line))
    }

    private func object(screen: String, place: DocumentPlace) -> JSONValue? {
        guard let screens = root.field("screens")?.elements,
              let screenValue = screens.first(where: { $0.field("name")?.string == screen })
        else { return nil }
        switch place {
        case .screen:
            return screenValue
        case .view(let name):
            return screenValue.field("views")?.elements?.first { $0.field("name")?.string == name }
        case .metric(_, let index):
            guard let metrics = screenValue.field("metrics")?.elements, metrics.indices.contains(index) else { return nil }
            return metrics[index]
        case .constraint(let id):
            return screenValue.field("constraints")?.elements?.first { $0.field("id")?.string == id }
        }
    }

    /// The byte index where a 1-based line starts.
    private func lineStart(_ line: Int) -> Int {
        var current = 1
        var index = 0
        while index < bytes.count, current < line {
            if bytes[index] == UInt8(ascii: "\n") { current += 1 }
            index += 1
        }
        return index
    }

    private func line(_ number: Int) -> String {
        let start = lineStart(number)
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The column of the character `offset` Characters into the JSON string
    /// whose opening quote is at `position`: escapes take several columns for
    /// one character (each scalar is counted as a character, exact for the
    /// ASCII that names and formats are written in).
    private func column(inStringAt position: SourcePosition, offset: Int) -> Int? {
        let scalars = Array(line(position.line).unicodeScalars)
        var index = position.column  // 0-based index of the first scalar after the quote
        var column = position.column + 1
        var remaining = offset
        while remaining > 0, index < scalars.count, scalars[index] != "\"" {
            var width = 1
            if scalars[index] == "\\" {
                width = index + 1 < scalars.count && scalars[index + 1] == "u" ? 6 : 2
            }
            index += width
            column += width
            remaining -= 1
        }
        return column
    }
}

extension JSONValue {
    func field(_ key: String) -> JSONValue? {
        guard case .object(let fields) = kind else { return nil }
        return fields.first { $0.key == key }?.value
    }

    var elements: [JSONValue]? {
        guard case .array(let elements) = kind else { return nil }
        return elements
    }

    var string: String? {
        guard case .string(let text) = kind else { return nil }
        return text
    }
}
