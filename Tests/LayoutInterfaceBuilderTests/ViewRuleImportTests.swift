import Foundation
import LayoutCore
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// The importer's view rules of #32 (docs/interface-builder.md), on small written samples:
/// the root's keyboard guide, a hidden navigation bar, buttons that wrap, scroll view guides and
/// the width IB laid a wrapping label out at.
@Suite struct ViewRuleImportTests {
    static let modernPhone = "<device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>"
    static let modernFrame = "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>"

    static func screen(_ text: String) throws -> (Screen, IBScreenDesign, [InterfaceBuilderWarning]) {
        let imported = try IBSample.read(text)
        let screen = try #require(imported.document.screens.first)
        return (screen, try #require(imported.designs.first), imported.warnings)
    }

    // MARK: The keyboard layout guide

    static let field = """
        <textField opaque="NO" contentMode="scaleToFill" text="1234" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-aaa">
            <rect key="frame" x="20" y="808" width="374" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textField>
        """

    @Test func theRootsKeyboardGuideIsTheKeyboardGuide() throws {
        let text = IBSample.storyboard(
            subviews: Self.field,
            constraints: """
                <constraint firstItem="fld-00-aaa" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c1-00-aaa"/>
                <constraint firstAttribute="trailing" secondItem="fld-00-aaa" secondAttribute="trailing" constant="20" id="c2-00-aaa"/>
                <constraint firstItem="kbd-00-aaa" firstAttribute="top" secondItem="fld-00-aaa" secondAttribute="bottom" constant="20" id="c3-00-aaa"/>
                """,
            rootElements: """
                <viewLayoutGuide key="safeArea" id="saf-00-aaa"/>
                <keyboardLayoutGuide key="keyboard" id="kbd-00-aaa"/>
                """,
            device: Self.modernPhone, rootFrame: Self.modernFrame)
        let (screen, design, warnings) = try Self.screen(text)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(IBSample.equations(screen)["c3-00-aaa"] == "keyboard.top == textField1.bottom * 1 + 20")
        // IB's simulated iPhone 11: the home indicator's 34 points at the bottom.
        #expect(design.request.safeArea.bottom == 34)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        let field = try #require(result.frame(of: "textField1"))
        #expect(field.y + field.height == 896 - 34 - 20)
        var raised = design.request
        raised.keyboardHeight = 346
        let up = try #require(try LayoutEngine.solve(screen, standardSpacing: .apple, request: raised).frame(of: "textField1"))
        #expect(up.y + up.height == 896 - 346 - 20)
    }

    @Test func aSubviewsKeyboardGuideStandsForTheScreensWithAWarning() throws {
        let text = IBSample.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-aaa">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>\(Self.field)</subviews>
                    <keyboardLayoutGuide key="keyboard" id="kbd-00-bbb"/>
                    <constraints>
                        <constraint firstItem="kbd-00-bbb" firstAttribute="top" secondItem="fld-00-aaa" secondAttribute="bottom" constant="20" id="c3-00-aaa"/>
                    </constraints>
                </view>
                """,
            device: Self.modernPhone, rootFrame: Self.modernFrame)
        let (screen, _, warnings) = try Self.screen(text)
        #expect(IBSample.equations(screen)["c3-00-aaa"] == "keyboard.top == textField1.bottom * 1 + 20")
        #expect(warnings.contains { $0.message.contains("approximated by the screen's keyboard guide") })
    }

    // MARK: A hidden navigation bar

    /// A navigation controller whose root scene is the sample's view controller.
    static func navigated(hidden: Bool, sceneExtras: String = "") -> String {
        IBSample.storyboard(
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-aaa">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                </view>
                """,
            constraints: """
                <constraint firstItem="top-00-aaa" firstAttribute="top" secondItem="saf-00-aaa" secondAttribute="top" id="c1-00-aaa"/>
                <constraint firstItem="top-00-aaa" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="c2-00-aaa"/>
                <constraint firstItem="top-00-aaa" firstAttribute="trailing" secondItem="root-00-aaa" secondAttribute="trailing" id="c3-00-aaa"/>
                <constraint firstItem="top-00-aaa" firstAttribute="height" constant="44" id="c4-00-aaa"/>
                """,
            rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"saf-00-aaa\"/>",
            controllerExtras: "<navigationItem key=\"navigationItem\" id=\"nav-00-aaa\"/>" + sceneExtras)
        .replacingOccurrences(of: "</scenes>", with: """
            <scene sceneID="sc9-00-aaa"><objects>
                <navigationController id="nc1-00-aaa" \(hidden ? "navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-00-aaa">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc1-00-aaa" kind="relationship" relationship="rootViewController" id="sg1-00-aaa"/>
                    </connections>
                </navigationController>
            </objects></scene>
            </scenes>
            """)
    }

