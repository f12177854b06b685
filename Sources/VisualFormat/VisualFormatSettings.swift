import LayoutCore

/// The options of one format, checked against each other and its orientation
/// with Apple's rules.
struct VisualFormatSettings {
    enum Direction { case leadingToTrailing, leftToRight, rightToLeft }

    var direction = Direction.leadingToTrailing
    var baselineToBaseline = false
    /// Distinct attributes in Apple's option order.
    var alignments: [LayoutAttribute] = []

    init(options: [VisualFormatOption], parsed: ParsedVisualFormat, format: String) throws(VisualFormatError) {
        let orientation: LayoutAttribute.Axis = parsed.orientation == .horizontal ? .horizontal : .vertical
        func invalid(_ message: String) -> VisualFormatError {
            VisualFormatError(.invalidOptions, InputError(
                message: message, input: format, offset: parsed.orientationRange.lowerBound))
        }
        let directions = options.filter(\.isDirection).uniqued()
        if directions.count > 1 {
            throw invalid("options '\(directions[0].rawValue)' and '\(directions[1].rawValue)' cannot be combined")
        }
        let spacings = options.filter(\.isSpacing).uniqued()
        if spacings.count > 1 {
            throw invalid("options '\(spacings[0].rawValue)' and '\(spacings[1].rawValue)' cannot be combined")
        }
        switch directions.first {
        case .directionLeftToRight: direction = .leftToRight
        case .directionRightToLeft: direction = .rightToLeft
        default: direction = .leadingToTrailing
        }
        if spacings.first == .spacingBaselineToBaseline {
            guard orientation == .vertical else {
                throw invalid("option 'spacingBaselineToBaseline' applies only to vertical formats ('V:')")
            }
            baselineToBaseline = true
        }
        for option in VisualFormatOption.allCases where options.contains(option) {
            guard let attribute = option.alignmentAttribute else { continue }
            // Apple checks the axis only when aligning a pair: one view has none to align.
            guard attribute.axis != orientation || parsed.views.count < 2 else {
                let name = orientation == .horizontal ? "horizontal" : "vertical"
                throw invalid("option '\(option.rawValue)' aligns along the \(name) orientation; "
                    + "alignment must be perpendicular to it")
            }
            if !alignments.contains(attribute) { alignments.append(attribute) }
        }
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
