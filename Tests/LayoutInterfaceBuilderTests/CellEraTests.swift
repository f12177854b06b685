import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// A storyboard saved by `toolsVersion` whose table view controller's 375-pt
/// table holds one Default-style cell beside a disclosure indicator, its text
/// label where that era's IB stores it, and a custom cell whose label is pinned
/// to its content view's leading and trailing margins.
private func eraSample(toolsVersion: String, contentWidth: Double, labelX: Double, labelWidth: Double,
                       customLabelX: Double) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tvc-00-aaa">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="sc1-00-aaa">
                <objects>
                    <tableViewController id="tvc-00-aaa" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="tab-00-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" reuseIdentifier="Item" textLabel="txt-00-aaa" style="IBUITableViewCellStyleDefault" id="cel-00-aaa">
                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-aaa" id="con-00-aaa">
                                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="43.5"/>
                                        <subviews>
                                            <label opaque="NO" contentMode="left" text="Title" id="txt-00-aaa">
                                                <rect key="frame" x="\(labelX)" y="0.0" width="\(labelWidth)" height="43.5"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            </label>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="Custom" id="cel-00-bbb">
                                    <rect key="frame" x="0.0" y="72" width="375" height="44"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-bbb" id="con-00-bbb">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-bbb">
                                                <rect key="frame" x="\(customLabelX)" y="0.0" width="\(375 - 2 * customLabelX)" height="43.5"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="box-00-bbb" firstAttribute="leading" secondItem="con-00-bbb" secondAttribute="leadingMargin" id="c01"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="box-00-bbb" secondAttribute="trailing" id="c02"/>
                                            <constraint firstItem="box-00-bbb" firstAttribute="top" secondItem="con-00-bbb" secondAttribute="top" id="c03"/>
                                            <constraint firstAttribute="bottom" secondItem="box-00-bbb" secondAttribute="bottom" id="c04"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// Xcode 8 (toolsVersion 12121, iOS 10): the disclosure indicator's content view
/// is 375 - 15 - 18 wide, the text label 15 from its leading edge and 2 from the
/// accessory; the custom cell's margins are 8.
private let xcode8 = eraSample(toolsVersion: "12121", contentWidth: 375 - 15 - 18, labelX: 15,
                               labelWidth: 375 - 15 - 18 - 15 - 2, customLabelX: 8)
/// Xcode 9 (13196, iOS 11): the content view 375 - 16 - 11, the label at the
/// 16-pt margin and 8 from the accessory; the custom cell's margins 16.
private let xcode9 = eraSample(toolsVersion: "13196", contentWidth: 375 - 16 - 11, labelX: 16,
                               labelWidth: 375 - 16 - 11 - 16 - 8, customLabelX: 16)

private func frame(_ result: SolveResult, _ view: String) -> Frame? {
    result.frames.first { $0.view == view }?.frame
}

/// #24.3: a file older than Xcode 9 is IB's layout of iOS 10 (design `era`
/// legacy); its cells are written for both eras, so that the design solve
/// reproduces IB's stored frames and a device gets today's UIKit.
@Suite("Table cells by era")
struct CellEraTests {
    func screens(_ text: String) throws -> (standard: Screen, custom: Screen, imported: InterfaceBuilderImport) {
        let imported = try IBSample.read(text)
        let standard = try #require(imported.document.screens.first { $0.name == "Item" })
        let custom = try #require(imported.document.screens.first { $0.name == "Custom" })
        return (standard, custom, imported)
    }

    /// The legacy cell's built-in view: the horizontal constraints under each
    /// era, the vertical ones once.
    @Test func aLegacyStandardCellIsWrittenUnderEachEra() throws {
        let (screen, _, _) = try screens(xcode8)
        let legacy = Condition(["era": [.string("legacy")]]), current = Condition(["era": [.string("current")]])
        var entries: [String: (String, Condition?)] = [:]
        for entry in screen.constraints where entry.id.hasPrefix("txt-00-aaa:") {
            if case .equation(let text) = entry.body { entries[entry.id] = (text, entry.when) }
        }
        #expect(entries["txt-00-aaa:cellStyle1"]?.0 == "label1.leading == contentView.leadingMargin * 1 + 0")
        #expect(entries["txt-00-aaa:cellStyle1"]?.1 == current)
        #expect(entries["txt-00-aaa:cellStyle2"]?.0 == "label1.trailing == contentView.trailing * 1 - 8")
        #expect(entries["txt-00-aaa:cellStyle2"]?.1 == current)
        #expect(entries["txt-00-aaa:cellStyle1_legacy"]?.0 == "label1.leading == contentView.leading * 1 + 15")
        #expect(entries["txt-00-aaa:cellStyle1_legacy"]?.1 == legacy)
        #expect(entries["txt-00-aaa:cellStyle2_legacy"]?.0 == "label1.trailing == contentView.trailing * 1 - 2")
        #expect(entries["txt-00-aaa:cellStyle2_legacy"]?.1 == legacy)
        #expect(entries["txt-00-aaa:cellStyle3"]?.0 == "label1.top == contentView.top * 1 + 0")
        #expect(entries["txt-00-aaa:cellStyle3"]?.1 == nil)
        #expect(entries["txt-00-aaa:cellStyle4"]?.0 == "label1.bottom == contentView.bottom * 1 + 0")
        #expect(entries["txt-00-aaa:cellStyle4"]?.1 == nil)
        #expect(entries.count == 6)
        #expect(screen.design?.era == .legacy)
        #expect(screen.view(named: screen.root)?.layoutMarginsRule == .tableCellContent)
    }

