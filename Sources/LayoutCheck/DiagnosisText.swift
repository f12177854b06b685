import LayoutCore
import LayoutModel

/// Conflicts and ambiguity in words, for `solve` (stderr, or the table),
/// `check` and `explain`: each conflict's members as equations with the
/// broken one marked and where each comes from (a format with a caret line
/// under the part that produced it); each free attribute with what would pin it.
public enum DiagnosisText {
    public static func lines(_ conflict: SolveDiagnosis.Conflict, style: TextStyle) -> [String] {
        var lines = [style.red("unsatisfiable: gave up \(conflict.broken); these \(conflict.members.count) "
                               + "constraints cannot all hold (remove or relax any one of them):")]
        let width = conflict.members.map { $0.id.count }.max() ?? 0
        let indent = String(repeating: " ", count: 4 + width + 2)
        for member in conflict.members {
            let mark = member.isBroken ? "! " : "  "
            let padded = member.id + String(repeating: " ", count: width - member.id.count)
            var line = "  \(mark)\(padded)  \(member.constraint)"
            if member.isBroken { line += "  <- broken" }
            lines.append(member.isBroken ? style.red(line) : line)
            if let entry = member.entry, let format = member.format {
                let lead = "from '\(entry)': "
                lines.append(indent + lead + format)
                if let range = member.range {
                    let caret = String(repeating: "^", count: max(1, range.count))
                    lines.append(indent + String(repeating: " ", count: lead.count + range.lowerBound) + caret)
                }
            } else if let entry = member.entry, entry != member.id {
                lines.append(indent + "from '\(entry)'")
            }
        }
        return lines
    }

    public static func lines(_ ambiguity: SolveDiagnosis.Ambiguity, style: TextStyle) -> [String] {
        [style.yellow("ambiguous: \(ambiguity.view) (\(ambiguity.attributes.joined(separator: ", ")))")]
            + ambiguity.advice.map { "  " + $0 }
    }

    /// Every report of a diagnosis, one line each.
    public static func lines(_ diagnosis: SolveDiagnosis, style: TextStyle) -> [String] {
        diagnosis.conflicts.flatMap { lines($0, style: style) } + diagnosis.ambiguities.flatMap { lines($0, style: style) }
    }
}
