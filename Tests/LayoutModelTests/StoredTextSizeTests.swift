import LayoutCore
import LayoutDocument
@testable import LayoutModel
import LayoutText
import LayoutTranslation
import Testing

/// A size Interface Builder stored for a view's text (the view has an `ibID`) stands for
/// that text at the default content size in the development language (docs/text.md, "Sizes
/// Interface Builder stored"): at another content size it is scaled by what the text measures
/// there over what it measures at `L`; under a language that changes the text it is measured.
/// A view's own `intrinsicSize` (no `ibID`) wins everywhere. Expected sizes are the stored
/// frame and the measurer's numbers put through that arithmetic, at @2x (a bare request).
@Suite struct StoredTextSizeTests {
    let measurer = TextMeasurer()

    /// SwiftMessages' CenteredView title: "[Title]" in headline, stored 48 × 20.5 by IB.
    func title(ibID: String? = "ggW-gB-SWF", font: FontSpec = .textStyle("headline")) -> ViewSpec {
        var view = ViewSpec(name: "title", superview: "root", kind: "label")
        view.text = "[Title]"
        view.font = font
        view.intrinsicSize = IntrinsicSize(width: 48, height: 20.5)
        view.ibID = ibID
        return view
    }

    func solve(_ view: ViewSpec, contentSize: ContentSizeCategory? = nil, language: Language? = nil,
               width: Double? = nil) throws -> SolveResult {
        var constraints = [("h", "H:|-[title]"), ("v", "V:|-[title]")]
        if let width { constraints.append(("w", "title.width == \(width)")) }
        var request = SolveRequest(width: 375, height: 667)
        request.contentSize = contentSize
        request.language = language
        return try LayoutEngine.solve(makeScreen(views: [view], constraints: constraints), standardSpacing: .apple,
                                      request: request)
    }

    /// Up to the @2x pixel grid, as `intrinsicContentSize` rounds.
    func pixels(_ value: Double) -> Double { (value * 2 - 1e-6).rounded(.up) / 2 }

    func size(_ result: SolveResult) throws -> (width: Double, height: Double) {
        let frame = try #require(result.frames.first { $0.view == "title" }?.frame)
        return (frame.width, frame.height)
    }

    @Test func atTheDefaultSizeTheStoredFrameIsTheIntrinsicSize() throws {
        let result = try solve(title())
        #expect(try size(result) == (48, 20.5))
        // The measurement is not IB's: the stored number is what the layout uses.
        let measured = measurer.measure("[Title]", font: .textStyle(.headline), scale: 2)
        #expect(measured.width != 48)
        #expect(try size(solve(title(), contentSize: .L)) == (48, 20.5))
    }

    @Test func atOtherContentSizesTheStoredSizeIsScaledByTheMeasurement() throws {
        let atDefault = measurer.measure("[Title]", font: .textStyle(.headline), contentSize: .L, scale: 2)
        for category in [ContentSizeCategory.XS, .XL, .AX1, .AX5] {
            let now = measurer.measure("[Title]", font: .textStyle(.headline), contentSize: category, scale: 2)
            let result = try size(solve(title(), contentSize: category))
            #expect(result.width == pixels(48 * now.width / atDefault.width), "\(category)")
            #expect(result.height == pixels(20.5 * now.height / atDefault.height), "\(category)")
        }
        // AX5 (headline 53 pt, from 17): about three times the stored size.
        let large = try size(solve(title(), contentSize: .AX5))
        #expect(large.width > 48 * 2.5 && large.height > 20.5 * 2.5)
    }

    @Test func aFontOfFixedSizeKeepsTheStoredSizeAtEveryContentSize() throws {
        // Dynamic Type does not scale `systemFont(ofSize:)`: IB's number holds at AX5 too,
        // where measuring again would replace it with Inter's.
        let fixed = title(font: .system(size: 17, weight: "semibold", italic: false))
        let measured = measurer.measure("[Title]", font: .system(size: 17, weight: .semibold, italic: false), scale: 2)
        #expect(measured.width != 48)
        for category in [ContentSizeCategory.XS, .AX5] {
            #expect(try size(solve(fixed, contentSize: category)) == (48, 20.5))
        }
    }

    @Test func aSizeOfTheUsersOwnWinsAtEveryContentSizeAndLanguage() throws {
        let own = title(ibID: nil)
        for category in [ContentSizeCategory.XS, .L, .AX5] {
            #expect(try size(solve(own, contentSize: category)) == (48, 20.5))
        }
        #expect(try size(solve(own, language: Language("double-length"))) == (48, 20.5))
    }

    @Test func aPseudolanguagesTextIsMeasured() throws {
        let doubled = measurer.measure("[Title] [Title]", font: .textStyle(.headline), scale: 2)
        let result = try size(solve(title(), language: Language("double-length")))
        #expect(result == (doubled.width, doubled.height))
        // At AX5 too, at that size.
        let large = measurer.measure("[Title] [Title]", font: .textStyle(.headline), contentSize: .AX5, scale: 2)
        #expect(try size(solve(title(), contentSize: .AX5, language: Language("double-length")))
                == (large.width, large.height))
        // The right-to-left pseudolanguage keeps the text, and IB's size with it.
        #expect(try size(solve(title(), language: Language("right-to-left"))) == (48, 20.5))
    }

    @Test func aTranslatedTextIsMeasured() throws {
        let translations = Translations(interfaceBuilder: ["de": ["ggW-gB-SWF.text": "[Überschrift]"]])
        let german = try #require(Language("de"))
        let screen = translations.localized(
            makeScreen(views: [title()], constraints: [("h", "H:|-[title]"), ("v", "V:|-[title]")]), in: german)
        for category in [ContentSizeCategory.L, .AX5] {
            var request = SolveRequest(width: 375, height: 667)
            request.contentSize = category
            request.language = german
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
            let measured = measurer.measure("[Überschrift]", font: .textStyle(.headline), contentSize: category, scale: 2)
            #expect(try size(result) == (measured.width, measured.height), "\(category)")
        }
        // An entry equal to the development text keeps IB's size.
        let same = Translations(interfaceBuilder: ["de": ["ggW-gB-SWF.text": "[Title]"]])
        let kept = same.localized(makeScreen(views: [title()], constraints: [("h", "H:|-[title]"), ("v", "V:|-[title]")]),
                                  in: german)
        #expect(kept.views[1].intrinsicSize == IntrinsicSize(width: 48, height: 20.5))
    }

    @Test func truncationAtAnotherSizeNeedsTheScaledWidth() throws {
        let atDefault = measurer.measure("[Title]", font: .textStyle(.headline), contentSize: .L, scale: 2)
        let now = measurer.measure("[Title]", font: .textStyle(.headline), contentSize: .AX5, scale: 2)
        let needed = pixels(48 * now.width / atDefault.width)
        // Held at IB's 48 points at AX5: cut, needing the scaled width.
        #expect(try solve(title(), contentSize: .AX5, width: 48).truncated
                == [TruncatedText(view: "title", lines: 1, needs: .init(width: needed), has: .init(width: 48))])
        // A point less than the scaled width is within the measurement's error (2 % of about
        // 150 points): the scale is an estimate, so it is not reported.
        #expect(needed * 0.02 > 1)
        #expect(try solve(title(), contentSize: .AX5, width: needed - 1).truncated.isEmpty)
    }
}
