import LayoutCore
import LayoutModel

/// How `layout check` prints a finding: a line and what to do, or one JSON object.
enum CheckFindingText {
    /// `screen  orientation  content  problem  where`, then the report lines indented.
    static func text(_ finding: ScreenCheck.Finding, sizes: ScreenCheck.Sizes, style: Style) -> String {
        let content = finding.content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var whereText = ""
        if !finding.devices.isEmpty {
            if case .devices(let devices) = sizes, devices == DeviceCatalog.devices,
               finding.devices.count == devices.count {
                whereText = "on every device"
            } else {
                whereText = "on " + finding.devices.joined(separator: ", ")
            }
        }
        let problem = finding.kind == .ambiguous ? style.yellow(finding.problem) : style.red(finding.problem)
        let fields = [style.bold(finding.screen), finding.orientation.rawValue,
                      content.isEmpty ? "-" : content.joined(separator: " "), problem, whereText]
        var out = fields.joined(separator: "  ") + "\n"
        var details: [String] = []
        if let conflict = finding.conflict {
            details = Array(DiagnosisText.lines(conflict, style: style).dropFirst())
        } else if let ambiguity = finding.ambiguity {
            details = Array(DiagnosisText.lines(ambiguity, style: style).dropFirst())
        }
        if finding.kind == .zeroHeight, let message = finding.message {
            details = ["UIKit: \"\(message)\""]
        }
        for line in details { out += "  " + line + "\n" }
        return out
    }

    /// One finding as a JSON object on one line (`docs/check-and-reports.md`).
    static func json(_ finding: ScreenCheck.Finding) -> String {
        func strings(_ values: [String]) -> String { "[" + values.map(jsonQuoted).joined(separator: ",") + "]" }
        let content = finding.content.sorted { $0.key < $1.key }
            .map { "\(jsonQuoted($0.key)):\(jsonQuoted($0.value))" }.joined(separator: ",")
        var fields = [
            "\"screen\":\(jsonQuoted(finding.screen))", "\"kind\":\(jsonQuoted(finding.kind.rawValue))",
            "\"orientation\":\(jsonQuoted(finding.orientation.rawValue))", "\"content\":{\(content)}",
            "\"devices\":\(strings(finding.devices))",
        ]
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
        case .negativeSize, .zeroHeight:
            fields.append("\"view\":\(jsonQuoted(finding.view ?? ""))")
            fields.append("\"attributes\":\(strings(finding.attributes))")
            if let message = finding.message { fields.append("\"message\":\(jsonQuoted(message))") }
        case .error:
            fields.append("\"message\":\(jsonQuoted(finding.message ?? ""))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
