import LayoutCore
import LayoutDocument

/// The JSON of `layout solve` (docs/commands.md): keys in
/// a fixed order, frames in view order, numbers rounded to 1e-6 and
/// printed without needless fractions (`8`, not `8.0`). Reading it back gives
/// an equal result, which is how the store's frame cache keeps answers.
///
/// Beyond the contract: `"hidden"` lists hidden views when there are any;
/// `"negative"` (always present, after `"ambiguous"`) lists frames with a
/// negative width or height (`SolveResult.negative`).
/// Content values that read as numbers are printed as JSON numbers.
extension SolveResult {
    /// Pretty JSON, one frame per line; `pretty: false` gives one line (for JSON lines).
    public func jsonString(pretty: Bool = true) -> String {
        let newline = pretty ? "\n" : ""
        let indent = pretty ? "  " : ""
        let separator = pretty ? ",\n" : ", "
        var fields: [String] = []
        fields.append("\"screen\": \(jsonQuoted(screen))")
        fields.append("\"revision\": \(revision.map(String.init) ?? "null")")
        fields.append("\"size\": { \"width\": \(jsonNumber(width)), \"height\": \(jsonNumber(height)) }")
        fields.append("\"traits\": { \"orientation\": \(jsonQuoted(traits.orientation.rawValue)), "
            + "\"widthClass\": \(jsonQuoted(traits.widthClass.rawValue)), "
            + "\"heightClass\": \(jsonQuoted(traits.heightClass.rawValue))"
            + (contentSize.map { ", \"contentSize\": \(jsonQuoted($0))" } ?? "")
            + (language.map { ", \"language\": \(jsonQuoted($0))" } ?? "") + " }")
        let contentFields = content.keys.sorted().map { key in
            "\(jsonQuoted(key)): \(jsonContentValue(content[key] ?? ""))"
        }
        fields.append("\"content\": " + (contentFields.isEmpty ? "{}" : "{ \(contentFields.joined(separator: ", ")) }"))
        // Written as bytes: a 1000-view screen's frames took 11 M instructions as an
        // interpolated line each, joined, and 10 M as String appends.
        var framesField: [UInt8] = []
        framesField.reserveCapacity(frames.count * 80 + 16)
        framesField.append(contentsOf: "\"frames\": {".utf8)
        for (index, (view, frame)) in frames.enumerated() {
            framesField.append(contentsOf: (index == 0 ? newline : separator).utf8)
            framesField.append(contentsOf: indent.utf8)
            framesField.append(contentsOf: indent.utf8)
            framesField.append(contentsOf: jsonQuoted(view).utf8)
            framesField.append(contentsOf: ": { \"x\": ".utf8)
            appendJSONNumber(frame.x, to: &framesField)
            framesField.append(contentsOf: ", \"y\": ".utf8)
            appendJSONNumber(frame.y, to: &framesField)
            framesField.append(contentsOf: ", \"width\": ".utf8)
            appendJSONNumber(frame.width, to: &framesField)
            framesField.append(contentsOf: ", \"height\": ".utf8)
            appendJSONNumber(frame.height, to: &framesField)
            if !lines.isEmpty, let count = lines[view] {
                framesField.append(contentsOf: ", \"lines\": \(count)".utf8)
            }
            framesField.append(contentsOf: " }".utf8)
        }
        framesField.append(contentsOf: (frames.isEmpty ? "}" : newline + indent + "}").utf8)
        fields.append(String(decoding: framesField, as: UTF8.self))
        if !hiddenViews.isEmpty {
            fields.append("\"hidden\": [\(hiddenViews.map(jsonQuoted).joined(separator: ", "))]")
        }
        fields.append("\"cached\": \(cached)")
        let brokenLines = unsatisfiable.map { broken in
            "\(indent)\(indent){ \"broken\": \(jsonQuoted(broken.broken)), "
                + "\"conflict\": [\(broken.conflict.map(jsonQuoted).joined(separator: ", "))] }"
        }
        fields.append("\"unsatisfiable\": " + (brokenLines.isEmpty ? "[]"
            : "[\(newline)\(brokenLines.joined(separator: separator))\(newline)\(indent)]"))
        let ambiguousLines = ambiguous.map { view in
            "\(indent)\(indent){ \"view\": \(jsonQuoted(view.view)), "
                + "\"attributes\": [\(view.attributes.map(jsonQuoted).joined(separator: ", "))] }"
        }
        fields.append("\"ambiguous\": " + (ambiguousLines.isEmpty ? "[]"
            : "[\(newline)\(ambiguousLines.joined(separator: separator))\(newline)\(indent)]"))
        let negativeLines = negative.map { view in
            "\(indent)\(indent){ \"view\": \(jsonQuoted(view.view)), "
                + "\"attributes\": [\(view.attributes.map(jsonQuoted).joined(separator: ", "))] }"
        }
        fields.append("\"negative\": " + (negativeLines.isEmpty ? "[]"
            : "[\(newline)\(negativeLines.joined(separator: separator))\(newline)\(indent)]"))
        func sizeFields(_ size: TruncatedText.SizeFields) -> String {
            let parts = [size.width.map { "\"width\": \(jsonNumber($0))" }, size.height.map { "\"height\": \(jsonNumber($0))" }]
            return "{ " + parts.compactMap { $0 }.joined(separator: ", ") + " }"
        }
        let truncatedLines = truncated.map { text in
            "\(indent)\(indent){ \"view\": \(jsonQuoted(text.view)), \"lines\": \(text.lines), "
                + "\"needs\": \(sizeFields(text.needs)), \"has\": \(sizeFields(text.has)) }"
        }
        fields.append("\"truncated\": " + (truncatedLines.isEmpty ? "[]"
            : "[\(newline)\(truncatedLines.joined(separator: separator))\(newline)\(indent)]"))
        if !unsettled.isEmpty {
            fields.append("\"unsettled\": [\(unsettled.map(jsonQuoted).joined(separator: ", "))]")
        }
        if !leftOut.isEmpty {
            let items = leftOut.map { item in
                "\(indent)\(indent){ \"kind\": \(jsonQuoted(item.kind.rawValue)), \"ibID\": \(jsonQuoted(item.ibID)), "
                    + "\"reason\": \(jsonQuoted(item.reason)) }"
            }
            fields.append("\"leftOut\": [\(newline)\(items.joined(separator: separator))\(newline)\(indent)]")
        }
        return "{\(newline)" + fields.map { indent + $0 }.joined(separator: separator) + "\(newline)}"
    }

