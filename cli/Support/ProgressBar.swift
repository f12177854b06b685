/// A progress bar on stderr for long imports, exports and checks, redrawn in
/// place: `import [#########-----------] 27/60 screens`. Draws nothing when
/// stderr is not a terminal, so pipes and logs never see it.
struct ProgressBar {
    var label: String
    var total: Int
    var unit: String
    var enabled: Bool
    static let width = 24
    /// What was drawn last (cells filled, count), so unchanged states are not redrawn.
    private var drawn: (cells: Int, percent: Int)?

    init(_ label: String, total: Int, unit: String, enabled: Bool = Terminal.stderrIsTerminal) {
        self.label = label
        self.total = total
        self.unit = unit
        self.enabled = enabled && total > 0
    }

    /// The line for `done` of `total`.
    func line(_ done: Int, detail: String = "") -> String {
        let clamped = min(max(done, 0), total)
        let cells = total == 0 ? 0 : clamped * ProgressBar.width / total
        let bar = String(repeating: "#", count: cells) + String(repeating: "-", count: ProgressBar.width - cells)
        return "\(label) [\(bar)] \(clamped)/\(total) \(unit)" + (detail.isEmpty ? "" : " (\(detail))")
    }

    /// Redraws the bar when it changed visibly (at most about a hundred times in all).
    mutating func update(_ done: Int, detail: String = "") {
        guard enabled else { return }
        let state = (cells: min(done, total) * ProgressBar.width / total, percent: min(done, total) * 100 / total)
        if let drawn, drawn == state, done < total { return }
        drawn = state
        Terminal.progress(line(done, detail: detail))
    }

    /// Clears the line.
    func finish() {
        guard enabled else { return }
        Terminal.endProgress()
    }
}
