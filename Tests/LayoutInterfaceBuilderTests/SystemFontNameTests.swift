import Foundation
import LayoutDocument
@testable import LayoutInterfaceBuilder
import LayoutModel
import LayoutText
import Testing

/// #33 2.7: the system font under its private names (`.SFUIText-Medium`, `.SFNSDisplay`,
/// `.AppleSystemUIFont`, …) is the system font, with the weight the name says: measured as
/// such, so a multi-line label wraps.
@Suite("The system font under its private names")
struct SystemFontNameTests {
    @Test func privateNamesAreTheSystemFontAtTheirWeight() {
        func font(_ name: String) -> FontSpec? { IBSystemFontName.font(named: name, size: 15) }
        #expect(font(".SFUIText") == .system(size: 15, weight: nil, italic: false))
        #expect(font(".SFUIText-Regular") == .system(size: 15, weight: nil, italic: false))
        #expect(font(".SFUIText-Medium") == .system(size: 15, weight: "medium", italic: false))
        #expect(font(".SFUIText-Semibold") == .system(size: 15, weight: "semibold", italic: false))
        #expect(font(".SFUIText-BoldItalic") == .system(size: 15, weight: "bold", italic: true))
        #expect(font(".SFUIText-Italic") == .system(size: 15, weight: nil, italic: true))
        #expect(font(".SFUIDisplay-Light") == .system(size: 15, weight: "light", italic: false))
        #expect(font(".SFUIDisplay-Ultralight") == .system(size: 15, weight: "ultraLight", italic: false))
        #expect(font(".SFUIDisplay-Heavy") == .system(size: 15, weight: "heavy", italic: false))
        #expect(font(".SFUIDisplay-Black") == .system(size: 15, weight: "black", italic: false))
        #expect(font(".SFNSText") == .system(size: 15, weight: nil, italic: false))
        #expect(font(".SFNSDisplay-Thin") == .system(size: 15, weight: "thin", italic: false))
        #expect(font(".SFUI-Regular") == .system(size: 15, weight: nil, italic: false))
        #expect(font(".SFUI-Bold") == .system(size: 15, weight: "bold", italic: false))
        #expect(font(".AppleSystemUIFont") == .system(size: 15, weight: nil, italic: false))
        #expect(font(".AppleSystemUIFontBold") == .system(size: 15, weight: "bold", italic: false))
        // Any other name is a named font; an unknown style of a private family too.
        #expect(font("Futura-Medium") == nil)
        #expect(font("SFUIText-Medium") == nil)
        #expect(font(".SFUIText-Condensed") == nil)
        #expect(font(".HelveticaNeueInterface-Regular") == nil)
    }

    /// A multi-line label in `.SFUIText-Semibold`: read as the 16-pt semibold system font,
    /// measured, and wrapped at its 100-pt width; before, a named font kept IB's stored
    /// one-line size and did not wrap.
    @Test func aMultiLineLabelInAPrivateNameWraps() throws {
        let text = "A label long enough to wrap over several lines"
        let imported = try IBSample.read(IBSample.storyboard(subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" numberOfLines="0" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                <rect key="frame" x="20" y="40" width="100" height="20.5"/>
                <fontDescription key="fontDescription" name=".SFUIText-Semibold" family=".SF UI Text" pointSize="16"/>
            </label>
            """, constraints: """
            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="root-00-aaa" secondAttribute="leading" constant="20" id="c01"/>
            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="root-00-aaa" secondAttribute="top" constant="40" id="c02"/>
            <constraint firstItem="lbl-00-001" firstAttribute="width" constant="100" id="c03"/>
            """))
        let (screen, label, result) = try IBSample.designSolve(imported, holding: "lbl-00-001")
        #expect(label.font == .system(size: 16, weight: "semibold", italic: false))
        // Its height is measured, not IB's stored one line (its width is IB's, where it wrapped it).
        #expect(label.intrinsicSize?.height == nil)
        #expect(!imported.warnings.contains { $0.ibID == "lbl-00-001" })
        let measured = TextMeasurer().measure(text, font: .system(size: 16, weight: .semibold, italic: false),
                                              numberOfLines: 0, width: 100, scale: 2)
        #expect(measured.lineCount > 1)
        #expect(try IBSample.frame("lbl-00-001", in: screen, result) == Frame(x: 20, y: 40, width: 100, height: measured.height))
        #expect(result.lines[label.name] == measured.lineCount)
    }

    /// covpass's empty-wallet cell (Xcode 13): a two-line label in `.AppleSystemUIFont` 14.
    /// Measured as the 14-pt system font at IB's 355-pt width it wraps to two lines, two of
    /// SF's 14 × 2444/2048-pt lines rounded up to the pixel: IB's 33.5.
    @Test func covpassTwoLineLabelWrapsAsIBDrewIt() throws {
        let imported = try IBSample.sizesFixture("covpass-NoCertificateCollectionViewCell.xib")
        let (screen, label, result) = try IBSample.designSolve(imported, holding: "Fxk-0D-dnM")
        #expect(label.font == .system(size: 14, weight: nil, italic: false))
        #expect(label.numberOfLines == 0)
        #expect(result.lines[label.name] == 2)
        let height = try IBSample.frame("Fxk-0D-dnM", in: screen, result).height
        #expect(height == ((2 * 14 * 2444 / 2048) * 2).rounded(.up) / 2)
        #expect(height == 33.5)
    }
}
