import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// `preservesSuperviewLayoutMargins`, worked out per solve: on each edge a
/// view's margin is max(own, superview's margin - distance between the edges).
@Suite("Preserved superview margins")
struct PreservedMarginsTests {
    /// A view controller's root (margins 16 below 414 points wide, 20 from 414),
    /// a card inset `cardInset` from its left edge and flush with its right, with
    /// own margins 4 (left) and 6 (right), and a label pinned to the card's margins.
    private func screen(cardInset: Double, preserves: Bool = true, safeAreaFromRoot: Bool = true) -> Screen {
        var root = ViewSpec(name: "root", layoutMarginsRule: .viewController)
        root.insetsLayoutMarginsFromSafeArea = safeAreaFromRoot
        let card = ViewSpec(name: "card", superview: "root", layoutMargins: EdgeInsets(top: 4, left: 4, bottom: 4, right: 6),
                            preservesSuperviewLayoutMargins: preserves)
        let label = ViewSpec(name: "label", superview: "card")
        let equations = [
            "card.left == root.left + \(cardInset)", "card.right == root.right", "card.top == root.top",
            "card.height == 100",
            "label.leading == card.leadingMargin", "label.trailing == card.trailingMargin",
            "label.top == card.topMargin", "label.bottom == card.bottomMargin",
        ]
        return Screen(name: "preserve", root: "root", views: [root, card, label],
                      constraints: equations.enumerated().map { ConstraintEntry(id: "c\($0.offset)", body: .equation($0.element)) })
    }

    @Test func aFlushViewTakesTheRootsSystemMarginsOnEachDevice() throws {
        for (width, side) in [(375.0, 16.0), (414, 20)] {
            let result = try solve(screen(cardInset: 0), width: width, height: 800)
            // Left and right: max(own, root's side margin - 0); top: max(4, 0 - 0); bottom: own (far from the root's edge).
            #expect(try result.frame("label") == Frame(x: max(4, side), y: 4, width: width - max(4, side) - max(6, side),
                                                       height: 100 - 4 - 4))
        }
    }

    @Test func anInsetViewTakesWhatIsLeftOfTheSuperviewsMargin() throws {
        for (width, side) in [(375.0, 16.0), (414, 20)] {
            let result = try solve(screen(cardInset: 10), width: width, height: 800)
            let card = try result.frame("card")
            #expect(card == Frame(x: 10, y: 0, width: width - 10, height: 100))
            // 10 from the root's left edge: the root's margin less 10 (6 at 375, 10 at 414) beats 4.
            let left = max(4, side - 10)
            #expect(try result.frame("label") == Frame(x: left, y: 4, width: card.width - left - max(6, side), height: 92))
        }
    }

    @Test func aViewBeyondTheSuperviewsMarginKeepsItsOwn() throws {
        let result = try solve(screen(cardInset: 30), width: 414, height: 800)
        #expect(try result.frame("label") == Frame(x: 4, y: 4, width: 414 - 30 - 4 - 20, height: 92))
    }

    @Test func withoutTheFlagTheOwnMarginsHold() throws {
        let result = try solve(screen(cardInset: 0, preserves: false), width: 414, height: 800)
        #expect(try result.frame("label") == Frame(x: 4, y: 4, width: 414 - 4 - 6, height: 92))
    }

    /// The root's margins include the safe area (44 on top here): the card's
    /// top margin is max(4, 0 + 44 - 0); left and right add the side insets.
    @Test func theRootsSafeAreaReachesAPreservingView() throws {
        let safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let result = try solve(screen(cardInset: 0), width: 375, height: 812, safeArea: safeArea)
        #expect(try result.frame("label") == Frame(x: 16, y: 44, width: 375 - 16 - 16, height: 100 - 44 - 4))
        var plain = screen(cardInset: 0, safeAreaFromRoot: false)
        plain.name = "plain"
        let withoutSafeArea = try solve(plain, width: 375, height: 812, safeArea: safeArea)
        #expect(try withoutSafeArea.frame("label") == Frame(x: 16, y: 4, width: 375 - 16 - 16, height: 92))
    }

    /// A chain: the label's own superview preserves too, so the root's margin
    /// passes down two levels less each level's distance.
    @Test func preservedMarginsPassThroughNestedViews() throws {
        var document = screen(cardInset: 3)
        document.views[2] = ViewSpec(name: "inner", superview: "card", preservesSuperviewLayoutMargins: true)
        document.views.append(ViewSpec(name: "label", superview: "inner"))
        document.constraints = [
            "card.left == root.left + 3", "card.right == root.right", "card.top == root.top", "card.height == 100",
            "inner.left == card.left + 2", "inner.right == card.right", "inner.top == card.top", "inner.bottom == card.bottom",
            "label.left == inner.leftMargin", "label.right == inner.rightMargin", "label.top == inner.top",
            "label.height == 10",
        ].enumerated().map { ConstraintEntry(id: "c\($0.offset)", body: .equation($0.element)) }
        for (width, side) in [(375.0, 16.0), (414, 20)] {
            let result = try solve(document, width: width, height: 800)
            let cardLeft = max(4, side - 3)
            let innerLeft = max(8, cardLeft - 2)
            let innerRight = max(8, max(6, side) - 0)
            #expect(try result.frame("label") == Frame(x: innerLeft, y: 0, width: width - 3 - 2 - innerLeft - innerRight, height: 10))
        }
    }

    /// A session sweeping sizes gives what a fresh solve gives at each.
    @Test func aSessionFollowsTheWidth() throws {
        let screen = screen(cardInset: 10)
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        for width in [375.0, 414, 320, 428, 375] {
            let fresh = try solve(screen, width: width, height: 800)
            #expect(try session.solve(width: width, height: 800).frames.map(\.frame) == fresh.frames.map(\.frame))
        }
    }
}
