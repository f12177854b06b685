import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// Each attribute's meaning, in frames.
@Suite struct AttributeTests {
    func box(_ constraints: [(String, String)], views: [ViewSpec] = [ViewSpec(name: "box", superview: "root")],
             width: Double = 400, height: Double = 300, direction: LayoutDirection? = nil,
             rootMargins: EdgeInsets? = nil) throws -> SolveResult {
        var screen = makeScreen(views: views, constraints: constraints)
        screen.views[0].layoutMargins = rootMargins
        return try solve(screen, width: width, height: height, direction: direction)
    }

    @Test func marginsDefaultToEightOnEachSide() throws {
        let result = try box([
            ("l", "box.leading == superview.leadingMargin"), ("t", "box.top == superview.topMargin"),
            ("r", "superview.trailingMargin == box.trailing"), ("b", "superview.bottomMargin == box.bottom"),
        ])
        #expect(try result.frame("box") == Frame(x: 8, y: 8, width: 400 - 16, height: 300 - 16))
        #expect(result.isClean)
    }

    @Test func marginsFollowTheViewsLayoutMargins() throws {
        let result = try box([
            ("l", "box.left == superview.leftMargin"), ("t", "box.top == superview.topMargin"),
            ("r", "box.right == superview.rightMargin"), ("b", "box.bottom == superview.bottomMargin"),
        ], rootMargins: EdgeInsets(top: 10, left: 12, bottom: 14, right: 16))
        #expect(try result.frame("box") == Frame(x: 12, y: 10, width: 400 - 12 - 16, height: 300 - 10 - 14))
    }

    @Test func centersWithinMarginsUseTheMarginRectangle() throws {
        let result = try box([
            ("x", "box.centerX == superview.centerXWithinMargins"),
            ("y", "box.centerY == superview.centerYWithinMargins"),
            ("w", "box.width == 100"), ("h", "box.height == 50"),
        ], rootMargins: EdgeInsets(top: 0, left: 40, bottom: 20, right: 0))
        #expect(try result.frame("box") == Frame(x: 40 + (360 - 100) / 2, y: (280 - 50) / 2, width: 100, height: 50))
    }

    @Test(arguments: [(LayoutDirection.leftToRight, 20.0), (.rightToLeft, 400 - 20 - 100.0)])
    func leadingFollowsTheLayoutDirection(direction: LayoutDirection, x: Double) throws {
        let result = try box([
            ("l", "box.leading == superview.leading + 20"), ("w", "box.width == 100"),
            ("t", "box.top == superview.top"), ("h", "box.height == 10"),
        ], direction: direction)
        #expect(try result.frame("box").x == x)
    }

    @Test func visualFormatsFollowTheLayoutDirectionToo() throws {
        let result = try box([("h", "H:|-[box(100)]"), ("v", "V:|[box(10)]")], direction: .rightToLeft)
        #expect(try result.frame("box").x == 400 - 20 - 100)
    }

    @Test func baselinesComeFromTheViewsOffsetsAndDefaultToTheBottom() throws {
        let views = [
            ViewSpec(name: "label", superview: "root", baselines: Baselines(firstFromTop: 15, lastFromBottom: 5)),
            ViewSpec(name: "first", superview: "root"), ViewSpec(name: "last", superview: "root"),
        ]
        let result = try box([
            ("label", "H:|[label(100)]"), ("labelV", "V:|-40-[label(30)]"),
            ("first", "H:[first(10)]|"), ("firstH", "first.height == 10"),
            ("firstB", "first.firstBaseline == label.firstBaseline"),
            ("last", "H:[last(10)]|"), ("lastH", "last.height == 10"),
            ("lastB", "last.lastBaseline == label.lastBaseline"),
        ], views: views)
        // first's baseline is its bottom: 40 + 15; last's too: 40 + 30 - 5.
        #expect(try result.frame("first").y == 40 + 15 - 10)
        #expect(try result.frame("last").y == 40 + 30 - 5 - 10)
        #expect(result.isClean)
    }

    @Test func positionMultipliersMeasureFromTheSuperviewsOwnOrigin() throws {
        let views = [ViewSpec(name: "container", superview: "root"), ViewSpec(name: "box", superview: "container")]
        let result = try box([
            ("container", "H:|-100-[container(200)]"), ("containerV", "V:|[container(100)]"),
            ("quarter", "box.centerX == superview.centerX * 0.5"), ("w", "box.width == 20"),
            ("v", "V:|[box(10)]"),
        ], views: views)
        #expect(try result.frame("box").x == 200 / 4 - 20 / 2)
        #expect(result.isClean)
    }

    @Test func constraintsMayCrossLevelsAndFramesStayInSuperviewCoordinates() throws {
        let views = [
            ViewSpec(name: "container", superview: "root"), ViewSpec(name: "inner", superview: "container"),
            ViewSpec(name: "other", superview: "root"),
        ]
        let result = try box([
            ("container", "H:|-50-[container(200)]"), ("containerV", "V:|-30-[container(100)]"),
            ("other", "H:|[other(30)]"), ("otherV", "V:|[other(30)]"),
            ("cross", "inner.leading == other.trailing + 10"), ("innerTop", "inner.top == other.bottom"),
            ("size", "inner.width == 5"), ("sizeV", "inner.height == 5"),
        ], views: views)
        #expect(try result.frame("inner") == Frame(x: 30 + 10 - 50, y: 30 - 30, width: 5, height: 5))
        #expect(result.isClean)
    }

    @Test func superviewInAnEquationIsTheFirstItemsSuperview() throws {
        let views = [ViewSpec(name: "container", superview: "root"), ViewSpec(name: "box", superview: "container")]
        let result = try box([
            ("container", "H:|-50-[container(200)]"), ("containerV", "V:|-30-[container(100)]"),
            ("pin", "box.top == superview.top + 5"), ("pinX", "superview.trailing == box.trailing + 5"),
            ("size", "box.width == 10"), ("sizeV", "box.height == 10"),
        ], views: views)
        #expect(try result.frame("box") == Frame(x: 200 - 5 - 10, y: 5, width: 10, height: 10))
    }

    @Test func theRootCanBeNamedByItsOwnName() throws {
        let result = try box([("x", "box.left == root.left + 7"), ("y", "box.top == root.centerY"),
                              ("w", "box.width == root.width * 0.5"), ("h", "box.height == 1")])
        #expect(try result.frame("box") == Frame(x: 7, y: 150, width: 200, height: 1))
    }

    @Test func safeAreaGuideIsTheRootInsetByTheRequest() throws {
        let screen = makeScreen(views: [ViewSpec(name: "box", superview: "root")], constraints: [
            ("l", "box.leading == safeArea.leading"), ("t", "box.top == safeArea.top"),
            ("r", "box.trailing == safeArea.trailing"), ("b", "box.bottom == safeArea.bottom"),
        ])
        let result = try solve(screen, width: 390, height: 844,
                               safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try result.frame("box") == Frame(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }
}
