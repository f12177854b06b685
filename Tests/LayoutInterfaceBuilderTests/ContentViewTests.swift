import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #24.1: content views are imported whatever their attributes, and an element
/// that holds subviews and is not imported is named in a warning. #24.9: a
/// misplaced view lends no intrinsic size.
@Suite("Content views, unimported elements and misplaced views")
struct ContentViewTests {
    /// A visual effect view whose content view has an id (Xcode 9 and later) holding a button.
    private let effect = IBSample.storyboard(subviews: """
        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="eff-00-001">
            <rect key="frame" x="20" y="40" width="33" height="33"/>
            <view key="contentView" opaque="NO" contentMode="center" id="con-00-001">
                <rect key="frame" x="0.0" y="0.0" width="33" height="33"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="33" height="33"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </button>
                </subviews>
            </view>
            <constraints>
                <constraint firstAttribute="width" constant="33" id="w01"/>
                <constraint firstAttribute="height" constant="33" id="h01"/>
            </constraints>
            <blurEffect style="light"/>
        </visualEffectView>
        """, constraints: """
        <constraint firstItem="eff-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="l01"/>
        <constraint firstItem="eff-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="t01"/>
        """)

    @Test func contentViewWithAnIdIsImported() throws {
        let imported = try IBSample.read(effect)
        let screen = try #require(imported.document.screens.first)
        let content = try #require(screen.views.first { $0.ibID == "con-00-001" })
        let button = try #require(screen.views.first { $0.ibID == "btn-00-001" })
        #expect(content.superview == screen.views.first { $0.ibID == "eff-00-001" }?.name)
        #expect(button.superview == content.name)
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: 667))
        // The content view fills the effect view (its mask), the button fills the content view.
        #expect(result.frames.first { $0.view == content.name }?.frame == Frame(x: 0, y: 0, width: 33, height: 33))
        #expect(result.frames.first { $0.view == button.name }?.frame == Frame(x: 0, y: 0, width: 33, height: 33))
        #expect(!imported.warnings.contains { $0.message.contains("not imported") })
    }

    /// A navigation item's title view is outside `<subviews>`: not imported, and said so.
    @Test func unimportedElementHoldingSubviewsIsNamed() throws {
        let text = IBSample.storyboard(subviews: "", controllerExtras: IBSample.navigationTitleView)
        let imported = try IBSample.read(text)
        #expect(!imported.document.screens.contains { $0.views.contains { $0.ibID == "tlb-00-001" } })
        let warning = try #require(imported.warnings.first { $0.ibID == "ttl-00-001" })
        #expect(warning.message == "<view> holds subviews but is not imported; it and the 1 views inside it are left out")
    }

    /// A misplaced image view's stored frame is not its content size (text views are
    /// measured whether or not misplaced: TextImportTests).
    @Test func misplacedViewLendsNoIntrinsicSize() throws {
        let text = IBSample.storyboard(subviews: """
            <imageView misplaced="YES" image="star" translatesAutoresizingMaskIntoConstraints="NO" id="mis-00-001">
                <rect key="frame" x="16" y="20" width="286" height="21"/>
            </imageView>
            <imageView image="star" translatesAutoresizingMaskIntoConstraints="NO" id="pla-00-001">
                <rect key="frame" x="16" y="60" width="40" height="21"/>
            </imageView>
            """)
        let screen = try #require(try IBSample.read(text).document.screens.first)
        #expect(screen.views.first { $0.ibID == "mis-00-001" }?.intrinsicSize == nil)
        #expect(screen.views.first { $0.ibID == "pla-00-001" }?.intrinsicSize == IntrinsicSize(width: 40, height: 21))
    }

    /// End to end, real file: LNPopupController's blurred back button and safe-area
    /// masks (content views with ids) are imported and match IB on the second device.
    @Test func realEffectViews() throws {
        let imported = try CrossDevicePairs.read("LNPopupController-MapScene", "old")
        let ids = Set(imported.document.screens.flatMap { $0.views.compactMap(\.ibID) })
        #expect(ids.isSuperset(of: ["3Gn-n8-hKm", "QsL-UP-eFz", "ffk-ch-Xax"]))
        let match = try CrossDeviceMatch.measure("LNPopupController-MapScene")
        // Every view matches (crossDeviceMismatches lists none for this pair since the text model of #34).
        #expect(match.mismatchedIDs == Set((crossDeviceMismatches["LNPopupController-MapScene"] ?? [:]).keys), "\(match.mismatches)")
    }
}

