/// Findings of one screen that are the same problem (same kind, same views or
/// constraints) in several orientations and content combinations, printed by
/// `layout check` as one entry that lists where it happens.
struct CheckFindingGroup {
    /// In the order `ScreenCheck` found them: the first is where the details were worked out.
    var findings: [ScreenCheck.Finding]

    /// `findings` grouped by screen and problem, each group where its problem was first found.
    static func grouping(_ findings: [ScreenCheck.Finding]) -> [CheckFindingGroup] {
        var groups: [CheckFindingGroup] = []
        var index: [String: Int] = [:]
        for finding in findings {
            let key = finding.screen + "\u{0}" + finding.problem
            if let position = index[key] {
                groups[position].findings.append(finding)
            } else {
                index[key] = groups.count
                groups.append(CheckFindingGroup(findings: [finding]))
            }
        }
        return groups
    }

    /// One finding as `CheckFindingText.text` prints it; several as one entry:
    ///
    ///     cell  ambiguous: title (height)  in 3 places
    ///       portrait  images=1  on every device
    ///       landscape  images=1  on iPhone 15, iPhone 8
    ///       portrait  images=2  on every device
    ///       (details as solved on iPhone SE in portrait with images=1; numbers elsewhere may differ)
    ///         title's height is free: …
    func text(sizes: ScreenCheck.Sizes, style: Style) -> String {
        guard let first = findings.first else { return "" }
        guard findings.count > 1 else { return CheckFindingText.text(first, sizes: sizes, style: style) }
        let problem = first.kind == .ambiguous ? style.yellow(first.problem) : style.red(first.problem)
        var out = [style.bold(first.screen), problem, "in \(counted(findings.count, "place"))"].joined(separator: "  ") + "\n"
        for finding in findings {
            let place = [finding.orientation.rawValue, CheckFindingText.contentText(finding),
                         CheckFindingText.whereText(finding, sizes: sizes)]
            out += "  " + place.filter { !$0.isEmpty }.joined(separator: "  ") + "\n"
        }
        let details = CheckFindingText.details(first, style: style)
        if !details.isEmpty {
            let content = CheckFindingText.contentText(first)
            out += "  (details as solved" + (first.devices.first.map { " on \($0)" } ?? "")
                + " in \(first.orientation.rawValue)" + (content == "-" ? "" : " with \(content)")
                + "; numbers elsewhere may differ)\n"
            for line in details { out += "    " + line + "\n" }
        }
        return out
    }
}
