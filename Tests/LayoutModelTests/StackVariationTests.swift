import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// A stack's `stackVariations`: the solve takes the values whose `when`
/// matches the request's traits, the most specific per property, as metrics.
@Suite struct StackVariationTests {
    static let compactHeight = Condition(["heightClass": [.string("compact")]])

    /// A stack pinned at the root's top left and sized by its two arranged views
    /// (a: 100 x 40, b: 60 x 30): vertical with spacing 10 and leading alignment,
    /// horizontal with spacing 20 in compact height, and `more` variations after that.
    func screen(more: [StackVariation] = []) -> Screen {
        let stack = StackProperties(axis: .vertical, alignment: .leading, spacing: 10,
                                    variations: [StackVariation(when: Self.compactHeight, axis: .horizontal,
                                                                spacing: .points(20))] + more)
        return makeScreen(views: [
            ViewSpec(name: "stack", superview: "root", kind: "stack", stack: stack),
            ViewSpec(name: "a", superview: "stack", intrinsicSize: IntrinsicSize(width: 100, height: 40)),
            ViewSpec(name: "b", superview: "stack", intrinsicSize: IntrinsicSize(width: 60, height: 30)),
        ], constraints: [("h", "H:|[stack]"), ("v", "V:|[stack]")])
    }

    func solve(_ screen: Screen, _ width: Double, _ height: Double, widthClass: SizeClass? = nil) throws -> SolveResult {
        try LayoutEngine.solve(screen, standardSpacing: .apple,
                               request: SolveRequest(width: width, height: height, widthClass: widthClass))
    }

    @Test func theAxisFlipsInCompactHeight() throws {
        // Portrait, 320 x 480 (regular height): the stack's own values, a column.
        let portrait = try solve(screen(), 320, 480)
        #expect(try portrait.frame("a") == Frame(x: 0, y: 0, width: 100, height: 40))
        #expect(try portrait.frame("b") == Frame(x: 0, y: 40 + 10, width: 60, height: 30))
        #expect(try portrait.frame("stack") == Frame(x: 0, y: 0, width: 100, height: 40 + 10 + 30))
        #expect(portrait.isClean)
        // Landscape, 480 x 320 (compact height): the variation's, a row with 20 between.
        let landscape = try solve(screen(), 480, 320)
        #expect(try landscape.frame("a") == Frame(x: 0, y: 0, width: 100, height: 40))
        #expect(try landscape.frame("b") == Frame(x: 100 + 20, y: 0, width: 60, height: 30))
        #expect(try landscape.frame("stack") == Frame(x: 0, y: 0, width: 100 + 20 + 60, height: 40))
        #expect(landscape.isClean)
    }

    @Test func theMostSpecificVariationWinsEachProperty() throws {
        let regularWidth = Condition(["heightClass": [.string("compact")], "widthClass": [.string("regular")]])
        let screen = screen(more: [
            // More specific: its spacing wins where both match; it leaves the axis to the first.
            StackVariation(when: regularWidth, spacing: .points(30)),
            // As specific as the first, listed later: the first's axis and spacing win.
            StackVariation(when: Condition(["orientation": [.string("landscape")]]), axis: .vertical, spacing: .points(5)),
        ])
        let wide = try solve(screen, 896, 414, widthClass: .regular)
        #expect(try wide.frame("b") == Frame(x: 100 + 30, y: 0, width: 60, height: 30))
        let narrow = try solve(screen, 480, 320, widthClass: .compact)
        #expect(try narrow.frame("b") == Frame(x: 100 + 20, y: 0, width: 60, height: 30))
    }

    @Test func standardSpacingInAVariationIsTheSiblingSpacing() throws {
        let screen = screen(more: [StackVariation(when: Condition(["heightClass": [.string("compact")],
                                                                   "orientation": [.string("landscape")]]),
                                                  spacing: .standard)])
        let landscape = try solve(screen, 480, 320)
        #expect(try landscape.frame("b") == Frame(x: 100 + StandardSpacing.apple.sibling, y: 0, width: 60, height: 30))
    }

    @Test func resolvingKeepsTheOwnValuesWhereNothingMatches() {
        let stack = StackProperties(axis: .vertical, spacing: 10,
                                    variations: [StackVariation(when: Self.compactHeight, axis: .horizontal)])
        let regular = stack.resolved(in: ["heightClass": "regular"])
        #expect(regular == StackProperties(axis: .vertical, spacing: 10))
        let compact = stack.resolved(in: ["heightClass": "compact"])
        #expect(compact == StackProperties(axis: .horizontal, spacing: 10))
    }

    @Test func theValidatorNamesABadVariation() {
        let bad: [(StackVariation, String)] = [
            (StackVariation(when: Condition(), axis: .horizontal), "needs a 'when'"),
            (StackVariation(when: Self.compactHeight), "at least one of axis"),
            (StackVariation(when: Condition(["heightClass": [.string("compakt")]]), axis: .vertical), "'compakt' is not a value"),
            (StackVariation(when: Self.compactHeight, spacing: .points(.infinity)), "spacing"),
        ]
        for (variation, message) in bad {
            var screen = screen()
            screen.views[1].stack?.variations.append(variation)
            let faults = ScreenValidator.faults(in: screen)
            #expect(faults.count == 1, "\(variation)")
            #expect(faults.first?.place == .view("stack"))
            #expect(faults.first?.field == "stackVariations")
            #expect(faults.first?.message.hasPrefix("stack variation 2: ") == true)
            #expect(faults.first?.message.contains(message) == true, "\(faults)")
        }
        #expect(ScreenValidator.faults(in: screen()).isEmpty)
    }
}
