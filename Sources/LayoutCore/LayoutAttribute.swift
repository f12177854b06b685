/// An Auto Layout attribute, named exactly as `NSLayoutConstraint.Attribute`.
///
/// `baseline` is accepted on input as an alias of `lastBaseline` (Apple's
/// deprecated name) and never printed.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, top, bottom, leading, trailing
    case width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis an attribute measures along; alignment options and VFL
    /// orientations are checked against it.
    public enum Axis: String, Hashable, Sendable {
        case horizontal, vertical
    }

    /// Parses a name, accepting `baseline` for `lastBaseline`.
    public init?(name: String) {
        if name == "baseline" {
            self = .lastBaseline
        } else if let attribute = LayoutAttribute(rawValue: name) {
            self = attribute
        } else {
            return nil
        }
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Width and height are sizes; everything else is a position.
    public var isSize: Bool { self == .width || self == .height }

    /// All names a user may type, for "did you mean" suggestions.
    public static var allNames: [String] { allCases.map(\.rawValue) + ["baseline"] }
}
