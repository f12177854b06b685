import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// A stack's size-class variations (`<variation key="heightClass=compact"
/// axis="horizontal" spacing="20"/>`) imported as `stackVariations`, not kept
/// at the base value with a warning.
@Suite struct StackVariationImportTests {
    @Test func aStackVariationBecomesAStackVariation() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <variation key="heightClass=compact" axis="horizontal" spacing="20"/>
                <variation key="widthClass=regular" alignment="center" distribution="fillEqually" spacingType="standard"/>
            </stackView>
            """
        let imported = try IBSample.read(IBSample.storyboard(subviews: stack))
        let view = try #require(imported.document.screens.first?.views.first { $0.ibID == "stk-00-aaa" })
        #expect(view.stack?.variations == [
            StackVariation(when: Condition(["heightClass": [.string("compact")]]), axis: .horizontal, spacing: .points(20)),
            StackVariation(when: Condition(["widthClass": [.string("regular")]]), distribution: .fillEqually,
                           alignment: .center, spacing: .standard),
        ])
        #expect(!imported.warnings.contains { $0.message.contains("by size class") }, "\(imported.warnings)")
    }

    /// wikipedia-ios's DescriptionWelcome: the containers' stack is a column, and a
    /// row with 20 between in compact height. On an iPhone 8 in landscape (667 x 375,
    /// compact height, no safe area) the row is 225 + 20 + 250 wide, 320 high (its
    /// compact-height constraint), centred: UIKit's layout, and no ambiguity.
    @Test func descriptionWelcomesStackIsARowInLandscape() throws {
        let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent("wikipedia-ios-DescriptionWelcome.storyboard"))
        let imported = try InterfaceBuilderImporter.read(data, file: "wikipedia-ios-DescriptionWelcome.storyboard")
        #expect(!imported.warnings.contains { $0.ibID == "NFg-Vn-ndK" && $0.message.contains("by size class") })
        let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == "NFg-Vn-ndK" } })
        func name(_ id: String) throws -> String { try #require(screen.views.first { $0.ibID == id }?.name) }
        let device = try #require(DeviceCatalog.device(named: "iPhone 8"))
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.request(.landscape))
        let stack = try #require(result.frame(of: try name("NFg-Vn-ndK")))
        let top = try #require(result.frame(of: try name("y48-XV-eDQ")))
        let bottom = try #require(result.frame(of: try name("FJI-Er-O9h")))
        #expect(stack == Frame(x: (667 - (225 + 20 + 250)) / 2, y: (375 - 320) / 2, width: 225 + 20 + 250, height: 320))
        #expect(top.width == 225 && top.height == 320)
        #expect(bottom.x - top.x == 225 + 20 && bottom.y == top.y)
        #expect(bottom.width == 250 && bottom.height == 320)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        // Portrait keeps the column: the bottom container under the top one.
        let portrait = try LayoutEngine.solve(screen, standardSpacing: .apple, request: device.request(.portrait))
        let portraitTop = try #require(portrait.frame(of: try name("y48-XV-eDQ")))
        let portraitBottom = try #require(portrait.frame(of: try name("FJI-Er-O9h")))
        #expect(portraitBottom.y == portraitTop.y + portraitTop.height && portraitBottom.x == portraitTop.x)
    }
}
