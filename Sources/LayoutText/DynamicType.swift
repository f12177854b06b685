/// A text style's font at one content size category, as Apple's table gives it.
public struct DynamicTypeFont: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The weight (headline is semibold, the others regular).
    public var weight: FontWeight
    /// The leading Apple recommends for the style (the distance between baselines of a
    /// paragraph). A UILabel does not use it: its lines are the font's line height (docs/text.md).
    public var leading: Double
}

extension TextStyle {
    /// The style's font at a content size category.
    ///
    /// Source: Apple Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS
    /// Dynamic Type sizes" (xSmall … xxxLarge) and "iOS, iPadOS larger accessibility type sizes"
    /// (AX1 … AX5), https://developer.apple.com/design/human-interface-guidelines/typography
    /// (page revision of June 2023). Each pair is (size, leading) in points.
    public func dynamicTypeFont(_ category: ContentSizeCategory) -> DynamicTypeFont {
        let row: [(Int, Int)]
        switch self {
        //                 XS        S         M         L         XL        XXL       XXXL      AX1       AX2       AX3       AX4       AX5
        case .largeTitle:  row = [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title1:      row = [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2:      row = [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3:      row = [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline:    row = [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .body:        row = [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout:     row = [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        case .subheadline: row = [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote:    row = [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption1:    row = [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2:    row = [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
        let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        let (size, leading) = row[index]
        return DynamicTypeFont(size: Double(size), weight: self == .headline ? .semibold : .regular, leading: Double(leading))
    }
}
