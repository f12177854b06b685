import Foundation
import LayoutText
import Testing

/// Every text style at every content size category against Apple's table.
///
/// `appleTable` is a literal copy of the HIG's "iOS, iPadOS Dynamic Type sizes" and "iOS,
/// iPadOS larger accessibility type sizes" tables (Human Interface Guidelines, Typography,
/// Specifications: https://developer.apple.com/design/human-interface-guidelines/typography),
/// transcribed here from the source, category by category as the page shows them, apart from
/// the style-by-style table in DynamicType.swift: an independent transcription.
@Suite struct DynamicTypeTests {
    static let appleTable = """
    xSmall
    Large Title | Regular | 31 | 38
    Title 1 | Regular | 25 | 31
    Title 2 | Regular | 19 | 24
    Title 3 | Regular | 17 | 22
    Headline | Semibold | 14 | 19
    Body | Regular | 14 | 19
    Callout | Regular | 13 | 18
    Subhead | Regular | 12 | 16
    Footnote | Regular | 12 | 16
    Caption 1 | Regular | 11 | 13
    Caption 2 | Regular | 11 | 13
    Small
    Large Title | Regular | 32 | 39
    Title 1 | Regular | 26 | 32
    Title 2 | Regular | 20 | 25
    Title 3 | Regular | 18 | 23
    Headline | Semibold | 15 | 20
    Body | Regular | 15 | 20
    Callout | Regular | 14 | 19
    Subhead | Regular | 13 | 18
    Footnote | Regular | 12 | 16
    Caption 1 | Regular | 11 | 13
    Caption 2 | Regular | 11 | 13
    Medium
    Large Title | Regular | 33 | 40
    Title 1 | Regular | 27 | 33
    Title 2 | Regular | 21 | 26
    Title 3 | Regular | 19 | 24
    Headline | Semibold | 16 | 21
    Body | Regular | 16 | 21
    Callout | Regular | 15 | 20
    Subhead | Regular | 14 | 19
    Footnote | Regular | 12 | 16
    Caption 1 | Regular | 11 | 13
    Caption 2 | Regular | 11 | 13
    Large (Default)
    Large Title | Regular | 34 | 41
    Title 1 | Regular | 28 | 34
    Title 2 | Regular | 22 | 28
    Title 3 | Regular | 20 | 25
    Headline | Semibold | 17 | 22
    Body | Regular | 17 | 22
    Callout | Regular | 16 | 21
    Subhead | Regular | 15 | 20
    Footnote | Regular | 13 | 18
    Caption 1 | Regular | 12 | 16
    Caption 2 | Regular | 11 | 13
    xLarge
    Large Title | Regular | 36 | 43
    Title 1 | Regular | 30 | 37
    Title 2 | Regular | 24 | 30
    Title 3 | Regular | 22 | 28
    Headline | Semibold | 19 | 24
    Body | Regular | 19 | 24
    Callout | Regular | 18 | 23
    Subhead | Regular | 17 | 22
    Footnote | Regular | 15 | 20
    Caption 1 | Regular | 14 | 19
    Caption 2 | Regular | 13 | 18
    xxLarge
    Large Title | Regular | 38 | 46
    Title 1 | Regular | 32 | 39
    Title 2 | Regular | 26 | 32
    Title 3 | Regular | 24 | 30
    Headline | Semibold | 21 | 26
    Body | Regular | 21 | 26
    Callout | Regular | 20 | 25
    Subhead | Regular | 19 | 24
    Footnote | Regular | 17 | 22
    Caption 1 | Regular | 16 | 21
    Caption 2 | Regular | 15 | 20
    xxxLarge
    Large Title | Regular | 40 | 48
    Title 1 | Regular | 34 | 41
    Title 2 | Regular | 28 | 34
    Title 3 | Regular | 26 | 32
    Headline | Semibold | 23 | 29
    Body | Regular | 23 | 29
    Callout | Regular | 22 | 28
    Subhead | Regular | 21 | 28
    Footnote | Regular | 19 | 24
    Caption 1 | Regular | 18 | 23
    Caption 2 | Regular | 17 | 22
    AX1
    Large Title | Regular | 44 | 52
    Title 1 | Regular | 38 | 46
    Title 2 | Regular | 34 | 41
    Title 3 | Regular | 31 | 38
    Headline | Semibold | 28 | 34
    Body | Regular | 28 | 34
    Callout | Regular | 26 | 32
    Subhead | Regular | 25 | 31
    Footnote | Regular | 23 | 29
    Caption 1 | Regular | 22 | 28
    Caption 2 | Regular | 20 | 25
    AX2
    Large Title | Regular | 48 | 57
    Title 1 | Regular | 43 | 51
    Title 2 | Regular | 39 | 47
    Title 3 | Regular | 37 | 44
    Headline | Semibold | 33 | 40
    Body | Regular | 33 | 40
    Callout | Regular | 32 | 39
    Subhead | Regular | 30 | 37
    Footnote | Regular | 27 | 33
    Caption 1 | Regular | 26 | 32
    Caption 2 | Regular | 24 | 30
    AX3
    Large Title | Regular | 52 | 61
    Title 1 | Regular | 48 | 57
    Title 2 | Regular | 44 | 52
    Title 3 | Regular | 43 | 51
    Headline | Semibold | 40 | 48
    Body | Regular | 40 | 48
    Callout | Regular | 38 | 46
    Subhead | Regular | 36 | 43
    Footnote | Regular | 33 | 40
    Caption 1 | Regular | 32 | 39
    Caption 2 | Regular | 29 | 35
    AX4
    Large Title | Regular | 56 | 66
    Title 1 | Regular | 53 | 62
    Title 2 | Regular | 50 | 59
    Title 3 | Regular | 49 | 58
    Headline | Semibold | 47 | 56
    Body | Regular | 47 | 56
    Callout | Regular | 44 | 52
    Subhead | Regular | 42 | 50
    Footnote | Regular | 38 | 46
    Caption 1 | Regular | 37 | 44
    Caption 2 | Regular | 34 | 41
    AX5
    Large Title | Regular | 60 | 70
    Title 1 | Regular | 58 | 68
    Title 2 | Regular | 56 | 66
    Title 3 | Regular | 55 | 65
    Headline | Semibold | 53 | 62
    Body | Regular | 53 | 62
    Callout | Regular | 51 | 60
    Subhead | Regular | 49 | 58
    Footnote | Regular | 44 | 52
    Caption 1 | Regular | 43 | 51
    Caption 2 | Regular | 40 | 48
    """

