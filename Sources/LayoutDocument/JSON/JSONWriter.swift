import LayoutCore

/// A JSON value to write: objects keep their keys in the order given, so
/// output is deterministic and follows the contract's field order.
enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case number(Double)
    case bool(Bool)
}

/// Pretty JSON: two-space indentation, and any object or list whose
/// one-line form fits in the line stays on one line (`{ "name": "a" }`).
enum JSONWriter {
    static let lineWidth = 100

    static func write(_ value: JSONOutput) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        return out
    }

    private static func write(_ value: JSONOutput, indent: Int, into out: inout String) {
        let inline = compact(value)
        if indent + inline.count <= lineWidth || isScalar(value) {
            out += inline
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch value {
        case .object(let fields):
            out += "{\n"
            for (index, (key, field)) in fields.enumerated() {
                out += pad + quoted(key) + ": "
                write(field, indent: indent + 2 + quoted(key).count + 2, into: &out, nested: indent + 2)
                out += index + 1 < fields.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 2, into: &out)
                out += index + 1 < elements.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        default:
            out += inline
        }
    }

    /// A field value starting at column `indent` whose own block is indented by `nested`.
    private static func write(_ value: JSONOutput, indent: Int, into out: inout String, nested: Int) {
        if indent + compact(value).count <= lineWidth {
            out += compact(value)
        } else {
            write(value, indent: nested, into: &out)
        }
    }

    private static func isScalar(_ value: JSONOutput) -> Bool {
        switch value {
        case .object, .array: return false
        default: return true
        }
    }

    /// The one-line form: `{ "a": 1, "b": [1, 2] }`.
    static func compact(_ value: JSONOutput) -> String {
        switch value {
        case .object(let fields):
            if fields.isEmpty { return "{}" }
            return "{ " + fields.map { quoted($0.0) + ": " + compact($0.1) }.joined(separator: ", ") + " }"
        case .array(let elements):
            return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .string(let text): return quoted(text)
        case .number(let number): return formatNumber(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// A JSON string literal (LayoutCore's `jsonQuoted`).
    static func quoted(_ text: String) -> String { jsonQuoted(text) }
}
