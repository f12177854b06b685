import LayoutDocument

/// A stack view's size-class variations (`<variation key="heightClass=compact"
/// axis="horizontal" spacing="20"/>`) as the document's `stackVariations`.
extension IBScreenReader {
    /// The stack attributes a variation may change that the document models.
    static let stackVariationAttributes: Set<String> = ["axis", "spacing", "spacingType", "alignment", "distribution"]

    mutating func stackVariations(_ node: XMLNode) -> [StackVariation] {
        var result: [StackVariation] = []
        for variation in node.children("variation") {
            guard variation.attributes.keys.contains(where: Self.stackVariationAttributes.contains) else { continue }
            guard let text = variation["key"], let key = VariationKey(text), let condition = key.condition else {
                warnings.append(warn(node, "stack properties under variation '\(variation["key"] ?? "?")' ignored: "
                                     + "not a size-class key"))
                continue
            }
            var stack = StackVariation(when: condition)
            if let axis = variation["axis"] {
                stack.axis = StackProperties.Axis(rawValue: axis)
                if stack.axis == nil { warnings.append(warn(node, "unknown stack axis '\(axis)' under \(text) ignored")) }
            }
            if let distribution = variation["distribution"] {
                stack.distribution = StackProperties.Distribution(rawValue: distribution)
                if stack.distribution == nil {
                    warnings.append(warn(node, "unknown stack distribution '\(distribution)' under \(text) ignored"))
                }
            }
            if let alignment = variation["alignment"] {
                stack.alignment = StackProperties.Alignment(rawValue: alignment)
                if stack.alignment == nil {
                    warnings.append(warn(node, "unknown stack alignment '\(alignment)' under \(text) ignored"))
                }
            }
            if variation["spacingType"] == "standard" {
                stack.spacing = .standard
            } else if let spacing = variation.number("spacing") {
                stack.spacing = .points(spacing)
            } else if let spacing = variation["spacing"] {
                warnings.append(warn(node, "unreadable stack spacing '\(spacing)' under \(text) ignored"))
            }
            if !stack.isEmpty { result.append(stack) }
        }
        return result
    }
}