/// #24.12: screen names read like the app.
@Suite("Screen names")
struct ScreenNameTests {
    @Test func launchScreenAndOneSceneFilesAreNamedAfterTheFile() throws {
        // No identifier, class or label: a launch screen is `LaunchScreen`, another one-scene file its file's name.
        let plain = IBSample.storyboard(subviews: "", storyboardIdentifier: "")
            .replacingOccurrences(of: "storyboardIdentifier=\"\" ", with: "")
        #expect(try IBSample.read(plain, file: "Onboarding.storyboard").document.screens.map(\.name) == ["Onboarding"])
        let launch = plain.replacingOccurrences(of: "useAutolayout=\"YES\"", with: "useAutolayout=\"YES\" launchScreen=\"YES\"")
        #expect(try IBSample.read(launch, file: "Launch Screen.storyboard").document.screens.map(\.name) == ["LaunchScreen"])
    }

    @Test func titleNamesAScene() throws {
        let titled = IBSample.storyboard(subviews: "", controllerExtras: "<navigationItem key=\"navigationItem\" title=\"Settings\" id=\"nav-00-002\"/>",
                                         storyboardIdentifier: "")
            .replacingOccurrences(of: "storyboardIdentifier=\"\" ", with: "")
        #expect(try IBSample.read(titled).document.screens.map(\.name) == ["Settings"])
        // The storyboard identifier still comes first.
        #expect(try IBSample.read(IBSample.storyboard(subviews: "")).document.screens.map(\.name) == ["main"])
    }

    /// End to end, real file: Wikipedia's launch screen.
    @Test func realLaunchScreen() throws {
        #expect(try Fixtures.read("wikipedia-ios-Launch_Screen.storyboard").document.screens.map(\.name) == ["LaunchScreen"])
    }
}

/// #24.2: IB can store a cell's constraints in the cell element, not only in its content view.
@Suite("Constraints held by a cell")
struct CellConstraintTests {
    @Test func cellElementConstraintsAreRead() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Tile" id="cel-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        <view key="contentView" opaque="NO" contentMode="center" id="con-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                            <subviews>
                                <label opaque="NO" text="Tile" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                    <rect key="frame" x="8" y="10" width="84" height="30"/>
                                </label>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="cel-00-001" secondAttribute="leading" constant="8" id="k01"/>
                            <constraint firstAttribute="trailing" secondItem="lab-00-001" secondAttribute="trailing" constant="8" id="k02"/>
                            <constraint firstItem="lab-00-001" firstAttribute="centerY" secondItem="con-00-001" secondAttribute="centerY" id="k03"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let imported = try IBSample.read(text, file: "Tile.xib")
        let screen = try #require(imported.document.screens.first)
        let equations = IBSample.equations(screen)
        // The cell stands for its content view, the screen's root.
        #expect(equations["k01"] == "label1.leading == contentView.leading * 1 + 8")
        #expect(equations["k02"] == "contentView.trailing == label1.trailing * 1 + 8")
        #expect(equations["k03"] == "label1.centerY == contentView.centerY * 1 + 0")
        // Constrained, so not laid out by its frame.
        #expect(!equations.keys.contains { $0.hasPrefix("lab-00-001:autoresizing") })
        let wide = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 200, height: 50))
        // The label's height is its measured line: 17-pt system text, 20.29 rounded up to @2x, 20.5;
        // centred in the 50-pt cell.
        let line = 20.5
        #expect(wide.frames.first { $0.view == "label1" }?.frame
                == Frame(x: 8, y: (50 - line) / 2, width: 200 - 2 * 8, height: line))
    }
}

/// #24.11: `--strict` refuses only real approximations, so exact omissions give no warning.
@Suite("Warnings only for approximations")
struct StrictWarningTests {
    @Test func neverInstalledConstraintsAndBookkeepingVariationsAreNotWarned() throws {
        let text = IBSample.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                <rect key="frame" x="16" y="20" width="100" height="10"/>
                <variation key="heightClass=compact" misplaced="YES" fixedFrame="YES"/>
            </view>
            """, constraints: """
            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="16" id="s01"/>
            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="20" id="s02"/>
            <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="s03"/>
            <constraint firstItem="box-00-001" firstAttribute="height" constant="10" id="s04"/>
            <constraint firstItem="box-00-001" firstAttribute="width" constant="200" id="s05"/>
            """, rootElements: """
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="s05"/>
                </mask>
            </variation>
            """)
        let imported = try IBSample.read(text)
        #expect(imported.warnings.isEmpty, "\(imported.warnings.map(\.message))")
        let screen = try #require(imported.document.screens.first)
        #expect(!screen.constraints.contains { $0.id == "s05" })
        #expect(screen.constraints.contains { $0.id == "s04" })
    }
}
