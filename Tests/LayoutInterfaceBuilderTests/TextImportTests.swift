import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// Text, fonts and lines as IB stores them, read from the real fixtures and
/// from small samples; each expectation quotes the XML it comes from.
@Suite struct TextImportTests {
    /// The view imported from IB object `ibID`, in any screen of `file`.
    private func view(_ ibID: String, in file: String) throws -> ViewSpec {
        let imported = try Fixtures.read(file)
        return try #require(imported.document.screens.flatMap(\.views).first { $0.ibID == ibID }, "\(ibID) in \(file)")
    }

    @Test func postCellLabels() throws {
        // <label … text="Label" … lineBreakMode="tailTruncation" … adjustsFontSizeToFit="NO" … id="Xt9-VS-IpY">
        //     <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
        let name = try view("Xt9-VS-IpY", in: "XLPagerTabStrip-PostCell.xib")
        #expect(name.text == "Label")
        #expect(name.font == .system(size: 15, weight: "bold", italic: false))
        #expect(name.numberOfLines == nil)
        #expect(name.lineBreakMode == .byTruncatingTail)
        #expect(name.minimumScaleFactor == nil)
        // <label … text="Label" lineBreakMode="tailTruncation" numberOfLines="0" … id="fIC-u4-GzA">
        //     <fontDescription key="fontDescription" type="system" pointSize="15"/>
        let text = try view("fIC-u4-GzA", in: "XLPagerTabStrip-PostCell.xib")
        #expect(text.text == "Label")
        #expect(text.font == .system(size: 15, weight: nil, italic: false))
        #expect(text.numberOfLines == 0)
    }

    @Test func tacoDialogLabelsAndButtons() throws {
        let file = "SwiftMessages-TacoDialogView.xib"
        // <label … text="Just one, please." … adjustsFontSizeToFit="NO" … id="YAk-Zs-x2f">
        //     <fontDescription key="fontDescription" name="Futura-CondensedMedium" family="Futura" pointSize="18"/>
        let label = try view("YAk-Zs-x2f", in: file)
        #expect(label.text == "Just one, please.")
        #expect(label.font == .named("Futura-CondensedMedium", size: 18))
        // <label … text="🌮" … lineBreakMode="tailTruncation" numberOfLines="0" … minimumScaleFactor="0.5" … id="pFx-Py-lZQ">
        // (no adjustsFontSizeToFit attribute: IB's default, on)
        let icon = try view("pFx-Py-lZQ", in: file)
        #expect(icon.text == "🌮")
        #expect(icon.numberOfLines == 0)
        #expect(icon.minimumScaleFactor == 0.5)
        // <button … buttonType="roundedRect" lineBreakMode="middleTruncation" … id="yFi-Ik-klX">
        //     <fontDescription key="fontDescription" type="system" pointSize="15"/>
        //     <state key="normal" title="Forget It">
        let cancel = try view("yFi-Ik-klX", in: file)
        #expect(cancel.text == "Forget It")
        #expect(cancel.font == .system(size: 15, weight: nil, italic: false))
        #expect(cancel.lineBreakMode == .byTruncatingMiddle)
        #expect(cancel.contentInsets == nil)
        // <button … id="rVu-Ei-t6A">
        //     <fontDescription key="fontDescription" name="Futura-Medium" family="Futura" pointSize="15"/>
        //     <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
        //     <state key="normal" title="Get Tacos">
        let order = try view("rVu-Ei-t6A", in: file)
        #expect(order.text == "Get Tacos")
        #expect(order.font == .named("Futura-Medium", size: 15))
        #expect(order.contentInsets == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func textStylesAndConfigurations() throws {
        // <label … text="[Title]" … id="8T6-4T-ytS">
        //     <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
        let title = try view("8T6-4T-ytS", in: "SwiftMessages-MessageView.xib")
        #expect(title.text == "[Title]")
        #expect(title.font == .textStyle("headline"))
        // <label … text="Label" … id="bDj-fD-9dK" userLabel="Title">
        //     <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
        #expect(try view("bDj-fD-9dK", in: "wikipedia-ios-ArticleRightAlignedImageCollectionViewCell.xib").font == .textStyle("body"))
        // <button … buttonType="system" … id="NDi-WX-ZII">
        //     <state key="normal" title="Button"/>
        //     <buttonConfiguration key="configuration" style="plain" title="UIView+UILabel+UITextView+UIImageView + UIButton"/>
        let button = try view("NDi-WX-ZII", in: "SkeletonView-iOS_OC_Example-Main.storyboard")
        #expect(button.text == "UIView+UILabel+UITextView+UIImageView + UIButton")
        #expect(button.buttonConfiguration == .plain)
    }

