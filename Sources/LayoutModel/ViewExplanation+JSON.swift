import LayoutCore

extension ViewExplanation {
    /// `layout explain --json`: one object, the shape documented in docs/diagnostics-explain-and-conflicts.md.
    ///
    ///     { "screen": "imageCell", "view": "imgViewTwo", "superview": "contentView",
    ///       "frame": { "x": 162.5, "y": 5, "width": 152.5, "height": 190 },
    ///       "x": { "value": 162.5, "ambiguous": false, "sum": "0.5 × 320 + 0.5 × 5 + 0.5 × 5 - 0.5 × 5",
    ///              "expression": ["x = 5 + imgViewOne.width + 5", "imgViewOne.width = (320 - 15) / 2"],
    ///              "constraints": [ { "id": "contentView:width", "constraint": "contentView.width == 320 (requested width)",
    ///                                 "constant": 320, "coefficient": 0.5 }, … ] },
    ///       "y": …, "width": …, "height": … }
    public func jsonString() -> String {
        var lines = ["{"]
        lines.append("  \"screen\": \(jsonQuoted(screen)),")
        lines.append("  \"view\": \(jsonQuoted(view)),")
        lines.append("  \"superview\": \(superview.map(jsonQuoted) ?? "null"),")
        lines.append("  \"frame\": { \"x\": \(jsonNumber(frame.x)), \"y\": \(jsonNumber(frame.y)), "
            + "\"width\": \(jsonNumber(frame.width)), \"height\": \(jsonNumber(frame.height)) },")
        for (offset, part) in parts.enumerated() {
            lines.append("  \(jsonQuoted(part.attribute)): {")
            lines.append("    \"value\": \(jsonNumber(part.value)), \"ambiguous\": \(part.isAmbiguous), "
                + "\"sum\": \(jsonQuoted(part.sum)),")
            let expression = part.expression.map { "[" + $0.lines.map { jsonQuoted($0.description) }.joined(separator: ", ") + "]" }
            lines.append("    \"expression\": \(expression ?? "null"),")
            let terms = part.terms.map { term in
                "      { \"id\": \(jsonQuoted(term.constraint)), "
                    + "\"constraint\": \(jsonQuoted(descriptions[term.constraint] ?? "")), "
                    + "\"constant\": \(jsonNumber(term.constant)), \"coefficient\": \(jsonNumber(term.coefficient)) }"
            }
            lines.append(terms.isEmpty ? "    \"constraints\": []" : "    \"constraints\": [\n" + terms.joined(separator: ",\n") + "\n    ]")
            lines.append(offset == parts.count - 1 ? "  }" : "  },")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
