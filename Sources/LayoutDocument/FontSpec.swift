import LayoutCore

/// A view's font as a document writes it (`docs/document-format.md`, "Text"):
/// a Dynamic Type text style, the system font at a size, or a named font.
///
/// Styles and weights are kept as written, so that a document, a history
/// entry or an import holding an unknown one reaches the validator, which
/// refuses it with a suggestion (`FontSpec.problem`), instead of failing
/// somewhere without a position.
public enum FontSpec: Hashable, Sendable, CustomStringConvertible {
    /// `{ "textStyle": "body" }`: a Dynamic Type style; it scales with the content size.
    case textStyle(String)
    /// `{ "size": 15, "weight": "semibold", "italic": true }`: the system font
    /// at a fixed size; a nil weight is `regular`.
    case system(size: Double, weight: String?, italic: Bool)
    /// `{ "name": "AvenirNext-Regular", "size": 22 }`: a font by PostScript name.
    case named(String, size: Double)

    /// UIKit's `UIFont.TextStyle` names, smallest last.
    public static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
        "footnote", "caption1", "caption2",
    ]

    /// `UIFont.Weight` names, lightest first.
    public static let weights = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// What UIKit uses when a view gives no font: the system font, 17 points, regular.
    public static let systemDefault = FontSpec.system(size: 17, weight: nil, italic: false)

    /// The point size, nil for a text style (its size follows the content size).
    public var size: Double? {
        switch self {
        case .textStyle: return nil
        case .system(let size, _, _), .named(_, let size): return size
        }
    }

    /// Why this font cannot be kept, or nil: an unknown style or weight (with
    /// "did you mean"), a size that is not a finite positive number, an empty name.
    public var problem: String? {
        switch self {
        case .textStyle(let style):
            guard Self.textStyles.contains(style) else {
                return "unknown text style '\(style)' (text styles: \(Self.textStyles.joined(separator: ", ")))"
                    + NameSuggestion.hint(for: style, among: Self.textStyles)
            }
            return nil
        case .system(let size, let weight, _):
            if let weight, !Self.weights.contains(weight) {
                return "unknown font weight '\(weight)' (weights: \(Self.weights.joined(separator: ", ")))"
                    + NameSuggestion.hint(for: weight, among: Self.weights)
            }
            return Self.sizeProblem(size)
        case .named(let name, let size):
            if name.isEmpty { return "a named font needs a non-empty name" }
            return Self.sizeProblem(size)
        }
    }

    /// Why `size` cannot be a font size: it must be finite, above 0 and storable.
    public static func sizeProblem(_ size: Double) -> String? {
        guard size.isFinite, size > 0 else { return "font size \(formatNumber(size)) must be a finite number above 0" }
        guard size <= DocumentNumbers.limit else {
            return "font size \(formatNumber(size)) is larger than a document can store (1e300)"
        }
        return nil
    }

    /// How `layout show` and `--font` write it: `body`, `17`, `17 semibold`,
    /// `17 bold italic`, `AvenirNext-Regular 22`.
    public var description: String {
        switch self {
        case .textStyle(let style): return style
        case .system(let size, let weight, let italic):
            return ([formatNumber(size)] + [weight, italic ? "italic" : nil].compactMap { $0 }).joined(separator: " ")
        case .named(let name, let size): return "\(name) \(formatNumber(size))"
        }
    }
}

/// How a label breaks and truncates lines, as `NSLineBreakMode`'s cases.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A text field's `UITextField.BorderStyle`.
public enum TextBorderStyle: String, Hashable, Sendable, CaseIterable {
    case none, line, bezel, roundedRect
}

/// The style of an iOS 15 button configuration (`UIButton.Configuration`);
/// a button without one is a classic button (`contentEdgeInsets`).
public enum ButtonConfiguration: String, Hashable, Sendable, CaseIterable {
    case plain, gray, tinted, filled
}
