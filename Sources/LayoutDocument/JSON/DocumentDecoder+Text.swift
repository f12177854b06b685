import LayoutCore

/// A view's text fields (`docs/document-format.md`, "Text"), each checked
/// where it is written.
extension DocumentDecoder {
    /// The view fields this extension reads, in the documented order.
    static let textFields = [
        "text", "textKey", "placeholder", "font", "numberOfLines", "lineBreakMode", "minimumScaleFactor",
        "borderStyle", "buttonConfiguration", "contentInsets", "imageSize", "scrollEnabled",
    ]

    func text(_ object: Object, into view: inout ViewSpec, _ context: String) throws(DocumentError) {
        if let field = object["text"] { view.text = try string(field, context) }
        if let field = object["textKey"] {
            view.textKey = try string(field, context)
            if view.textKey == "" { throw error("field 'textKey' must not be empty", at: field.value.position, context) }
        }
        if let field = object["placeholder"] { view.placeholder = try string(field, context) }
        if let field = object["font"] { view.font = try font(field, context) }
        if let field = object["numberOfLines"] {
            let lines = try wholeNumber(field, context)
            if let problem = ViewSpec.numberOfLinesProblem(lines) { throw error(problem, at: field.value.position, context) }
            view.numberOfLines = lines
        }
        if let field = object["lineBreakMode"] { view.lineBreakMode = try choice(field, context, LineBreakMode.self) }
        if let field = object["minimumScaleFactor"] {
            let factor = try number(field, context)
            if let problem = ViewSpec.minimumScaleFactorProblem(factor) {
                throw error(problem, at: field.value.position, context)
            }
            view.minimumScaleFactor = factor
        }
        if let field = object["borderStyle"] { view.borderStyle = try choice(field, context, TextBorderStyle.self) }
        if let field = object["buttonConfiguration"] {
            view.buttonConfiguration = try choice(field, context, ButtonConfiguration.self)
        }
        if let field = object["contentInsets"] {
            let insets = try self.object(field.value, context, what: "field 'contentInsets'",
                                         allowed: ["top", "left", "bottom", "right"])
            var result = EdgeInsets.zero
            if let top = insets["top"] { result.top = try number(top, context) }
            if let left = insets["left"] { result.left = try number(left, context) }
            if let bottom = insets["bottom"] { result.bottom = try number(bottom, context) }
            if let right = insets["right"] { result.right = try number(right, context) }
            view.contentInsets = result
        }
        if let field = object["imageSize"] {
            let size = try self.object(field.value, context, what: "field 'imageSize'", allowed: ["width", "height"])
            let width = try size.required("width", self), height = try size.required("height", self)
            let imageSize = ImageSize(width: try number(width, context), height: try number(height, context))
            if let problem = ViewSpec.imageSizeProblem(imageSize, kind: view.kind) {
                let side = imageSize.width.isFinite && imageSize.width > 0 ? height : width
                throw error(problem, at: view.kind == "button" ? side.value.position : field.keyPosition, context)
            }
            view.imageSize = imageSize
        }
        if let field = object["scrollEnabled"] { view.scrollEnabled = try bool(field, context) }
    }

    /// `{ "textStyle": "body" }`, `{ "size": 15, "weight": "semibold", "italic": true }`
    /// or `{ "name": "AvenirNext-Regular", "size": 22 }`; nothing else.
    private func font(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> FontSpec {
        var object = try self.object(field.value, context, what: "field 'font'",
                                     allowed: ["textStyle", "size", "weight", "italic", "name"])
        object.context = context
        func refuse(_ key: String, with other: String) throws(DocumentError) {
            if let extra = object[key] {
                throw error("field '\(key)' does not go with '\(other)' in a font", at: extra.keyPosition, context)
            }
        }
        let font: FontSpec
        var checked: JSONValue.Field
        if let style = object["textStyle"] {
            for key in ["size", "weight", "italic", "name"] { try refuse(key, with: "textStyle") }
            font = .textStyle(try string(style, context))
            checked = style
        } else if let name = object["name"] {
            for key in ["weight", "italic"] { try refuse(key, with: "name") }
            guard let size = object["size"] else {
                throw error("a named font needs a 'size'", at: field.value.position, context)
            }
            font = .named(try string(name, context), size: try number(size, context))
            checked = name.value.kind.isEmptyString ? name : size  // the problem is the name's or the size's
        } else if let size = object["size"] {
            var weight: String?
            checked = size
            if let field = object["weight"] {
                weight = try string(field, context)
                if !FontSpec.weights.contains(weight ?? "") { checked = field }  // the problem is the weight's
            }
            var italic = false
            if let field = object["italic"] { italic = try bool(field, context) }
            font = .system(size: try number(size, context), weight: weight, italic: italic)
        } else {
            throw error("field 'font' needs 'textStyle', or 'size' (with 'weight', 'italic'), or 'name' and 'size'",
                        at: field.value.position, context)
        }
        if let problem = font.problem { throw error(problem, at: checked.value.position, context) }
        return font
    }

    /// A number without a fraction that fits an `Int`.
    private func wholeNumber(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> Int {
        let value = try number(field, context)
        guard value.rounded() == value, abs(value) < 1e15 else {
            throw error("field '\(field.key)' must be a whole number, found \(formatNumber(value))",
                        at: field.value.position, context)
        }
        return Int(value)
    }
}

extension JSONValue.Kind {
    fileprivate var isEmptyString: Bool {
        if case .string(let text) = self { return text.isEmpty }
        return false
    }
}
