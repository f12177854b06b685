/// A stack variation as an edit records it (`ScreenEdit+Codable`): the
/// condition, and the properties given, by raw value; spacing as a number or `"standard"`.
struct StackVariationCoding: Codable {
    var when: ConditionCoding
    var axis: String?
    var distribution: String?
    var alignment: String?
    var spacing: Double?
    var standardSpacing: Bool?

    init(_ variation: StackVariation) {
        when = ConditionCoding(variation.when)
        axis = variation.axis?.rawValue
        distribution = variation.distribution?.rawValue
        alignment = variation.alignment?.rawValue
        switch variation.spacing {
        case .points(let points)?: spacing = points
        case .standard?: standardSpacing = true
        case nil: break
        }
    }

    func value(view: String) throws -> StackVariation {
        var variation = StackVariation(when: when.value)
        func read<Choice: RawRepresentable>(_ text: String?, _ type: Choice.Type) throws -> Choice?
        where Choice.RawValue == String {
            guard let text else { return nil }
            guard let value = Choice(rawValue: text) else {
                throw ScreenEditError("view '\(view)': unknown stack variation property '\(text)'")
            }
            return value
        }
        variation.axis = try read(axis, StackProperties.Axis.self)
        variation.distribution = try read(distribution, StackProperties.Distribution.self)
        variation.alignment = try read(alignment, StackProperties.Alignment.self)
        if standardSpacing == true {
            variation.spacing = .standard
        } else if let spacing {
            variation.spacing = .points(spacing)
        }
        return variation
    }
}