    /// A file of Xcode 9 and later has one layout, no era conditions, no design era.
    @Test func aCurrentFileHasNoEraConditions() throws {
        let (screen, custom, _) = try screens(xcode9)
        #expect(screen.design?.era == nil && custom.design?.era == nil)
        #expect(screen.constraints.allSatisfy { $0.when == nil })
        #expect(IBSample.equations(screen)["txt-00-aaa:cellStyle1"] == "label1.leading == contentView.leadingMargin * 1 + 0")
        #expect(IBSample.equations(screen)["txt-00-aaa:cellStyle2"] == "label1.trailing == contentView.trailing * 1 - 8")
        // Xcode 9's disclosure indicator, as stored: 375 - 348 - 16.
        let stored: Double = 375 - (375 - 16 - 11) - 16
        #expect(screen.design?.accessoryWidth == stored)
    }

    /// Under its design (the legacy era) the Xcode 8 cell gives IB's stored frames;
    /// under the current era at the same size, today's UIKit's.
    @Test func theDesignSolveIsIBsAndTheCurrentEraIsTodays() throws {
        let (screen, custom, imported) = try screens(xcode8)
        let design = try #require(imported.designs.first { $0.screen == screen.name })
        #expect(design.request.era == .legacy)
        let atDesign = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        let content = 375.0 - 15 - 18
        #expect(frame(atDesign, "label1") == Frame(x: 15, y: 0, width: content - 15 - 2, height: 43.5))
        var today = design.request
        today.era = .current
        let current = try LayoutEngine.solve(screen, standardSpacing: .apple, request: today)
        #expect(frame(current, "label1") == Frame(x: 16, y: 0, width: content - 16 - 8, height: 43.5))

        // A custom cell: 8-pt margins at the design, the table's 16 today.
        let customDesign = try #require(imported.designs.first { $0.screen == custom.name })
        let legacyBox = try LayoutEngine.solve(custom, standardSpacing: .apple, request: customDesign.request)
        #expect(frame(legacyBox, "view1") == Frame(x: 8, y: 0, width: 375 - 8 - 8, height: 43.5))
        var todayCustom = customDesign.request
        todayCustom.era = .current
        let currentBox = try LayoutEngine.solve(custom, standardSpacing: .apple, request: todayCustom)
        #expect(frame(currentBox, "view1") == Frame(x: 16, y: 0, width: 375 - 16 - 16, height: 43.5))
    }

    /// On a device (today's UIKit) an Xcode 8 cell beside a disclosure indicator
    /// gets today's accessory width (11, not iOS 10's 18) and margins, and so the
    /// Xcode 9 file's frames.
    @Test func onADeviceALegacyCellIsLaidOutAsToday() throws {
        let (screen, _, _) = try screens(xcode8)
        #expect(screen.design?.accessoryWidth == 11)
        let phone = try #require(DeviceCatalog.device(named: "iPhone 8"))
        let request = phone.request(.portrait, screen: screen)
        #expect(request.era == nil)
        let width: Double = 375 - 16 - 11
        #expect(request.width == width)
        var fixed = request
        fixed.height = 43.5
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: fixed)
        // The Xcode 9 file's stored frame: x 16, 375 - 16 - 11 - 16 - 8 wide.
        #expect(frame(result, "label1") == Frame(x: 16, y: 0, width: 375 - 16 - 11 - 16 - 8, height: 43.5))
    }

    /// Today's accessory widths replace an old file's by type; an unknown type keeps its measured one.
    @Test func accessoryWidthsByEra() throws {
        for (type, width) in [("checkmark", 24.0), ("detailButton", 24), ("detailDisclosureButton", 37),
                              ("disclosureIndicator", 11)] {
            let text = xcode8.replacingOccurrences(of: "accessoryType=\"disclosureIndicator\"", with: "accessoryType=\"\(type)\"")
            let (screen, _, _) = try screens(text)
            #expect(screen.design?.accessoryWidth == width, "\(type)")
        }
        let unknown = xcode8.replacingOccurrences(of: "accessoryType=\"disclosureIndicator\"", with: "accessoryType=\"future\"")
        // Measured with iOS 10's 15-pt margin: 375 - 342 - 15.
        let measured: Double = 375 - (375 - 15 - 18) - 15
        #expect(try screens(unknown).standard.design?.accessoryWidth == measured)
    }
}

