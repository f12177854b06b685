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
public struct ShardFile: Sendable {
    /// The last line: which shard of which run. Its fields are optional where a
    /// run may leave them out, so a new one is added here (field, `json`,
    /// `isSameRun`) and older files still read.
    public struct Summary: Codable, Equatable, Sendable {
        public var shard: Int
        public var shards: Int
        /// Layouts this shard checked, and in the whole run.
        public var checked: Int
        public var total: Int
        /// Every screen of the run, in its order.
        public var screens: [String]
        public var devices: [String]?
        public var size: String?
        /// `check --design`: each screen with an Interface Builder design was checked there
        /// (its findings' device is `design`), the others on `devices` or at `size`.
        public var design: Bool?
        /// `check --language`: the languages checked (codes), which the merged text needs to say a
        /// problem happens "in every language"; absent without the flag.
        public var languages: [String]?

        public init(shard: Int, shards: Int, checked: Int, total: Int, screens: [String], devices: [String]?,
                    size: String?) {
            self.shard = shard
            self.shards = shards
            self.checked = checked
            self.total = total
            self.screens = screens
            self.devices = devices
            self.size = size
        }

        /// The summary as one line of JSON (no newline).
        public var json: String {
            var fields = ["\"shard\":\(shard)", "\"shards\":\(shards)", "\"checked\":\(checked)", "\"total\":\(total)",
                          "\"screens\":[" + screens.map(jsonQuoted).joined(separator: ",") + "]"]
            if let devices { fields.append("\"devices\":[" + devices.map(jsonQuoted).joined(separator: ",") + "]") }
            if let size { fields.append("\"size\":\(jsonQuoted(size))") }
            if let design { fields.append("\"design\":\(design)") }
            if let languages { fields.append("\"languages\":[" + languages.map(jsonQuoted).joined(separator: ",") + "]") }
            return "{" + fields.joined(separator: ",") + "}"
        }

        /// Whether two shards come from the same run (same screens, places and count).
        public func isSameRun(as other: Summary) -> Bool {
            shards == other.shards && total == other.total && screens == other.screens
                && devices == other.devices && size == other.size && (design ?? false) == (other.design ?? false)
                && languages == other.languages
        }

        /// Where the run solved, as `check` names it.
        public func sizes(in path: String) throws(LayoutCheckError) -> ScreenCheck.Sizes {
            if let size { return .size(label: size, width: nil, height: nil) }
            var found: [Device] = []
            for name in devices ?? [] {
                guard let device = DeviceCatalog.devices.first(where: { $0.name == name }) else {
                    throw LayoutCheckError("'\(path)': device '\(name)' is not in this version's catalogue ('layout devices')")
                }
                found.append(device)
            }
            return .devices(found)
        }
    }

    public var path: String
    public var summary: Summary
    public var findings: [Finding]

    /// Reads a shard's output; the errors name the file and line.
    public init(path: String) throws(LayoutCheckError) {
        self.path = path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutCheckError("cannot read '\(path)'")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated()
            .filter { !$0.element.allSatisfy(\.isWhitespace) }
        guard let last = lines.last,
              let summary = try? JSONDecoder().decode(Summary.self, from: Data(last.element.utf8)) else {
            throw LayoutCheckError("'\(path)' does not end with a shard's summary line: it is not the whole output of "
                           + "'layout check --shard K/N --json' (an interrupted shard, or a run without --shard?)")
        }
        self.summary = summary
        var findings: [Finding] = []
        for (number, line) in lines.dropLast() {
            do {
                findings.append(try Finding(json: line, shard: true))
            } catch {
                throw LayoutCheckError("'\(path)', line \(number + 1): not a finding of 'layout check --shard K/N --json' "
                                       + "(\(error.reason))")
            }
        }
        self.findings = findings
    }

    /// Whether `line` is the summary line a shard's output ends with: it names the run, not a finding.
    public static func isSummary(_ line: some StringProtocol) -> Bool {
        line.hasPrefix("{\"shard\":") && (try? JSONDecoder().decode(Summary.self, from: Data(line.utf8))) != nil
    }

    /// The summary the shards share, once every shard of one run is given exactly once.
    public static func mergedSummary(_ files: [ShardFile]) throws(LayoutCheckError) -> Summary {
        guard var summary = files.first?.summary else { throw LayoutCheckError("--merge needs the shards' files") }
        for file in files.dropFirst() where !file.summary.isSameRun(as: summary) {
            throw LayoutCheckError("'\(file.path)' is a shard of another check than '\(files[0].path)' "
                                   + "(different screens, devices, or number of shards or layouts)")
        }
        var byShard: [Int: String] = [:]
        for file in files {
            guard (1...max(summary.shards, 1)).contains(file.summary.shard) else {
                throw LayoutCheckError("'\(file.path)' says it is shard \(file.summary.shard) of \(summary.shards)")
            }
            if let other = byShard[file.summary.shard] {
                throw LayoutCheckError("shard \(file.summary.shard)/\(summary.shards) is given twice: '\(other)' and '\(file.path)'")
            }
            byShard[file.summary.shard] = file.path
        }
        let missing = (1...max(summary.shards, 1)).filter { byShard[$0] == nil }
        if !missing.isEmpty {
            throw LayoutCheckError("missing " + missing.map { "shard \($0)/\(summary.shards)" }.joined(separator: ", ")
                                   + " (given: " + files.map { "'\($0.path)'" }.joined(separator: ", ") + ")")
        }
        let checked = files.reduce(0) { $0 + $1.summary.checked }
        guard checked == summary.total else {
            throw LayoutCheckError("the shards checked \(checked) layout\(checked == 1 ? "" : "s") and the run has "
                                   + "\(summary.total): not the outputs of one check")
        }
        summary.checked = checked
        return summary
    }

    /// The shards of one run made into the whole run's findings, screen by screen in the
    /// run's order (`FindingMerge`), with the summary they share (`mergedSummary`).
    public static func merge(_ files: [ShardFile]) throws(LayoutCheckError) -> (summary: Summary, screens: [[Finding]]) {
        let summary = try mergedSummary(files)
        // Each file's findings by screen, in the run's screen order.
        let position = Dictionary(summary.screens.enumerated().map { ($1, $0) }) { first, _ in first }
        var byScreen = Array(repeating: [[Finding]](repeating: [], count: files.count), count: summary.screens.count)
        for (index, file) in files.enumerated() {
            for finding in file.findings {
                guard let screen = position[finding.screen] else {
                    throw LayoutCheckError("'\(file.path)': a finding of screen '\(finding.screen)', "
                                           + "which its summary does not list")
                }
                byScreen[screen][index].append(finding)
            }
        }
        return (summary, byScreen.map(FindingMerge.merge))
    }
}
