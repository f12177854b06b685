import LayoutCore
import LayoutDocument
import LayoutModel

/// The text of labels, buttons, text fields and text views
/// (`docs/interface-builder.md`, "Text"): what they show, their font and
/// their lines, as IB stores them, and whether the model measures their
/// intrinsic size from it or keeps IB's stored size (`measureText`).
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
        // A button IB stores without a font has UIButton's default title font, the 15-point system font.
        if spec.font == nil, node.name == "button", spec.text != nil { spec.font = .system(size: 15, weight: nil, italic: false) }
        spec.lineBreakMode = node["lineBreakMode"].flatMap { Self.lineBreakModes[$0] }
        // A classic button whose title label wraps (IB's Line Break "Word Wrap" or "Character Wrap")
        // shows its title on as many lines as it needs: UIButton gives its title label no line
        // limit then, the usual way to make a multi-line button in IB. Its title is never cut
        // to one line, in any language (a configured button already wraps, `readButton`).
        if node.name == "button", node.child("buttonConfiguration", key: "configuration") == nil,
           spec.lineBreakMode == .byWordWrapping || spec.lineBreakMode == .byCharWrapping {
            spec.numberOfLines = 0
        }
    }

    // MARK: Measured or stored size

    /// How far IB's stored size may be from the measured one and still be taken as
    /// the same measurement, made with the real font: 12 % (the calibration's largest
    /// width misses, digits and large text, are 7–11 %) or 3 points (the heights of
    /// labels measure within 1 point; button and field padding add their own error).
    static let storedSizeTolerance = (fraction: 0.12, points: 3.0)

    /// The elements that show text the importer reads and measures (`measureText`).
    static let textKinds: Set<String> = ["label", "button", "textField", "textView"]

    /// Where the view's intrinsic size comes from (docs/interface-builder.md, "Text:
    /// measured or stored"). Called after `readText`, on a spec whose `intrinsicSize`
    /// holds the stored frame's size.
    ///
    /// - Text that cannot be measured here (`unmeasuredReason`): IB's stored size and
    ///   estimated baselines stay, with a warning.
    /// - Text that wraps (a label with `numberOfLines` other than 1 and more than one
    ///   character, a text view) and views IB marks misplaced or ambiguous: measured; the
    ///   stored frame lends nothing.
    /// - Other text, per axis: IB's stored size where it is within `storedSizeTolerance`
    ///   of the measured one (IB laid the view out at its intrinsic size, measured with
    ///   the real font, which is closer to UIKit than the built-in metrics); else the
    ///   view is stretched or compressed by its constraints, and the axis is measured.
    ///
    /// `placeholderIntrinsicWidth/Height` win on their axis; baselines are always the
    /// measured font's, except where the text is not measured.
    mutating func measureText(_ position: Int, into spec: inout ViewSpec) {
        let view = views[position]
        let node = view.node
        guard Self.textKinds.contains(node.name),
              node.name != "textView" || node.flag("scrollEnabled") == false else { return }
        let stale = node.flag("misplaced") == true || node.flag("ambiguous") == true
        if let reason = unmeasuredReason(node, spec: spec) {
            // A misplaced view's stored frame is not where its constraints put it (#24.9): a named
            // font's text is better measured with the system font standing in than given that frame.
            if stale, case .named = spec.font, spec.text != nil {
                warnings.append(warn(node, "\(reason), but IB marks the view misplaced or ambiguous (its stored size may be "
                                     + "stale): measured, with the system font standing in until the store holds the font"))
            } else if view.frame == nil, spec.intrinsicSize == nil {
                // Xcode 8.0 stores no frame for a view its constraints place (#33 2.4): a named
                // font's text is measured with the system font standing in; other text has no size.
                if case .named = spec.font, spec.text != nil {
                    warnings.append(warn(node, "\(reason), and IB stored no frame: measured, with the system font standing "
                                         + "in until the store holds the font"))
                } else {
                    warnings.append(warn(node, "no stored frame, so no intrinsic size for this \(node.name) (\(reason))"))
                }
                return
            } else {
                guard spec.intrinsicSize != nil else { return }
                let note = stale ? " (IB marks it misplaced or ambiguous: that size may be stale)" : ""
                warnings.append(warn(node, "\(reason): IB's stored size is kept as its intrinsic size\(note)"))
                spec.baselines = IBKinds.baselines(node, frame: view.frame)
                return
            }
        }
        // An absent text is an empty one: a label's intrinsic size is then zero, a
        // text field's or text view's one line high.
        if spec.text == nil { spec.text = "" }
        spec.baselines = nil
        var size = IntrinsicSize()
        var placed = (width: false, height: false)
        if node["placeholderIntrinsicWidth"] != nil { size.width = spec.intrinsicSize?.width; placed.width = true }
        if node["placeholderIntrinsicHeight"] != nil { size.height = spec.intrinsicSize?.height; placed.height = true }
        // A label of one character (one grapheme: a letter with its marks, an emoji sequence)
        // cannot wrap whatever its `numberOfLines`: it is one line, as IB laid it out.
        let wraps = node.name == "textView"
            || (node.name == "label" && spec.numberOfLines != nil && spec.numberOfLines != 1 && (spec.text ?? "").count > 1)
        if !stale, let frame = view.frame,
           let measured = ViewText.oneLineIntrinsicSize(of: spec, scale: designScale) {
            if wraps {
                // IB wrapped the text at its stored width: UIKit loads the view at that width, where the
                // first layout pass wraps it (`ViewSpec.layoutWidth`: a width without a height), so it does
                // not hold its one-line width against its neighbours (ivpn's alert label beside its button).
                if !placed.width, !placed.height, node.name != "button", frame.width < measured.width,
                   !Self.agrees(frame.width, measured.width) {
                    size.width = frame.width
                }
            } else {
                if !placed.width, Self.agrees(frame.width, measured.width) { size.width = frame.width }
                if !placed.height, Self.agrees(frame.height, measured.height) { size.height = frame.height }
            }
        }
        spec.intrinsicSize = size.width == nil && size.height == nil ? nil : size
    }

    /// Whether a stored length is the measured one within `storedSizeTolerance`.
    static func agrees(_ stored: Double, _ measured: Double) -> Bool {
        abs(stored - measured) <= max(storedSizeTolerance.points, storedSizeTolerance.fraction * measured)
    }

    /// Points per pixel of the file's design device (2 when it names none).
    private var designScale: Double {
        context.deviceID.flatMap { IBDesign.displayScale(device: $0, toolsVersion: context.toolsVersion) } ?? 2
    }

    /// Why the view's text cannot be measured here, or nil when it can: an attributed
    /// text (its runs' fonts are not read), a button showing an image (its size is
    /// unknown here) or no title, and a font by name (its metrics are not known when
    /// importing, and the system font would stand in for it).
    private func unmeasuredReason(_ node: XMLNode, spec: ViewSpec) -> String? {
        if node.child("attributedString", key: "attributedText") != nil { return "attributed text is not measured" }
        if node.name == "button" {
            let configuration = node.child("buttonConfiguration", key: "configuration")
            let normal = node.children("state").first { $0["key"] == "normal" }
            if configuration?.child("attributedString", key: "attributedTitle") != nil
                || normal?.child("attributedString", key: "attributedTitle") != nil {
                return "attributed title is not measured"
            }
            // A classic button's title beside an image whose size the file lists is measured
            // (docs/text.md, "A button with an image and a title"); the image's size is `imageSize`.
            let measurable = spec.text != nil && spec.imageSize != nil && configuration == nil
                && normal?["backgroundImage"] == nil
            let image = normal?["image"] != nil || normal?["backgroundImage"] != nil || configuration?["image"] != nil
                || configuration?.child("imageReference", key: "image") != nil
            if image, !measurable {
                if spec.text == nil { return "image-only button: its image's size is unknown here" }
                if normal?["backgroundImage"] != nil { return "button with a background image: its size is unknown here" }
                if configuration != nil { return "button configuration with an image: its placement is not measured" }
                if normal?["catalog"] != nil { return "button with a system image: its size follows the symbol configuration" }
                return "button with an image: the image's size is not in the file's resources"
            }
            if spec.text == nil { return "button without a title" }
        }
        if case .named(let name, _) = spec.font {
            return "font '\(name)' is not built in, and the store may not hold it"
        }
        return nil
    }

    /// Whether a constraint on `attribute` of `item` uses estimated baselines: a
    /// baseline of a view whose text is not measured (`measureText`).
    func estimatesBaseline(_ item: IBItem, _ attribute: LayoutAttribute) -> Bool {
        guard attribute == .firstBaseline || attribute == .lastBaseline, case .view(let view) = item,
              screen.views.indices.contains(view) else { return false }
        return screen.views[view].baselines != nil
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
            // A configuration wraps its title (`titleLineBreakMode` is `byWordWrapping` unless set,
            // Apple's UIButton.Configuration docs): the title takes the lines it needs; the
            // button's own `lineBreakMode` is its classic title label's, which the configuration replaces.
            let mode = configuration["titleLineBreakMode"].flatMap { Self.lineBreakModes[$0] }
            if mode == nil || mode == .byWordWrapping || mode == .byCharWrapping { spec.numberOfLines = 0 }
        } else if let state = node.children("state").first(where: { $0["key"] == "normal" }) {
            spec.text = plainText(state, attribute: "title", attributedKey: "attributedTitle", owner: node)
            if let name = state["image"], state["catalog"] == nil { spec.imageSize = imageSize(named: name) }
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
        // A long or multi-line text is stored as `<string key="text">…</string>`.
        return node.child("string", key: attribute)?.text
    }

    /// The font of `<fontDescription key="fontDescription">`, when the view has one.
    private mutating func font(_ node: XMLNode) -> FontSpec? {
        node.child("fontDescription", key: "fontDescription").flatMap { font(description: $0, owner: node) }
    }

    /// `style="UICTFontTextStyleBody"` → body; `type="system"` with `weight`,
    /// `boldSystem`, `italicSystem` → the system font; `name=…` → a named font, but for
    /// the system font's private names (`IBSystemFontName`).
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
        if let name = description["name"], !name.isEmpty {
            // `.SFUIText-Medium`, `.AppleSystemUIFont`, …: the system font under a private name (#33, 2.7).
            if let system = IBSystemFontName.font(named: name, size: size) { return system }
            return .named(name, size: size)
        }
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
