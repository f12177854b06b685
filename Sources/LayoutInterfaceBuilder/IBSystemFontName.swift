import LayoutDocument

/// The system font under its private PostScript names (#33, 2.7). IB writes the font a
/// view was given in code or copied from another app under the name the system reported:
/// `.SFUIText-Medium` and `.SFUIDisplay-Bold` (iOS 9–12), `.SFNSText` and `.SFNSDisplay`
/// (macOS's, pasted from a Mac document), `.SFUI-Regular` (iOS 13's variable font) and
/// `.AppleSystemUIFont` (the name every one of them answers to). A dot-prefixed name is
/// reserved for Apple's system fonts, and these are all the system font, SF: measured as
/// the system font at the weight the name says (its Text or Display design is the optical
/// size the measurer already takes from the point size), so their text wraps and is
/// measured like any other.
enum IBSystemFontName {
    /// The system font a private name stands for, or nil for any other name (a named font).
    static func font(named name: String, size: Double) -> FontSpec? {
        guard let family = families.first(where: { name.hasPrefix($0) }) else { return nil }
        var style = name.dropFirst(family.count)
        // `.SFUIText-Medium`; `.AppleSystemUIFontBold` has no dash.
        if style.hasPrefix("-") { style = style.dropFirst() }
        var italic = false
        if style.hasSuffix("Italic") {
            italic = true
            style = style.dropLast("Italic".count)
        }
        guard let weight = weights[style.lowercased()] else { return nil }
        return .system(size: size, weight: weight, italic: italic)
    }

    /// The private family names of SF, longest first so that `.SFUIText` is not read as `.SFUI`.
    static let families = [
        ".AppleSystemUIFont", ".SFCompactDisplay", ".SFCompactText", ".SFUIDisplay", ".SFNSDisplay", ".SFUIText",
        ".SFNSText", ".SFUI", ".SFNS",
    ]

    /// The weight a private name's style says (lower-cased), nil for regular; `""` is
    /// the family name alone, regular.
    private static let weights: [String: String?] = [
        "": nil, "regular": nil, "ultralight": "ultraLight", "thin": "thin", "light": "light",
        "medium": "medium", "semibold": "semibold", "bold": "bold", "heavy": "heavy", "black": "black",
    ]
}
