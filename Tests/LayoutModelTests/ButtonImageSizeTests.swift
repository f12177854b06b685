import LayoutCore
import LayoutDocument
@testable import LayoutModel
import LayoutText
import Testing

/// A button with an image and a title (docs/text.md, "A button with an image and a title"):
/// the image sits left of the title, so the intrinsic width is the image's width plus the
/// title's measured width plus the content insets' sides, and the height the taller of image
/// and title plus the insets' top and bottom. A size Interface Builder stored keeps the
/// image's part at every content size and scales only the title's. Expected sizes are the
/// measurer's numbers put through that arithmetic, at @2x (a bare request).
@Suite struct ButtonImageSizeTests {
    let measurer = TextMeasurer()

    func button(font: FontSpec = .textStyle("body"), image: ImageSize? = ImageSize(width: 24, height: 24),
                insets: EdgeInsets? = nil) -> ViewSpec {
        var view = ViewSpec(name: "share", superview: "root", kind: "button")
        view.text = "Share"
        view.font = font
        view.imageSize = image
        view.contentInsets = insets
        return view
    }

    func solve(_ views: [ViewSpec], _ constraints: [(String, String)] = [],
               contentSize: ContentSizeCategory? = nil) throws -> SolveResult {
        var request = SolveRequest(width: 375, height: 667)
        request.contentSize = contentSize
        let placed = [("h", "H:|-[\(views[0].name)]"), ("v", "V:|-[\(views[0].name)]")] + constraints
        return try LayoutEngine.solve(makeScreen(views: views, constraints: placed), standardSpacing: .apple, request: request)
    }

    func size(_ view: ViewSpec, contentSize: ContentSizeCategory? = nil) throws -> (width: Double, height: Double) {
        let frame = try #require(try solve([view], contentSize: contentSize).frames.first { $0.view == view.name }?.frame)
        return (frame.width, frame.height)
    }

    func measuredTitle(_ category: ContentSizeCategory, _ text: String = "Share", font: TextFont = .textStyle(.body)) -> TextMeasurement {
        measurer.measure(text, font: font, contentSize: category, scale: 2)
    }

    /// Up to the @2x pixel grid, as `intrinsicContentSize` rounds.
    func pixels(_ value: Double) -> Double { (value * 2 - 1e-6).rounded(.up) / 2 }

    @Test func theImageStandsBesideTheTitleAtEveryContentSize() throws {
        for category in [ContentSizeCategory.XS, .L, .AX1, .AX5] {
            let title = measuredTitle(category)
            let result = try size(button(), contentSize: category)
            #expect(result.width == 24 + title.width, "\(category)")
            #expect(result.height == max(24, title.height), "\(category)")
        }
        // At AX5 (body 53 pt) the title outgrows the image; the image is still 24 wide.
        let large = measuredTitle(.AX5)
        #expect(large.height > 24)
        #expect(try size(button(), contentSize: .AX5).width - large.width == 24)
    }

    @Test func contentInsetsAddToBothAxes() throws {
        let insets = EdgeInsets(top: 4, left: 8, bottom: 5, right: 10)
        let title = measuredTitle(.L)
        let result = try size(button(insets: insets))
        #expect(result.width == 8 + 24 + title.width + 10)
        #expect(result.height == 4 + max(24, title.height) + 5)
    }

    /// Without an image a classic button keeps UIButton's 6 points above and below its title.
    @Test func aButtonWithoutAnImageKeepsItsTitlePadding() throws {
        let title = measuredTitle(.L)
        let result = try size(button(image: nil))
        #expect(result == (title.width, 6 + title.height + 6))
    }

    /// A title shorter than its image is centred beside it: its first baseline lies half the
    /// difference lower than in a button of its own height.
    @Test func theTitleIsCentredBesideATallerImage() throws {
        let font = TextFont.system(size: 12, weight: .regular, italic: false)
        let title = measurer.measure("Share", font: font, scale: 2)
        #expect(title.height < 24)
        let mark = ViewSpec(name: "mark", superview: "root", intrinsicSize: IntrinsicSize(width: 1, height: 1))
        let result = try solve([button(font: .system(size: 12, weight: nil, italic: false)), mark],
                               [("x", "mark.left == share.right"), ("y", "mark.top == share.firstBaseline")])
        let share = try #require(result.frames.first { $0.view == "share" }?.frame)
        let placed = try #require(result.frames.first { $0.view == "mark" }?.frame)
        // The solver's arithmetic is in floating point: equal to a thousandth of a point.
        #expect(abs((placed.y - share.y) - ((24 - title.height) / 2 + title.firstBaseline)) < 0.001)
    }