    /// A label stretched between two margins: "Label" in 15-point bold is far narrower
    /// than its stored 275 points, so the width is measured; the stored 18-point height
    /// agrees with the measured line (within 3 points) and is kept.
    @Test func aStretchedLabelDoesNotLendItsStretchedWidth() throws {
        let imported = try Fixtures.read("XLPagerTabStrip-PostCell.xib")
        let design = try #require(imported.designs.first)
        let label = try #require(imported.document.screens.first?.views.first { $0.ibID == "Xt9-VS-IpY" })
        let frame = try #require(design.frames[label.name])
        #expect(frame.width == 275 && frame.height == 18)
        #expect(label.intrinsicSize == IntrinsicSize(width: nil, height: 18))
        #expect(label.baselines == nil)
    }

    /// The rule of `IBScreenReader.measureText`, one case per sample view. Stored sizes are
    /// written against the measured size (`ViewText.oneLineIntrinsicSize`) and the tolerance,
    /// max(3 pt, 12 %), so that each sits half a point inside or outside it.
    @Test func storedSizeOrMeasuredSize() throws {
        let font = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"
        var probe = ViewSpec(name: "probe", superview: nil, kind: "label")
        probe.text = "Departures"
        probe.font = .system(size: 17, weight: nil, italic: false)
        let measured = try #require(ViewText.oneLineIntrinsicSize(of: probe, scale: 2))
        let tolerance = max(3, 0.12 * measured.width)
        let inside = measured.width + tolerance - 0.5, outside = measured.width + tolerance + 0.5
        func label(_ id: String, width: Double, extra: String = "", body: String = font) -> String {
            """
            <label text="Departures" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(measured.height)"/>
                \(body)
            </label>
            """
        }
        let sample = IBSample.storyboard(subviews: [
            label("agr-00-001", width: inside),
            label("str-00-001", width: outside),
            label("wrp-00-001", width: inside, extra: "numberOfLines=\"0\""),
            label("mis-00-001", width: inside, extra: "misplaced=\"YES\""),
            label("plc-00-001", width: inside, extra: "placeholderIntrinsicWidth=\"90\""),
            label("nam-00-001", width: 120, body: "<fontDescription key=\"fontDescription\" name=\"Futura-Medium\" family=\"Futura\" pointSize=\"17\"/>"),
            label("mnf-00-001", width: 120, extra: "misplaced=\"YES\"", body: "<fontDescription key=\"fontDescription\" name=\"Futura-Medium\" family=\"Futura\" pointSize=\"17\"/>"),
            label("att-00-001", width: 120, body: font + "<attributedString key=\"attributedText\"><fragment content=\"Styled\"/></attributedString>"),
            """
            <label translatesAutoresizingMaskIntoConstraints="NO" id="emp-00-001">
                <rect key="frame" x="0.0" y="0.0" width="40" height="21"/>
            </label>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                <state key="normal" image="gear"/>
            </button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                <state key="normal" title="Next"/>
            </button>
            <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fld-00-001">
                <rect key="frame" x="0.0" y="0.0" width="286" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            """,
        ].joined(separator: "\n"))
        let imported = try IBSample.read(sample)
        let views = try #require(imported.document.screens.first?.views)
        func view(_ id: String) throws -> ViewSpec { try #require(views.first { $0.ibID == id }, "\(id)") }
        func warning(_ id: String) -> String? { imported.warnings.first { $0.ibID == id }?.message }
        // Stored within the tolerance: IB's size, measured with the real font, is kept.
        #expect(try view("agr-00-001").intrinsicSize == IntrinsicSize(width: inside, height: measured.height))
        // Stretched beyond it: the width is measured, the agreeing height kept.
        #expect(try view("str-00-001").intrinsicSize == IntrinsicSize(width: nil, height: measured.height))
        // Wrapping text and misplaced views: measured on both axes.
        #expect(try view("wrp-00-001").intrinsicSize == nil)
        #expect(try view("mis-00-001").intrinsicSize == nil)
        // placeholderIntrinsicWidth wins on its axis.
        #expect(try view("plc-00-001").intrinsicSize == IntrinsicSize(width: 90, height: measured.height))
        // Unmeasurable here: the stored size stays, with estimated baselines and a warning.
        #expect(try view("nam-00-001").intrinsicSize == IntrinsicSize(width: 120, height: measured.height))
        #expect(try view("nam-00-001").baselines != nil)
        #expect(warning("nam-00-001") == "font 'Futura-Medium' is not built in, and the store may not hold it: "
                + "IB's stored size is kept as its intrinsic size")
        #expect(try view("att-00-001").intrinsicSize == IntrinsicSize(width: 120, height: measured.height))
        #expect(imported.warnings.contains { $0.ibID == "att-00-001"
            && $0.message == "attributed text is not measured: IB's stored size is kept as its intrinsic size" })
        #expect(try view("img-00-001").intrinsicSize == IntrinsicSize(width: 44, height: 44))
        // A misplaced view with a named font: its stored frame may be stale, so it is measured,
        // the system font standing in for Futura (the model warns when it solves).
        #expect(try view("mnf-00-001").intrinsicSize == nil)
        #expect(try view("mnf-00-001").baselines == nil)
        #expect(warning("mnf-00-001")?.hasSuffix("measured, with the system font standing in until the store holds the font") == true)
        #expect(warning("img-00-001") == "image-only button: its image's size is unknown here: "
                + "IB's stored size is kept as its intrinsic size")
        // A label without text is an empty one (UILabel: 0 by 0), measured.
        #expect(try view("emp-00-001").text == "")
        #expect(try view("emp-00-001").intrinsicSize == nil)
        #expect(try view("emp-00-001").baselines == nil)
        // A button without a font has UIButton's 15-point system title; 200 is stretched, 30 agrees.
        #expect(try view("btn-00-001").font == .system(size: 15, weight: nil, italic: false))
        #expect(try view("btn-00-001").intrinsicSize == IntrinsicSize(width: nil, height: 30))
        // An empty text field stretched to 286: its width is measured, and small (its padding,
        // 7 + 7); its height, one 14-point line plus 8.5 + 8.5, agrees with the stored 34.
        let field = try view("fld-00-001")
        #expect(field.text == "")
        #expect(field.intrinsicSize == IntrinsicSize(width: nil, height: 34))
        let fieldSize = try #require(ViewText.oneLineIntrinsicSize(of: field, scale: 2))
        #expect(fieldSize.width == 7 + 7)
        var oneLine = field
        oneLine.text = "M"
        let line = try #require(ViewText.oneLineIntrinsicSize(of: oneLine, scale: 2))
        #expect(fieldSize.height == line.height)
        #expect(abs(fieldSize.height - 34) <= 3)
    }

    /// Baseline constraints warn only where the baselines are estimated (a text not measured).
    /// A label of one character cannot wrap, whatever its numberOfLines: IB laid it out on one
    /// line at its intrinsic size, so its stored width is judged as a one-line label's (kept
    /// within max(3 pt, 12 %) of the measurement). Two characters can wrap: measured.
    @Test func aOneCharacterLabelDoesNotWrap() throws {
        func label(_ id: String, text: String) -> String {
            """
            <label text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="45" height="60"/>
                <fontDescription key="fontDescription" type="system" pointSize="45"/>
            </label>
            """
        }
        // SwiftMessages' 🌮 icon label (numberOfLines="0", 45 pt, stored 45 wide by Xcode 7);
        // a flag (two scalars, one picture) and an accented letter (two scalars) are one character too.
        let sample = IBSample.storyboard(subviews: [
            label("one-00-001", text: "🌮"), label("one-00-002", text: "🇫🇷"), label("one-00-003", text: "e\u{301}"),
            label("two-00-001", text: "🌮🌮"),
        ].joined(separator: "\n"))
        let views = try #require(try IBSample.read(sample).document.screens.first?.views)
        func view(_ id: String) throws -> ViewSpec { try #require(views.first { $0.ibID == id }, "\(id)") }
        // 🌮 measures 45 + 5 = 50 (EmojiFont): 45 is within max(3, 0.12 × 50) = 6 of it, so kept.
        let taco = try view("one-00-001")
        let measured = try #require(ViewText.oneLineIntrinsicSize(of: taco, scale: 2))
        #expect(measured.width == 45 + 5)
        #expect(taco.intrinsicSize?.width == 45)
        #expect(try view("one-00-002").intrinsicSize?.width == 45)
        // "é" at 45 pt is far narrower than 45: the stored width is a stretch, measured.
        #expect(try view("one-00-003").intrinsicSize?.width == nil)
        // Two wrap: IB laid them out 45 wide, narrower than their one line, the width the first pass wraps at.
        #expect(try view("two-00-001").intrinsicSize == IntrinsicSize(width: 45, height: nil))
        #expect(try view("two-00-001").layoutWidth == 45)
    }

    @Test func baselineWarningsOnlyForEstimatedBaselines() throws {
        let sample = IBSample.storyboard(subviews: """
            <label text="Measured" translatesAutoresizingMaskIntoConstraints="NO" id="lbm-00-001">
                <rect key="frame" x="0.0" y="0.0" width="70" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label translatesAutoresizingMaskIntoConstraints="NO" id="lba-00-001">
                <rect key="frame" x="80" y="0.0" width="50" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <attributedString key="attributedText"><fragment content="Styled"/></attributedString>
            </label>
            """, constraints: """
            <constraint firstItem="lbm-00-001" firstAttribute="firstBaseline" secondItem="lba-00-001" secondAttribute="firstBaseline" id="bl1-00-001"/>
            <constraint firstItem="lbm-00-001" firstAttribute="lastBaseline" secondItem="root-00-aaa" secondAttribute="centerY" id="bl2-00-001"/>
            """)
        let imported = try IBSample.read(sample)
        let baselineWarnings = imported.warnings.filter { $0.message.hasPrefix("baseline position estimated") }
        #expect(baselineWarnings.map(\.ibID) == ["bl1-00-001"])
    }

    @Test func textFieldsAndTextViews() throws {
        let sample = IBSample.storyboard(subviews: """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf1-00-aaa">
                <rect key="frame" x="16" y="20" width="343" height="34"/>
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="line" text="kept" placeholder="Name" adjustsFontSizeToFit="YES" minimumFontSize="7" translatesAutoresizingMaskIntoConstraints="NO" id="tf2-00-aaa">
                <rect key="frame" x="16" y="60" width="343" height="34"/>
                <fontDescription key="fontDescription" type="italicSystem" pointSize="14"/>
            </textField>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Lorem ipsum" translatesAutoresizingMaskIntoConstraints="NO" id="tv1-00-aaa">
                <rect key="frame" x="16" y="100" width="343" height="40"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>
            </textView>
            <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tv2-00-aaa">
                <rect key="frame" x="16" y="100" width="343" height="40"/>
                <string key="text">First line
            Tom &amp; Jerry &lt;3 &#x1F389;</string>
            </textView>
            <label opaque="NO" contentMode="left" lineBreakMode="wordWrap" numberOfLines="3" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb1-00-aaa">
                <rect key="frame" x="16" y="150" width="100" height="20"/>
                <attributedString key="attributedText">
                    <fragment content="Styled"/>
                </attributedString>
            </label>
            """)
        let imported = try IBSample.read(sample)
        let views = try #require(imported.document.screens.first?.views)
        func view(_ id: String) -> ViewSpec? { views.first { $0.ibID == id } }
        // placeholder="Email", no text: the contract's `text` is the placeholder.
        #expect(view("tf1-00-aaa")?.text == "Email")
        #expect(view("tf1-00-aaa")?.placeholder == "Email")
        #expect(view("tf1-00-aaa")?.borderStyle == .roundedRect)
        #expect(view("tf1-00-aaa")?.font == .system(size: 14, weight: "semibold", italic: false))
        #expect(view("tf1-00-aaa")?.minimumScaleFactor == nil)
        // text="kept" placeholder="Name" adjustsFontSizeToFit="YES" minimumFontSize="7", pointSize="14".
        #expect(view("tf2-00-aaa")?.text == "kept")
        #expect(view("tf2-00-aaa")?.placeholder == "Name")
        #expect(view("tf2-00-aaa")?.minimumScaleFactor == 7.0 / 14)
        #expect(view("tf2-00-aaa")?.font == .system(size: 14, weight: nil, italic: true))
        // scrollEnabled="NO" text="Lorem ipsum", style="UICTFontTextStyleTitle0" (largeTitle's constant).
        #expect(view("tv1-00-aaa")?.text == "Lorem ipsum")
        #expect(view("tv1-00-aaa")?.scrollEnabled == false)
        #expect(view("tv1-00-aaa")?.font == .textStyle("largeTitle"))
        // <string key="text">First line⏎Tom &amp; Jerry &lt;3 &#x1F389;</string>: the element's text, references resolved
        // (the sample's continuation line starts at the indentation the test strips).
        let lines = try #require(view("tv2-00-aaa")?.text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "First line")
        #expect(lines.last?.hasSuffix("Tom & Jerry <3 🎉") == true && lines.count == 2, "\(lines)")
        // An attributed text is not read: no text, the other properties, and a warning.
        #expect(view("lb1-00-aaa")?.text == nil)
        #expect(view("lb1-00-aaa")?.numberOfLines == 3)
        #expect(view("lb1-00-aaa")?.lineBreakMode == .byWordWrapping)
        #expect(imported.warnings.map(\.message).contains("attributed text is not read; the view is imported without text"))
        #expect(imported.warnings.first { $0.message.hasPrefix("attributed") }?.ibID == "lb1-00-aaa")
    }
}

