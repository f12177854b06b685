import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// #33 2.3: an image view's intrinsic size is its image's, from the file's `<resources>`,
/// not the frame IB stored (which its constraints may have compressed).
@Suite("Image view sizes from the resources")
struct ImageViewSizeTests {
    /// A 300 × 82.5 image at 16 from the leading edge, no closer than 16 to the trailing one,
    /// 71.5 high: in a 291-pt freeform view IB compresses it to 291 - 16 - 16 = 259 wide.
    static func banner(storedWidth: Double = 259) -> String {
        IBSample.xib(subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="banner" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="16" y="16" width="\(storedWidth)" height="71.5"/>
                <constraints>
                    <constraint firstAttribute="height" constant="71.5" id="h01"/>
                </constraints>
            </imageView>
            """, constraints: """
            <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="16" id="c01"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="16" id="c02"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="img-00-001" secondAttribute="trailing" constant="16" id="c03"/>
            """, resources: "<image name=\"banner\" width=\"300\" height=\"82.5\"/>", width: 291, height: 200)
    }

    @Test func theImagesSizeIsTheIntrinsicSizeNotTheCompressedFrame() throws {
        let imported = try IBSample.read(Self.banner(), file: "Banner.xib")
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "img-00-001")
        #expect(view.intrinsicSize == IntrinsicSize(width: 300, height: 82.5))
        // At the design IB's compressed frame; in a wider view the image's own 300.
        #expect(try IBSample.frame("img-00-001", in: screen, result) == Frame(x: 16, y: 16, width: 291 - 16 - 16, height: 71.5))
        let wide = try LayoutEngine.solve(screen, standardSpacing: .apple, request: SolveRequest(width: 375, height: 200))
        #expect(try IBSample.frame("img-00-001", in: screen, wide) == Frame(x: 16, y: 16, width: 300, height: 71.5))
    }

    /// Where the constraints leave an axis open and IB flags nothing, IB's drawing is the
    /// image's size as IB saw it: 96 × 96 where the resources say 48 × 48 (WavesWallet's
    /// Xcode 11 icons), with a warning.
    @Test func anOpenAxisKeepsIBsDrawing() throws {
        let imported = try IBSample.read(IBSample.xib(subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="139.5" y="24" width="96" height="96"/>
            </imageView>
            """, constraints: """
            <constraint firstItem="img-00-001" firstAttribute="centerX" secondItem="root-00-aaa" secondAttribute="centerX" id="c01"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="24" id="c02"/>
            """, resources: "<image name=\"icon\" width=\"48\" height=\"48\"/>"), file: "Icon.xib")
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "img-00-001")
        #expect(view.intrinsicSize == IntrinsicSize(width: 96, height: 96))
        #expect(try IBSample.frame("img-00-001", in: screen, result) == Frame(x: (375 - 96) / 2, y: 24, width: 96, height: 96))
        #expect(imported.warnings.contains {
            $0.ibID == "img-00-001" && $0.message.contains("its image is 48 × 48 in the resources")
        })
    }

    /// Where IB drew the image at its resources' size, the open axes agree and nothing is said.
    @Test func anOpenAxisThatAgreesIsSilent() throws {
        let imported = try IBSample.read(IBSample.xib(subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="icon" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="163.5" y="24" width="48" height="48"/>
            </imageView>
            """, constraints: """
            <constraint firstItem="img-00-001" firstAttribute="centerX" secondItem="root-00-aaa" secondAttribute="centerX" id="c01"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="24" id="c02"/>
            """, resources: "<image name=\"icon\" width=\"48\" height=\"48\"/>"), file: "Icon.xib")
        let view = try #require(imported.document.screens.first?.views.first { $0.ibID == "img-00-001" })
        #expect(view.intrinsicSize == IntrinsicSize(width: 48, height: 48))
        #expect(!imported.warnings.contains { $0.ibID == "img-00-001" })
    }

    /// A system symbol's resource entry is its glyph in a 128-pt box, a shape and not a size
    /// (UIKit sizes a symbol by its configuration): IB's stored frame stands, as before.
    @Test func aSystemSymbolKeepsItsStoredSize() throws {
        let imported = try IBSample.read(IBSample.xib(subviews: """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="20" y="20" width="12.5" height="16.5"/>
                <imageReference key="image" image="chevron.right" catalog="system"/>
            </imageView>
            """, constraints: """
            <constraint firstItem="img-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="img-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="20" id="c02"/>
            """, resources: "<image name=\"chevron.right\" catalog=\"system\" width=\"96\" height=\"128\"/>"), file: "Symbol.xib")
        let view = try #require(imported.document.screens.first?.views.first { $0.ibID == "img-00-001" })
        #expect(view.intrinsicSize == IntrinsicSize(width: 12.5, height: 16.5))
    }

    /// openfoodfacts' initial view (Xcode 11, a 580-pt freeform xib): the 300 × 209 logo held
    /// 180 high by a constraint, centred in a 564-pt stack. Its intrinsic size is the image's;
    /// the design gives IB's frame.
    @Test func openfoodfactsLogoIsItsImagesSize() throws {
        let imported = try IBSample.sizesFixture("openfoodfacts-InitialView.xib")
        let (screen, logo, result) = try IBSample.designSolve(imported, holding: "pDX-By-EZf")
        #expect(logo.intrinsicSize == IntrinsicSize(width: 300, height: 209))
        #expect(try IBSample.frame("pDX-By-EZf", in: screen, result) == Frame(x: (564 - 300) / 2, y: 0, width: 300, height: 180))
    }
}