/// End to end, a real pair: MJRefresh-Main's Subtitle cell, saved by Xcode 7
/// (600-pt canvas, iOS 10: labels 15 from the edge) and then by Xcode 9 for an
/// iPhone 8 (iOS 11: at the 16-pt margin).
@Suite("Table cells by era, MJRefresh")
struct MJRefreshEraTests {
    @Test func theOldFileGivesIBsFramesOfEitherEra() throws {
        let old = try CrossDevicePairs.read("MJRefresh-Main", "old")
        let new = try CrossDevicePairs.read("MJRefresh-Main", "new")
        let screen = try #require(old.document.screens.first { $0.views.contains { $0.ibID == "veW-N9-syp" } })
        let title = try #require(screen.views.first { $0.ibID == "veW-N9-syp" }).name
        let subtitle = try #require(screen.views.first { $0.ibID == "Iv7-PA-lBt" }).name
        #expect(screen.design?.era == .legacy)
        let oldDesign = try #require(old.designs.first { $0.screen == screen.name })
        let newDesign = try #require(new.designs.first { $0.screen == screen.name })
        #expect(oldDesign.request.era == .legacy)
        #expect(newDesign.request.era == nil)
        // Xcode 7's own frames at its design: 15 from the content view's edge.
        let atOld = try LayoutEngine.solve(screen, standardSpacing: .apple, request: oldDesign.request)
        #expect(frame(atOld, title)?.x == 15)
        #expect(frame(atOld, subtitle)?.x == 15)
        #expect(frame(atOld, title)?.x == oldDesign.frames[title]?.x)
        // Under the new file's design (a 375-pt table, today's era): the 16-pt margin Xcode 9 stores.
        let atNew = try LayoutEngine.solve(screen, standardSpacing: .apple, request: newDesign.request)
        #expect(frame(atNew, title)?.x == 16)
        #expect(frame(atNew, subtitle)?.x == 16)
        #expect(frame(atNew, title)?.x == newDesign.frames[title]?.x)
        let match = try CrossDeviceMatch.measure("MJRefresh-Main")
        #expect(match.compared == 2 && match.matched == 2, "\(match.mismatches)")
    }
}

/// The era trait in the model: the `tableCellContent` rule's margins, conditions and the request.
@Suite("The era trait")
struct EraTraitTests {
    @Test func theCellContentRuleByEra() {
        let rule = LayoutMarginsRule.tableCellContent
        #expect(rule.margins(own: nil, rootWidth: 375) == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        #expect(rule.margins(own: nil, rootWidth: 348, containerWidth: 414, era: .current)
                == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
        #expect(rule.margins(own: nil, rootWidth: 414, era: .legacy) == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let own = EdgeInsets(top: 4, left: 15, bottom: 4, right: 15)
        #expect(rule.margins(own: own, rootWidth: 414, era: .legacy) == own)
        #expect(rule.margins(own: own, rootWidth: 414, era: .current) == EdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
    }

    @Test func eraIsATraitWithTwoValues() {
        #expect(Condition.traitKeys.contains("era"))
        #expect(Condition(["era": [.string("legacy")]]).problem == nil)
        #expect(Condition(["era": [.string("ios10")]]).problem?.contains("'ios10' is not a value of 'era'") == true)
    }

    /// A request is `current` unless it says `legacy`: conditions see that.
    @Test func conditionsSeeTheRequestsEra() throws {
        var screen = Screen(name: "cell", root: "root", views: [ViewSpec(name: "root"), ViewSpec(name: "box", superview: "root")])
        screen.constraints = [
            ConstraintEntry(id: "left", body: .equation("box.leading == root.leading + 15"), when: Condition(["era": [.string("legacy")]])),
            ConstraintEntry(id: "left_now", body: .equation("box.leading == root.leading + 16"), when: Condition(["era": [.string("current")]])),
            ConstraintEntry(id: "size", body: .equation("box.width == 10")),
            ConstraintEntry(id: "height", body: .equation("box.height == 10")),
            ConstraintEntry(id: "top", body: .equation("box.top == root.top")),
        ]
        var request = SolveRequest(width: 100, height: 44)
        #expect(frame(try LayoutEngine.solve(screen, standardSpacing: .apple, request: request), "box")?.x == 16)
        request.era = .legacy
        #expect(frame(try LayoutEngine.solve(screen, standardSpacing: .apple, request: request), "box")?.x == 15)
        request.era = .current
        #expect(frame(try LayoutEngine.solve(screen, standardSpacing: .apple, request: request), "box")?.x == 16)
    }
}

