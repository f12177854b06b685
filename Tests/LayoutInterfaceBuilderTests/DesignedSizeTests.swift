import Foundation
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #33 2.2: a view UIKit gives no size of its own (a custom class, a label without text) has
/// one in IB where IB flags no ambiguity and the constraints leave the axis open: its stored
/// frame's, per axis; an `@IBDesignable`'s is the one IB writes in `<designables>`.
@Suite("Sizes IB gives views without one")
struct DesignedSizeTests {
    /// Two 56-pt custom views in a fill stack at the root's leading margin: nothing but their
    /// own size sets the stack's width.
    static let ratingStack = IBSample.storyboard(subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
            <rect key="frame" x="16" y="100" width="120" height="56"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv1-00-001" customClass="RatingView">
                    <rect key="frame" x="0.0" y="0.0" width="56" height="56"/>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv2-00-001" customClass="RatingView">
                    <rect key="frame" x="64" y="0.0" width="56" height="56"/>
                </view>
            </subviews>
        </stackView>
        """, constraints: """
        <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c01"/>
        <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="100" id="c02"/>
        """)

    @Test func customViewsInAFillStackKeepIBsSize() throws {
        let imported = try IBSample.read(Self.ratingStack)
        let (screen, first, result) = try IBSample.designSolve(imported, holding: "cv1-00-001")
        #expect(first.intrinsicSize == IntrinsicSize(width: 56, height: 56))
        #expect(result.ambiguous.isEmpty)
        #expect(try IBSample.frame("cv1-00-001", in: screen, result) == Frame(x: 0, y: 0, width: 56, height: 56))
        #expect(try IBSample.frame("cv2-00-001", in: screen, result) == Frame(x: 56 + 8, y: 0, width: 56, height: 56))
        #expect(try IBSample.frame("stk-00-001", in: screen, result) == Frame(x: 16, y: 100, width: 56 + 8 + 56, height: 56))
        #expect(imported.warnings.contains { $0.ibID == "cv1-00-001" && $0.message.contains("stored width 56 and height 56 taken") })
    }

    /// Without the rule the stack has nothing to size it by: the model reports it ambiguous,
    /// which is what the stored sizes take away.
    @Test func withoutIBsSizeTheStackIsAmbiguous() throws {
        let imported = try IBSample.read(Self.ratingStack)
        var (screen, _, _) = try IBSample.designSolve(imported, holding: "cv1-00-001")
        for index in screen.views.indices where screen.views[index].ibID?.hasPrefix("cv") == true {
            screen.views[index].intrinsicSize = nil
        }
        let request = try #require(imported.designs.first).request
        let bare = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        #expect(bare.ambiguous.contains { $0.attributes.contains("width") })
    }

    /// Per axis: a width the constraints fix stays without an intrinsic width; the open height
    /// takes the stored 44.
    @Test func onlyTheOpenAxisTakesTheStoredLength() throws {
        let imported = try IBSample.read(IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv1-00-001" customClass="BadgeView">
                <rect key="frame" x="20" y="40" width="100" height="44"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w01"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="cv1-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="cv1-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c02"/>
            """))
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "cv1-00-001")
        #expect(view.intrinsicSize == IntrinsicSize(width: nil, height: 44))
        #expect(try IBSample.frame("cv1-00-001", in: screen, result) == Frame(x: 20, y: 40, width: 100, height: 44))
        #expect(result.ambiguous.isEmpty)
    }

    /// A view IB flags ambiguous or misplaced lends nothing: its stored frame is not where its
    /// constraints put it. It keeps the old warning.
    @Test func aFlaggedViewLendsNothing() throws {
        for flag in ["ambiguous", "misplaced"] {
            let imported = try IBSample.read(IBSample.storyboard(subviews: """
                <view contentMode="scaleToFill" \(flag)="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cv1-00-001" customClass="BadgeView">
                    <rect key="frame" x="20" y="40" width="100" height="44"/>
                </view>
                """, constraints: """
                <constraint firstItem="cv1-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c01"/>
                <constraint firstItem="cv1-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c02"/>
                """))
            let view = try #require(imported.document.screens.first?.views.first { $0.ibID == "cv1-00-001" })
            #expect(view.intrinsicSize == nil, "\(flag)")
            #expect(imported.warnings.contains { $0.ibID == "cv1-00-001" && $0.message.contains("may have an intrinsic size") }, "\(flag)")
        }
    }

    /// An `@IBDesignable` view's size is the one IB wrote: -1 is none on that axis (its width
    /// stays open, and is not taken from the frame either).
    @Test func aDesignablesSizeIsTheOneIBWrote() throws {
        var text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv1-00-001" customClass="GradientBar">
                <rect key="frame" x="0.0" y="40" width="375" height="30"/>
            </view>
            """, constraints: """
            <constraint firstItem="cv1-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="c01"/>
            <constraint firstAttribute="trailing" secondItem="cv1-00-001" secondAttribute="trailing" id="c02"/>
            <constraint firstItem="cv1-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c03"/>
            """)
        text = text.replacingOccurrences(of: "</scenes>", with: """
            </scenes>
            <designables>
                <designable name="cv1-00-001">
                    <size key="intrinsicContentSize" width="-1" height="30"/>
                </designable>
            </designables>
            """)
        let imported = try IBSample.read(text)
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "cv1-00-001")
        #expect(view.intrinsicSize == IntrinsicSize(width: nil, height: 30))
        #expect(try IBSample.frame("cv1-00-001", in: screen, result) == Frame(x: 0, y: 40, width: 375, height: 30))
        #expect(!imported.warnings.contains { $0.ibID == "cv1-00-001" })
    }

    /// A label without text that only its top and leading place: IB draws it 120 × 21, UIKit
    /// would make it 0 × 0 (the text comes in code); the stored size is taken on both axes.
    @Test func anEmptyLabelTakesItsStoredSizeWhereItIsOpen() throws {
        let imported = try IBSample.read(IBSample.storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                <rect key="frame" x="20" y="40" width="120" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c02"/>
            """))
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "lbl-00-001")
        #expect(view.text == "")
        #expect(view.intrinsicSize == IntrinsicSize(width: 120, height: 21))
        #expect(try IBSample.frame("lbl-00-001", in: screen, result) == Frame(x: 20, y: 40, width: 120, height: 21))
    }

    /// The comparison that keeps a size (or an inset) only where it adds no finding: a newly
    /// ambiguous attribute, one more broken constraint or negative size is one more.
    @Test func aReadingThatAddsAFindingIsRefused() {
        func result(ambiguous: [AmbiguousView] = [], broken: Int = 0, heights: [Double] = [10]) -> SolveResult {
            SolveResult(screen: "s", width: 100, height: 100,
                        traits: Traits(orientation: .portrait, widthClass: .compact, heightClass: .regular), content: [:],
                        frames: heights.enumerated().map { ("v\($0.offset)", Frame(x: 0, y: 0, width: 10, height: $0.element)) },
                        unsatisfiable: Array(repeating: BrokenConstraint(broken: "c", conflict: ["c"]), count: broken),
                        ambiguous: ambiguous)
        }
        let base = result(ambiguous: [AmbiguousView(view: "a", attributes: ["width"])])
        #expect(IBDesignFindings.addsNone(result(), to: base))
        #expect(IBDesignFindings.addsNone(base, to: base))
        #expect(!IBDesignFindings.addsNone(result(ambiguous: [AmbiguousView(view: "a", attributes: ["height"])]), to: base))
        #expect(!IBDesignFindings.addsNone(result(broken: 1), to: base))
        #expect(!IBDesignFindings.addsNone(result(heights: [10, -12]), to: base))
        #expect(!IBDesignFindings.addsNone(nil, to: base))
        #expect(IBDesignFindings.addsNone(base, to: nil))
        // The base is solved only when the candidate reports something (#35.11): a clean
        // candidate adds nothing whatever the base is, a candidate with a finding needs the base.
        var solvedBase = 0
        #expect(IBDesignFindings.addsNone(result(), to: { solvedBase += 1; return base }))
        #expect(solvedBase == 0)
        #expect(!IBDesignFindings.addsNone(result(broken: 1), to: { solvedBase += 1; return base }))
        #expect(solvedBase == 1)
    }
}

