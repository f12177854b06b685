import LayoutCore
import LayoutDocument
@testable import LayoutModel
import LayoutText
import Testing

/// Views that show text get the intrinsic size of their measured text, and
/// text that wraps is laid out in UIKit's two passes. Expected frames are the
/// measurer's own numbers (LayoutText is tested against its tables and IB's
/// frames on its own) put through the arithmetic of the constraints.
@Suite struct TextLayoutTests {
    let measurer = TextMeasurer()
    static let long = "This label has relatively long text, that should take two lines or more when it is narrow."

    func label(_ name: String = "label", text: String, lines: Int? = nil, font: FontSpec? = nil,
               kind: String = "label") -> ViewSpec {
        var view = ViewSpec(name: name, superview: "root", kind: kind)
        view.text = text
        view.numberOfLines = lines
        view.font = font
        return view
    }

    @Test func aPlacedLabelTakesItsTextsSizeOnOneLine() throws {
        let screen = makeScreen(views: [label(text: "Hello, world")], constraints: [("h", "H:|-[label]"), ("v", "V:|-[label]")])
        let result = try solve(screen, width: 320, height: 480)
        let measured = measurer.measure("Hello, world", font: .system(size: 17, weight: .regular, italic: false))
        #expect(measured.width > 0 && measured.height > 0)
        #expect(try result.frame("label") == Frame(x: 20, y: 20, width: measured.width, height: measured.height))
        #expect(result.lines["label"] == 1)
        #expect(result.truncated.isEmpty)
        #expect(result.isClean)
    }

    @Test func aWrappedLabelTakesTheHeightOfItsLinesAtTheWidthItGets() throws {
        let box = ViewSpec(name: "box", superview: "root", intrinsicSize: IntrinsicSize(width: 40, height: 40))
        let screen = makeScreen(views: [label(text: Self.long, lines: 0), box], constraints: [
            ("h", "H:|-16-[label]-16-|"), ("v", "V:|-16-[label]-8-[box]"), ("boxH", "H:|[box]"),
        ])
        let width = 240.0
        let result = try solve(screen, width: width, height: 600)
        let wrapped = measurer.measure(Self.long, font: .system(size: 17, weight: .regular, italic: false),
                                       numberOfLines: 0, width: width - 16 - 16)
        #expect(wrapped.lineCount >= 2, "the text wraps at \(width - 32)")
        #expect(try result.frame("label") == Frame(x: 16, y: 16, width: width - 16 - 16, height: wrapped.height))
        // Everything below the label follows its height.
        #expect(try result.frame("box").y == 16 + wrapped.height + 8)
        #expect(result.lines["label"] == wrapped.lineCount)
        #expect(result.truncated.isEmpty)
        #expect(result.isClean)
    }

    @Test func aSelfSizingCellTakesItsHeightFromItsWrappedLabel() throws {
        let screen = makeScreen(views: [label(text: Self.long, lines: 0)], constraints: [
            ("h", "H:|-16-[label]-16-|"), ("v", "V:|-11-[label]-11-|"),
        ])
        for width in [200.0, 320, 600] {
            let result = try solve(screen, width: width, height: nil)
            let wrapped = measurer.measure(Self.long, font: .system(size: 17, weight: .regular, italic: false),
                                           numberOfLines: 0, width: width - 32)
            #expect(result.height == 11 + wrapped.height + 11, "at width \(width)")
            #expect(result.isClean)
        }
    }

