import LayoutDocument

/// The text settings of a view in `init`: what a label, button, text field or
/// text view shows, its font and its lines, as UIKit spells them.
extension ScreenWriter {
    func textSettings(_ view: ViewSpec, _ name: String) -> [String] {
        guard view.hasTextProperties else { return [] }
        var lines: [String] = []
        // The text, looked up in its strings table when the store has translations of it.
        let table = screen.design?.stringsTable
        let localized = view.text.map { localizedStrings.expression(text: $0, view: view, screenTable: table) }
        if let note = localized?.note { lines.append("// \(name)'s text is \(note)") }
        let text = localized?.expression
        switch view.kind ?? "view" {
        case "label":
            if let text { lines.append("\(name).text = \(text)") }
            lines += fontSettings(view, "\(name).")
            lines += lineSettings(view, "\(name).")
            if let factor = view.minimumScaleFactor {
                lines.append("\(name).adjustsFontSizeToFitWidth = true")
                lines.append("\(name).minimumScaleFactor = \(SwiftNames.number(factor))")
            }
        case "button":
            if let style = view.buttonConfiguration {
                lines.append("do {")
                let changed = text != nil || view.contentInsets != nil || view.font != nil
                lines.append("    \(changed ? "var" : "let") configuration = UIButton.Configuration.\(style.rawValue)()")
                if let text { lines.append("    configuration.title = \(text)") }
                if let insets = view.contentInsets {
                    lines.append("    configuration.contentInsets = NSDirectionalEdgeInsets(top: \(SwiftNames.number(insets.top)), "
                                 + "leading: \(SwiftNames.number(insets.left)), bottom: \(SwiftNames.number(insets.bottom)), "
                                 + "trailing: \(SwiftNames.number(insets.right)))")
                }
                // A configuration draws its title with its own attributes: the font goes in them,
                // where a font set on the button's titleLabel would be overridden.
                if let font = view.font {
                    lines.append("    configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in")
                    lines.append("        var outgoing = incoming")
                    lines.append("        outgoing.font = \(Self.fontExpression(font))")
                    lines.append("        return outgoing")
                    lines.append("    }")
                }
                lines.append("    \(name).configuration = configuration")
                lines.append("}")
            } else {
                if let text { lines.append("\(name).setTitle(\(text), for: .normal)") }
                if let insets = view.contentInsets { lines.append("\(name).contentEdgeInsets = \(edgeInsets(insets))") }
            }
            if let size = view.imageSize {
                // The document knows the image's size, not the image: the layout counts it left of the title.
                lines.append("// \(name) shows an image \(SwiftNames.number(size.width)) x \(SwiftNames.number(size.height)) points "
                             + "left of its title: \(name).setImage(UIImage(named: <#name#>), for: .normal)")
            }
            if view.buttonConfiguration == nil { lines += fontSettings(view, "\(name).titleLabel?.") }
            lines += lineSettings(view, "\(name).titleLabel?.")
        case "textField":
            // The document's `text` is the field's text, else its placeholder.
            if let text, view.text != view.placeholder { lines.append("\(name).text = \(text)") }
            if let placeholder = view.placeholder {
                let localized = localizedStrings.expression(text: placeholder, view: view, screenTable: table,
                                                            properties: ["placeholder"], usesTextKey: false)
                if let note = localized.note { lines.append("// \(name)'s placeholder is \(note)") }
                lines.append("\(name).placeholder = \(localized.expression)")
            }
            if let style = view.borderStyle { lines.append("\(name).borderStyle = .\(style.rawValue)") }
            lines += fontSettings(view, "\(name).")
            if let factor = view.minimumScaleFactor {
                lines.append("\(name).adjustsFontSizeToFitWidth = true")
                lines.append("\(name).minimumFontSize = \(SwiftNames.number(factor * (view.font?.size ?? 17)))")
            }
        case "textView":
            if let text { lines.append("\(name).text = \(text)") }
            lines += fontSettings(view, "\(name).")
            if !view.scrollEnabled { lines.append("\(name).isScrollEnabled = false") }
        default:
            if let text = view.text.map(SwiftNames.stringLiteral) { lines.append("// \(name) carries the text \(text), which a \(view.kind ?? "view") does not show") }
        }
        return lines
    }