    /// GitHawk's "PAT" button (Tests/Fixtures/InterfaceBuilder/ButtonImages), stored 41 × 17 by
    /// IB beside a 14-point image, here in a text style: IB's number at `L`; at another content
    /// size the image's 14 plus the title's 27 scaled by what the title measures there over
    /// what it measures at `L`. The height is the taller of image and title, scaled as a whole.
    @Test func aStoredSizeKeepsTheImagesPartAtOtherContentSizes() throws {
        var view = button(font: .textStyle("subheadline"), image: ImageSize(width: 14, height: 14))
        view.text = "PAT"
        view.intrinsicSize = IntrinsicSize(width: 41, height: 17)
        view.ibID = "6O9-UD-6n2"
        #expect(try size(view) == (41, 17))
        let font = TextFont.textStyle(.subheadline)
        let before = measuredTitle(.L, "PAT", font: font)
        for category in [ContentSizeCategory.XS, .XL, .AX1, .AX5] {
            let now = measuredTitle(category, "PAT", font: font)
            let result = try size(view, contentSize: category)
            #expect(result.width == 14 + pixels((41 - 14) * now.width / before.width), "\(category)")
            #expect(result.height == pixels(17 * max(14, now.height) / max(14, before.height)), "\(category)")
        }
        // The former rule scaled the whole stored width, image and all, by the title's ratio.
        let now = measuredTitle(.AX5, "PAT", font: font)
        #expect(try size(view, contentSize: .AX5).width < pixels(41 * now.width / before.width) - 14)
    }

    /// In a font Dynamic Type does not scale, IB's size holds at every content size.
    @Test func aStoredSizeInAFixedFontHoldsEverywhere() throws {
        var view = button(font: .system(size: 14, weight: "semibold", italic: false), image: ImageSize(width: 14, height: 14))
        view.text = "PAT"
        view.intrinsicSize = IntrinsicSize(width: 41, height: 17)
        view.ibID = "6O9-UD-6n2"
        for category in [ContentSizeCategory.XS, .L, .AX5] {
            #expect(try size(view, contentSize: category) == (41, 17), "\(category)")
        }
    }

    /// The title is cut where the button is narrower than image, title and insets together.
    @Test func aButtonTooNarrowForImageAndTitleTruncatesItsTitle() throws {
        let title = measuredTitle(.L)
        let fits = try solve([button()], [("w", "share.width == \(24 + title.width)")])
        #expect(fits.truncated.isEmpty)
        let narrow = try solve([button()], [("w", "share.width == \(24 + title.width - 10)")])
        #expect(narrow.truncated.map(\.view) == ["share"])
    }

    @Test func theValidatorRefusesAnImageSizeOffAButtonOrNotAboveZero() {
        var label = ViewSpec(name: "caption", superview: "root", kind: "label")
        label.imageSize = ImageSize(width: 24, height: 24)
        var flat = button()
        flat.imageSize = ImageSize(width: 24, height: 0)
        var endless = button()
        endless.name = "more"
        endless.imageSize = ImageSize(width: .infinity, height: 24)
        let faults = ScreenValidator.faults(in: makeScreen("main", views: [label, flat, endless], constraints: []))
        #expect(faults.map(\.description) == [
            "screen 'main', view 'caption': field 'imageSize' is for buttons (the image beside the title), "
                + "and this view is a label; make it one with kind 'button'",
            "screen 'main', view 'share': field 'imageSize' must hold finite numbers above 0 (points), found 0",
            "screen 'main', view 'more': field 'imageSize' must hold finite numbers above 0 (points), found \(formatNumber(.infinity))",
        ])
        #expect(faults.allSatisfy { $0.field == "imageSize" })
        #expect(ScreenValidator.faults(in: makeScreen("main", views: [button()], constraints: [])).isEmpty)
    }
}
