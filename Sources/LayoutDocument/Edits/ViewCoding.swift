import LayoutCore

/// The history's JSON form of one view (`ScreenEdit`'s Codable form, in
/// ScreenEdit+Codable.swift): the document's own field names, through a
/// private mirror so that the public JSON codec stays `DocumentJSON`'s.
struct ViewCoding: Codable {
    var name: String
    var superview: String?
    var kind: String?
    var intrinsicSize: [Double?]?
    var hugging: [LayoutPriority?]?
    var compressionResistance: [LayoutPriority?]?
    var hidden: Bool
    var layoutMargins: [Double]?
    var baselines: [Double?]?
    var stack: [String]?
    var stackSpacing: Double?
    /// Only when true (`UIStackView.spacingUseSystem`); edits recorded before it have none.
    var stackStandardSpacing: Bool?
    /// Only when true (`isLayoutMarginsRelativeArrangement`); edits recorded before it have none.
    var stackMarginsRelative: Bool?
    /// Only when there are some (`stackVariations`); edits recorded before them have none.
    var stackVariations: [StackVariationCoding]?
    var alignmentInsets: [Double]?
    var when: ConditionCoding?
    var ibID: String?
    /// Only when there is one; edits recorded before it have none.
    var customClass: String?
    var layoutMarginsRule: String?
    var insetsLayoutMarginsFromSafeArea: Bool?
    var preservesSuperviewLayoutMargins: Bool?
    var text: String?
    var textKey: String?
    var placeholder: String?
    var font: FontCoding?
    var numberOfLines: Int?
    var lineBreakMode: String?
    var minimumScaleFactor: Double?
    var borderStyle: String?
    var buttonConfiguration: String?
    var contentInsets: [Double]?
    /// A button's image size, width and height; edits recorded before it have none.
    var imageSize: [Double]?
    var scrollEnabled: Bool?

    init(_ view: ViewSpec) {
        name = view.name
        superview = view.superview
        kind = view.kind
        intrinsicSize = view.intrinsicSize.map { [$0.width, $0.height] }
        hugging = view.hugging.map { [$0.horizontal, $0.vertical] }
        compressionResistance = view.compressionResistance.map { [$0.horizontal, $0.vertical] }
        hidden = view.hidden
        layoutMargins = view.layoutMargins.map { [$0.top, $0.left, $0.bottom, $0.right] }
        baselines = view.baselines.map { [$0.firstFromTop, $0.lastFromBottom] }
        stack = view.stack.map { [$0.axis.rawValue, $0.distribution.rawValue, $0.alignment.rawValue] }
        stackSpacing = view.stack?.spacing
        stackStandardSpacing = view.stack?.usesStandardSpacing == true ? true : nil
        stackMarginsRelative = view.stack?.layoutMarginsRelativeArrangement == true ? true : nil
        stackVariations = (view.stack?.variations).flatMap { $0.isEmpty ? nil : $0.map(StackVariationCoding.init) }
        alignmentInsets = view.alignmentInsets.map { [$0.top, $0.left, $0.bottom, $0.right] }
        when = view.when.map(ConditionCoding.init)
        ibID = view.ibID
        customClass = view.customClass
        layoutMarginsRule = view.layoutMarginsRule?.rawValue
        insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea ? nil : false
        preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins ? true : nil
        text = view.text
        textKey = view.textKey
        placeholder = view.placeholder
        font = view.font.map(FontCoding.init)
        numberOfLines = view.numberOfLines
        lineBreakMode = view.lineBreakMode?.rawValue
        minimumScaleFactor = view.minimumScaleFactor
        borderStyle = view.borderStyle?.rawValue
        buttonConfiguration = view.buttonConfiguration?.rawValue
        contentInsets = view.contentInsets.map { [$0.top, $0.left, $0.bottom, $0.right] }
        imageSize = view.imageSize.map { [$0.width, $0.height] }
        scrollEnabled = view.scrollEnabled ? nil : false
    }

