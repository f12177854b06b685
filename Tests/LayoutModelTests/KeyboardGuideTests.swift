import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// The `keyboard` guide is UIKit's `keyboardLayoutGuide` as it comes (`usesBottomSafeArea` true):
/// without a keyboard its top is the safe area's bottom; a keyboard taller than the bottom inset
/// raises it to the keyboard's top (#32 1.1).
@Suite struct KeyboardGuideTests {
    /// A field 20 above the keyboard guide, on a 393 x 852 screen with a 34-point home indicator.
    static let screen = makeScreen(
        views: [ViewSpec(name: "field", superview: "root", intrinsicSize: IntrinsicSize(width: 200, height: 34))],
        constraints: [("left", "field.leading == root.leading + 16"), ("above", "field.bottom == keyboard.top - 20")])
    static let insets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    @Test func withoutAKeyboardTheGuideStartsAtTheSafeAreasBottom() throws {
        let result = try solve(Self.screen, width: 393, height: 852, safeArea: Self.insets)
        let field = try result.frame("field")
        #expect(field.y + field.height == 852 - 34 - 20)
        #expect(result.isClean)
    }

    @Test func aKeyboardRaisesIt() throws {
        let field = try solve(Self.screen, width: 393, height: 852, safeArea: Self.insets, keyboard: 336).frame("field")
        #expect(field.y + field.height == 852 - 336 - 20)
    }

    /// A keyboard no taller than the bottom inset covers nothing the safe area does not.
    @Test func aKeyboardShorterThanTheBottomInsetLeavesItAtTheSafeArea() throws {
        let field = try solve(Self.screen, width: 393, height: 852, safeArea: Self.insets, keyboard: 20).frame("field")
        #expect(field.y + field.height == 852 - 34 - 20)
    }

    /// With no bottom inset (a home-button phone) the guide is the keyboard, down to the screen's edge.
    @Test func withoutABottomInsetTheGuideIsTheKeyboard() throws {
        let none = try solve(Self.screen, width: 375, height: 667).frame("field")
        #expect(none.y + none.height == 667 - 20)
        let raised = try solve(Self.screen, width: 375, height: 667, keyboard: 260).frame("field")
        #expect(raised.y + raised.height == 667 - 260 - 20)
    }

    /// A session moving the keyboard and the safe area answers as fresh solves do.
    @Test func aSessionMovesTheGuideAsAFreshSolve() throws {
        let session = try ScreenSession(screen: Self.screen, standardSpacing: .apple)
        for (keyboard, bottom) in [(0.0, 34.0), (336, 34), (20, 34), (0, 0), (216, 0), (0, 21)] {
            let request = SolveRequest(width: 393, height: 852, safeArea: EdgeInsets(top: 0, left: 0, bottom: bottom, right: 0),
                                       keyboardHeight: keyboard)
            let fresh = try LayoutEngine.solve(Self.screen, standardSpacing: .apple, request: request)
            #expect(try session.solve(request).frame("field") == fresh.frame("field"), "keyboard \(keyboard), inset \(bottom)")
            #expect(try fresh.frame("field").y + 34 == 852 - max(keyboard, bottom) - 20)
        }
    }
}
