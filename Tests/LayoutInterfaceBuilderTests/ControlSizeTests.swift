import Foundation
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import LayoutText
import Testing

/// #33 2.4: a control IB stored no frame for (Xcode 8.0 stores none for a view its
/// constraints place) gets UIKit's size, by the Xcode that saved the file; and Xcode 8.0's
/// `<frame key="frameInset">` is a stored frame.
@Suite("Controls UIKit sizes")
struct ControlSizeTests {
    static func element(_ xml: String) throws -> XMLNode {
        try XMLReader.parse(Array(xml.utf8))
    }

    /// Each control's constant size, from the tune half of the corpus (IBKinds.controlSize).
    @Test func eachControlsSizeByXcode() throws {
        func size(_ xml: String, _ toolsVersion: Double) throws -> IntrinsicSize? {
            IBKinds.controlSize(try Self.element(xml), toolsVersion: toolsVersion)
        }
        #expect(try size("<switch/>", 11201) == IntrinsicSize(width: 51, height: 31))
        #expect(try size("<slider/>", 11201) == IntrinsicSize(width: nil, height: 31))
        #expect(try size("<stepper/>", 11201) == IntrinsicSize(width: 94, height: 29))
        #expect(try size("<stepper/>", 15702) == IntrinsicSize(width: 94, height: 32))
        #expect(try size("<activityIndicatorView style=\"gray\"/>", 11201) == IntrinsicSize(width: 20, height: 20))
        #expect(try size("<activityIndicatorView style=\"medium\"/>", 17156) == IntrinsicSize(width: 20, height: 20))
        #expect(try size("<activityIndicatorView style=\"whiteLarge\"/>", 11201) == IntrinsicSize(width: 37, height: 37))
        #expect(try size("<activityIndicatorView style=\"large\"/>", 17156) == IntrinsicSize(width: 37, height: 37))
        #expect(try size("<progressView/>", 16097) == IntrinsicSize(width: nil, height: 2))
        #expect(try size("<progressView/>", 17156) == IntrinsicSize(width: nil, height: 4))
        #expect(try size("<segmentedControl/>", 11201) == IntrinsicSize(width: nil, height: 29))
        #expect(try size("<segmentedControl/>", 15702) == IntrinsicSize(width: nil, height: 32))
        #expect(try size("<pageControl/>", 11201) == IntrinsicSize(width: nil, height: 37))
        #expect(try size("<pageControl/>", 21507) == IntrinsicSize(width: nil, height: 26))
        #expect(try size("<datePicker/>", 11201) == IntrinsicSize(width: 320, height: 216))
        #expect(try size("<datePicker style=\"compact\"/>", 17156) == nil)
        #expect(try size("<pickerView/>", 11201) == IntrinsicSize(width: nil, height: 216))
        #expect(try size("<pickerView/>", 6250) == IntrinsicSize(width: nil, height: 162))
        #expect(try size("<label/>", 11201) == nil)
    }

