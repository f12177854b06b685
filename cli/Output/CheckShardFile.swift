import Foundation
import LayoutCore
import LayoutModel

/// The `--json` output of `layout check --shard K/N`, written and read back
/// for `check --merge`: the shard's findings, each with two more fields than a
/// whole run prints (`problem`, the one-line problem they are grouped by, and
/// `layouts`, the run's number of the layout where each device was found), then
/// one summary line that says which shard of which run it is:
///
///     {"shard":2,"shards":8,"checked":819,"total":6552,"screens":["a","b"],"devices":["iPhone 8", …]}
///
/// (`"size":"320xauto"` instead of `devices` for `--size`). The summary comes
/// last, so an interrupted shard's output has none and cannot be merged.
struct CheckShardFile {
    struct Summary: Codable, Equatable {
        var shard: Int
        var shards: Int
        /// Layouts this shard checked, and in the whole run.
        var checked: Int
        var total: Int
        /// Every screen of the run, in its order.
        var screens: [String]
        var devices: [String]?
        var size: String?

        /// The summary as one line of JSON (no newline).
        var json: String {
            var fields = ["\"shard\":\(shard)", "\"shards\":\(shards)", "\"checked\":\(checked)", "\"total\":\(total)",
                          "\"screens\":[" + screens.map(jsonQuoted).joined(separator: ",") + "]"]
            if let devices { fields.append("\"devices\":[" + devices.map(jsonQuoted).joined(separator: ",") + "]") }
            if let size { fields.append("\"size\":\(jsonQuoted(size))") }
            return "{" + fields.joined(separator: ",") + "}"
        }

        /// Whether two shards come from the same run (same screens, places and count).
        func isSameRun(as other: Summary) -> Bool {
            shards == other.shards && total == other.total && screens == other.screens
                && devices == other.devices && size == other.size
        }

        /// Where the run solved, as `check` names it.
        func sizes(in path: String) throws(CLIError) -> ScreenCheck.Sizes {
            if let size { return .size(label: size, width: nil, height: nil) }
            var found: [Device] = []
            for name in devices ?? [] {
                guard let device = DeviceCatalog.devices.first(where: { $0.name == name }) else {
                    throw CLIError("'\(path)': device '\(name)' is not in this version's catalogue ('layout devices')")
                }
                found.append(device)
            }
            return .devices(found)
        }
    }

    var path: String
    var summary: Summary
    var findings: [ScreenCheck.Finding]

    /// Reads a shard's output; the errors name the file and line.
    init(path: String) throws(CLIError) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError("cannot read '\(path)'")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated()
            .filter { !$0.element.allSatisfy(\.isWhitespace) }
        guard let last = lines.last,
              let summary = try? JSONDecoder().decode(Summary.self, from: Data(last.element.utf8)) else {
            throw CLIError("'\(path)' does not end with a shard's summary line: it is not the whole output of "
                           + "'layout check --shard K/N --json' (an interrupted shard, or a run without --shard?)")
        }
        self.summary = summary
        var findings: [ScreenCheck.Finding] = []
        for (number, line) in lines.dropLast() {
            do {
                let read = try JSONDecoder().decode(FindingLine.self, from: Data(line.utf8))
                findings.append(try read.finding())
            } catch {
                throw CLIError("'\(path)', line \(number + 1): not a finding of 'layout check --shard K/N --json' "
                               + "(\(Self.reason(error)))")
            }
        }
        self.findings = findings
    }

    /// What a decoding error says, in a few words.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "no field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return field.isEmpty ? "not JSON: \(context.debugDescription)" : "field '\(field)': \(context.debugDescription)"
        case let error as CLIError: return error.message
        default: return "\(error)"
        }
    }
}

/// One finding line as `CheckFindingText.json(_:shard:)` writes it.
private struct FindingLine: Decodable {
    /// A content value: `solve` writes numbers as numbers.
    enum ContentValue: Decodable {
        case text(String)
        case number(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
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
    }

    var screen: String
    var kind: String
    var orientation: String
    var content: [String: ContentValue]
    var devices: [String]
    var problem: String
    var layouts: [Int]
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

    func finding() throws(CLIError) -> ScreenCheck.Finding {
        guard let kind = ScreenCheck.Finding.Kind(rawValue: kind) else { throw CLIError("unknown kind '\(kind)'") }
        guard let orientation = Orientation(rawValue: orientation) else {
            throw CLIError("unknown orientation '\(orientation)'")
        }
        guard layouts.count == devices.count else { throw CLIError("'layouts' and 'devices' differ in length") }
        var finding = ScreenCheck.Finding(
            screen: screen, orientation: orientation, content: content.mapValues(\.text), kind: kind,
            problem: problem, devices: devices, layouts: layouts, broken: broken, conflictIDs: conflict ?? [],
            message: message, view: view, attributes: attributes ?? [], contentSize: contentSize, language: language)
        // The JSON names the language of every finding in a language --language named, and of every
        // truncation; a truncation in a named language says so in its problem ("in de").
        if let language {
            finding.languageGiven = kind != .truncated || problem.hasSuffix(" in \(language)")
        }
        if let members, !members.isEmpty {
            finding.conflict = SolveDiagnosis.Conflict(broken: broken ?? "", members: members.map { member in
                SolveDiagnosis.Member(
                    id: member.id, constraint: member.constraint, isBroken: member.broken, entry: member.entry,
                    format: member.format,
                    range: member.range.flatMap { $0.count == 2 && $0[0] <= $0[1] ? $0[0]..<$0[1] : nil },
                    views: member.views)
            })
        }
        if kind == .ambiguous, let view, !view.isEmpty {
            finding.ambiguity = SolveDiagnosis.Ambiguity(view: view, attributes: attributes ?? [], advice: advice ?? [])
        }
        if kind == .truncated {
            finding.needs = needs.map { TruncatedText.SizeFields(width: $0.width, height: $0.height) }
            finding.has = has.map { TruncatedText.SizeFields(width: $0.width, height: $0.height) }
            finding.attributes = [needs?.width != nil ? "width" : nil, needs?.height != nil ? "height" : nil]
                .compactMap { $0 }
        }
        return finding
    }
}
