import LayoutCore

/// One of `NSLayoutConstraint.FormatOptions`, named as the contract writes it.
public enum VisualFormatOption: String, CaseIterable, Hashable, Sendable {
    // Declared in Apple's bit order, which is also the order alignment
    // constraints for several attributes come out in.
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom
    case alignAllLeading, alignAllTrailing, alignAllCenterX, alignAllCenterY
    case alignAllBaseline, alignAllLastBaseline, alignAllFirstBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft
    case spacingEdgeToEdge, spacingBaselineToBaseline

    /// Parses a name, with "did you mean" when it is close to a known one.
    public init(name: String) throws(VisualFormatError) {
        guard let option = VisualFormatOption(rawValue: name) else {
            let hint = NameSuggestion.hint(for: name, among: VisualFormatOption.allCases.map(\.rawValue))
            throw VisualFormatError(
                .unknownOption(name),
                InputError(message: "unknown option '\(name)'\(hint)", input: name, offset: 0))
        }
        self = option
    }

    /// The attribute an `alignAll...` option aligns, nil for the others.
    public var alignmentAttribute: LayoutAttribute? {
        switch self {
        case .alignAllLeft: return .left
        case .alignAllRight: return .right
        case .alignAllTop: return .top
        case .alignAllBottom: return .bottom
        case .alignAllLeading: return .leading
        case .alignAllTrailing: return .trailing
        case .alignAllCenterX: return .centerX
        case .alignAllCenterY: return .centerY
        case .alignAllBaseline, .alignAllLastBaseline: return .lastBaseline
        case .alignAllFirstBaseline: return .firstBaseline
        default: return nil
        }
    }

    /// The alignment option for an attribute (`lastBaseline` gives `alignAllLastBaseline`).
    public static func alignment(_ attribute: LayoutAttribute) -> VisualFormatOption? {
        allCases.first { $0.alignmentAttribute == attribute && $0 != .alignAllBaseline }
    }

    var isDirection: Bool {
        self == .directionLeadingToTrailing || self == .directionLeftToRight || self == .directionRightToLeft
    }

    var isSpacing: Bool { self == .spacingEdgeToEdge || self == .spacingBaselineToBaseline }
}
