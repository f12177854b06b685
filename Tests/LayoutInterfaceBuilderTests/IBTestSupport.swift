import Foundation
import LayoutDocument
import LayoutInterfaceBuilder

/// Small IB documents written out in the tests, in the shape Xcode saves them.
enum IBSample {
    /// A storyboard with one view controller whose root view (`root`, 375x667 unless
    /// given) holds `subviews` and `constraints` (XML text), saved by `toolsVersion`.
    static func storyboard(
        subviews: String, constraints: String = "", rootExtras: String = "", rootElements: String = "",
        controllerExtras: String = "",
        toolsVersion: String = "22155", device: String = "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>",
        rootFrame: String = "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>",
        storyboardIdentifier: String = "main"
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc1-00-aaa">
            \(device)
            <scenes>
                <scene sceneID="sc1-00-aaa">
                    <objects>
                        <viewController storyboardIdentifier="\(storyboardIdentifier)" id="vc1-00-aaa" sceneMemberID="viewController">
                            \(controllerExtras)
                            <view key="view" contentMode="scaleToFill" id="root-00-aaa" \(rootExtras)>
                                \(rootFrame)
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    \(subviews)
                                </subviews>
                                <constraints>
                                    \(constraints)
                                </constraints>
                                \(rootElements)
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-00-aaa" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A view controller's navigation item whose title view (`ttl-00-001`) holds a label
    /// (`tlb-00-001`): outside the root's `<subviews>`, so not imported.
    static let navigationTitleView = """
        <navigationItem key="navigationItem" id="nav-00-001">
            <view key="titleView" contentMode="scaleToFill" id="ttl-00-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                <subviews>
                    <label opaque="NO" text="Title" id="tlb-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                    </label>
                </subviews>
            </view>
        </navigationItem>
        """

    static func read(_ text: String, file: String = "Sample.storyboard") throws -> InterfaceBuilderImport {
        try InterfaceBuilderImporter.read(Data(text.utf8), file: file)
    }

    /// The equations of a screen's constraint entries by id.
    static func equations(_ screen: Screen) -> [String: String] {
        var result: [String: String] = [:]
        for entry in screen.constraints {
            if case .equation(let text) = entry.body { result[entry.id] = text }
        }
        return result
    }
}
