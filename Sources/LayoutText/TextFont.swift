/// A Dynamic Type text style (UIFont.TextStyle).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A system font weight (UIFont.Weight), lightest first.
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// The user's preferred text size (UIContentSizeCategory): seven standard sizes, then the five
/// larger accessibility sizes. `L` is the default.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5
}

/// The font a text is set in.
public enum TextFont: Hashable, Sendable {
    /// Dynamic Type: the style's size and weight at the content size category.
    case textStyle(TextStyle)
    /// The system font (SF Pro) at a fixed size.
    case system(size: Double, weight: FontWeight, italic: Bool)
    /// A stored font by PostScript name, at a fixed size.
    case named(String, size: Double)
}
