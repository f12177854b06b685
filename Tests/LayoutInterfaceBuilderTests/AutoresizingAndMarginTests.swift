import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

@Suite("IB autoresizing masks and margins")
struct AutoresizingAndMarginTests {
    private func frame(_ result: SolveResult, _ view: String) -> Frame? {
        result.frames.first { $0.view == view }?.frame
    }

    /// A 100-wide view at x = 30 in a 320-wide superview (right margin 190), per mask.
    @Test func masksBecomeUIKitsSpringsAndStruts() {
        func horizontal(_ minX: Bool, _ width: Bool, _ maxX: Bool) -> [AutoresizingMask.Row] {
            Array(AutoresizingMask(flexibleMinX: minX, flexibleWidth: width, flexibleMaxX: maxX)
                .constraints(frame: IBFrame(x: 30, y: 0, width: 100, height: 10), superviewSize: (320, 10)).prefix(2))
        }
        typealias Row = AutoresizingMask.Row
        // Nothing flexible, or only the right margin: left and width stay.
        for rows in [horizontal(false, false, false), horizontal(false, false, true)] {
            #expect(rows == [Row(attribute: .left, superviewAttribute: .right, multiplier: 0, constant: 30),
                             Row(attribute: .width, superviewAttribute: .width, multiplier: 0, constant: 100)])
        }
        // Flexible left margin: the whole change goes to it.
        #expect(horizontal(true, false, false) == [
            Row(attribute: .left, superviewAttribute: .right, multiplier: 1, constant: 30 - 320),
            Row(attribute: .width, superviewAttribute: .width, multiplier: 0, constant: 100)])
        // Flexible width: the width takes the change.
        #expect(horizontal(false, true, false) == [
            Row(attribute: .left, superviewAttribute: .right, multiplier: 0, constant: 30),
            Row(attribute: .width, superviewAttribute: .width, multiplier: 1, constant: 100 - 320)])
        // Both margins: shared 30 : 190.
        #expect(horizontal(true, false, true) == [
            Row(attribute: .left, superviewAttribute: .right, multiplier: 30.0 / 220, constant: 30 - 30.0 / 220 * 320),
            Row(attribute: .width, superviewAttribute: .width, multiplier: 0, constant: 100)])
        // All three: in proportion 30 : 100 : 190 of 320.
        #expect(horizontal(true, true, true) == [
            Row(attribute: .left, superviewAttribute: .right, multiplier: 30.0 / 320, constant: 30 - 30.0 / 320 * 320),
            Row(attribute: .width, superviewAttribute: .width, multiplier: 100.0 / 320, constant: 100 - 100.0 / 320 * 320)])
    }

    @Test func autoresizedViewsFollowTheirSuperviewOnAnotherDevice() throws {
        let text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" fixedFrame="YES" id="ar1-00-001" userLabel="Banner">
                <rect key="frame" x="20" y="40" width="335" height="60"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="ar1-00-002" userLabel="Corner">
                <rect key="frame" x="315" y="607" width="40" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
            </view>
            <view contentMode="scaleToFill" id="ar1-00-003" userLabel="Middle">
                <rect key="frame" x="87.5" y="300" width="200" height="67"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
            </view>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 414, height: 896))
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty)
        #expect(frame(result, "banner") == Frame(x: 20, y: 40, width: 335 + (414 - 375), height: 60))
        #expect(frame(result, "corner") == Frame(x: 315 + (414 - 375), y: 607 + (896 - 667), width: 40, height: 40))
        let middle = try #require(frame(result, "middle"))
        #expect(abs(middle.x - (414 - 200) / 2) < 1e-9)           // margins 87.5 : 87.5 share the change equally
        #expect(abs(middle.y - 300 * (896 - 67) / (667 - 67)) < 1e-9)  // 300 : 300 likewise
    }

    /// A label pinned to the root's leading margin: 16 points on a 375-wide
    /// iPhone, 20 on a 414-wide one and on an iPad, plus the safe area's left inset.
    @Test func rootMarginsFollowTheDevice() throws {
        let text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mg1-00-001" userLabel="Box">
                <rect key="frame" x="16" y="20" width="343" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="mg1-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="m01"/>
            <constraint firstAttribute="trailingMargin" secondItem="mg1-00-001" secondAttribute="trailing" id="m02"/>
            <constraint firstItem="mg1-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="topMargin" id="m03"/>
            <constraint firstItem="mg1-00-001" firstAttribute="height" constant="10" id="m04"/>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        #expect(screen.view(named: "view")?.layoutMarginsRule == .viewController)
        let phone = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(
            width: 375, height: 667, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(frame(phone, "box") == Frame(x: 16, y: 0 + 20, width: 375 - 2 * 16, height: 10))
        let plus = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(
            width: 414, height: 896, safeArea: EdgeInsets(top: 48, left: 0, bottom: 34, right: 0)))
        #expect(frame(plus, "box") == Frame(x: 20, y: 48, width: 414 - 2 * 20, height: 10))
        let landscape = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(
            width: 896, height: 414, safeArea: EdgeInsets(top: 0, left: 48, bottom: 21, right: 48)))
        #expect(frame(landscape, "box") == Frame(x: 48 + 20, y: 0, width: 896 - 2 * (48 + 20), height: 10))
        let pad = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(
            width: 768, height: 1024, safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(frame(pad, "box") == Frame(x: 20, y: 20, width: 768 - 2 * 20, height: 10))
    }

    /// A session moving between widths either side of 414 answers as fresh solves do.
    @Test func sessionsFollowTheSystemMinimumAcrossWidths() throws {
        let text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mg2-00-001" userLabel="Box">
                <rect key="frame" x="16" y="0" width="343" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="mg2-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="n01"/>
            <constraint firstAttribute="trailingMargin" secondItem="mg2-00-001" secondAttribute="trailing" id="n02"/>
            <constraint firstItem="mg2-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" id="n03"/>
            <constraint firstItem="mg2-00-001" firstAttribute="height" constant="10" id="n04"/>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let session = try ScreenSession(screen: screen, standardSpacing: .apple)
        for width in [375.0, 414, 390, 430, 320] {
            let fresh = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: width, height: 800))
            #expect(try session.solve(width: width, height: 800).frames.map(\.frame) == fresh.frames.map(\.frame))
            let side: Double = width < 414 ? 16 : 20
            #expect(frame(fresh, "box") == Frame(x: side, y: 0, width: width - 2 * side, height: 10))
        }
    }

    /// Before Xcode 9 a root view's margins did not include the status bar (iOS 10): that is
    /// the era `legacy`'s rule, not a flag; the file stores none, so the default (true) stays
    /// for today's UIKit (LegacyRootMarginTests).
    @Test func rootMarginsOfOldFilesLeaveOutTheSafeAreaByEra() throws {
        let text = IBSample.storyboard(subviews: "", toolsVersion: "11542")
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let root = try #require(screen.view(named: "view"))
        #expect(root.layoutMarginsRule == .viewController)
        #expect(root.insetsLayoutMarginsFromSafeArea)
        #expect(screen.design?.era == .legacy)
        #expect(!LayoutMarginsRule.addsSafeArea(insetsLayoutMarginsFromSafeArea: true, era: .legacy))
        #expect(LayoutMarginsRule.addsSafeArea(insetsLayoutMarginsFromSafeArea: true, era: .current))
        #expect(LayoutMarginsRule.addsSafeArea(insetsLayoutMarginsFromSafeArea: true, era: nil))
        #expect(!LayoutMarginsRule.addsSafeArea(insetsLayoutMarginsFromSafeArea: false, era: .current))
    }

    @Test func cellContentMarginsAndExplicitMargins() {
        #expect(LayoutMarginsRule.tableCellContent.margins(own: nil, rootWidth: 375)
                == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(LayoutMarginsRule.tableCellContent.margins(own: nil, rootWidth: 428)
                == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        // A view controller's own margins count when larger than the system minimum.
        #expect(LayoutMarginsRule.viewController.margins(own: EdgeInsets(top: 4, left: 30, bottom: 0, right: 8), rootWidth: 375)
                == EdgeInsets(top: 4, left: 30, bottom: 0, right: 16))
    }

    /// The document says the card preserves its superview's margins and keeps
    /// its own; each solve works the margins out, so another device gets UIKit's.
    @Test func preservedMarginsFollowTheDevice() throws {
        let text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pm1-00-001" userLabel="Card">
                <rect key="frame" x="0.0" y="100" width="375" height="100"/>
                <edgeInsets key="layoutMargins" top="4" left="4" bottom="4" right="24"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pm1-00-002" userLabel="Inside">
                        <rect key="frame" x="16" y="4" width="335" height="92"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="pm1-00-002" firstAttribute="leading" secondItem="pm1-00-001" secondAttribute="leadingMargin" id="p05"/>
                    <constraint firstAttribute="trailingMargin" secondItem="pm1-00-002" secondAttribute="trailing" id="p06"/>
                    <constraint firstItem="pm1-00-002" firstAttribute="top" secondItem="pm1-00-001" secondAttribute="topMargin" id="p07"/>
                    <constraint firstAttribute="bottomMargin" secondItem="pm1-00-002" secondAttribute="bottom" id="p08"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="pm1-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="p01"/>
            <constraint firstAttribute="trailing" secondItem="pm1-00-001" secondAttribute="trailing" id="p02"/>
            <constraint firstItem="pm1-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="100" id="p03"/>
            <constraint firstItem="pm1-00-001" firstAttribute="height" constant="100" id="p04"/>
            """)
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        #expect(screen.view(named: "card")?.layoutMargins == EdgeInsets(top: 4, left: 4, bottom: 4, right: 24))
        #expect(screen.view(named: "card")?.preservesSuperviewLayoutMargins == true)
        #expect(!imported.warnings.contains { $0.message.contains("preserved") })
        // Flush with the root on the left and right: max(own, the root's system margin for the width).
        for (width, side) in [(375.0, 16.0), (414, 20)] {
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: width, height: 800))
            #expect(frame(result, "inside") == Frame(x: max(4, side), y: 4, width: width - max(4, side) - max(24, side), height: 92))
        }
    }
}