/// A real file with checkmarks (FSCalendar's Objective-C example, on an iPhone
/// Plus, retina5_5: a 414-pt table), as Xcode 8.3 (iOS 10), Xcode 9.0 and Xcode 10
/// saved it (Tests/Fixtures/InterfaceBuilder/Accessories/README.md). Its Default
/// cells' text labels reach the content view's edge beside a checkmark in every version.
@Suite("Checkmark cells, FSCalendar")
struct CheckmarkCellTests {
    /// The first three checkmark cells' text labels (the fourth is stale in the Xcode 10 file).
    static let labels = ["O62-83-teD", "cll-gl-Oyc", "l29-05-Mps"]

    static func read(_ version: String) throws -> InterfaceBuilderImport {
        let file = "FSCalendar-Example-Objc.\(version).storyboard"
        let url = Fixtures.directory.appendingPathComponent("Accessories").appendingPathComponent(file)
        return try InterfaceBuilderImporter.read(try Data(contentsOf: url), file: file)
    }

    func cellScreens(_ imported: InterfaceBuilderImport) throws -> [(screen: Screen, label: String, id: String)] {
        try Self.labels.map { id in
            let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == id } }, "\(id)")
            return (screen, try #require(screen.views.first { $0.ibID == id }).name, id)
        }
    }

    /// Xcode 8.3's own layout (its design, era legacy): the content view 414 - 15 - 24,
    /// the label 15 from its edge and flush with it beside the checkmark.
    @Test func theOldFileAtItsDesignIsIBsIOS10() throws {
        let old = try Self.read("xcode8")
        let content: Double = 414 - 15 - 24, labelWidth: Double = 414 - 15 - 24 - 15 - 0
        for (screen, label, id) in try cellScreens(old) {
            let design = try #require(old.designs.first { $0.screen == screen.name })
            #expect(design.request.width == content)
            #expect(design.request.era == .legacy)
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            #expect(frame(result, label)?.x == 15)
            #expect(frame(result, label)?.width == labelWidth)
            #expect(frame(result, label)?.width == design.frames[label]?.width)
            #expect(screen.design?.accessoryWidth == 24)
            #expect(IBSample.equations(screen)["\(id):cellStyle2_legacy"] == "\(label).trailing == contentView.trailing * 1 + 0")
            #expect(IBSample.equations(screen)["\(id):cellStyle2"] == "\(label).trailing == contentView.trailing * 1 + 0")
        }
    }

    /// Solved under Xcode 9.0's design (its 375-pt content view, era current), the
    /// old file's labels move to the table's 20-pt margin, as Xcode 9.0 stores them.
    @Test func underXcode9sDesignTheLabelsMoveToTheMargin() throws {
        let old = try Self.read("xcode8")
        let new = try Self.read("xcode9")
        let labelWidth: Double = 375 - 20 - 0
        for (screen, label, _) in try cellScreens(old) {
            let design = try #require(new.designs.first { $0.screen == screen.name })
            #expect(design.request.era == nil)
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
            #expect(frame(result, label)?.x == 20)
            #expect(frame(result, label)?.width == labelWidth)
            #expect(design.frames[label]?.x == 20)
            #expect(design.frames[label]?.width == labelWidth)
        }
    }

    /// On an iPhone 8 Plus (today's UIKit) the old file's checkmark cells get
    /// today's checkmark (24) beside the 20-pt margin: a content view 414 - 20 - 24
    /// wide, the label at 20 and 414 - 20 - 24 - 20 wide. Xcode 10 stores exactly that.
    @Test func onADeviceTheOldFileGivesXcode10sFrames() throws {
        let old = try Self.read("xcode8")
        let xcode10 = try Self.read("xcode10")
        let phone = try #require(DeviceCatalog.device(named: "iPhone 8 Plus"))
        let content: Double = 414 - 20 - 24, labelWidth: Double = 414 - 20 - 24 - 20 - 0
        for (screen, label, _) in try cellScreens(old) {
            let request = phone.request(.portrait, screen: screen)
            #expect(request.width == content)
            let stored = try #require(xcode10.designs.first { $0.screen == screen.name })
            #expect(stored.request.width == content)
            let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
            #expect(frame(result, label)?.x == 20)
            #expect(frame(result, label)?.width == labelWidth)
            #expect(stored.frames[label]?.x == 20)
            #expect(stored.frames[label]?.width == labelWidth)
        }
    }
}