/// The measured-or-stored rule over every real fixture, against the measurement itself.
@Suite struct MeasuredTextOnFixturesTests {
    /// Every text view of every fixture whose intrinsic size is a stored length either has a
    /// warning saying why its text is not measured, a placeholder size, or a stored length
    /// within max(3 pt, 12 %) of the measured one. Prints how far the kept lengths are from
    /// the measurement (docs/interface-builder-fidelity.md quotes it).
    @Test func storedLengthsAgreeWithTheMeasurement() throws {
        var kept = 0, within = 0, measuredAxes = 0, unmeasured = 0
        var worst: [String] = []
        for file in Fixtures.files {
            let imported = try Fixtures.read(file)
            let warned = Set(imported.warnings.filter { $0.message.hasSuffix("kept as its intrinsic size")
                || $0.message.hasSuffix("(IB marks it misplaced or ambiguous: that size may be stale)") }.map(\.ibID))
            for screen in imported.document.screens {
                for view in screen.views where ["label", "button", "textField", "textView"].contains(view.kind ?? "") {
                    guard let id = view.ibID, let intrinsic = view.intrinsicSize else {
                        measuredAxes += 2
                        continue
                    }
                    // The width IB wrapped a label at is no stored length (`ViewSpec.layoutWidth`): measured.
                    if view.layoutWidth != nil {
                        measuredAxes += 2
                        continue
                    }
                    if warned.contains(id) { unmeasured += 1; continue }
                    let measured = try #require(ViewText.oneLineIntrinsicSize(of: view, scale: 2), "\(file) \(id)")
                    for (length, size) in [(intrinsic.width, measured.width), (intrinsic.height, measured.height)] {
                        guard let length else { measuredAxes += 1; continue }
                        kept += 1
                        let tolerance = max(3, 0.12 * size)
                        #expect(abs(length - size) <= tolerance + 0.5, "\(file) \(id): stored \(length), measured \(size)")
                        if abs(length - size) <= 0.5 { within += 1 } else { worst.append("\(file) \(id): \(length) vs \(size)") }
                    }
                }
            }
        }
        print("text on fixtures: \(kept) stored lengths kept (\(within) within 0.5 pt of the measurement), "
              + "\(measuredAxes) axes measured, \(unmeasured) views not measured")
        for line in worst { print("  kept, measured differs: \(line)") }
        #expect(kept > 0 && measuredAxes > 0)
    }
}
