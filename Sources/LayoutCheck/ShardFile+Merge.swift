extension ShardFile {
    /// The shards of one check, read and made into the whole check's findings: what
    /// `check --merge` prints and `report --from` lists. Both read them here, so
    /// they take and refuse the same files.
    public struct Merged: Sendable {
        /// The summary the shards share, with `checked` the whole check's.
        public var summary: Summary
        /// Each screen's findings, in the check's screen order (`FindingMerge`).
        public var screens: [[Finding]]
    }

    /// Reads every file (`init(path:)`) and merges them (`merge(_:)`).
    public static func merge(paths: [String]) throws(LayoutCheckError) -> Merged {
        let files = try paths.map { path throws(LayoutCheckError) in try ShardFile(path: path) }
        let (summary, screens) = try merge(files)
        return Merged(summary: summary, screens: screens)
    }

    /// The summary the shards share, once every shard of one check is given exactly once.
    public static func mergedSummary(_ files: [ShardFile]) throws(LayoutCheckError) -> Summary {
        guard var summary = files.first?.summary else { throw LayoutCheckError("no shard files given") }
        for file in files.dropFirst() {
            let differences = file.summary.differences(from: summary)
            guard differences.isEmpty else {
                throw LayoutCheckError("'\(file.path)' is a shard of another check than '\(files[0].path)': "
                    + differences.map { "\($0.what) is \($0.here) in '\(file.path)' and \($0.there) in '\(files[0].path)'" }
                        .joined(separator: "; "))
            }
        }
        var byShard: [Int: String] = [:]
        for file in files {
            if let other = byShard[file.summary.shard] {
                throw LayoutCheckError("shard \(file.summary.shard)/\(summary.shards) is given twice: '\(other)' and '\(file.path)'")
            }
            byShard[file.summary.shard] = file.path
        }
        // The summaries' numbers are checked, not trusted: a file may claim a trillion shards.
        if byShard.count < summary.shards {
            let missing = (1...summary.shards).lazy.filter { byShard[$0] == nil }
            let named = Array(missing.prefix(8)).map { "shard \($0)/\(summary.shards)" }
            throw LayoutCheckError("missing " + named.joined(separator: ", ")
                                   + (summary.shards - byShard.count > named.count ? ", …" : "")
                                   + " (given: " + files.map { "'\($0.path)'" }.joined(separator: ", ") + ")")
        }
        var checked = 0
        for file in files {
            let (sum, overflow) = checked.addingReportingOverflow(file.summary.checked)
            guard !overflow, sum <= summary.total else {
                throw LayoutCheckError("the shards checked more layouts than the check has (\(summary.total)): "
                                       + "not the outputs of one check")
            }
            checked = sum
        }
        guard checked == summary.total else {
            throw LayoutCheckError("the shards checked \(checked) layout\(checked == 1 ? "" : "s") and the check has "
                                   + "\(summary.total): not the outputs of one check")
        }
        summary.checked = checked
        return summary
    }

    /// The shards of one check made into the whole check's findings, screen by screen in the
    /// check's order (`FindingMerge`), with the summary they share (`mergedSummary`).
    public static func merge(_ files: [ShardFile]) throws(LayoutCheckError) -> (summary: Summary, screens: [[Finding]]) {
        let summary = try mergedSummary(files)
        // Each file's findings by screen, in the check's screen order (each file's reader made sure
        // its findings' screens are the summary's).
        let position = Dictionary(summary.screens.enumerated().map { ($1, $0) }) { first, _ in first }
        var byScreen = Array(repeating: [[Finding]](repeating: [], count: files.count), count: summary.screens.count)
        for (index, file) in files.enumerated() {
            for finding in file.findings {
                guard let screen = position[finding.screen] else { continue }
                byScreen[screen][index].append(finding)
            }
        }
        return (summary, byScreen.map(FindingMerge.merge))
    }
}