    @Test func aNavigationControllerThatHidesItsBarLeavesTheStatusBar() throws {
        let (screen, shown, _) = try Self.screen(Self.navigated(hidden: false))
        #expect(shown.request.safeArea.top == 20 + 44)
        let (_, hidden, _) = try Self.screen(Self.navigated(hidden: true))
        #expect(hidden.request.safeArea.top == 20)
        let top = try #require(try LayoutEngine.solve(screen, standardSpacing: .apple, request: hidden.request).frame(of: "view1"))
        #expect(top.y == 20)
    }

    @Test func aSceneThatSimulatesNoTopBarHasNone() throws {
        let (_, design, _) = try Self.screen(Self.navigated(hidden: false, sceneExtras: "<nil key=\"simulatedTopBarMetrics\"/>"))
        #expect(design.request.safeArea.top == 20)
    }

    /// The sample's view controller pushed (a show segue) by the root scene of a navigation
    /// controller, which may say it has no top bar.
    static func pushed(bySceneWithoutTopBar: Bool) -> String {
        IBSample.storyboard(
            subviews: "",
            rootElements: "<viewLayoutGuide key=\"safeArea\" id=\"saf-00-aaa\"/>",
            controllerExtras: "<navigationItem key=\"navigationItem\" id=\"nav-00-aaa\"/>")
        .replacingOccurrences(of: "</scenes>", with: """
            <scene sceneID="sc8-00-aaa"><objects>
                <viewController id="src-00-aaa" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="srv-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <navigationItem key="navigationItem" id="nav-00-bbb"/>
                    \(bySceneWithoutTopBar ? "<nil key=\"simulatedTopBarMetrics\"/>" : "")
                    <connections>
                        <segue destination="vc1-00-aaa" kind="show" id="sg2-00-aaa"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="sc9-00-aaa"><objects>
                <navigationController id="nc1-00-aaa" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1-00-aaa">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="src-00-aaa" kind="relationship" relationship="rootViewController" id="sg1-00-aaa"/>
                    </connections>
                </navigationController>
            </objects></scene>
            </scenes>
            """)
    }

    /// IB infers a pushed scene's bars from the scene pushing it: below a scene that says it
    /// has no top bar, the pushed scene has only the status bar, 20; else 20 + 44.
    @Test func aScenePushedByOneWithoutATopBarHasNone() throws {
        let (_, shown, _) = try Self.screen(Self.pushed(bySceneWithoutTopBar: false))
        #expect(shown.request.safeArea.top == 20 + 44)
        let (_, none, _) = try Self.screen(Self.pushed(bySceneWithoutTopBar: true))
        #expect(none.request.safeArea.top == 20)
    }

    // MARK: Buttons that wrap

    static func button(_ lineBreak: String) -> String {
        IBSample.storyboard(subviews: """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="\(lineBreak)" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-aaa">
                <rect key="frame" x="20" y="100" width="120" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                <state key="normal" title="Continue"/>
            </button>
            """)
    }

    @Test func aButtonWhoseTitleWrapsHasNoLineLimit() throws {
        for (mode, lines) in [("wordWrap", 0), ("characterWrap", 0), ("tailTruncation", nil), ("middleTruncation", nil)] as [(String, Int?)] {
            let button = try #require(try Self.screen(Self.button(mode)).0.views.first { $0.kind == "button" })
            #expect(button.numberOfLines == lines, "\(mode)")
        }
    }

