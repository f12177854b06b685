import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #20.4: constraints and stacks act on alignment rectangles; the importer
/// gives the controls their alignment insets, and the model's frames are IB's.
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

    /// The constants stay as IB wrote them (they are about alignment rectangles,
    /// as UIKit's are); the controls carry their alignment insets.
    @Test func constantsStayAndControlsCarryTheirInsets() throws {
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let equations = IBSample.equations(screen)
        #expect(equations["c03"] == "slider1.leading == label1.trailing * 1 + 10")
        #expect(equations["c09"] == "view1.top == segmentedControl1.bottom * 1 + 20")
        #expect(equations["c12"] == "view1.width == slider1.width * 0.5 + 0")
        #expect(screen.view(named: "slider1")?.alignmentInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(screen.view(named: "segmentedControl1")?.alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
        #expect(screen.view(named: "label1")?.alignmentInsets == nil)
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

    /// A UISlider arranged in a fill-aligned stack with the standard spacing
    /// between two labels: the stack is as high as the slider's alignment
    /// rectangle (30), its frame 31; the labels sit 8 from the rectangle, 6 from the frame.
    @Test func aSliderInAStackIsArrangedByItsAlignmentRectangle() throws {
        let sample = IBSample.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                <rect key="frame" x="16" y="100" width="343" height="30"/>
                <subviews>
                    <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="0m" placeholderIntrinsicWidth="53" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="53" height="30"/>
                    </label>
                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="sli-00-001">
                        <rect key="frame" x="59" y="0.0" width="225" height="31"/>
                    </slider>
                    <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="1000m" placeholderIntrinsicWidth="53" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-002">
                        <rect key="frame" x="290" y="0.0" width="53" height="30"/>
                    </label>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c01"/>
            <constraint firstItem="stk-00-001" firstAttribute="trailing" secondItem="root-00-aaa" secondAttribute="trailingMargin" id="c02"/>
            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="100" id="c03"/>
            """)
        let imported = try IBSample.read(sample)
        #expect(!imported.warnings.contains { $0.message.contains("alignment rectangle") })
        let screen = try #require(imported.document.screens.first)
        let design = try #require(imported.designs.first)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        func frame(_ name: String) -> Frame? { result.frames.first { $0.view == name }?.frame }
        func close(_ frame: Frame?, _ expected: Frame) -> Bool {
            guard let frame else { return false }
            return [frame.x - expected.x, frame.y - expected.y, frame.width - expected.width, frame.height - expected.height]
                .allSatisfy { abs($0) < 1e-6 }
        }
        #expect(abs((frame("stack1")?.height ?? 0) - (31 - 1)) < 1e-6)
        #expect(close(frame("slider1"), Frame(x: 53 + 8 - 2, y: 0, width: (343 - 53 - 8) - (53 + 8) + 2 + 2, height: 31)))
        #expect(abs((frame("label2")?.x ?? 0) - (343 - 53)) < 1e-6)
        for name in ["slider1", "label1", "label2", "stack1"] {
            let stored = try #require(design.frames[name])
            #expect(close(frame(name), Frame(x: stored.x, y: stored.y, width: stored.width, height: stored.height)), "\(name)")
        }
    }
}
