import LayoutDocument

/// What IB's element names mean here, read from the one kind table (`ViewKind`): the
/// document's `kind` and which axes have an intrinsic content size; and the sizes UIKit
/// gives controls as IB stores them by Xcode, and estimated baselines for text that is not measured.
enum IBKinds {
    /// The document kind of an element: its `ViewKind` row's name (`stackView` → `stack`,
    /// `tableViewCellContentView` → `view`), else the element's own name.
    static func kindName(_ element: String) -> String {
        ViewKind.kindName(interfaceBuilderElement: element)
    }

    /// Which axes a view of this element has an intrinsic size on: its kind's rule
    /// (`ViewKind.IntrinsicSizeRule`), decided on the element (an image view's image, a
    /// text view's `scrollEnabled`).
    static func intrinsicAxes(_ node: XMLNode) -> (width: Bool, height: Bool) {
        switch ViewKind.interfaceBuilderElement(node.name)?.intrinsicSize ?? .none {
        case .none: return (false, false)
        case .both: return (true, true)
        case .heightOnly: return (false, true)
        case .bothWithImage:
            let hasImage = node["image"] != nil || node.child("imageReference", key: "image") != nil
            return (hasImage, hasImage)
        case .bothUnlessScrolling:
            return node.flag("scrollEnabled") == false ? (true, true) : (false, false)
        }
    }

    /// The intrinsic size UIKit gives a control whatever it shows (#33, 2.4), on the axes
    /// where it is a constant and not its content's (a segmented control's and a page
    /// control's width follow their segments and pages), as IB stores it for a control no
    /// constraint stretches, in the Xcode that saved the file (`toolsVersion`): a UISwitch
    /// 51 by 31, a UISlider 31 high (no intrinsic width), a UIStepper 94 by 29 (32 from
    /// Xcode 11, iOS 13), a UIActivityIndicatorView 20 by 20 (37 by 37 in its large styles),
    /// a UIProgressView 2 high (4 from Xcode 12, iOS 14), a UISegmentedControl 29 high (32
    /// from Xcode 11), a UIPageControl 37 high (26 from Xcode 12), a UIDatePicker's wheels
    /// 320 by 216, a UIPickerView 216 high (162 before Xcode 7). Nil for other elements. Each
    /// is the size IB stores most often (docs/interface-builder.md, "Controls UIKit sizes").
    static func controlSize(_ node: XMLNode, toolsVersion: Double) -> IntrinsicSize? {
        let xcode11 = toolsVersion >= 15000, xcode12 = toolsVersion >= 17000
        switch node.name {
        case "switch": return IntrinsicSize(width: 51, height: 31)
        case "slider": return IntrinsicSize(width: nil, height: 31)
        case "stepper": return IntrinsicSize(width: 94, height: xcode11 ? 32 : 29)
        case "activityIndicatorView":
            let large = ["large", "whiteLarge"].contains(node["style"] ?? "")
            return large ? IntrinsicSize(width: 37, height: 37) : IntrinsicSize(width: 20, height: 20)
        case "progressView": return IntrinsicSize(width: nil, height: xcode12 ? 4 : 2)
        case "segmentedControl": return IntrinsicSize(width: nil, height: xcode11 ? 32 : 29)
        case "pageControl": return IntrinsicSize(width: nil, height: xcode12 ? 26 : 37)
        case "datePicker":
            // Only the wheels have a fixed size (iOS 14's compact and inline styles follow their content).
            guard (node["style"] ?? "wheels") == "wheels" else { return nil }
            return IntrinsicSize(width: 320, height: 216)
        case "pickerView": return pickerViewSize(toolsVersion: toolsVersion)
        default: return nil
        }
    }

    /// A UIPickerView's intrinsic height, which holds whatever frame IB stored (a picker
    /// is often stretched to its superview's width, and pinned on all sides its stored
    /// height is what the constraints give, not its own): 216 points from iOS 9 (Xcode 7,
    /// `toolsVersion` 9000 and up), 162 before, the heights IB stores most often in each era
    /// (docs/interface-builder.md, "Controls UIKit sizes").
    static func pickerViewSize(toolsVersion: Double) -> IntrinsicSize {
        IntrinsicSize(width: nil, height: toolsVersion >= 9000 ? 216 : 162)
    }

    /// Baselines of text views whose text is not measured (attributed text, a
    /// button with an image, a named font: `IBScreenReader.measureText`), from the
    /// font size: the system font's ascender is about 0.952 of the point size, its
    /// descender 0.241 and its line height 1.193; text sits centred in a taller frame.
    static func baselines(_ node: XMLNode, frame: IBFrame?) -> Baselines? {
        guard ["label", "button", "textField", "textView"].contains(node.name),
              let font = node.child("fontDescription", key: "fontDescription") else { return nil }
        let size = font.number("pointSize") ?? textStyleSize(font["style"]) ?? 17
        let lineHeight = 1.193 * size
        let lines = max(1, node.number("numberOfLines").map { $0 == 0 ? 1 : $0 } ?? 1)
        let extra = max(0, ((frame?.height ?? lineHeight) - lines * lineHeight) / 2)
        return Baselines(firstFromTop: rounded(extra + 0.952 * size), lastFromBottom: rounded(extra + 0.241 * size))
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// Point sizes of the text styles at the default content size.
    private static func textStyleSize(_ style: String?) -> Double? {
        switch style {
        case "UICTFontTextStyleLargeTitle": return 34
        case "UICTFontTextStyleTitle1": return 28
        case "UICTFontTextStyleTitle2": return 22
        case "UICTFontTextStyleTitle3": return 20
        case "UICTFontTextStyleHeadline", "UICTFontTextStyleBody": return 17
        case "UICTFontTextStyleCallout": return 16
        case "UICTFontTextStyleSubhead": return 15
        case "UICTFontTextStyleFootnote": return 13
        case "UICTFontTextStyleCaption1": return 12
        case "UICTFontTextStyleCaption2": return 11
        default: return nil
        }
    }
}
