import Foundation
import LayoutCheck
import LayoutCore
import LayoutModel

/// The findings of `check --shard K/N --json` files (`report --from`), read and
/// merged by the reader `check --merge` uses (`ShardFile`), gathered into the
/// report's problem list, its failures, and the layouts to draw.
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

    /// The findings of the shards of one check, as `check --merge` merges them (`ShardFile.merge`),
    /// screen by screen in the check's order.
    public init(_ merged: ShardFile.Merged) {
        for finding in merged.screens.joined() {
            var finding = finding
            // The page lists problems as the report words them, without a language (as it
            // solves the cards), at the content size the check measured at.
            finding.problem = finding.line(contentSize: finding.contentSize == "L" ? nil : finding.contentSize, language: nil)
            add(finding)
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
