import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing

/// The translation alone, without a solver: the tutorial frames worked out
/// by hand satisfy every required constraint the model makes of the screen,
/// and the constraints come out in the documented order with the documented ids.
@Suite struct TranslationTests {
    @Test func tutorialDocumentLoadsWithSixScreens() throws {
        let document = try Tutorials.document()
        #expect(document.screens.map(\.name) == [
            "sliderViews", "imageCell", "cameraButton", "centeredForm", "keyboardNote", "elasticBox",
        ])
    }

    /// Ids of the required constraints that the frames violate.
    func violations(_ screenName: String, _ request: SolveRequest, _ frames: [String: Frame]) throws -> [String] {
        let screen = try Tutorials.screen(screenName)
        let structure = try ScreenStructure(screen)
        let selection = ScreenSelection(structure, environment: request.conditionEnvironment)
        let translation = try ScreenTranslation(selection, standardSpacing: .apple, request: request)
        let algebra = translation.algebra
        var values = [Double](repeating: .nan, count: algebra.variableCount)
        for (name, frame) in frames {
            let view = try #require(structure.index[name])
            values[algebra.x(view)] = frame.x
            values[algebra.y(view)] = frame.y
            values[algebra.width(view)] = frame.width
            values[algebra.height(view)] = frame.height
        }
        values[algebra.safeAreaTop] = request.safeArea.top
        values[algebra.safeAreaLeft] = request.safeArea.left
        values[algebra.safeAreaBottom] = request.safeArea.bottom
        values[algebra.safeAreaRight] = request.safeArea.right
        values[algebra.keyboardHeight] = request.keyboardHeight
        var violated: [String] = []
        for (index, constraint) in translation.constraints.enumerated() where constraint.isRequired {
            let value = translation.expression(of: index).evaluate { values[$0] }
            #expect(!value.isNaN, "\(translation.id(of: index)) uses a view without a frame")
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(value) < 1e-9
            case .lessThanOrEqual: holds = value < 1e-9
            case .greaterThanOrEqual: holds = value > -1e-9
            }
            if !holds { violated.append(translation.id(of: index)) }
        }
        return violated
    }

    @Test func sliderFramesSatisfyTheRequiredConstraints() throws {
        let available = 480 - 20 - 8 - 20.0
        #expect(try violations("sliderViews", SolveRequest(width: 320, height: 480, content: ["slider": "max"]), [
            "view": Frame(x: 0, y: 0, width: 320, height: 480),
            "topView": Frame(x: 20, y: 20, width: 280, height: 80),
            "bottomView": Frame(x: 20, y: 20 + 80 + 8, width: 280, height: available - 80),
        ]) == [])
    }

    @Test func imageCellFramesSatisfyTheRequiredConstraintsButTheFourImageConflict() throws {
        let small = (320 - 4 * 5) / 5.0
        #expect(try violations("imageCell", SolveRequest(width: 320, height: 200, content: ["images": "3"]), [
            "contentView": Frame(x: 0, y: 0, width: 320, height: 200),
            "imgViewOne": Frame(x: 5, y: 5, width: 3 * small, height: 190),
            "imgViewTwo": Frame(x: 5 + 3 * small + 5, y: 5, width: small, height: 190),
            "imgViewThree": Frame(x: 5 + 4 * small + 10, y: 5, width: small, height: 190),
        ]) == [])
        let top = (320 - 15) / 4.0, bottom = (320 - 15) / 2.0, height = (200 - 15) / 2.0
        #expect(try violations("imageCell", SolveRequest(width: 320, height: 200, content: ["images": "4"]), [
            "contentView": Frame(x: 0, y: 0, width: 320, height: 200),
            "imgViewOne": Frame(x: 5, y: 5, width: 3 * top, height: height),
            "imgViewTwo": Frame(x: 5 + 3 * top + 5, y: 5, width: top, height: height),
            "imgViewThree": Frame(x: 5, y: 5 + height + 5, width: bottom, height: height),
            "imgViewFour": Frame(x: 5 + bottom + 5, y: 5 + height + 5, width: bottom, height: height),
        ]) == ["columnWidth"])
    }

    @Test func cameraButtonFramesSatisfyTheRequiredConstraints() throws {
        #expect(try violations("cameraButton", SolveRequest(width: 480, height: 320), [
            "view": Frame(x: 0, y: 0, width: 480, height: 320),
            "cameraButton": Frame(x: 480 - 20 - 44, y: 1, width: 44, height: 44),
        ]) == [])
    }

    @Test func formFramesSatisfyTheRequiredConstraints() throws {
        #expect(try violations("centeredForm", SolveRequest(width: 375, height: 667), [
            "view": Frame(x: 0, y: 0, width: 375, height: 667),
            "container": Frame(x: (375 - 328) / 2, y: (667 - 99) / 2, width: 328, height: 99),
            "textField": Frame(x: 20, y: 20, width: 160, height: 30),
            "button1": Frame(x: 188, y: 20, width: 56, height: 30),
            "button2": Frame(x: 188 + 56 + 8, y: 20, width: 56, height: 30),
            "label": Frame(x: 20, y: 20 + 30 + 8, width: 100, height: 21),
        ]) == [])
    }

    @Test func keyboardFramesSatisfyTheRequiredConstraints() throws {
        let request = SolveRequest(width: 320, height: 568, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                                   keyboardHeight: 216)
        let buttonY = 568 - 216 - 8 - 44.0
        #expect(try violations("keyboardNote", request, [
            "view": Frame(x: 0, y: 0, width: 320, height: 568),
            "textView": Frame(x: 20, y: 28, width: 280, height: buttonY - 8 - 28),
            "button": Frame(x: 20, y: buttonY, width: 280, height: 44),
        ]) == [])
    }

    @Test func elasticBoxFramesSatisfyTheRequiredConstraints() throws {
        let flexible = 280 - 3 * 37 - 3 * 8.0
        #expect(try violations("elasticBox", SolveRequest(width: 320, height: 100), [
            "view": Frame(x: 0, y: 0, width: 320, height: 100),
            "row": Frame(x: 20, y: 20, width: 280, height: 37),
            "flexible": Frame(x: 0, y: 0, width: flexible, height: 37),
            "button1": Frame(x: flexible + 8, y: 0, width: 37, height: 37),
            "button2": Frame(x: flexible + 53, y: 0, width: 37, height: 37),
            "button3": Frame(x: flexible + 98, y: 0, width: 37, height: 37),
        ]) == [])
    }

    @Test func aMovedFrameIsCaught() throws {
        #expect(try violations("cameraButton", SolveRequest(width: 480, height: 320), [
            "view": Frame(x: 0, y: 0, width: 480, height: 320),
            "cameraButton": Frame(x: 480 - 20 - 44, y: 14, width: 44, height: 44),
        ]) == ["top#1"])
    }

    @Test func requiredConstraintsComeFirstInDocumentOrderWithTheirIds() throws {
        let screen = try Tutorials.screen("elasticBox")
        let request = SolveRequest(width: 320, height: 100)
        let selection = ScreenSelection(try ScreenStructure(screen), environment: request.conditionEnvironment)
        let translation = try ScreenTranslation(selection, standardSpacing: .apple, request: request)
        let ids = translation.constraints.indices.map { translation.id(of: $0) }
        #expect(Array(ids.prefix(7)) == [
            "view:width", "view:height", "safeArea:top", "safeArea:left", "safeArea:bottom", "safeArea:right",
            "keyboard:height",
        ])
        #expect(ids.contains("row:edge.leading") && ids.contains("row:spacing#3") && ids.contains("row:align.top#4"))
        let userStart = try #require(ids.firstIndex(of: "rowEdges#1"))
        #expect(Array(ids[userStart..<userStart + 6])
            == ["rowEdges#1", "rowEdges#2", "rowTop#1", "width1", "width2", "width3"])
        #expect(Array(ids.suffix(6)) == [
            "button1:hugging.vertical", "button1:compressionResistance.vertical",
            "button2:hugging.vertical", "button2:compressionResistance.vertical",
            "button3:hugging.vertical", "button3:compressionResistance.vertical",
        ])
    }
}
