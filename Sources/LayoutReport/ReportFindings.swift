import Foundation
import LayoutCheck
import LayoutCore
import LayoutModel

/// `check --json` output read back (`report --from`): one finding per line (a
/// shard's output also ends with its summary line, which is skipped), read as
/// `Finding` reads it and gathered into the report's problem list, its
/// failures, and the layouts to draw.
public struct ReportFindings: Sendable {
    public var problems = ReportProblem.Collector()
    public var failures: [LayoutReport.Failure] = []
    /// Every (screen, device, orientation, content) a problem names.
    public var places: Set<LayoutReport.Place> = []
    /// Screens named, in order of appearance.
    public var screens: [String] = []
    /// How many findings were read.
    public var count = 0

    public init() {}

    /// Reads each file in turn; a line that is not a finding is an error naming the file and line.
    public mutating func read(_ paths: [String]) throws(LayoutReportError) {
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw LayoutReportError(.unreadableFindings(path: path))
            }
            let text = String(decoding: data, as: UTF8.self)
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !ShardFile.isSummary(trimmed) else { continue }
                do {
                    add(try Finding(json: trimmed, shard: false))
                } catch {
                    throw LayoutReportError(.notAFinding(path: path, line: offset + 1, reason: error.reason))
                }
            }
        }
    }

    /// One finding: an error is a failure (of its devices, or of the whole screen); any
    /// other kind is a problem at each of its devices.
    private mutating func add(_ finding: Finding) {
        count += 1
        if !screens.contains(finding.screen) { screens.append(finding.screen) }
        switch finding.kind {
        case .error:
            let message = finding.message ?? ""
            if finding.devices.isEmpty {
                failures.append(.init(screen: finding.screen, device: nil, orientation: nil, content: finding.content,
                                      message: message))
            }
            for device in finding.devices {
                failures.append(.init(screen: finding.screen, device: device, orientation: finding.orientation,
                                      content: finding.content, message: message))
            }
        case .unsatisfiable, .ambiguous, .negativeSize, .zeroHeight, .truncated:
            let problem = ReportProblem(finding)
            for device in finding.devices {
                problems.add(problem, orientation: finding.orientation, content: finding.content, device: device)
                places.insert(LayoutReport.Place(screen: finding.screen, device: device, orientation: finding.orientation,
                                                 content: finding.content))
            }
        }
    }
}