    @Test func aLabelTooNarrowForItsOneLineIsTruncated() throws {
        let screen = makeScreen(views: [label(text: Self.long)], constraints: [
            ("h", "H:|-16-[label]-16-|"), ("v", "V:|-16-[label]"),
        ])
        let result = try solve(screen, width: 200, height: 400)
        let oneLine = measurer.measure(Self.long, font: .system(size: 17, weight: .regular, italic: false))
        #expect(result.truncated == [TruncatedText(view: "label", lines: 1,
                                                   needs: .init(width: oneLine.singleLineWidth),
                                                   has: .init(width: 200 - 16 - 16))])
        #expect(result.lines["label"] == 1)
    }

    @Test func moreLinesThanAllowedIsTruncated() throws {
        let screen = makeScreen(views: [label(text: Self.long, lines: 2)], constraints: [
            ("h", "H:|-16-[label]-16-|"), ("v", "V:|-16-[label]"),
        ])
        let width = 150.0
        let result = try solve(screen, width: width, height: 600)
        let font = TextFont.system(size: 17, weight: .regular, italic: false)
        let all = measurer.measure(Self.long, font: font, numberOfLines: 0, width: width - 32)
        let two = measurer.measure(Self.long, font: font, numberOfLines: 2, width: width - 32)
        #expect(all.lineCount > 2)
        #expect(try result.frame("label").height == two.height)
        #expect(result.truncated == [TruncatedText(view: "label", lines: 2, needs: .init(height: all.height),
                                                   has: .init(height: two.height))])
    }

    @Test func aButtonIsItsTitlePlusItsPadding() throws {
        let screen = makeScreen(views: [label("send", text: "Send", kind: "button")],
                                constraints: [("h", "H:|-[send]"), ("v", "V:|-[send]")])
        let title = measurer.measure("Send", font: .system(size: 17, weight: .regular, italic: false))
        let frame = try solve(screen, width: 320, height: 480).frame("send")
        #expect(frame.width == title.width + 0 + 0)
        #expect(frame.height == title.height + 6 + 6)
    }

    @Test func anExplicitIntrinsicSizeWinsPerAxis() throws {
        var view = label(text: "Hello")
        view.intrinsicSize = IntrinsicSize(width: 99, height: nil)
        let screen = makeScreen(views: [view], constraints: [("h", "H:|-[label]"), ("v", "V:|-[label]")])
        let measured = measurer.measure("Hello", font: .system(size: 17, weight: .regular, italic: false))
        #expect(try solve(screen, width: 320, height: 480).frame("label")
                == Frame(x: 20, y: 20, width: 99, height: measured.height))
    }

    @Test(arguments: [ContentSizeCategory.XS, .L, .AX3])
    func textStylesScaleWithTheContentSize(size: ContentSizeCategory) throws {
        let screen = makeScreen(views: [label(text: "Body text", font: .textStyle("body"))],
                                constraints: [("h", "H:|-[label]"), ("v", "V:|-[label]")])
        let request = SolveRequest(width: 320, height: 480, contentSize: size)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let measured = measurer.measure("Body text", font: .textStyle(.body), contentSize: size)
        #expect(try result.frame("label").size == (measured.width, measured.height))
    }

    @Test func contentSizeIsATraitOfConditions() throws {
        var big = label("big", text: "Big")
        big.when = Condition(["contentSize": [.string("AX1"), .string("AX2")]])
        let screen = makeScreen(views: [big], constraints: [("h", "H:|-[big]"), ("v", "V:|-[big]")])
        let at = { (size: ContentSizeCategory) in
            try LayoutEngine.solve(screen, standardSpacing: .apple,
                                   request: SolveRequest(width: 320, height: 480, contentSize: size))
        }
        #expect(try at(.AX1).frame(of: "big") != nil)
        #expect(try at(.L).frame(of: "big") == nil)
    }

    @Test func firstBaselinesAlignAtTheFontsAscender() throws {
        let small = label("small", text: "Small", font: .system(size: 12, weight: nil, italic: false))
        let large = label("large", text: "Large", font: .system(size: 30, weight: nil, italic: false))
        let screen = makeScreen(views: [small, large], constraints: [
            ("h", "H:|-[small]-[large]"), ("top", "V:|-[large]"), ("base", "small.firstBaseline == large.firstBaseline"),
        ])
        let result = try solve(screen, width: 320, height: 480)
        let smallText = measurer.measure("Small", font: .system(size: 12, weight: .regular, italic: false))
        let largeText = measurer.measure("Large", font: .system(size: 30, weight: .regular, italic: false))
        #expect(abs(try result.frame("small").y - (20 + largeText.firstBaseline - smallText.firstBaseline)) < 1e-6)
    }

    /// A session moving between widths answers as a fresh solve does: wrapped text
    /// starts again from its first pass at each request.
    @Test func aSessionAgreesWithAFreshSolveAtEveryWidth() throws {
        let screen = makeScreen(views: [label(text: Self.long, lines: 0), label("other", text: "Short", lines: 0)],
                                constraints: [("h", "H:|-[label]-[other]-|"), ("v", "V:|-[label]-(>=8)-|"),
                                              ("v2", "V:|-[other]")])
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        for width in [320.0, 180, 600, 240, 320] {
            let fresh = try solve(screen, width: width, height: 700)
            #expect(try session.solve(width: width, height: 700) == fresh, "at width \(width)")
        }
    }

    /// A width that depends on a height (a square label) keeps changing its lines;
    /// the passes stop and say so instead of looping.
    @Test func textWhoseWidthFollowsItsHeightStopsAndIsReported() throws {
        let screen = makeScreen(views: [label(text: Self.long, lines: 0)], constraints: [
            ("h", "H:|-[label]"), ("v", "V:|-[label]"), ("square", "label.width == label.height"),
        ])
        let result = try solve(screen, width: 600, height: 600)
        let frame = try result.frame("label")
        #expect(abs(frame.width - frame.height) < 1e-6, "the required constraint holds")
        #expect(result.unsettled.isEmpty || result.unsettled == ["label"])
    }
}

extension Frame {
    var size: (Double, Double) { (width, height) }
}

/// `explain` says where a text view's size comes from.
@Suite struct TextExplanationTests {
    @Test func aWrappedLabelsHeightIsItsLinesAtItsWidth() throws {
        var label = ViewSpec(name: "message", superview: "root", kind: "label")
        label.text = TextLayoutTests.long
        label.numberOfLines = 0
        let screen = makeScreen(views: [label], constraints: [("h", "H:|-16-[message]-16-|"), ("v", "V:|-16-[message]")])
        let request = SolveRequest(width: 320, height: 600, displayScale: 3)
        let explanation = try LayoutEngine.explain(view: "message", in: screen, standardSpacing: .apple, request: request)
        let measured = TextMeasurer().measure(TextLayoutTests.long, font: .system(size: 17, weight: .regular, italic: false),
                                              numberOfLines: 0, width: 320 - 32, scale: 3)
        // Hugging and compression resistance hold the height alike; the explanation names the hugging.
        let height = "message.height <= \(formatNumber(measured.height)) @250 (content hugging: "
            + "\(measured.lineCount) lines of \(formatNumber((measured.lineHeight * 100).rounded() / 100)) at width 288)"
        #expect(measured.lineCount > 1)
        #expect(explanation.descriptions["message:hugging.vertical"] == height,
                "\(explanation.descriptions)")
    }
}
