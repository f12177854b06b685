import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// A storyboard with a table cell (a 100-pt box between its margins, 60-pt
/// rows) and a 120 x 80 collection view cell.
let cellsOnADeviceStoryboard = IBSample.storyboard(subviews: """
    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="60" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
        <prototypes>
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="row" id="cel-00-001">
                <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="59.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                            <rect key="frame" x="16" y="11" width="100" height="37.5"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="c01"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="c02"/>
                        <constraint firstItem="cnt-00-001" firstAttribute="bottomMargin" secondItem="box-00-001" secondAttribute="bottom" id="c03"/>
                        <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c04"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        </prototypes>
    </tableView>
    <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-001">
        <rect key="frame" x="0.0" y="300" width="375" height="300"/>
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flo-00-001">
            <size key="itemSize" width="120" height="80"/>
        </collectionViewFlowLayout>
        <cells>
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="tile" id="cvc-00-001">
                <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </collectionViewCell>
        </cells>
    </collectionView>
    """, constraints: """
    <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" id="t01"/>
    """)

/// #20.7, #24: a cell screen on a device takes the device's width and its own
/// height (its content's while it sizes itself, else its stored row height),
/// never the device's height; a collection view cell keeps its size.
@Suite("Cells on a device")
struct CellOnADeviceTests {
    @Test func aCellIsNeverTheDevicesWholeScreen() throws {
        let imported = try IBSample.read(cellsOnADeviceStoryboard)
        let row = try #require(imported.document.screens.first { $0.name == "row" })
        let tile = try #require(imported.document.screens.first { $0.name == "tile" })
        #expect(row.selfSizing == .height)
        #expect(row.design?.freeform == ScreenDesign.Freeform(width: .device, height: .points(59.5)))
        #expect(tile.design?.freeform == ScreenDesign.Freeform(width: .points(120), height: .points(80)))
        // The design request is still IB's canvas: the stored size.
        let rowDesign = try #require(imported.designs.first { $0.screen == "row" })
        #expect(rowDesign.request.width == 375 && rowDesign.request.height == 59.5)

        let device = try #require(DeviceCatalog.device(named: "iPhone 15"))
        let onDevice = device.request(.portrait, freeform: row.design?.freeform)
        #expect(onDevice.width == 393 && onDevice.height == 59.5 && onDevice.safeArea == .zero)
        // Not sizing itself, the cell keeps its row: the box fills it between the 11-pt margins.
        var fixed = row
        fixed.selfSizing = nil
        let result = try LayoutEngine.solve(fixed, standardSpacing: .apple, request: onDevice)
        #expect(result.frames.first { $0.view == "view1" }?.frame == Frame(x: 16, y: 11, width: 100, height: 59.5 - 11 - 11))
        let tileRequest = device.request(.landscape, freeform: tile.design?.freeform)
        #expect(tileRequest.width == 120 && tileRequest.height == 80)
    }
}