    /// Reads what `jsonString()` writes. Unknown keys are an error naming them;
    /// `hidden`, `unsatisfiable` and `ambiguous` may be left out.
    public init(json: String) throws(InputError) {
        var reader = SolveResultJSONReader(json)
        let value = try reader.readDocument()
        self = try reader.result(from: value)
    }
}

/// A number rounded to 1e-6 without needless fractions; `null` when not finite.
func jsonNumber(_ value: Double) -> String {
    value.isFinite ? formatNumber(jsonRounded(value)) : "null"
}

/// A finite value rounded to 1e-6, unless it is too large to round that finely.
func jsonRounded(_ value: Double) -> Double {
    let rounded = (value * 1e6).rounded() / 1e6
    return abs(rounded) < 1e15 ? rounded : value
}

/// Appends `jsonNumber(value)` without making a String of a whole number.
func appendJSONNumber(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
        bytes.append(contentsOf: "null".utf8)
        return
    }
    appendFormattedNumber(jsonRounded(value), to: &bytes)
}

/// A content value: a JSON number when the text is one as `formatNumber` prints it.
package func jsonContentValue(_ text: String) -> String {
    if let number = Double(text), number.isFinite, formatNumber(number) == text { return text }
    return jsonQuoted(text)
}


/// A small JSON reader that keeps object keys in order (frames are in view order).
struct SolveResultJSONReader {
    indirect enum Value {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    private let text: String
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ text: String) {
        self.text = text
        self.scalars = Array(text.unicodeScalars)
    }

    private func error(_ message: String, at offset: Int? = nil) -> InputError {
        // The caret is placed on the line that holds the offset.
        let target = min(offset ?? position, scalars.count)
        var lineStart = 0
        for index in 0..<target where scalars[index] == "\n" { lineStart = index + 1 }
        var lineEnd = target
        while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
        var line = String.UnicodeScalarView()
        line.append(contentsOf: scalars[lineStart..<lineEnd])
        return InputError(message: message, input: String(line), offset: target - lineStart)
    }