/// The real files (Tests/Fixtures/InterfaceBuilder/Sizes/README.md).
@Suite("Sizes IB gives views without one, on real files")
struct DesignedSizeFixtureTests {
    /// inaturalist's project header (Xcode 10, a 375 × 139 freeform xib on an iPhone 8): two
    /// labels without text, 267 × 50 each in IB, in a vertical stack with 5-pt spacing, centred
    /// in a 125-pt row (the root less 7 above and below). Without their sizes the column
    /// collapses to the spacing, 0 + 5 + 0 high.
    @Test func inaturalistsEmptyLabelsKeepIBsColumn() throws {
        let imported = try IBSample.sizesFixture("inaturalist-ProjectObservationHeaderView.xib")
        let (screen, title, result) = try IBSample.designSolve(imported, holding: "Z32-ZN-hwM")
        #expect(title.text == "")
        #expect(title.intrinsicSize == IntrinsicSize(width: nil, height: 50))
        #expect(try IBSample.frame("Z32-ZN-hwM", in: screen, result) == Frame(x: 0, y: 0, width: 267, height: 50))
        #expect(try IBSample.frame("VZr-6I-JYc", in: screen, result) == Frame(x: 0, y: 50 + 5, width: 267, height: 50))
        let column = try IBSample.frame("wwm-st-JOm", in: screen, result)
        #expect(column.height == 50 + 5 + 50)
        #expect(column.y == (139 - 7 - 7 - column.height) / 2)
        #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty)
    }

    /// covpass's booster disclaimer (Xcode 13, iPhone 11): a `ParagraphView` (not designable)
    /// fills a scroll view's content. Its height, 670 in IB, is the scroll view's frame's: a
    /// placeholder constraint pins its bottom to the frame layout guide, and the scroll view
    /// sits between a 60-pt header 20 below the safe area's top and a 44-pt button 24 above
    /// its bottom. The constraints decide it, so IB's size is not taken (the warning stays).
    @Test func covpassParagraphViewIsSizedByItsConstraints() throws {
        let imported = try IBSample.sizesFixture("covpass-BoosterDisclaimerViewController.xib")
        let (screen, paragraph, result) = try IBSample.designSolve(imported, holding: "n4b-vk-Wnt")
        #expect(paragraph.intrinsicSize == nil)
        #expect(try IBSample.frame("n4b-vk-Wnt", in: screen, result) == Frame(x: 0, y: 0, width: 414, height: 896 - 44 - 34 - 20 - 60 - 44 - 24))
        #expect(imported.warnings.contains { $0.ibID == "n4b-vk-Wnt" && $0.message.contains("may have an intrinsic size") })
        #expect(result.ambiguous.isEmpty)
        // The two designables (an `InfoHeaderView` and a button view) are IB's measured sizes.
        let header = try #require(screen.views.first { $0.ibID == "t3g-u6-XEv" })
        #expect(header.intrinsicSize == IntrinsicSize(width: 414, height: 60))
    }
}