    /// A switch Xcode 8.0 stored without a frame, 8 below the top layout guide at the root's
    /// leading margin: 51 × 31 at (16, 20 + 8), not an ambiguous size.
    @Test func aSwitchWithoutAFrameIsFiftyOneByThirtyOne() throws {
        let imported = try IBSample.read(IBSample.storyboard(subviews: """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swt-00-001"/>
            """, constraints: """
            <constraint firstItem="swt-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c01"/>
            <constraint firstItem="swt-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="28" id="c02"/>
            """, toolsVersion: "11201"))
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "swt-00-001")
        #expect(view.intrinsicSize == IntrinsicSize(width: 51, height: 31))
        #expect(try IBSample.frame("swt-00-001", in: screen, result) == Frame(x: 16, y: 28, width: 51, height: 31))
        #expect(result.ambiguous.isEmpty)
        #expect(!imported.warnings.contains { $0.ibID == "swt-00-001" })
    }

    /// A label Xcode 8.0 stored without a frame has its text measured: the 17-pt system font's
    /// "Spring" at (16, 28), with no warning (its size needs no frame); a label showing only
    /// attributed text, which is not read, has no size, and says so.
    @Test func aLabelWithoutAFrameIsMeasured() throws {
        let imported = try IBSample.read(IBSample.storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Spring" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                <attributedString key="attributedText">
                    <fragment content="Fall"/>
                </attributedString>
            </label>
            """, constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c01"/>
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="28" id="c02"/>
            <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leadingMargin" id="c03"/>
            <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="60" id="c04"/>
            """, toolsVersion: "11201"))
        let (screen, label, result) = try IBSample.designSolve(imported, holding: "lbl-00-001")
        #expect(label.intrinsicSize == nil)
        let measured = TextMeasurer().measure("Spring", font: .system(size: 17, weight: .regular, italic: false), scale: 2)
        #expect(try IBSample.frame("lbl-00-001", in: screen, result) == Frame(x: 16, y: 28, width: measured.width, height: measured.height))
        #expect(!imported.warnings.contains { $0.ibID == "lbl-00-001" })
        #expect(imported.warnings.contains {
            $0.ibID == "lbl-00-002" && $0.message == "no stored frame, so no intrinsic size for this label (attributed text is not measured)"
        })
    }

    /// `<frame key="frameInset">`: x and y are `minX` and `minY` (0 when absent); a length not
    /// given is the superview's less the two insets (`maxX`, `maxY`, 0 when absent).
    @Test func frameInsetsAreFrames() throws {
        let superview = IBFrame(x: 0, y: 0, width: 375, height: 667)
        func inset(_ xml: String) throws -> IBFrame? {
            IBScreenReader.frameInset(try Self.element("<view>\(xml)</view>"), in: superview)
        }
        #expect(try inset("<frame key=\"frameInset\" minX=\"162\" minY=\"308\" width=\"50\" height=\"50\"/>")
                == IBFrame(x: 162, y: 308, width: 50, height: 50))
        #expect(try inset("<frame key=\"frameInset\" minX=\"15\" width=\"345\" height=\"43.5\"/>")
                == IBFrame(x: 15, y: 0, width: 345, height: 43.5))
        #expect(try inset("<frame key=\"frameInset\"/>") == IBFrame(x: 0, y: 0, width: 375, height: 667))
        #expect(try inset("<frame key=\"frameInset\" minX=\"8\" minY=\"20\" maxX=\"8\" maxY=\"10\"/>")
                == IBFrame(x: 8, y: 20, width: 375 - 8 - 8, height: 667 - 20 - 10))
        #expect(IBScreenReader.frameInset(try Self.element("<view><frame key=\"frameInset\" minX=\"8\"/></view>"), in: nil) == nil)
        #expect(try inset("<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>") == nil)
    }

    /// shu223's iOS-10-Sampler (Xcode 8.0, `toolsVersion` 11201): the property-animator scene
    /// stores no frame for its switch and the label beside it, and a `frameInset` for the
    /// 50-pt view it animates. The switch is 51 × 31 at the leading margin, 8 below the
    /// 20-pt status bar; the fixed-frame view stays at its inset.
    @Test func iOS10SamplersSwitchIsUIKitsSize() throws {
        let imported = try IBSample.sizesFixture("iOS-10-Sampler-PropertyAnimator.storyboard")
        let (screen, view, result) = try IBSample.designSolve(imported, holding: "y7w-2w-fC8")
        #expect(view.intrinsicSize == IntrinsicSize(width: 51, height: 31))
        #expect(try IBSample.frame("y7w-2w-fC8", in: screen, result) == Frame(x: 16, y: 20 + 8, width: 51, height: 31))
        #expect(try IBSample.frame("N1t-Sa-wPx", in: screen, result) == Frame(x: 162, y: 308, width: 50, height: 50))
        #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty)
        // Its frameless label, in Futura, is measured with the system font standing in, and says so.
        #expect(imported.warnings.contains { $0.ibID == "toG-bw-2uX" && $0.message.contains("IB stored no frame: measured") })
    }

    /// The image-filter scene of the same app stores no frame at all: the 622 × 622 image
    /// fills the view above the bottom guide, the picker (216 high by its constraint) sits
    /// on the bottom guide, and the large white activity indicator, 37 × 37, is centred.
    @Test func iOS10SamplersFramelessScene() throws {
        let imported = try IBSample.sizesFixture("iOS-10-Sampler-ImageFilters.storyboard")
        let (screen, spinner, result) = try IBSample.designSolve(imported, holding: "2eR-gZ-eGz")
        #expect(spinner.intrinsicSize == IntrinsicSize(width: 37, height: 37))
        #expect(try IBSample.frame("2eR-gZ-eGz", in: screen, result) == Frame(x: (375 - 37) / 2, y: (667 - 37) / 2, width: 37, height: 37))
        #expect(try IBSample.frame("AYR-LI-hh7", in: screen, result) == Frame(x: 0, y: 667 - 216, width: 375, height: 216))
        let image = try #require(screen.views.first { $0.ibID == "GXQ-qg-6fn" })
        #expect(image.intrinsicSize == IntrinsicSize(width: 622, height: 622))
        #expect(try IBSample.frame("GXQ-qg-6fn", in: screen, result) == Frame(x: 0, y: 0, width: 375, height: 667))
        #expect(result.ambiguous.isEmpty && result.unsatisfiable.isEmpty)
    }
}