    mutating func readDocument() throws(InputError) -> Value {
        let value = try readValue()
        skipSpace()
        guard position == scalars.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private mutating func skipSpace() {
        while position < scalars.count, [" ", "\n", "\r", "\t"].contains(scalars[position]) { position += 1 }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(InputError) {
        skipSpace()
        guard position < scalars.count, scalars[position] == scalar else {
            throw error("expected '\(scalar)'")
        }
        position += 1
    }

    private mutating func readValue() throws(InputError) -> Value {
        skipSpace()
        guard position < scalars.count else { throw error("expected a JSON value") }
        switch scalars[position] {
        case "{":
            position += 1
            var members: [(key: String, value: Value)] = []
            skipSpace()
            if position < scalars.count, scalars[position] == "}" {
                position += 1
                return .object(members)
            }
            repeat {
                skipSpace()
                guard position < scalars.count, scalars[position] == "\"" else { throw error("expected a key") }
                let key = try readString()
                try expect(":")
                members.append((key, try readValue()))
                skipSpace()
            } while try consumeComma(closing: "}")
            return .object(members)
        case "[":
            position += 1
            var elements: [Value] = []
            skipSpace()
            if position < scalars.count, scalars[position] == "]" {
                position += 1
                return .array(elements)
            }
            repeat {
                elements.append(try readValue())
                skipSpace()
            } while try consumeComma(closing: "]")
            return .array(elements)
        case "\"":
            return .string(try readString())
        case "t": return try readWord("true", .bool(true))
        case "f": return try readWord("false", .bool(false))
        case "n": return try readWord("null", .null)
        default:
            let start = position
            while position < scalars.count, "+-.eE0123456789".unicodeScalars.contains(scalars[position]) {
                position += 1
            }
            // Scalar by scalar: the generic append(contentsOf:) costs a runtime
            // protocol-conformance lookup on first use (a cache hit reads numbers here).
            var numberText = String.UnicodeScalarView()
            for scalar in scalars[start..<position] { numberText.append(scalar) }
            let text = String(numberText)
            guard !text.isEmpty, let number = Double(text) else { throw error("expected a JSON value", at: start) }
            return .number(number, text: text)
        }
    }

    private mutating func consumeComma(closing: Unicode.Scalar) throws(InputError) -> Bool {
        guard position < scalars.count else { throw error("expected ',' or '\(closing)'") }
        if scalars[position] == "," {
            position += 1
            return true
        }
        guard scalars[position] == closing else { throw error("expected ',' or '\(closing)'") }
        position += 1
        return false
    }

    private mutating func readWord(_ word: String, _ value: Value) throws(InputError) -> Value {
        for scalar in word.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { throw error("expected '\(word)'") }
            position += 1
        }
        return value
    }

    private mutating func readString() throws(InputError) -> String {
        position += 1  // the opening quote
        var out = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            position += 1
            switch scalar {
            case "\"": return String(out)
            case "\\":
                guard position < scalars.count else { break }
                let escaped = scalars[position]
                position += 1
                switch escaped {
                case "n": out.append("\n")
                case "r": out.append("\r")
                case "t": out.append("\t")
                case "b": out.append("\u{8}")
                case "f": out.append("\u{C}")
                case "u":
                    guard position + 4 <= scalars.count,
                          let code = UInt32(String(String.UnicodeScalarView(scalars[position..<position + 4])), radix: 16),
                          let decoded = Unicode.Scalar(code)
                    else { throw error("expected four hex digits after '\\u'") }
                    position += 4
                    out.append(decoded)
                default: out.append(escaped)
                }
            default: out.append(scalar)
            }
        }
        throw error("unterminated string")
    }

    // MARK: From values to a result

