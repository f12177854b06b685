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
        if isScalar(value) || fits(value, within: lineWidth - indent) {
            out += compact(value)
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
            out += compact(value)
        }
    }

    /// A field value starting at column `indent` whose own block is indented by `nested`.
    private static func write(_ value: JSONOutput, indent: Int, into out: inout String, nested: Int) {
        if fits(value, within: lineWidth - indent) {
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

    /// Whether the one-line form of `value` has at most `limit` characters.
    /// Counted without building it, and only until the limit is passed, so
    /// writing a document is linear in its size rather than in size × depth.
    private static func fits(_ value: JSONOutput, within limit: Int) -> Bool {
        var remaining = limit
        return take(value, from: &remaining)
    }

    /// Subtracts the length of `value`'s one-line form from `remaining`;
    /// false as soon as it goes below zero. Pieces join at ASCII characters,
    /// so their character counts add up.
    private static func take(_ value: JSONOutput, from remaining: inout Int) -> Bool {
        switch value {
        case .object(let fields):
            remaining -= fields.isEmpty ? 2 : 4  // `{}`, or `{ ` and ` }`
            for (index, (key, field)) in fields.enumerated() {
                remaining -= quoted(key).count + 2 + (index > 0 ? 2 : 0)  // `"key": `, and `, ` between fields
                guard remaining >= 0, take(field, from: &remaining) else { return false }
            }
        case .array(let elements):
            remaining -= 2
            for (index, element) in elements.enumerated() {
                if index > 0 { remaining -= 2 }
                guard remaining >= 0, take(element, from: &remaining) else { return false }
            }
        case .string(let text): remaining -= quoted(text).count
        case .number(let number): remaining -= formatNumber(number).count
        case .bool(let flag): remaining -= flag ? 4 : 5
        }
        return remaining >= 0
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
