import Foundation
import LayoutCore
import LayoutModel

/// A finding as one line of JSON (`check --json`, docs/check-and-reports.md),
/// written and read back: one writer and one reader, each switching over the
/// kind, so a new kind or field is added here once for `check --json`, its
/// shards, `check --merge` and `report --from`.
extension Finding {
    /// The finding as one JSON object on one line. For a shard (`check --shard`),
    /// with the fields `check --merge` needs: `problem` and `layouts`.
    public func json(shard: Bool = false) -> String {
        func strings(_ values: [String]) -> String { "[" + values.map(jsonQuoted).joined(separator: ",") + "]" }
        let content = content.sorted { $0.key < $1.key }
            .map { "\(jsonQuoted($0.key)):\(jsonContentValue($0.value))" }.joined(separator: ",")  // as `solve` writes it
        var fields = [
            "\"screen\":\(jsonQuoted(screen))", "\"kind\":\(jsonQuoted(kind.rawValue))",
            "\"orientation\":\(jsonQuoted(orientation.rawValue))", "\"content\":{\(content)}",
            "\"devices\":\(strings(devices))",
        ]
        // Every finding in a language the request named says which; a truncation always does.
        if languageGiven || kind == .truncated, let language {
            fields.append("\"language\":\(jsonQuoted(language))")
        }
        switch kind {
        case .unsatisfiable:
            fields.append("\"broken\":\(jsonQuoted(broken ?? ""))")
            fields.append("\"conflict\":\(strings(conflictIDs))")
            let members = (conflict?.members ?? []).map { member in
                var parts = ["\"id\":\(jsonQuoted(member.id))", "\"constraint\":\(jsonQuoted(member.constraint))",
                             "\"broken\":\(member.isBroken)"]
                if let entry = member.entry { parts.append("\"entry\":\(jsonQuoted(entry))") }
                if let format = member.format { parts.append("\"format\":\(jsonQuoted(format))") }
                if let range = member.range { parts.append("\"range\":[\(range.lowerBound),\(range.upperBound)]") }
                parts.append("\"views\":\(strings(member.views))")
                return "{" + parts.joined(separator: ",") + "}"
            }
            fields.append("\"members\":[\(members.joined(separator: ","))]")
        case .ambiguous:
            fields.append("\"view\":\(jsonQuoted(ambiguity?.view ?? ""))")
            fields.append("\"attributes\":\(strings(ambiguity?.attributes ?? []))")
            fields.append("\"advice\":\(strings(ambiguity?.advice ?? []))")
        case .truncated:
            fields.append("\"view\":\(jsonQuoted(view ?? ""))")
            fields.append("\"contentSize\":\(jsonQuoted(contentSize ?? "L"))")
            fields.append("\"needs\":\(Self.sizeJSON(needs))")
            fields.append("\"has\":\(Self.sizeJSON(has))")
        case .negativeSize, .zeroHeight:
            fields.append("\"view\":\(jsonQuoted(view ?? ""))")
            fields.append("\"attributes\":\(strings(attributes))")
            if let message { fields.append("\"message\":\(jsonQuoted(message))") }
        case .error:
            fields.append("\"message\":\(jsonQuoted(message ?? ""))")
        }
        if shard {
            fields.append("\"problem\":\(jsonQuoted(problem))")
            fields.append("\"layouts\":[" + layouts.map(String.init).joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `{"width":311.5}` as `solve` writes a truncation's sizes.
    static func sizeJSON(_ size: TruncatedText.SizeFields?) -> String {
        "{" + [size?.width.map { "\"width\":\(formatNumber($0))" }, size?.height.map { "\"height\":\(formatNumber($0))" }]
            .compactMap { $0 }.joined(separator: ",") + "}"
    }

    /// Why a line is not a finding, in a few words (`no "view" string`).
    public struct ReadError: Error, Sendable, Equatable {
        public var reason: String
    }

    /// Reads one line `json(shard:)` wrote; fields it does not know are ignored,
    /// so additions to the format do not break older readers.
    ///
    /// - Parameter shard: the line is a shard's (`check --shard K/N --json`): it
    ///   must carry `problem` and `layouts`, and its problem line is taken as
    ///   written. Otherwise (`report --from` on any `check --json` output) the
    ///   problem line is written again from the fields, without a language.
    public init(json line: some StringProtocol, shard: Bool) throws(ReadError) {
        let read: Line
        do {
            read = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
        } catch {
            throw ReadError(reason: Self.reason(error))
        }
        self = try read.finding(shard: shard)
    }

    /// What a decoding error says, in a few words.
    static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not a JSON object (is it 'layout check --json' output?)"
        case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty:
            return "not a JSON object (is it 'layout check --json' output?)"
        case DecodingError.keyNotFound(let key, _):
            return "no field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "field '\(field)': \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }

    /// One line as written; every field optional, so that what is missing is said by name.
    private struct Line: Decodable {
        /// A content value: `solve` writes numbers as numbers.
        enum ContentValue: Decodable {
            case text(String)
            case number(Double)

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Double.self) {
                    self = .number(number)
                } else if let text = try? container.decode(String.self) {
                    self = .text(text)
                } else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "neither text nor a number")
                }
            }

