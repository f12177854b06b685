/// `layout check --merge FILE...`: the shards of one check made into the whole
/// check's output and exit status, as if it had run in one process.
extension CheckCommand {
    func runMerge() throws {
        let given = [!screens.isEmpty ? "screens" : nil, !device.isEmpty ? "--device" : nil, size != nil ? "--size" : nil,
                     keyboard != 0 ? "--keyboard" : nil, !content.isEmpty ? "--content" : nil,
                     contentSize != nil ? "--content-size" : nil, shard != nil ? "--shard" : nil,
                     jobs != nil ? "--jobs" : nil].compactMap { $0 }
        if let first = given.first {
            throw CLIError("--merge reads the shards' outputs and checks nothing itself: give it no \(first) "
                           + "(the shards were run with what they were given)", exitCode: 64)
        }
        let files = try merge.map(CheckShardFile.init(path:))
        let summary = try CheckCommand.mergedSummary(files)
        let sizes = try summary.sizes(in: files[0].path)
        // Each file's findings by screen, in the run's screen order.
        let position = Dictionary(summary.screens.enumerated().map { ($1, $0) }) { first, _ in first }
        var byScreen = Array(repeating: [[ScreenCheck.Finding]](repeating: [], count: files.count),
                             count: summary.screens.count)
        for (index, file) in files.enumerated() {
            for finding in file.findings {
                guard let screen = position[finding.screen] else {
                    throw CLIError("'\(file.path)': a finding of screen '\(finding.screen)', "
                                   + "which its summary does not list")
                }
                byScreen[screen][index].append(finding)
            }
        }
        var findings = 0
        var problems = 0
        for parts in byScreen {
            let found = CheckFindingMerge.merge(parts)
            let groups = CheckFindingGroup.grouping(found)
            if json {
                for finding in found { Terminal.write(CheckFindingText.json(finding) + "\n") }
            } else {
                for group in groups { Terminal.write(group.text(sizes: sizes, style: .stdout)) }
            }
            findings += found.count
            problems += groups.count
        }
        Terminal.message("checked \(counted(summary.total, "layout")) of \(counted(summary.screens.count, "screen")): "
                         + (findings == 0 ? "no conflicts or ambiguity" : counted(problems, "problem")))
        if findings > 0 { throw CLIError("", exitCode: 3) }
    }

    /// The summary the shards share, once every shard of one run is given exactly once.
    static func mergedSummary(_ files: [CheckShardFile]) throws(CLIError) -> CheckShardFile.Summary {
        guard var summary = files.first?.summary else { throw CLIError("--merge needs the shards' files", exitCode: 64) }
        for file in files.dropFirst() where !file.summary.isSameRun(as: summary) {
            throw CLIError("'\(file.path)' is a shard of another check than '\(files[0].path)' "
                           + "(different screens, devices, or number of shards or layouts)")
        }
        var byShard: [Int: String] = [:]
        for file in files {
            guard (1...max(summary.shards, 1)).contains(file.summary.shard) else {
                throw CLIError("'\(file.path)' says it is shard \(file.summary.shard) of \(summary.shards)")
            }
            if let other = byShard[file.summary.shard] {
                throw CLIError("shard \(file.summary.shard)/\(summary.shards) is given twice: '\(other)' and '\(file.path)'")
            }
            byShard[file.summary.shard] = file.path
        }
        let missing = (1...max(summary.shards, 1)).filter { byShard[$0] == nil }
        if !missing.isEmpty {
            throw CLIError("missing " + missing.map { "shard \($0)/\(summary.shards)" }.joined(separator: ", ")
                           + " (given: " + files.map { "'\($0.path)'" }.joined(separator: ", ") + ")")
        }
        let checked = files.reduce(0) { $0 + $1.summary.checked }
        guard checked == summary.total else {
            throw CLIError("the shards checked \(counted(checked, "layout")) and the run has \(summary.total): "
                           + "not the outputs of one check")
        }
        summary.checked = checked
        return summary
    }
}
