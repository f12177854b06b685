import LayoutDocument

/// Stack properties that vary by condition (`stackVariations`): `install`
/// sets each stack's own values, then each matching variation's.
extension ScreenWriter {
    /// The lines of `install` that set varying stack properties; empty when no stack varies.
    func stackVariationLines() -> [String] {
        var lines: [String] = []
        for view in screen.views where view.isStack {
            guard let stack = view.stack, !stack.variations.isEmpty else { continue }
            let name = reference(view.name)
            lines.append("\(name).axis = .\(stack.axis.rawValue)")
            lines.append("\(name).distribution = .\(stack.distribution.rawValue)")
            lines.append("\(name).alignment = .\(stack.alignment.rawValue)")
            lines.append("\(name).spacing = \(spacing(stack.usesStandardSpacing ? .standard : .points(stack.spacing)))")
            // Set in rising precedence, so that the value that wins is set last: the more specific
            // later and, between equally specific ones, the one listed first last.
            let ordered = stack.variations.enumerated()
                .sorted { ($0.element.when.specificity, -$0.offset) < ($1.element.when.specificity, -$1.offset) }
                .map(\.element)
            for variation in ordered {
                var settings: [String] = []
                if let axis = variation.axis { settings.append("\(name).axis = .\(axis.rawValue)") }
                if let distribution = variation.distribution { settings.append("\(name).distribution = .\(distribution.rawValue)") }
                if let alignment = variation.alignment { settings.append("\(name).alignment = .\(alignment.rawValue)") }
                if let value = variation.spacing { settings.append("\(name).spacing = \(spacing(value))") }
                lines.append("if \(expression([variation.when])) {")
                lines += settings.map { "    " + $0 }
                lines.append("}")
            }
        }
        guard !lines.isEmpty else { return [] }
        return ["", "// Stack properties that vary with the traits or content."] + lines
    }

    private func spacing(_ value: StackVariation.Spacing) -> String {
        switch value {
        case .points(let points): SwiftNames.number(points)
        case .standard: "UIStackView.spacingUseSystem"
        }
    }
}