            var text: String {
                switch self {
                case .text(let text): text
                case .number(let number): formatNumber(number)
                }
            }
        }

        struct Member: Decodable {
            var id: String
            var constraint: String
            var broken: Bool
            var entry: String?
            var format: String?
            var range: [Int]?
            var views: [String]
        }

        struct Size: Decodable {
            var width: Double?
            var height: Double?

            var fields: TruncatedText.SizeFields { TruncatedText.SizeFields(width: width, height: height) }
        }

        var screen: String?
        var kind: String?
        var orientation: String?
        var content: [String: ContentValue]?
        var devices: [String]?
        var problem: String?
        var layouts: [Int]?
        var broken: String?
        var conflict: [String]?
        var members: [Member]?
        var view: String?
        var attributes: [String]?
        var advice: [String]?
        var contentSize: String?
        var language: String?
        var needs: Size?
        var has: Size?
        var message: String?

        func required<Value>(_ value: Value?, _ name: String, _ type: String) throws(ReadError) -> Value {
            guard let value else { throw ReadError(reason: "no \"\(name)\" \(type)") }
            return value
        }

        func finding(shard: Bool) throws(ReadError) -> Finding {
            let screen = try required(screen, "screen", "string")
            let kindName = try required(kind, "kind", "string")
            guard let orientation = Orientation(rawValue: try required(orientation, "orientation", "string")) else {
                throw ReadError(reason: "unknown orientation '\(self.orientation ?? "")'")
            }
            let content = try required(content, "content", "object").mapValues(\.text)
            let devices = try required(devices, "devices", "list of strings")
            guard let kind = Kind(rawValue: kindName) else { throw ReadError(reason: "unknown kind '\(kindName)'") }
            var finding = Finding(screen: screen, orientation: orientation, content: content, kind: kind, problem: "",
                                  devices: devices)
            finding.language = language
            finding.message = message
            switch kind {
            case .unsatisfiable:
                finding.broken = try required(broken, "broken", "string")
                finding.conflictIDs = try required(conflict, "conflict", "list of strings")
                if let members, !members.isEmpty {
                    finding.conflict = SolveDiagnosis.Conflict(broken: finding.broken ?? "", members: members.map { member in
                        SolveDiagnosis.Member(
                            id: member.id, constraint: member.constraint, isBroken: member.broken, entry: member.entry,
                            format: member.format,
                            range: member.range.flatMap { $0.count == 2 && $0[0] <= $0[1] ? $0[0]..<$0[1] : nil },
                            views: member.views)
                    })
                }
            case .ambiguous:
                let view = try required(view, "view", "string")
                finding.view = view
                finding.attributes = try required(attributes, "attributes", "list of strings")
                if !view.isEmpty {
                    finding.ambiguity = SolveDiagnosis.Ambiguity(view: view, attributes: finding.attributes,
                                                                 advice: advice ?? [])
                }
            case .negativeSize:
                finding.view = try required(view, "view", "string")
                finding.attributes = try required(attributes, "attributes", "list of strings")
            case .zeroHeight:
                finding.view = try required(view, "view", "string")
                finding.attributes = attributes ?? []
            case .truncated:
                finding.view = try required(view, "view", "string")
                finding.contentSize = contentSize
                finding.needs = needs?.fields
                finding.has = has?.fields
                finding.attributes = [needs?.width != nil ? "width" : nil, needs?.height != nil ? "height" : nil]
                    .compactMap { $0 }
            case .error:
                finding.message = try required(message, "message", "string")
            }
            if shard {
                finding.problem = try required(problem, "problem", "string")
                finding.layouts = try required(layouts, "layouts", "list of numbers")
                guard finding.layouts.count == devices.count else {
                    throw ReadError(reason: "'layouts' and 'devices' differ in length")
                }
                // The JSON names the language of every finding in a language the request named, and of
                // every truncation; a truncation in a named language says so in its problem ("in de").
                if let language {
                    finding.languageGiven = kind != .truncated || finding.problem.hasSuffix(" in \(language)")
                }
            } else {
                // `check --json` without shard fields: the line again from the fields, at the
                // content size the request named (the JSON writes the default as "L").
                finding.problem = finding.line(contentSize: contentSize == "L" ? nil : contentSize, language: nil)
            }
            return finding
        }
    }
}
