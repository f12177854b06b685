import Foundation
import LayoutCore
import LayoutModel
import LayoutReport

/// `check --json` output read back (`report --from`): one finding per line (a
/// shard's output also ends with its summary line, which is skipped),
/// as docs/check-and-reports.md describes it, gathered into the report's
/// problem list, its failures, and the layouts to draw.
struct CheckFindingsFile {
    var problems = ReportProblem.Collector()
    var failures: [LayoutReport.Failure] = []
    /// Every (screen, device, orientation, content) a problem names.
    var places: Set<LayoutReport.Place> = []
    /// Screens named, in order of appearance.
    var screens: [String] = []
    /// How many findings were read.
    var count = 0

    /// Reads each file in turn; a line that is not a finding is an error naming the file and line.
    mutating func read(_ paths: [String]) throws {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError("cannot read '\(path)'")
            }
            let text = String(decoding: data, as: UTF8.self)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !Self.isShardSummary(trimmed) else { continue }
                do {
                    try add(trimmed)
                } catch {
                    throw CLIError("'\(path)' line \(offset + 1): \(error.message)")
                }
            }
        }
    }

    /// Whether `line` is the summary line a shard's output ends with (`check --shard K/N
    /// --json`, `CheckShardFile.Summary`): it names the run, not a finding.
    private static func isShardSummary(_ line: String) -> Bool {
        line.hasPrefix("{\"shard\":") && (try? JSONDecoder().decode(CheckShardFile.Summary.self, from: Data(line.utf8))) != nil
    }

    struct Failure: Error {
        var message: String
    }

    private mutating func add(_ line: String) throws(Failure) {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] else {
            throw Failure(message: "not a JSON object (is it 'layout check --json' output?)")
        }
        func string(_ key: String) throws(Failure) -> String {
            guard let value = object[key] as? String else { throw Failure(message: "no \"\(key)\" string") }
            return value
        }
        func strings(_ key: String) throws(Failure) -> [String] {
            guard let value = object[key] as? [String] else { throw Failure(message: "no \"\(key)\" list of strings") }
            return value
        }
        let screen = try string("screen")
        let kindName = try string("kind")
        guard let orientation = Orientation(rawValue: try string("orientation")) else {
            throw Failure(message: "unknown orientation '\(object["orientation"] ?? "")'")
        }
        guard let rawContent = object["content"] as? [String: Any] else { throw Failure(message: "no \"content\" object") }
        var content: [String: String] = [:]
        for (key, value) in rawContent {
            switch value {
            case let text as String: content[key] = text
            case let number as NSNumber: content[key] = formatNumber(number.doubleValue)  // `solve` types numbers
            default: throw Failure(message: "content value of '\(key)' is neither text nor a number")
            }
        }
        let devices = try strings("devices")
        count += 1
        if !screens.contains(screen) { screens.append(screen) }
        let problem: ReportProblem
        switch kindName {
        case "error":
            let message = try string("message")
            if devices.isEmpty {
                failures.append(.init(screen: screen, device: nil, orientation: nil, content: content, message: message))
            }
            for device in devices {
                failures.append(.init(screen: screen, device: device, orientation: orientation, content: content, message: message))
            }
            return
        case "unsatisfiable":
            let broken = try string("broken")
            problem = ReportProblem(screen: screen, kind: .unsatisfiable,
                                    problem: ReportProblem.conflictLine(broken: broken, conflict: try strings("conflict")),
                                    broken: broken)
        case "ambiguous":
            let view = try string("view")
            problem = ReportProblem(screen: screen, kind: .ambiguous,
                                    problem: ReportProblem.ambiguityLine(view: view, attributes: try strings("attributes")), view: view)
        case "negativeSize":
            let view = try string("view")
            problem = ReportProblem(screen: screen, kind: .negativeSize,
                                    problem: ReportProblem.negativeSizeLine(view: view, attributes: try strings("attributes")), view: view)
        case "zeroHeight":
            let view = try string("view")
            problem = ReportProblem(screen: screen, kind: .zeroHeight, problem: ReportProblem.zeroHeightLine(root: view), view: view)
        case "truncated":
            let view = try string("view")
            let size = object["contentSize"] as? String
            problem = ReportProblem(screen: screen, kind: .truncated,
                                    problem: ReportProblem.truncationLine(view: view, contentSize: size == "L" ? nil : size), view: view)
        default:
            throw Failure(message: "unknown kind '\(kindName)'")
        }
        for device in devices {
            problems.add(problem, orientation: orientation, content: content, device: device)
            places.insert(LayoutReport.Place(screen: screen, device: device, orientation: orientation, content: content))
        }
    }
}
