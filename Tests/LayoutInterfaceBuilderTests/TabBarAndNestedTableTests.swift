import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #20.3 and #24.3: what IB simulates around a view controller inside a tab
/// bar controller, and the margins of a cell in a table placed inside a view.
@Suite("Tab bars and nested tables")
struct TabBarAndNestedTableTests {
    /// A view controller (a 375x667 root holding `subviews`) shown by a tab bar controller.
    private func tabbed(device: String = "retina4_7", height: Double = 667, subviews: String = "",
                        extra: String = "", toolsVersion: String = "15400") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tbc-00-aaa">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1-00-aaa">
                    <objects>
                        <viewController storyboardIdentifier="first" id="vc1-00-aaa" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                <subviews>\(subviews)</subviews>
                                <viewLayoutGuide key="safeArea" id="saf-00-aaa"/>
                            </view>
                            <tabBarItem key="tabBarItem" title="Item" id="tbi-00-aaa"/>
                            \(extra)
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc2-00-aaa">
                    <objects>
                        <tabBarController id="tbc-00-aaa" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tab-00-aaa">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="vc1-00-aaa" kind="relationship" relationship="viewControllers" id="seg-00-aaa"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func tabBarEntersTheBottomInset() throws {
        let home = try #require(try IBSample.read(tabbed()).designs.first { $0.screen == "first" })
        // Xcode 11 (toolsVersion 15400) draws an iPhone 8 without its status bar (IBDesign.simulatedTop).
        #expect(home.request.safeArea == EdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        // A notched iPhone: the home indicator's 34 below the tab bar's 49.
        let notched = try #require(try IBSample.read(tabbed(device: "retina5_9", height: 812)).designs.first { $0.screen == "first" })
        #expect(notched.request.safeArea == EdgeInsets(top: 44, left: 0, bottom: 34 + 49, right: 0))
        // The scene can say it shows no bottom bar.
        let hidden = try #require(try IBSample.read(tabbed(extra: "<nil key=\"simulatedBottomBarMetrics\"/>")).designs.first)
        #expect(hidden.request.safeArea.bottom == 0)
    }

    /// Xcode 9–11 give a cell of a table placed inside a view 15-pt side margins
    /// (and iOS 11's 11 top and bottom), whatever the width; Xcode 12 the system minimum.
    @Test func nestedTableCellsHaveFifteenPointSides() throws {
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-aaa">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cel-00-aaa">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-aaa" id="con-00-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let xcode11 = try #require(try IBSample.read(tabbed(subviews: table)).document.screens.first { $0.name == "Row" }?.view(named: "contentView"))
        #expect(xcode11.layoutMarginsRule == nil)
        #expect(xcode11.layoutMargins == EdgeInsets(top: 11, left: 15, bottom: 11, right: 15))
        let xcode12 = try #require(try IBSample.read(tabbed(subviews: table, toolsVersion: "17156")).document.screens.first { $0.name == "Row" }?.view(named: "contentView"))
        #expect(xcode12.layoutMarginsRule == .tableCellContent)
        #expect(xcode12.layoutMargins == nil)
    }

    /// End to end, real files: SkeletonView's table (Xcode 11, inside a tab bar
    /// controller's view controller) on a notched iPhone.
    @Test func skeletonViewOnASecondDevice() throws {
        let match = try CrossDeviceMatch.measure("SkeletonView-TableView-Main")
        #expect(match.mismatchedIDs.isEmpty, "\(match.mismatches)")
    }
}
