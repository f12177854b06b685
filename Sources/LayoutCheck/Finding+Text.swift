import LayoutCore
import LayoutModel

/// How `layout check` writes a finding as text: a line, then what to do about
/// it; and several findings of one problem (in several orientations or
/// content combinations) as one entry that lists where it happens.
extension Finding {
    /// `screen  orientation  content  problem  where`, then the details indented.
    public func text(sizes: ScreenCheck.Sizes, style: TextStyle) -> String {
        let fields = [style.bold(screen), orientation.rawValue, contentText, styledProblem(style),
                      whereText(sizes: sizes)]
        var out = fields.joined(separator: "  ") + "\n"
        for line in details(style: style) { out += "  " + line + "\n" }
        return out
    }

    /// The problem line, yellow for ambiguity and red for the rest.
    func styledProblem(_ style: TextStyle) -> String {
        switch kind {
        case .ambiguous: style.yellow(problem)
        case .unsatisfiable, .negativeSize, .zeroHeight, .truncated, .error: style.red(problem)
        }
    }

    /// `settings  note  imported in part: 1 constraint left out (…); the findings above may come from what
    /// was left out`: the line after the findings of a screen the importer left something out of.
    public static func importedInPartLine(screen: String, note: String, style: TextStyle) -> String {
        [style.bold(screen), "note", note + "; the findings above may come from what was left out"]
            .joined(separator: "  ") + "\n"
    }

    /// `images=2 style=dark`, or `-` for none.
    public var contentText: String {
        let values = content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return values.isEmpty ? "-" : values.joined(separator: " ")
    }

    /// `on every device`, `on iPhone 15, iPhone 8`, or nothing (an error before any solve).
    public func whereText(sizes: ScreenCheck.Sizes) -> String {
        guard !devices.isEmpty else { return "" }
        if case .devices(let all) = sizes, all == DeviceCatalog.devices, devices.count == all.count {
            return "on every device"
        }
        return "on " + devices.joined(separator: ", ")
    }

    /// What to do about the finding, one line each, not indented.
    public func details(style: TextStyle) -> [String] {
        switch kind {
        case .unsatisfiable:
            return conflict.map { Array(DiagnosisText.lines($0, style: style).dropFirst()) } ?? []
        case .ambiguous:
            return ambiguity.map { Array(DiagnosisText.lines($0, style: style).dropFirst()) } ?? []
        case .zeroHeight:
            return message.map { ["UIKit: \"\($0)\""] } ?? []
        case .truncated:
            guard let needs, let has else { return [] }
            return ["its text needs \(needs) and has \(has)" + (devices.first.map { " (on \($0))" } ?? "")]
        case .negativeSize, .error:
            return []
        }
    }
}

/// Findings of one screen that are the same problem (same kind, same views or
/// constraints) in several orientations and content combinations, which
/// `layout check` prints as one entry that lists where it happens.
public struct FindingGroup: Sendable {
    /// In the order the check found them: the first is where the details were worked out.
    public var findings: [Finding]

    /// `findings` grouped by screen and problem, each group where its problem was first found.
    public static func grouping(_ findings: [Finding]) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        var index: [String: Int] = [:]
        for finding in findings {
            let key = finding.screen + "\u{0}" + finding.problem
            if let position = index[key] {
                groups[position].findings.append(finding)
            } else {
                index[key] = groups.count
                groups.append(FindingGroup(findings: [finding]))
            }
        }
        return groups
    }

    /// One finding as `Finding.text` writes it; several as one entry:
    ///
    ///     cell  ambiguous: title (height)  in 3 places
    ///       portrait  images=1  on every device
    ///       landscape  images=1  on iPhone 15, iPhone 8
    ///       portrait  images=2  on every device
    ///       (details as solved on iPhone SE in portrait with images=1; numbers elsewhere may differ)
    ///         title's height is free: …
    public func text(sizes: ScreenCheck.Sizes, style: TextStyle) -> String {
        guard let first = findings.first else { return "" }
        guard findings.count > 1 else { return first.text(sizes: sizes, style: style) }
        let places = "in \(findings.count) place\(findings.count == 1 ? "" : "s")"
        var out = [style.bold(first.screen), first.styledProblem(style), places].joined(separator: "  ") + "\n"
        for finding in findings {
            let place = [finding.orientation.rawValue, finding.contentText, finding.whereText(sizes: sizes)]
            out += "  " + place.filter { !$0.isEmpty }.joined(separator: "  ") + "\n"
        }
        let details = first.details(style: style)
        if !details.isEmpty {
            let content = first.contentText
            out += "  (details as solved" + (first.devices.first.map { " on \($0)" } ?? "")
                + " in \(first.orientation.rawValue)" + (content == "-" ? "" : " with \(content)")
                + "; numbers elsewhere may differ)\n"
            for line in details { out += "    " + line + "\n" }
        }
        return out
    }
}

/// ANSI styles for text meant for a terminal; plain when not `enabled`.
public struct TextStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
