import LayoutCheck

/// `layout check --merge FILE...`: the shards of one check made into the whole
/// check's output and exit status, as if it had run in one process.
extension CheckCommand {
    func runMerge() throws {
        let given = [!screens.isEmpty ? "screens" : nil, !device.isEmpty ? "--device" : nil, size != nil ? "--size" : nil,
                     keyboard != 0 ? "--keyboard" : nil, !content.isEmpty ? "--content" : nil,
                     contentSize != nil ? "--content-size" : nil, shard != nil ? "--shard" : nil,
                     jobs != nil ? "--jobs" : nil, design ? "--design" : nil].compactMap { $0 }
        if let first = given.first {
            throw CLIError("--merge reads the shards' outputs and checks nothing itself: give it no \(first) "
                           + "(the shards were run with what they were given)", exitCode: 64)
        }
        let summary: ShardFile.Summary
        let merged: [[Finding]]
        let sizes: ScreenCheck.Sizes
        do throws(LayoutCheckError) {
            let files = try merge.map { path throws(LayoutCheckError) in try ShardFile(path: path) }
            (summary, merged) = try ShardFile.merge(files)
            sizes = try summary.sizes(in: files[0].path)
        } catch {
            throw CLIError(error.message)
        }
        var findings = 0
        var problems = 0
        for found in merged {
            let groups = FindingGroup.grouping(found)
            if json {
                for finding in found { Terminal.write(finding.json() + "\n") }
            } else {
                for group in groups { Terminal.write(group.text(sizes: sizes, languages: summary.languages, style: .stdout)) }
            }
            findings += found.count
            problems += groups.count
        }
        Terminal.message("checked \(counted(summary.total, "layout")) of \(counted(summary.screens.count, "screen")): "
                         + (findings == 0 ? "no conflicts or ambiguity" : counted(problems, "problem")))
        if findings > 0 { throw CLIError("", exitCode: 3) }
    }
}
