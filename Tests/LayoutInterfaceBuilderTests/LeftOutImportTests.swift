import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import Testing

/// #32 1.5: every element and constraint the importer leaves out is stored with
/// its screen, with the IB id and the reason, and nothing else is.
@Suite("What the importer leaves out is stored with the screen")
struct LeftOutImportTests {
    /// A navigation item's title view holding a label (not imported), and a root constraint
    /// that names that label: an element and a constraint left out.
    private let sample = IBSample.storyboard(subviews: """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
            <rect key="frame" x="16" y="20" width="100" height="40"/>
        </view>
        """, constraints: """
        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="16" id="l01"/>
        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="20" id="t01"/>
        <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="w01"/>
        <constraint firstItem="box-00-001" firstAttribute="height" secondItem="tlb-00-001" secondAttribute="height" id="h01"/>
        """, controllerExtras: IBSample.navigationTitleView)

    @Test func theElementAndTheConstraintAreStoredWithTheirReasons() throws {
        let imported = try IBSample.read(sample)
        let screen = try #require(imported.document.screens.first)
        #expect(screen.leftOut.map(\.kind) == [.element, .constraint])
        #expect(screen.leftOut.map(\.ibID) == ["ttl-00-001", "h01"])
        // The reasons are the warnings' own words, one warning per item.
        for item in screen.leftOut {
            let warning = try #require(imported.warnings.first { $0.ibID == item.ibID })
            #expect(item.reason == warning.message)
        }
        #expect(screen.leftOut[0].reason.contains("the 1 views inside it are left out"))
        #expect(screen.leftOut[1].reason.hasPrefix("names 'tlb-00-001'"))
        // Nothing left out is a constraint of the screen: 3 of the 4 constraints came in.
        #expect(screen.constraints.count == 3)
        #expect(screen.isImportedInPart)
        #expect(screen.importedInPartNote() == "imported in part: 1 constraint and 1 element left out ("
            + "'ttl-00-001' \(screen.leftOut[0].reason); 'h01' \(screen.leftOut[1].reason))")
    }

    /// Approximations are warnings but not left out: a screen imported whole says nothing.
    @Test func aScreenImportedWholeHasNothingLeftOut() throws {
        let text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cus-00-001" customClass="Chart">
                <rect key="frame" x="16" y="20" width="100" height="40"/>
            </view>
            """, constraints: """
            <constraint firstItem="cus-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="16" id="l01"/>
            <constraint firstItem="cus-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="20" id="t01"/>
            """)
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        #expect(!imported.warnings.isEmpty)  // the custom class's unknown intrinsic size
        #expect(screen.leftOut.isEmpty)
        #expect(screen.importedInPartNote() == nil)
    }

    /// Real file (Tests/Fixtures/InterfaceBuilder/LeftOut, README): Esri's terrain sample puts a
    /// slider and a label in a toolbar item's custom view, which is not imported.
    @Test func realToolbarItemCustomView() throws {
        let name = "arcgis-TerrainExaggeration.storyboard"
        let url = Fixtures.directory.appendingPathComponent("LeftOut").appendingPathComponent(name)
        let imported = try InterfaceBuilderImporter.read(Data(contentsOf: url), file: name)
        let screen = try #require(imported.document.screens.first)
        #expect(screen.leftOut == [LeftOut(kind: .element, ibID: "3bl-ag-Db5",
                                           reason: "<view> holds subviews but is not imported; it and the 2 views inside it are left out")])
        #expect(!screen.views.contains { ["RAb-nm-N47", "5vB-Iw-oNt"].contains($0.ibID) })
    }
}