    /// `font` and, for a text style, `adjustsFontForContentSizeCategory`.
    private func fontSettings(_ view: ViewSpec, _ target: String) -> [String] {
        guard let font = view.font else { return [] }
        var lines = ["\(target)font = \(Self.fontExpression(font))"]
        if case .textStyle = font { lines.append("\(target)adjustsFontForContentSizeCategory = true") }
        return lines
    }

    private func lineSettings(_ view: ViewSpec, _ target: String) -> [String] {
        var lines: [String] = []
        if let count = view.numberOfLines { lines.append("\(target)numberOfLines = \(count)") }
        if let mode = view.lineBreakMode { lines.append("\(target)lineBreakMode = .\(mode.rawValue)") }
        return lines
    }

    private func edgeInsets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(SwiftNames.number(insets.top)), left: \(SwiftNames.number(insets.left)), "
            + "bottom: \(SwiftNames.number(insets.bottom)), right: \(SwiftNames.number(insets.right)))"
    }

    /// `UIFont.preferredFont(forTextStyle: .body)`, `UIFont.systemFont(ofSize: 17, weight: .semibold)`,
    /// `UIFont(name: "Futura-Medium", size: 15) ?? …`.
    static func fontExpression(_ font: FontSpec) -> String {
        switch font {
        case .textStyle(let style):
            return "UIFont.preferredFont(forTextStyle: .\(style))"
        case .system(let size, let weight, let italic):
            let system = "UIFont.systemFont(ofSize: \(SwiftNames.number(size)), weight: .\(weight ?? "regular"))"
            guard italic else { return system }
            if weight == nil { return "UIFont.italicSystemFont(ofSize: \(SwiftNames.number(size)))" }
            return "UIFont(descriptor: \(system).fontDescriptor.withSymbolicTraits(.traitItalic) ?? \(system).fontDescriptor, "
                + "size: \(SwiftNames.number(size)))"
        case .named(let name, let size):
            return "UIFont(name: \(SwiftNames.stringLiteral(name)), size: \(SwiftNames.number(size))) "
                + "?? UIFont.systemFont(ofSize: \(SwiftNames.number(size)))"
        }
    }

    /// The comment on a view's designed intrinsic size. A size Interface Builder stored for a
    /// view's text (the view has an `ibID` and shows text) is that text's at the default content
    /// size (`L`) in the development language, which the store scales at other content sizes and
    /// measures again in other languages (docs/text.md, "Sizes Interface Builder stored"); any
    /// other is the view's own, at every content size and language.
    static func intrinsicSizeNote(_ size: IntrinsicSize, of view: ViewSpec) -> String {
        let parts = [size.width.map { "width \(SwiftNames.number($0))" }, size.height.map { "height \(SwiftNames.number($0))" }]
        let sides = parts.compactMap { $0 }.joined(separator: ", ")
        guard view.ibID != nil, showsText(view) else { return "designed with an intrinsic " + sides }
        return "Interface Builder's size at the default content size (L) in the development language: " + sides
            + "; scaled as the text measures at other content sizes, measured in other languages"
    }

    /// Whether UIKit measures text for `view` (as the layout model reads it, `ViewText`): a text
    /// field's text or placeholder, a non-scrolling text view's text, any other view's text.
    private static func showsText(_ view: ViewSpec) -> Bool {
        switch view.kind ?? "view" {
        case "textField": return view.text != nil || view.placeholder != nil
        case "textView": return !view.scrollEnabled && view.text != nil
        default: return view.text != nil
        }
    }
}