    /// The HIG's names for the categories and styles.
    static let categories: [String: ContentSizeCategory] = [
        "xSmall": .XS, "Small": .S, "Medium": .M, "Large (Default)": .L, "xLarge": .XL, "xxLarge": .XXL, "xxxLarge": .XXXL,
        "AX1": .AX1, "AX2": .AX2, "AX3": .AX3, "AX4": .AX4, "AX5": .AX5,
    ]
    static let styles: [String: TextStyle] = [
        "Large Title": .largeTitle, "Title 1": .title1, "Title 2": .title2, "Title 3": .title3, "Headline": .headline,
        "Body": .body, "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption 1": .caption1,
        "Caption 2": .caption2,
    ]

    @Test func everyStyleAtEveryCategoryMatchesApplesTable() {
        var category: ContentSizeCategory?
        var checked: Set<String> = []
        for line in Self.appleTable.split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.count == 1 {
                category = Self.categories[cells[0]]
                #expect(category != nil, "unknown category \(cells[0])")
                continue
            }
            guard let style = Self.styles[cells[0]], let at = category else {
                Issue.record("unknown style \(cells[0]) or no category before it")
                continue
            }
            let font = style.dynamicTypeFont(at)
            #expect(font.weight.rawValue == cells[1].lowercased(), "\(style) at \(at)")
            #expect(font.size == Double(cells[2]), "\(style) at \(at)")
            #expect(font.leading == Double(cells[3]), "\(style) at \(at)")
            checked.insert("\(style) \(at)")
        }
        #expect(checked.count == TextStyle.allCases.count * ContentSizeCategory.allCases.count, "every pair appears once in the table")
    }

    /// A text style measures as the system font at the table's size and weight.
    @Test func aTextStyleMeasuresAsItsSystemFont() {
        let measurer = TextMeasurer()
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let font = style.dynamicTypeFont(category)
                #expect(
                    measurer.measure("Dynamic Type", font: .textStyle(style), contentSize: category)
                        == measurer.measure("Dynamic Type", font: .system(size: font.size, weight: font.weight, italic: false)),
                    "\(style) at \(category)"
                )
            }
        }
    }
}