    func result(from value: Value) throws(InputError) -> SolveResult {
        let root = try object(value, "the result")
        var screen: String?
        var revision: Int?
        var size: (Double, Double)?
        var traits: Traits?
        var content: [String: String] = [:]
        var frames: [(view: String, frame: Frame)] = []
        var hidden: [String] = []
        var cached = false
        var unsatisfiable: [BrokenConstraint] = []
        var ambiguous: [AmbiguousView] = []
        var contentSize: String?
        var language: String?
        var lines: [String: Int] = [:]
        var truncated: [TruncatedText] = []
        var unsettled: [String] = []
        var leftOut: [LeftOut] = []
        for (key, member) in root {
            switch key {
            case "screen": screen = try string(member, key)
            case "revision":
                if case .null = member { revision = nil } else { revision = Int(exactly: try number(member, key)) }
            case "size":
                let fields = try object(member, key)
                size = (try number(field(fields, "width", in: key), "width"),
                        try number(field(fields, "height", in: key), "height"))
            case "traits":
                let fields = try object(member, key)
                guard let orientation = Orientation(rawValue: try string(field(fields, "orientation", in: key), key)),
                      let widthClass = SizeClass(rawValue: try string(field(fields, "widthClass", in: key), key)),
                      let heightClass = SizeClass(rawValue: try string(field(fields, "heightClass", in: key), key))
                else { throw error("unknown trait value in 'traits'", at: 0) }
                traits = Traits(orientation: orientation, widthClass: widthClass, heightClass: heightClass)
                if let size = fields.first(where: { $0.key == "contentSize" }) { contentSize = try string(size.value, key) }
                if let code = fields.first(where: { $0.key == "language" }) { language = try string(code.value, key) }
            case "content":
                for (name, item) in try object(member, key) {
                    switch item {
                    case .string(let text): content[name] = text
                    case .number(_, let text): content[name] = text
                    default: throw error("content value '\(name)' must be a string or a number", at: 0)
                    }
                }
            case "frames":
                for (view, item) in try object(member, key) {
                    let fields = try object(item, view)
                    frames.append((view, Frame(
                        x: try number(field(fields, "x", in: view), "x"), y: try number(field(fields, "y", in: view), "y"),
                        width: try number(field(fields, "width", in: view), "width"),
                        height: try number(field(fields, "height", in: view), "height"))))
                    if let count = fields.first(where: { $0.key == "lines" }) {
                        lines[view] = Int(try number(count.value, "lines"))
                    }
                }
            case "hidden": hidden = try strings(member, key)
            case "cached":
                guard case .bool(let flag) = member else { throw error("'cached' must be true or false", at: 0) }
                cached = flag
            case "unsatisfiable":
                for item in try array(member, key) {
                    let fields = try object(item, key)
                    unsatisfiable.append(BrokenConstraint(
                        broken: try string(field(fields, "broken", in: key), "broken"),
                        conflict: try strings(field(fields, "conflict", in: key), "conflict")))
                }
            case "ambiguous":
                for item in try array(member, key) {
                    let fields = try object(item, key)
                    ambiguous.append(AmbiguousView(
                        view: try string(field(fields, "view", in: key), "view"),
                        attributes: try strings(field(fields, "attributes", in: key), "attributes")))
                }
            case "negative":
                _ = try array(member, key)  // worked out from the frames again
            case "truncated":
                for item in try array(member, key) {
                    let fields = try object(item, key)
                    func size(_ name: String) throws(InputError) -> TruncatedText.SizeFields {
                        let members = try object(field(fields, name, in: key), name)
                        return TruncatedText.SizeFields(
                            width: try members.first { $0.key == "width" }.map { entry throws(InputError) in try number(entry.value, "width") },
                            height: try members.first { $0.key == "height" }.map { entry throws(InputError) in try number(entry.value, "height") })
                    }
                    truncated.append(TruncatedText(
                        view: try string(field(fields, "view", in: key), "view"),
                        lines: Int(try number(field(fields, "lines", in: key), "lines")),
                        needs: try size("needs"), has: try size("has")))
                }
            case "unsettled": unsettled = try strings(member, key)
            case "leftOut":
                for item in try array(member, key) {
                    let fields = try object(item, key)
                    guard let kind = LeftOut.Kind(rawValue: try string(field(fields, "kind", in: key), "kind")) else {
                        throw error("unknown kind in 'leftOut'", at: 0)
                    }
                    leftOut.append(LeftOut(kind: kind, ibID: try string(field(fields, "ibID", in: key), "ibID"),
                                           reason: try string(field(fields, "reason", in: key), "reason")))
                }
            default:
                throw error("unknown key '\(key)' in a solve result", at: 0)
            }
        }
        guard let screen, let size, let traits else {
            throw error("a solve result needs 'screen', 'size' and 'traits'", at: 0)
        }
        var result = SolveResult(
            screen: screen, revision: revision, width: size.0, height: size.1, traits: traits, content: content,
            frames: frames, hiddenViews: hidden, unsatisfiable: unsatisfiable, ambiguous: ambiguous, cached: cached)
        result.contentSize = contentSize
        result.language = language
        result.lines = lines
        result.truncated = truncated
        result.unsettled = unsettled
        result.leftOut = leftOut
        return result
    }

    private func field(_ fields: [(key: String, value: Value)], _ name: String, in owner: String) throws(InputError) -> Value {
        guard let found = fields.first(where: { $0.key == name }) else {
            throw error("'\(owner)' needs '\(name)'", at: 0)
        }
        return found.value
    }

    private func object(_ value: Value, _ what: String) throws(InputError) -> [(key: String, value: Value)] {
        guard case .object(let members) = value else { throw error("'\(what)' must be an object", at: 0) }
        return members
    }

    private func array(_ value: Value, _ what: String) throws(InputError) -> [Value] {
        guard case .array(let elements) = value else { throw error("'\(what)' must be an array", at: 0) }
        return elements
    }

    private func string(_ value: Value, _ what: String) throws(InputError) -> String {
        guard case .string(let text) = value else { throw error("'\(what)' must be a string", at: 0) }
        return text
    }

    private func strings(_ value: Value, _ what: String) throws(InputError) -> [String] {
        var out: [String] = []
        for element in try array(value, what) { out.append(try string(element, what)) }
        return out
    }

    private func number(_ value: Value, _ what: String) throws(InputError) -> Double {
        guard case .number(let number, _) = value else { throw error("'\(what)' must be a number", at: 0) }
        return number
    }
}
