import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// The six layouts of the Auto Layout tutorials, from `Examples/tutorials.json`,
/// with frames worked out by hand. Standard spacing: 20 to the superview, 8 between views.
@Suite struct TutorialLayoutTests {
    // MARK: sliderViews

    @Test(arguments: [("min", 0.0), ("default", 200.0)])
    func sliderBottomViewTakesTheMetricHeight(slider: String, bottom: Double) throws {
        let result = try solve(try Tutorials.screen("sliderViews"), width: 320, height: 480,
                               content: ["slider": slider])
        let available = 480 - 20 - 8 - 20.0
        #expect(try result.frame("topView") == Frame(x: 20, y: 20, width: 320 - 40, height: available - bottom))
        #expect(try result.frame("bottomView")
            == Frame(x: 20, y: 20 + (available - bottom) + 8, width: 320 - 40, height: bottom))
        #expect(result.isClean)
    }

    @Test func sliderTopViewKeepsItsRequiredMinimumWhenTheMetricAsksForTooMuch() throws {
        let result = try solve(try Tutorials.screen("sliderViews"), width: 320, height: 480,
                               content: ["slider": "max"])
        #expect(try result.frame("topView").height == 80)
        #expect(try result.frame("bottomView") == Frame(x: 20, y: 20 + 80 + 8, width: 280, height: 480 - 48 - 80))
        #expect(result.isClean)
    }

    // MARK: imageCell

    @Test func oneImageFillsTheCellInsideTheInsets() throws {
        let result = try solve(try Tutorials.screen("imageCell"), width: 320, height: 200, content: ["images": "1"])
        #expect(result.frames.map(\.view) == ["contentView", "imgViewOne"])
        #expect(try result.frame("imgViewOne") == Frame(x: 5, y: 5, width: 320 - 10, height: 200 - 10))
        #expect(result.isClean)
    }

    @Test func twoImagesShareTheWidthEqually() throws {
        let result = try solve(try Tutorials.screen("imageCell"), width: 320, height: 200, content: ["images": "2"])
        let width = (320 - 3 * 5) / 2.0
        #expect(try result.frame("imgViewOne") == Frame(x: 5, y: 5, width: width, height: 190))
        #expect(try result.frame("imgViewTwo") == Frame(x: 5 + width + 5, y: 5, width: width, height: 190))
        #expect(result.isClean)
    }

    @Test func threeImagesMakeTheFirstThreeTimesAsWide() throws {
        let result = try solve(try Tutorials.screen("imageCell"), width: 320, height: 200, content: ["images": "3"])
        let small = (320 - 4 * 5) / 5.0
        #expect(try result.frame("imgViewOne") == Frame(x: 5, y: 5, width: 3 * small, height: 190))
        #expect(try result.frame("imgViewTwo") == Frame(x: 5 + 3 * small + 5, y: 5, width: small, height: 190))
        #expect(try result.frame("imgViewThree")
            == Frame(x: 5 + 3 * small + 5 + small + 5, y: 5, width: small, height: 190))
        #expect(result.isClean)
    }

    @Test func fourImagesBreakExactlyOneConstraintWithItsMinimalConflictingSet() throws {
        let result = try solve(try Tutorials.screen("imageCell"), width: 320, height: 200, content: ["images": "4"])
        #expect(result.unsatisfiable == [BrokenConstraint(broken: "columnWidth", conflict: [
            "contentView:width", "pair#1", "pair#2", "pair#3", "ratio",
            "bottomRow#1", "bottomRow#2", "bottomRow#3", "equalBottom", "columnWidth",
        ])])
        #expect(result.ambiguous.isEmpty)
        // UIKit's recovery: the rest still holds.
        let topSmall = (320 - 3 * 5) / 4.0
        let bottom = (320 - 3 * 5) / 2.0
        let height = (200 - 3 * 5) / 2.0
        #expect(try result.frame("imgViewOne") == Frame(x: 5, y: 5, width: 3 * topSmall, height: height))
        #expect(try result.frame("imgViewTwo") == Frame(x: 5 + 3 * topSmall + 5, y: 5, width: topSmall, height: height))
        #expect(try result.frame("imgViewThree") == Frame(x: 5, y: 5 + height + 5, width: bottom, height: height))
        #expect(try result.frame("imgViewFour")
            == Frame(x: 5 + bottom + 5, y: 5 + height + 5, width: bottom, height: height))
    }

    // MARK: cameraButton

    @Test func cameraButtonSitsTopRightWithTheOrientationsInset() throws {
        let screen = try Tutorials.screen("cameraButton")
        let portrait = try solve(screen, width: 320, height: 480)
        #expect(portrait.traits.orientation == .portrait)
        #expect(try portrait.frame("cameraButton") == Frame(x: 320 - 20 - 44, y: 14, width: 44, height: 44))
        let landscape = try solve(screen, width: 480, height: 320)
        #expect(landscape.traits.orientation == .landscape)
        #expect(try landscape.frame("cameraButton") == Frame(x: 480 - 20 - 44, y: 1, width: 44, height: 44))
        #expect(portrait.isClean && landscape.isClean)
    }

    @Test func givenOrientationOverridesTheSize() throws {
        let result = try solve(try Tutorials.screen("cameraButton"), width: 320, height: 480, orientation: .landscape)
        #expect(try result.frame("cameraButton").y == 1)
    }

    // MARK: centeredForm

    @Test func formContainerIsCentredAndSizedByItsContent() throws {
        let result = try solve(try Tutorials.screen("centeredForm"), width: 375, height: 667)
        // Buttons are equal: button1 resists compression to 56 at 750; button2's hugging at 40 gives way (250).
        let button = 56.0
        let containerWidth = 20 + 160 + 8 + button + 8 + button + 20
        let containerHeight = 20 + 30 + 8 + 21 + 20.0
        #expect(try result.frame("container") == Frame(
            x: (375 - containerWidth) / 2, y: (667 - containerHeight) / 2,
            width: containerWidth, height: containerHeight))
        #expect(try result.frame("textField") == Frame(x: 20, y: 20, width: 160, height: 30))
        #expect(try result.frame("button1") == Frame(x: 20 + 160 + 8, y: 20, width: button, height: 30))
        #expect(try result.frame("button2") == Frame(x: 20 + 160 + 8 + button + 8, y: 20, width: button, height: 30))
        #expect(try result.frame("label") == Frame(x: 20, y: 20 + 30 + 8, width: 100, height: 21))
        #expect(result.isClean)
    }

    // MARK: keyboardNote

    @Test(arguments: [0.0, 216.0])
    func buttonRidesOnTheKeyboard(keyboard: Double) throws {
        let result = try solve(try Tutorials.screen("keyboardNote"), width: 320, height: 568,
                               safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), keyboard: keyboard)
        let buttonY = 568 - keyboard - 8 - 44
        #expect(try result.frame("button") == Frame(x: 20, y: buttonY, width: 280, height: 44))
        #expect(try result.frame("textView") == Frame(x: 20, y: 20 + 8, width: 280, height: buttonY - 8 - 28))
        #expect(result.isClean)
    }

    // MARK: elasticBox

    @Test func flexibleViewTakesWhatTheButtonsLeave() throws {
        let result = try solve(try Tutorials.screen("elasticBox"), width: 320, height: 100)
        let flexible = 280 - 3 * 37 - 3 * 8.0
        #expect(try result.frame("row") == Frame(x: 20, y: 20, width: 280, height: 37))
        #expect(try result.frame("flexible") == Frame(x: 0, y: 0, width: flexible, height: 37))
        #expect(try result.frame("button1") == Frame(x: flexible + 8, y: 0, width: 37, height: 37))
        #expect(try result.frame("button2") == Frame(x: flexible + 8 + 37 + 8, y: 0, width: 37, height: 37))
        #expect(try result.frame("button3") == Frame(x: flexible + 2 * (8 + 37) + 8, y: 0, width: 37, height: 37))
        #expect(result.isClean)
    }

    @Test(arguments: ["button1", "button2", "button3"])
    func hidingAButtonGivesItsSpaceBack(hidden: String) throws {
        var screen = try Tutorials.screen("elasticBox")
        let index = try #require(screen.views.firstIndex { $0.name == hidden })
        screen.views[index].hidden = true
        let result = try solve(screen, width: 320, height: 100)
        let flexible = 280 - 2 * 37 - 2 * 8.0
        #expect(try result.frame("flexible").width == flexible)
        #expect(try result.frame(hidden).width == 0)
        #expect(result.hiddenViews == [hidden])
        let visible = ["button1", "button2", "button3"].filter { $0 != hidden }
        #expect(try result.frame(visible[0]).x == flexible + 8)
        #expect(try result.frame(visible[1]).x == flexible + 8 + 37 + 8)
        #expect(result.isClean)
    }
}
