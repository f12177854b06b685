import LayoutCore
import LayoutModel

/// How `layout check` prints a finding: a line and what to do, or one JSON object.
enum CheckFindingText {
    /// `screen  orientation  content  problem  where`, then the report lines indented.
    static func text(_ finding: ScreenCheck.Finding, sizes: ScreenCheck.Sizes, style: Style) -> String {
        let problem = finding.kind == .ambiguous ? style.yellow(finding.problem) : style.red(finding.problem)
        let fields = [style.bold(finding.screen), finding.orientation.rawValue, contentText(finding), problem,
                      whereText(finding, sizes: sizes)]
        var out = fields.joined(separator: "  ") + "\n"
        for line in details(finding, style: style) { out += "  " + line + "\n" }
        return out
    }

    /// `settings  note  imported in part: 1 constraint left out (…); the findings above may come from it`:
    /// the line after the findings of a screen the importer left something out of.
    static func importedInPartLine(screen: String, note: String, style: Style) -> String {
        [style.bold(screen), "note", note + "; the findings above may come from what was left out"]
            .joined(separator: "  ") + "\n"
    }

    /// `images=2 style=dark`, or `-` for none.
    static func contentText(_ finding: ScreenCheck.Finding) -> String {
        let content = finding.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return content.isEmpty ? "-" : content.joined(separator: " ")
    }

    /// `on every device`, `on iPhone 15, iPhone 8`, or nothing (an error before any solve).
    static func whereText(_ finding: ScreenCheck.Finding, sizes: ScreenCheck.Sizes) -> String {
        guard !finding.devices.isEmpty else { return "" }
        if case .devices(let devices) = sizes, devices == DeviceCatalog.devices, finding.devices.count == devices.count {
            return "on every device"
        }
        return "on " + finding.devices.joined(separator: ", ")
    }

    /// What to do about the finding, one line each, not indented.
    static func details(_ finding: ScreenCheck.Finding, style: Style) -> [String] {
        if let conflict = finding.conflict { return Array(DiagnosisText.lines(conflict, style: style).dropFirst()) }
        if let ambiguity = finding.ambiguity { return Array(DiagnosisText.lines(ambiguity, style: style).dropFirst()) }
        if finding.kind == .zeroHeight, let message = finding.message { return ["UIKit: \"\(message)\""] }
        if finding.kind == .truncated, let needs = finding.needs, let has = finding.has {
            return ["its text needs \(needs) and has \(has)"
                    + (finding.devices.first.map { " (on \($0))" } ?? "")]
        }
        return []
    }

    /// One finding as a JSON object on one line (`docs/check-and-reports.md`); for a shard
    /// (`check --shard`), with the fields `check --merge` needs: `problem` and `layouts`.
    static func json(_ finding: ScreenCheck.Finding, shard: Bool = false) -> String {
        func strings(_ values: [String]) -> String { "[" + values.map(jsonQuoted).joined(separator: ",") + "]" }
        let content = finding.content.sorted { $0.key < $1.key }
            .map { "\(jsonQuoted($0.key)):\(jsonContentValue($0.value))" }.joined(separator: ",")  // as `solve` writes it
        var fields = [
            "\"screen\":\(jsonQuoted(finding.screen))", "\"kind\":\(jsonQuoted(finding.kind.rawValue))",
            "\"orientation\":\(jsonQuoted(finding.orientation.rawValue))", "\"content\":{\(content)}",
            "\"devices\":\(strings(finding.devices))",
        ]
        // Every finding in a language `--language` named says which; a truncation always does.
        if finding.languageGiven || finding.kind == .truncated, let language = finding.language {
            fields.append("\"language\":\(jsonQuoted(language))")
        }
        switch finding.kind {
        case .unsatisfiable:
            fields.append("\"broken\":\(jsonQuoted(finding.broken ?? ""))")
            fields.append("\"conflict\":\(strings(finding.conflictIDs))")
            let members = (finding.conflict?.members ?? []).map { member in
                var parts = ["\"id\":\(jsonQuoted(member.id))", "\"constraint\":\(jsonQuoted(member.constraint))",
                             "\"broken\":\(member.isBroken)"]
                if let entry = member.entry { parts.append("\"entry\":\(jsonQuoted(entry))") }
                if let format = member.format { parts.append("\"format\":\(jsonQuoted(format))") }
                if let range = member.range { parts.append("\"range\":[\(range.lowerBound),\(range.upperBound)]") }
                parts.append("\"views\":\(strings(member.views))")
                return "{" + parts.joined(separator: ",") + "}"
            }
            fields.append("\"members\":[\(members.joined(separator: ","))]")
        case .ambiguous:
            fields.append("\"view\":\(jsonQuoted(finding.ambiguity?.view ?? ""))")
            fields.append("\"attributes\":\(strings(finding.ambiguity?.attributes ?? []))")
            fields.append("\"advice\":\(strings(finding.ambiguity?.advice ?? []))")
        case .truncated:
            fields.append("\"view\":\(jsonQuoted(finding.view ?? ""))")
            fields.append("\"contentSize\":\(jsonQuoted(finding.contentSize ?? "L"))")
            fields.append("\"needs\":\(sizeJSON(finding.needs))")
            fields.append("\"has\":\(sizeJSON(finding.has))")
        case .negativeSize, .zeroHeight:
            fields.append("\"view\":\(jsonQuoted(finding.view ?? ""))")
            fields.append("\"attributes\":\(strings(finding.attributes))")
            if let message = finding.message { fields.append("\"message\":\(jsonQuoted(message))") }
        case .error:
            fields.append("\"message\":\(jsonQuoted(finding.message ?? ""))")
        }
        if shard {
            fields.append("\"problem\":\(jsonQuoted(finding.problem))")
            fields.append("\"layouts\":[" + finding.layouts.map(String.init).joined(separator: ",") + "]")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `{"width":311.5}` as `solve` writes a truncation's sizes.
    static func sizeJSON(_ size: TruncatedText.SizeFields?) -> String {
        "{" + [size?.width.map { "\"width\":\(formatNumber($0))" }, size?.height.map { "\"height\":\(formatNumber($0))" }]
            .compactMap { $0 }.joined(separator: ",") + "}"
    }
}
