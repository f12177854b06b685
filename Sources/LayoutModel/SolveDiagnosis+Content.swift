import LayoutDocument

extension SolveDiagnosis {
    /// The advice for a view left free because the request gives no value for
    /// a content key that constraints on it depend on: those constraints exist
    /// (they apply under a content value the request lacks), so "add a
    /// constraint" would be wrong; giving the content is the answer. Nil when
    /// no constraint naming the view waits on missing content.
    static func missingContentAdvice(view: String, attribute: String, screen: Screen, request: SolveRequest) -> String? {
        var ids: [String] = []
        var keys: [String] = []
        for entry in screen.constraints {
            guard let when = entry.when else { continue }
            let missing = when.allowed.keys.filter { !Condition.traitKeys.contains($0) && request.content[$0] == nil }
            guard !missing.isEmpty else { continue }
            let text: String
            switch entry.body {
            case .equation(let equation): text = equation
            case .visualFormat(let format, _): text = format
            }
            guard ValidationPass.offset(of: view, in: text) != nil else { continue }
            ids.append("'\(entry.id)'")
            for key in missing.sorted() where !keys.contains(key) { keys.append(key) }
        }
        guard !ids.isEmpty else { return nil }
        let what: String
        switch attribute {
        case "centerX", "x": what = "horizontal position"
        case "centerY", "y": what = "vertical position"
        default: what = attribute
        }
        let named = ids.count > 3 ? ids.prefix(3).joined(separator: ", ") + " and \(ids.count - 3) more"
            : ids.joined(separator: ", ")
        return "\(view)'s \(what) is free because no \(keys.joined(separator: " or ")) was given: "
            + "constraint\(ids.count == 1 ? "" : "s") \(named) on it "
            + "appl\(ids.count == 1 ? "ies" : "y") only under "
            + "content values; give them with " + keys.map { "--content \($0)=VALUE" }.joined(separator: " ")
    }
}
