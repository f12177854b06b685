import LayoutDocument

/// The text of labels, buttons, text fields and text views
/// (`docs/interface-builder.md`, "Text"): what they show, their font and
/// their lines, as IB stores them. The intrinsic size stays IB's stored
/// frame for now (`intrinsicSize(_:)`); these fields ride along in the document.
extension IBScreenReader {
    mutating func readText(_ node: XMLNode, into spec: inout ViewSpec) {
        switch node.name {
        case "label":
            spec.text = plainText(node, attribute: "text", attributedKey: "attributedText")
            if let lines = node.number("numberOfLines"), lines >= 0, lines.rounded() == lines, lines < 1e9 {
                spec.numberOfLines = Int(lines)
            }
            // IB writes adjustsFontSizeToFit="NO" when off: absent means on.
            if node.flag("adjustsFontSizeToFit") != false {
                spec.minimumScaleFactor = node.number("minimumScaleFactor").map { min(max($0, 0), 1) } ?? 0
            }
        case "button":
            readButton(node, into: &spec)
        case "textField":
            let text = plainText(node, attribute: "text", attributedKey: "attributedText")
            spec.placeholder = node["placeholder"]
            // The contract's `text`: the field's text, else its placeholder (what UIKit sizes it by).
            spec.text = text ?? spec.placeholder
            spec.borderStyle = node["borderStyle"].flatMap(TextBorderStyle.init(rawValue:))
            if node.flag("adjustsFontSizeToFit") == true, let minimum = node.number("minimumFontSize"),
               let size = font(node)?.size, size > 0 {
                spec.minimumScaleFactor = min(max(minimum / size, 0), 1)
            }
        case "textView":
            spec.text = plainText(node, attribute: "text", attributedKey: "attributedText")
            if node.flag("scrollEnabled") == false { spec.scrollEnabled = false }
        default:
            return
        }
        if spec.font == nil { spec.font = font(node) }
        spec.lineBreakMode = node["lineBreakMode"].flatMap { Self.lineBreakModes[$0] }
    }

    /// IB's `lineBreakMode` values and `NSLineBreakMode`'s names.
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    /// A title from `<state key="normal" title=…>`, or from an iOS 15
    /// `<buttonConfiguration key="configuration" style=… title=…>`.
    private mutating func readButton(_ node: XMLNode, into spec: inout ViewSpec) {
        if let configuration = node.child("buttonConfiguration", key: "configuration") {
            if let style = configuration["style"] {
                spec.buttonConfiguration = ButtonConfiguration(rawValue: style)
                if spec.buttonConfiguration == nil {
                    warnings.append(warn(node, "button configuration style '\(style)' is not one of "
                                         + ButtonConfiguration.allCases.map(\.rawValue).joined(separator: ", ")
                                         + "; read as a classic button"))
                }
            }
            spec.text = plainText(configuration, attribute: "title", attributedKey: "attributedTitle")
            if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                spec.contentInsets = EdgeInsets(top: insets.number("top") ?? 0, left: insets.number("leading") ?? 0,
                                                bottom: insets.number("bottom") ?? 0, right: insets.number("trailing") ?? 0)
            }
            if let fontNode = configuration.child("fontDescription", key: "titleFontDescription") {
                spec.font = font(description: fontNode, owner: node)
            }
        } else if let state = node.children("state").first(where: { $0["key"] == "normal" }) {
            spec.text = plainText(state, attribute: "title", attributedKey: "attributedTitle", owner: node)
        }
        if let insets = node.child("inset", key: "contentEdgeInsets") {
            spec.contentInsets = EdgeInsets(top: insets.number("minY") ?? 0, left: insets.number("minX") ?? 0,
                                            bottom: insets.number("maxY") ?? 0, right: insets.number("maxX") ?? 0)
        }
    }

    /// The plain text in `attribute`; an attributed text is not read (a warning says so).
    private mutating func plainText(
        _ node: XMLNode, attribute: String, attributedKey: String, owner: XMLNode? = nil
    ) -> String? {
        if node.child("attributedString", key: attributedKey) != nil {
            warnings.append(warn(owner ?? node, "attributed text is not read; the view is imported without text"))
            return nil
        }
        if let text = node[attribute] { return text }
        if node.child("string", key: attribute) != nil {
            warnings.append(warn(owner ?? node, "text stored as an element is not read; the view is imported without text"))
        }
        return nil
    }

    /// The font of `<fontDescription key="fontDescription">`, when the view has one.
    private mutating func font(_ node: XMLNode) -> FontSpec? {
        node.child("fontDescription", key: "fontDescription").flatMap { font(description: $0, owner: node) }
    }

    /// `style="UICTFontTextStyleBody"` → body; `type="system"` with `weight`,
    /// `boldSystem`, `italicSystem` → the system font; `name=…` → a named font.
    private mutating func font(description: XMLNode, owner: XMLNode) -> FontSpec? {
        if let style = description["style"] {
            guard let name = Self.textStyles[style] else {
                warnings.append(warn(owner, "unknown font text style '\(style)'; the system font is used"))
                return nil
            }
            return .textStyle(name)
        }
        guard let size = description.number("pointSize"), size > 0, size.isFinite else {
            warnings.append(warn(owner, "font without a point size; the system font at 17 points is used"))
            return nil
        }
        if let name = description["name"], !name.isEmpty { return .named(name, size: size) }
        switch description["type"] {
        case "boldSystem": return .system(size: size, weight: "bold", italic: false)
        case "italicSystem": return .system(size: size, weight: nil, italic: true)
        case "system", nil:
            var weight = description["weight"]
            if let known = weight, !FontSpec.weights.contains(known) {
                warnings.append(warn(owner, "unknown font weight '\(known)'; regular is used"))
                weight = nil
            }
            return .system(size: size, weight: weight == "regular" ? nil : weight, italic: false)
        case let type?:
            warnings.append(warn(owner, "font type '\(type)' is not read; the system font at \(formatSize(size)) points is used"))
            return .system(size: size, weight: nil, italic: false)
        }
    }

    private func formatSize(_ size: Double) -> String {
        size.rounded() == size ? String(Int(size)) : String(size)
    }

    /// UIKit's text style constants (`UIFontTextStyleBody` is "UICTFontTextStyleBody";
    /// large title's is "UICTFontTextStyleTitle0").
    static let textStyles: [String: String] = [
        "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleLargeTitle": "largeTitle",
        "UICTFontTextStyleTitle1": "title1", "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
        "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
        "UICTFontTextStyleSubhead": "subheadline", "UICTFontTextStyleFootnote": "footnote",
        "UICTFontTextStyleCaption1": "caption1", "UICTFontTextStyleCaption2": "caption2",
    ]
}
