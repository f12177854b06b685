import LayoutDocument

/// What IB's element names mean here: the document's `kind`, which axes have
/// an intrinsic content size, and estimated baselines for text that is not measured.
enum IBKinds {
    /// `stackView` → `stack`; IB's other element names are kept (`label`, `imageView`, …).
    static func kindName(_ element: String) -> String {
        switch element {
        case "stackView": return "stack"
        case "tableViewCellContentView": return "view"
        default: return element
        }
    }

    /// Which axes a view of this element has an intrinsic size on (UIKit's
    /// classes: labels, buttons, image views with an image, text fields,
    /// switches, steppers, segmented controls, activity indicators, page
    /// controls and text views that do not scroll have both; sliders,
    /// progress views and bars only a height).
    static func intrinsicAxes(_ node: XMLNode) -> (width: Bool, height: Bool) {
        switch node.name {
        case "label", "button", "textField", "switch", "stepper", "segmentedControl", "activityIndicatorView",
             "pageControl", "datePicker":
            return (true, true)
        case "imageView":
            let hasImage = node["image"] != nil || node.child("imageReference", key: "image") != nil
            return (hasImage, hasImage)
        case "textView":
            return node.flag("scrollEnabled") == false ? (true, true) : (false, false)
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            return (false, true)
        default:
            return (false, false)
        }
    }

    /// The intrinsic size UIKit gives a control whatever it shows, by element: a UISlider
    /// 31 points high (no intrinsic width), a UISwitch 51 by 31, as IB stores them
    /// (docs/interface-builder.md, "Alignment rectangles"). Nil for other elements.
    static func fixedIntrinsicSize(_ element: String) -> IntrinsicSize? {
        switch element {
        case "slider": return IntrinsicSize(width: nil, height: 31)
        case "switch": return IntrinsicSize(width: 51, height: 31)
        default: return nil
        }
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
