import LayoutCore

/// A stack view's `stackVariations` (`docs/document-format.md`, "A view"):
/// properties that replace the stack's own under a condition.
extension DocumentDecoder {
    static let stackVariationFields = ["when", "axis", "distribution", "alignment", "spacing"]

    func stackVariations(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> [StackVariation] {
        var result: [StackVariation] = []
        for (index, element) in try array(field, context).enumerated() {
            let place = "\(context), stack variation \(index + 1)"
            let object = try self.object(element, place, what: "stack variation \(index + 1)",
                                         allowed: DocumentDecoder.stackVariationFields)
            let whenField = try object.required("when", self)
            var variation = StackVariation(when: try condition(whenField, place))
            if variation.when.allowed.isEmpty {
                throw error("a stack variation needs a 'when' with at least one key", at: whenField.value.position, place)
            }
            if let field = object["axis"] { variation.axis = try choice(field, place, StackProperties.Axis.self) }
            if let field = object["distribution"] {
                variation.distribution = try choice(field, place, StackProperties.Distribution.self)
            }
            if let field = object["alignment"] {
                variation.alignment = try choice(field, place, StackProperties.Alignment.self)
            }
            if let field = object["spacing"] {
                if case .string(let text) = field.value.kind {
                    guard text == "standard" else {
                        throw error("field 'spacing' must be a number or \"standard\", found \"\(text)\"",
                                    at: field.value.position, place)
                    }
                    variation.spacing = .standard
                } else {
                    variation.spacing = .points(try number(field, place))
                }
            }
            if variation.isEmpty {
                throw error("a stack variation must give at least one of axis, distribution, alignment or spacing",
                            at: element.position, place)
            }
            result.append(variation)
        }
        return result
    }
}