    var value: ViewSpec {
        get throws {
            func pair<T>(_ values: [T?]?) throws -> (T?, T?)? {
                guard let values else { return nil }
                guard values.count == 2 else { throw ScreenEditError("view '\(name)': expected two values") }
                return (values[0], values[1])
            }
            var stackProperties: StackProperties?
            if let stack {
                guard stack.count == 3, let axis = StackProperties.Axis(rawValue: stack[0]),
                      let distribution = StackProperties.Distribution(rawValue: stack[1]),
                      let alignment = StackProperties.Alignment(rawValue: stack[2])
                else { throw ScreenEditError("view '\(name)': unknown stack properties \(stack)") }
                stackProperties = StackProperties(axis: axis, distribution: distribution,
                                                  alignment: alignment, spacing: stackSpacing ?? 0,
                                                  usesStandardSpacing: stackStandardSpacing ?? false,
                                                  layoutMarginsRelativeArrangement: stackMarginsRelative ?? false,
                                                  variations: try (stackVariations ?? []).map { try $0.value(view: name) })
            }
            var margins: EdgeInsets?
            if let layoutMargins {
                guard layoutMargins.count == 4 else { throw ScreenEditError("view '\(name)': expected four margins") }
                margins = EdgeInsets(top: layoutMargins[0], left: layoutMargins[1],
                                     bottom: layoutMargins[2], right: layoutMargins[3])
            }
            var rule: LayoutMarginsRule?
            if let layoutMarginsRule {
                guard let known = LayoutMarginsRule(rawValue: layoutMarginsRule) else {
                    throw ScreenEditError("view '\(name)': unknown layout margins rule '\(layoutMarginsRule)'")
                }
                rule = known
            }
            var view = ViewSpec(
                name: name, superview: superview, kind: kind,
                intrinsicSize: try pair(intrinsicSize).map { IntrinsicSize(width: $0.0, height: $0.1) },
                hugging: try pair(hugging).map { AxisPriorities(horizontal: $0.0, vertical: $0.1) },
                compressionResistance: try pair(compressionResistance).map {
                    AxisPriorities(horizontal: $0.0, vertical: $0.1)
                },
                hidden: hidden, layoutMargins: margins,
                baselines: try pair(baselines).map { Baselines(firstFromTop: $0.0, lastFromBottom: $0.1) },
                stack: stackProperties, when: when?.value, ibID: ibID, layoutMarginsRule: rule,
                insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea ?? true,
                preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins ?? false,
                text: text, font: try font?.value, numberOfLines: numberOfLines, textKey: textKey)
            if let alignmentInsets {
                guard alignmentInsets.count == 4 else { throw ScreenEditError("view '\(name)': expected four alignment insets") }
                view.alignmentInsets = EdgeInsets(top: alignmentInsets[0], left: alignmentInsets[1],
                                                  bottom: alignmentInsets[2], right: alignmentInsets[3])
            }
            view.customClass = customClass
            try decodeText(into: &view)
            return view
        }
    }

    /// The text properties `ViewSpec`'s initialiser does not take.
    private func decodeText(into view: inout ViewSpec) throws {
        func choice<Choice: RawRepresentable>(_ text: String?, _ what: String) throws -> Choice?
        where Choice.RawValue == String {
            guard let text else { return nil }
            guard let value = Choice(rawValue: text) else { throw ScreenEditError("view '\(name)': unknown \(what) '\(text)'") }
            return value
        }
        view.placeholder = placeholder
        view.lineBreakMode = try choice(lineBreakMode, "line break mode")
        view.minimumScaleFactor = minimumScaleFactor
        view.borderStyle = try choice(borderStyle, "border style")
        view.buttonConfiguration = try choice(buttonConfiguration, "button configuration")
        if let contentInsets {
            guard contentInsets.count == 4 else { throw ScreenEditError("view '\(name)': expected four content insets") }
            view.contentInsets = EdgeInsets(top: contentInsets[0], left: contentInsets[1],
                                            bottom: contentInsets[2], right: contentInsets[3])
        }
        if let imageSize {
            guard imageSize.count == 2 else { throw ScreenEditError("view '\(name)': expected an image's width and height") }
            view.imageSize = ImageSize(width: imageSize[0], height: imageSize[1])
        }
        view.scrollEnabled = scrollEnabled ?? true
    }
}

/// A font with the document's field names: `textStyle`, or `size` with
/// `weight` and `italic`, or `name` and `size`.
struct FontCoding: Codable {
    var textStyle: String?
    var size: Double?
    var weight: String?
    var italic: Bool?
    var name: String?

    init(_ font: FontSpec) {
        switch font {
        case .textStyle(let style): textStyle = style
        case .system(let size, let weight, let italic):
            self.size = size
            self.weight = weight
            self.italic = italic ? true : nil
        case .named(let name, let size):
            self.name = name
            self.size = size
        }
    }

    var value: FontSpec {
        get throws {
            if let textStyle { return .textStyle(textStyle) }
            guard let size else { throw ScreenEditError("font: expected 'textStyle' or 'size'") }
            if let name { return .named(name, size: size) }
            return .system(size: size, weight: weight, italic: italic ?? false)
        }
    }
}
