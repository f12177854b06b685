/// Interface Builder documents that tests of more than one target read (the IB
/// importer's and the command line's), written once here.
public enum SampleStoryboards {
    /// A view controller with a table (a cell `row`: a 100-pt box between its margins,
    /// 60-pt rows) and a collection view (a 120 x 80 cell `tile`).
    public static let cells = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1-00-aaa">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc1-00-aaa">
                <objects>
                    <viewController storyboardIdentifier="main" id="vc1-00-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root-00-aaa">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
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
                            </subviews>
                            <constraints>
                                <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" id="t01"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-00-aaa" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """#
}
