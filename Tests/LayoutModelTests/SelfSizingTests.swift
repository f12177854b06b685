import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// An open root side takes the smallest size the content allows.
@Suite struct SelfSizingTests {
    let label = ViewSpec(name: "label", superview: "root", intrinsicSize: IntrinsicSize(width: 120, height: 21))

    @Test func openHeightHugsTheContent() throws {
        let screen = makeScreen(views: [label], constraints: [("h", "H:|-[label]-|"), ("v", "V:|-[label]-|")])
        let result = try solve(screen, width: 320, height: nil)
        #expect(result.height == 20 + 21 + 20)
        #expect(result.width == 320)
        #expect(try result.frame("root") == Frame(x: 0, y: 0, width: 320, height: 61))
        #expect(result.isClean)
    }

    @Test func openWidthHugsTheContent() throws {
        let screen = makeScreen(views: [label], constraints: [("h", "H:|-[label]-|"), ("v", "V:|-[label]-|")])
        let result = try solve(screen, width: nil, height: 100)
        #expect(result.width == 20 + 120 + 20)
        #expect(result.isClean)
    }

    @Test func openHeightStillHonoursRequiredMinimums() throws {
        let box = ViewSpec(name: "box", superview: "root")
        let screen = makeScreen(views: [box], constraints: [("h", "H:|[box]|"), ("v", "V:|[box(>=100)]|")])
        #expect(try solve(screen, width: 320, height: nil).height == 100)
    }
}