    // MARK: Scroll views

    @Test func scrollViewEdgesAndGuidesAreImportedAsWritten() throws {
        let text = IBSample.storyboard(subviews: """
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-aaa">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="800"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="800" id="h1-00-aaa"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" id="old-00-aaa">
                        <rect key="frame" x="10" y="10" width="100" height="20"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="cnt-00-aaa" firstAttribute="leading" secondItem="cgd-00-aaa" secondAttribute="leading" id="g1-00-aaa"/>
                    <constraint firstItem="cnt-00-aaa" firstAttribute="trailing" secondItem="cgd-00-aaa" secondAttribute="trailing" id="g2-00-aaa"/>
                    <constraint firstItem="cnt-00-aaa" firstAttribute="top" secondItem="scr-00-aaa" secondAttribute="top" id="g3-00-aaa"/>
                    <constraint firstAttribute="bottom" secondItem="cnt-00-aaa" secondAttribute="bottom" id="g4-00-aaa"/>
                    <constraint firstItem="cnt-00-aaa" firstAttribute="width" secondItem="fgd-00-aaa" secondAttribute="width" id="g5-00-aaa"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cgd-00-aaa"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fgd-00-aaa"/>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scr-00-aaa" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" id="s1-00-aaa"/>
            <constraint firstItem="scr-00-aaa" firstAttribute="trailing" secondItem="root-00-aaa" secondAttribute="trailing" id="s2-00-aaa"/>
            <constraint firstItem="scr-00-aaa" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" id="s3-00-aaa"/>
            <constraint firstItem="scr-00-aaa" firstAttribute="bottom" secondItem="root-00-aaa" secondAttribute="bottom" id="s4-00-aaa"/>
            """)
        let (screen, design, warnings) = try Self.screen(text)
        #expect(warnings.isEmpty, "\(warnings)")
        let equations = IBSample.equations(screen)
        #expect(equations["g1-00-aaa"] == "view1.leading == scrollView1.contentLayoutGuide.leading * 1 + 0")
        #expect(equations["g4-00-aaa"] == "scrollView1.bottom == view1.bottom * 1 + 0")
        #expect(equations["g5-00-aaa"] == "view1.width == scrollView1.frameLayoutGuide.width * 1 + 0")
        // A subview laid out by its mask follows the scroll view's frame, not its content.
        #expect(equations.values.contains { $0.hasPrefix("view2.") && $0.contains("scrollView1.frameLayoutGuide.") })
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(result.unsatisfiable.isEmpty && result.ambiguous.isEmpty, "\(result.unsatisfiable) \(result.ambiguous)")
        #expect(result.frame(of: "view1") == Frame(x: 0, y: 0, width: 375, height: 800))
        #expect(result.frame(of: "view2") == Frame(x: 10, y: 10, width: 100, height: 20))
    }

    // MARK: The width IB laid a wrapping label out at

    static func label(width: Double, lines: String = "0") -> String {
        IBSample.storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="You have reached the maximum number of connected devices" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-aaa">
                <rect key="frame" x="20" y="100" width="\(formatNumber(width))" height="29"/>
                <fontDescription key="fontDescription" type="system" pointSize="12"/>
            </label>
            """)
    }

    @Test func aLabelIBWrappedKeepsTheWidthItWasLaidOutAt() throws {
        // Wrapped narrower than its one line (about 320 points at 12 points): that width, no height.
        let wrapped = try #require(try Self.screen(Self.label(width: 150)).0.views.first { $0.kind == "label" })
        #expect(wrapped.intrinsicSize == IntrinsicSize(width: 150, height: nil))
        #expect(wrapped.layoutWidth == 150)
        // Stretched wider than its line, or laid out on one line: nothing to keep, it is measured.
        let stretched = try #require(try Self.screen(Self.label(width: 360)).0.views.first { $0.kind == "label" })
        #expect(stretched.intrinsicSize == nil)
        let oneLine = try #require(try Self.screen(Self.label(width: 150, lines: "1")).0.views.first { $0.kind == "label" })
        #expect(oneLine.layoutWidth == nil)
    }
}
