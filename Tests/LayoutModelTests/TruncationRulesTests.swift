import LayoutCore
import LayoutDocument
@testable import LayoutModel
import LayoutText
import LayoutTranslation
import Testing

/// What `truncated` reports: only text UIKit would cut off, beyond what the
/// measurement can tell apart (docs/text.md, "Text in the layout", Truncation). Widths are the
/// measurer's own numbers put through the rule's arithmetic.
@Suite struct TruncationRulesTests {
    let measurer = TextMeasurer()
    static let font = TextFont.system(size: 17, weight: .regular, italic: false)

    func label(_ text: String, lines: Int? = nil, font: FontSpec? = nil) -> ViewSpec {
        var view = ViewSpec(name: "label", superview: "root", kind: "label")
        view.text = text
        view.numberOfLines = lines
        view.font = font
        return view
    }

    /// The label pinned at the top left, `width` wide (and `height` high when given).
    func solveLabel(_ view: ViewSpec, width: Double, height: Double? = nil, contentSize: ContentSizeCategory? = nil,
                    language: Language? = nil) throws -> SolveResult {
        var constraints = [("h", "H:|-[label]"), ("v", "V:|-[label]"), ("w", "label.width == \(width)")]
        if let height { constraints.append(("ht", "label.height == \(height)")) }
        var request = SolveRequest(width: 375, height: 667)
        request.contentSize = contentSize
        request.language = language
        return try LayoutEngine.solve(makeScreen(views: [view], constraints: constraints), standardSpacing: .apple,
                                      request: request)
    }

    @Test func theMeasurementsErrorIsTheLargerOfOnePointAndTwoPercent() {
        #expect(ModelSolver.widthError(20) == 1)
        #expect(ModelSolver.widthError(50) == 1)
        #expect(ModelSolver.widthError(160) == 0.02 * 160)
    }

    @Test func oneLineIsCutOnlyBeyondTheMeasurementsError() throws {
        let text = "Front View Controller"
        let needed = measurer.measure(text, font: Self.font).singleLineWidth
        #expect(needed > 100)
        // Within 2 % of the width given: the text may well fit (the measurement's error).
        #expect(try solveLabel(label(text), width: needed / 1.02 + 0.01).truncated.isEmpty)
        #expect(try solveLabel(label(text), width: needed - 1).truncated.isEmpty)
        // Beyond it, cut: 1.02 × has is at least a point short of what the text needs.
        let has = ((needed - 1) / 1.02).rounded(.down)
        #expect(try solveLabel(label(text), width: has).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(width: needed), has: .init(width: has))])
        // A short text: the error is the 1-point floor.
        let short = measurer.measure("Next", font: Self.font).singleLineWidth
        #expect(try solveLabel(label("Next"), width: short - 0.9).truncated.isEmpty)
        #expect(try solveLabel(label("Next"), width: short - 1.1).truncated.count == 1)
    }

    @Test func aOneLineTextIsCutOnlyBelowItsFontsSize() throws {
        let line = measurer.measure("Label", font: Self.font)
        // 17 pt: a 20.5-point line at @2x, drawn centred in 19 points, whole, with no ellipsis.
        #expect(line.height == 20.5)
        let result = try solveLabel(label("Label"), width: 100, height: 19)
        #expect(result.truncated.isEmpty)
        #expect(result.lines["label"] == 1)
        // Down to the font's size (17 points: its letters' height); below, they spill out.
        #expect(try solveLabel(label("Label"), width: 100, height: 17).truncated.isEmpty)
        #expect(try solveLabel(label("Label"), width: 100, height: 16.5).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(height: line.height), has: .init(height: 16.5))])
        // A text style's size is its Dynamic Type size: body is 17 at L, 53 at AX5.
        let body = label("Label", font: .textStyle("body"))
        #expect(try solveLabel(body, width: 400, height: 20.5).truncated.isEmpty)
        let large = measurer.measure("Label", font: .textStyle(.body), contentSize: .AX5)
        #expect(try solveLabel(body, width: 400, height: 52, contentSize: .AX5).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(height: large.height), has: .init(height: 52))])
        #expect(try solveLabel(body, width: 400, height: 53, contentSize: .AX5).truncated.isEmpty)
        // Text that wraps does lose its lines: two lines' worth of text in one line's height.
        let long = "This label has text long enough for two lines"
        let twoLines = measurer.measure(long, font: Self.font, numberOfLines: 0, width: 200)
        #expect(twoLines.lineCount == 2)
        let wrapped = try solveLabel(label(long, lines: 0), width: 200, height: line.height)
        #expect(wrapped.truncated == [TruncatedText(view: "label", lines: 1, needs: .init(height: twoLines.height),
                                                    has: .init(height: line.height))])
    }

    @Test func anImportedViewNeedsTheWidthInterfaceBuilderStored() throws {
        // "1" at 140 pt with a stored width 10 % under what Inter measures (IB's CoreText with SF
        // can store less than the model measures: `stored` stands for such a number).
        var digit = label("1", font: .system(size: 140, weight: nil, italic: false))
        let measured = measurer.measure("1", font: .system(size: 140, weight: .regular, italic: false)).singleLineWidth
        let stored = (measured * 0.9).rounded()
        digit.intrinsicSize = IntrinsicSize(width: stored, height: nil)
        #expect(measured > stored + ModelSolver.widthError(stored))
        // Typed by hand, the size is no measurement of the text: cut.
        #expect(try solveLabel(digit, width: stored).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(width: measured), has: .init(width: stored))])
        // Stored by IB (the view has an ibID): `stored` is what the text needs at the default size.
        digit.ibID = "lbl-00-aaa"
        #expect(try solveLabel(digit, width: stored).truncated.isEmpty)
        // One point less is cut, with no allowance: IB's number is the real font's.
        #expect(try solveLabel(digit, width: stored - 1).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(width: stored), has: .init(width: stored - 1))])
        // At another content size a font of fixed size is the same font (Dynamic Type does not
        // scale it): IB's number still holds, exactly (StoredTextSizeTests: a text style's is scaled).
        #expect(try solveLabel(digit, width: stored, contentSize: .XL).truncated.isEmpty)
        #expect(try solveLabel(digit, width: stored - 1, contentSize: .AX5).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(width: stored), has: .init(width: stored - 1))])
        // Nor for a pseudolanguage's text ("1 1"), which IB never laid out: it is measured.
        let doubled = measurer.measure("1 1", font: .system(size: 140, weight: .regular, italic: false)).singleLineWidth
        let language = try #require(Language("double-length"))
        #expect(try solveLabel(digit, width: stored, language: language).truncated
                == [TruncatedText(view: "label", lines: 1, needs: .init(width: doubled), has: .init(width: stored))])
    }

    @Test func textInAFontTheStoreLacksIsNotJudged() throws {
        let text = "Adjust the taco slider and place your order."
        // The system font stands in for Futura (with a warning): its width is not known.
        let futura = try solveLabel(label(text, font: .named("Futura-CondensedMedium", size: 14)), width: 100)
        #expect(futura.truncated.isEmpty)
        let system = try solveLabel(label(text, font: .system(size: 14, weight: nil, italic: false)), width: 100)
        #expect(system.truncated.count == 1)
    }
}
