import LayoutCore
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

@Suite("IB constraints")
struct ConstraintTranslationTests {
    private let twoViews = """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-001" userLabel="Box">
            <rect key="frame" x="10" y="20" width="100" height="50"/>
        </view>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-00-002" customClass="BadgeView">
            <rect key="frame" x="120" y="20" width="40" height="40"/>
            <constraints>
                <constraint firstAttribute="width" secondItem="aaa-00-002" secondAttribute="height" multiplier="31:21" id="own-00-001"/>
            </constraints>
        </view>
        """

    @Test func multiplierForms() {
        #expect(IBMultiplier.parse("0.5") == 0.5)
        #expect(IBMultiplier.parse("1:2") == 1.0 / 2.0)
        #expect(IBMultiplier.parse("31:21") == 31.0 / 21.0)
        #expect(IBMultiplier.parse("1/3") == 1.0 / 3.0)
        #expect(IBMultiplier.parse("2") == 2)
        #expect(IBMultiplier.parse("1:0") == nil)
        #expect(IBMultiplier.parse("half") == nil)
        // Each term read strictly, as every number of an IB file is (#35.4).
        for bad in ["0x10", "1e309", "NaN", "", "12abc", "1:x", "0x2:1"] { #expect(IBMultiplier.parse(bad) == nil, "\(bad)") }
    }

    @Test func relationsPrioritiesAndTheOwningView() throws {
        let text = IBSample.storyboard(subviews: twoViews, constraints: """
            <constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="10" id="c01-00-001"/>
            <constraint firstItem="aaa-00-002" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="aaa-00-001" secondAttribute="trailing" constant="10" priority="750" id="c01-00-002"/>
            <constraint firstAttribute="trailing" relation="lessThanOrEqual" secondItem="aaa-00-002" secondAttribute="trailing" constant="-5.5" identifier="badgeTrailing" id="c01-00-003"/>
            <constraint firstItem="aaa-00-002" firstAttribute="centerY" secondItem="aaa-00-001" secondAttribute="centerY" multiplier="1/3" id="c01-00-004"/>
            <constraint firstItem="aaa-00-001" firstAttribute="firstBaseline" secondItem="aaa-00-002" secondAttribute="baseline" id="c01-00-005"/>
            <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="topMargin" id="c01-00-006"/>
            <constraint firstItem="aaa-00-001" firstAttribute="centerX" secondItem="root-00-aaa" secondAttribute="centerXWithinMargins" multiplier="0.5" id="c01-00-007"/>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let equations = IBSample.equations(screen)
        #expect(screen.views.map(\.name) == ["view", "box", "badgeView"])
        #expect(equations["c01-00-001"] == "box.leading == view.leading * 1 + 10")
        #expect(equations["c01-00-002"] == "badgeView.leading >= box.trailing * 1 + 10 @750")
        // No firstItem: the view that owns the constraint (the root); IB's identifier is the id.
        #expect(equations["badgeTrailing"] == "view.trailing <= badgeView.trailing * 1 - 5.5")
        #expect(equations["c01-00-004"] == "badgeView.centerY == box.centerY * \(formatNumber(1.0 / 3.0)) + 0")
        #expect(equations["c01-00-005"] == "box.firstBaseline == badgeView.lastBaseline * 1 + 0")
        #expect(equations["c01-00-006"] == "box.top == view.topMargin * 1 + 0")
        #expect(equations["c01-00-007"] == "box.centerX == view.centerXWithinMargins * 0.5 + 0")
        // A constraint owned by a subview without firstItem names that subview.
        #expect(equations["own-00-001"] == "badgeView.width == badgeView.height * \(formatNumber(31.0 / 21.0)) + 0")
    }

    /// IB's `identifier` names the entry only when it makes a constraint id;
    /// a user's identifier with a space or '#' leaves the IB id.
    @Test func identifiersThatCannotBeConstraintIDsLeaveTheIBID() throws {
        let text = IBSample.storyboard(subviews: twoViews, constraints: """
            <constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" identifier="Box Leading" id="c01-00-001"/>
            <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" identifier="box#top" id="c01-00-002"/>
            <constraint firstItem="aaa-00-002" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" identifier="badgeTop" id="c01-00-003"/>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let ids = Set(screen.constraints.map(\.id))
        #expect(ids.isSuperset(of: ["c01-00-001", "c01-00-002", "badgeTop"]))
        #expect(!ids.contains("Box Leading") && !ids.contains("box#top") && !ids.contains("c01-00-003"))
    }

    @Test func layoutGuidesBecomeTheSafeArea() throws {
        let text = IBSample.storyboard(subviews: twoViews, constraints: """
            <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" constant="8" id="g01-00-001"/>
            <constraint firstItem="bot-gd-001" firstAttribute="top" secondItem="aaa-00-002" secondAttribute="bottom" constant="8" id="g01-00-002"/>
            <constraint firstItem="aaa-00-002" firstAttribute="top" secondItem="top-gd-001" secondAttribute="top" id="g01-00-003"/>
            """, controllerExtras: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top-gd-001"/>
                <viewControllerLayoutGuide type="bottom" id="bot-gd-001"/>
            </layoutGuides>
            """, toolsVersion: "11542")
        let equations = IBSample.equations(try #require(try IBSample.read(text).document.screens.first))
        #expect(equations["g01-00-001"] == "box.top == safeArea.top * 1 + 8")
        #expect(equations["g01-00-002"] == "safeArea.bottom == badgeView.bottom * 1 + 8")
        #expect(equations["g01-00-003"] == "badgeView.top == view.top * 1 + 0")

        let safeAreaText = IBSample.storyboard(subviews: twoViews, constraints: """
            <constraint firstItem="aaa-00-001" firstAttribute="leading" secondItem="saf-gd-001" secondAttribute="leading" id="g02-00-001"/>
            """, rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"saf-gd-001\"/>")
        let safe = IBSample.equations(try #require(try IBSample.read(safeAreaText).document.screens.first))
        #expect(safe["g02-00-001"] == "box.leading == safeArea.leading * 1 + 0")
    }

    @Test func sizeClassMasksAndConstantsBecomeConditions() throws {
        let text = IBSample.storyboard(subviews: twoViews, constraints: """
            <constraint firstItem="aaa-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="20" id="v01-00-001">
                <variation key="heightClass=compact" constant="4"/>
                <variation key="widthClass=regular-heightClass=regular" constant="40"/>
            </constraint>
            <constraint firstItem="aaa-00-001" firstAttribute="width" constant="300" id="v01-00-002"/>
            <constraint firstItem="aaa-00-001" firstAttribute="width" constant="200" id="v01-00-003"/>
            """, rootElements: """
            <variation key="default"><mask key="constraints"><exclude reference="v01-00-002"/></mask>
                <mask key="subviews"><exclude reference="aaa-00-002"/></mask></variation>
            <variation key="widthClass=regular"><mask key="constraints"><include reference="v01-00-002"/><exclude reference="v01-00-003"/></mask>
                <mask key="subviews"><include reference="aaa-00-002"/></mask></variation>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        let regular = Condition(["widthClass": [.string("regular")]])
        let compact = Condition(["widthClass": [.string("compact")]])
        #expect(screen.constraint(id: "v01-00-002")?.when == regular)
        #expect(screen.constraint(id: "v01-00-003")?.when == compact)
        #expect(screen.view(named: "badgeView")?.when == regular)
        #expect(IBSample.equations(screen)["v01-00-001"] == "box.top == view.top * 1 + constant_v0100001")
        #expect(screen.metrics == [
            MetricValue(name: "constant_v0100001", value: 20),
            MetricValue(name: "constant_v0100001", value: 4, when: Condition(["heightClass": [.string("compact")]])),
            MetricValue(name: "constant_v0100001", value: 40,
                        when: Condition(["widthClass": [.string("regular")], "heightClass": [.string("regular")]])),
        ])
        // Solved under compact height, the box sits 4 points down; regular both ways, 40.
        let phoneLandscape = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(
            width: 667, height: 375, widthClass: .compact, heightClass: .compact))
        #expect(phoneLandscape.frames.first { $0.view == "box" }?.frame.y == 4)
        #expect(phoneLandscape.frames.first { $0.view == "box" }?.frame.width == 200)
        let pad = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 768, height: 1024))
        #expect(pad.frames.first { $0.view == "box" }?.frame.y == 40)
        #expect(pad.frames.first { $0.view == "box" }?.frame.width == 300)
    }

    @Test func installMasksOverEveryCombination() {
        let all = Set(TraitCombination.allCases)
        #expect(InstallMasks.conditions(for: all) == [nil])
        let regularHeight = Set(all.filter { !$0.heightCompact })
        #expect(InstallMasks.conditions(for: regularHeight) == [Condition(["heightClass": [.string("regular")]])])
        // Three of four: one condition per width class.
        let allButCompactCompact = all.subtracting([TraitCombination(widthCompact: true, heightCompact: true)])
        #expect(InstallMasks.conditions(for: allButCompactCompact) == [
            Condition(["widthClass": [.string("compact")], "heightClass": [.string("regular")]]),
            Condition(["widthClass": [.string("regular")]]),
        ])
    }
}
