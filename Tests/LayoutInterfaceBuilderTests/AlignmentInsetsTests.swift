import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #20.4: constraints act on alignment rectangles; the importer moves their
/// constants so that the model's frames are IB's.
@Suite("Alignment rectangles")
struct AlignmentInsetsTests {
    /// A label, a slider 10 after it and pinned to the trailing margin, and a
    /// segmented control with a view 20 below it.
    private let text = IBSample.storyboard(subviews: """
        <label opaque="NO" contentMode="left" text="Hue" placeholderIntrinsicWidth="50" placeholderIntrinsicHeight="21" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
            <rect key="frame" x="16" y="100" width="50" height="21"/>
        </label>
        <slider opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sli-00-001">
            <rect key="frame" x="74" y="95.5" width="287" height="31"/>
        </slider>
        <segmentedControl opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-001">
            <rect key="frame" x="16" y="20" width="343" height="29"/>
        </segmentedControl>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
            <rect key="frame" x="16" y="68" width="343" height="10"/>
        </view>
        """, constraints: """
        <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c01"/>
        <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="100" id="c02"/>
        <constraint firstItem="sli-00-001" firstAttribute="leading" secondItem="lab-00-001" secondAttribute="trailing" constant="10" id="c03"/>
        <constraint firstItem="sli-00-001" firstAttribute="trailing" secondItem="root-00-aaa" secondAttribute="trailingMargin" id="c04"/>
        <constraint firstItem="sli-00-001" firstAttribute="centerY" secondItem="lab-00-001" secondAttribute="centerY" id="c05"/>
        <constraint firstItem="seg-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="20" id="c06"/>
        <constraint firstItem="seg-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c07"/>
        <constraint firstItem="seg-00-001" firstAttribute="trailing" secondItem="root-00-aaa" secondAttribute="trailingMargin" id="c08"/>
        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="seg-00-001" secondAttribute="bottom" constant="20" id="c09"/>
        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c10"/>
        <constraint firstItem="box-00-001" firstAttribute="height" constant="10" id="c11"/>
        <constraint firstItem="box-00-001" firstAttribute="width" secondItem="sli-00-001" secondAttribute="width" multiplier="0.5" id="c12"/>
        """)

    @Test func constantsMoveByTheControlsInsets() throws {
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let equations = IBSample.equations(screen)
        // Slider leading: its alignment rectangle starts 2 in, so the frame starts 10 - 2 after the label.
        #expect(equations["c03"] == "slider1.leading == label1.trailing * 1 + 8")
        // Trailing: the frame reaches 2 beyond: 0 + 2.
        #expect(equations["c04"] == "slider1.trailing == view.trailingMargin * 1 + 2")
        // Centre Y: the alignment centre is (0 - 1) / 2 above the frame's: 0 - (-0.5).
        #expect(equations["c05"] == "slider1.centerY == label1.centerY * 1 + 0.5")
        // Below the segmented control: its alignment bottom is 1 above its frame's: 20 + 1 * (-1).
        #expect(equations["c09"] == "view1.top == segmentedControl1.bottom * 1 + 19")
        // A width related to the slider's: alignment width = frame width - 4, times 0.5: 0 + 0.5 * (-4).
        #expect(equations["c12"] == "view1.width == slider1.width * 0.5 - 2")
        // Constraints between plain views are unchanged.
        #expect(equations["c02"] == "label1.top == view.top * 1 + 100")
    }

    @Test func framesAreIBs() throws {
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        let design = try #require(imported.designs.first)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        func frame(_ name: String) -> Frame? { result.frames.first { $0.view == name }?.frame }
        // The slider's frame: 16 + 50 + 8 = 74 to 375 - 16 + 2 = 361; centred 0.5 below the label's centre.
        #expect(frame("slider1") == Frame(x: 16 + 50 + 8, y: 100 + 10.5 + 0.5 - 15.5, width: 361 - 74, height: 31))
        // 20 below the segmented control's alignment rectangle, 29 - 1 high: 20 + 28 + 20.
        #expect(abs((frame("view1")?.y ?? 0) - (20 + 28 + 20)) < 1e-9)
        #expect(frame("view1")?.width == (287 - 4) * 0.5)
    }

    /// End to end, real files: CoreStore's sliders and segmented control and
    /// SkeletonView's switch now sit where IB put them, on the second device.
    @Test func realControlsOnASecondDevice() throws {
        let coreStore = try CrossDeviceMatch.measure("CoreStore-Main")
        for id in ["YQ6-fq-3Wb", "xXz-78-tAd", "hpy-2d-eOP", "869-wx-Odb", "zxy-nY-P44", "6Ac-xl-ldZ", "TpK-gX-CTN"] {
            #expect(!coreStore.mismatchedIDs.contains(id), "\(id)")
        }
        let skeleton = try CrossDeviceMatch.measure("SkeletonView-TableView-Main")
        #expect(!skeleton.mismatchedIDs.contains("vz0-qg-GcZ"))
        #expect(!skeleton.mismatchedIDs.contains("WHN-wR-TKt"))
    }
}
