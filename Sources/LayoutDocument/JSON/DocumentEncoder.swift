import LayoutCore

/// A `LayoutDocument` as JSON output in the contract's field order, leaving
/// out what is absent or default so exported documents read like written ones.
enum DocumentEncoder {
    static func document(_ document: LayoutDocument) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("layoutDocument", .number(Double(LayoutDocument.formatVersion)))]
        if let spacing = document.standardSpacing {
            fields.append(("standardSpacing", .object([
                ("sibling", .number(spacing.sibling)), ("superview", .number(spacing.superview)),
            ])))
        }
        if let language = document.developmentLanguage { fields.append(("developmentLanguage", .string(language))) }
        fields.append(("screens", .array(document.screens.map(screen))))
        if !document.translations.isEmpty { fields.append(("translations", .array(document.translations.map(translation)))) }
        return .object(fields)
    }

    /// `{ "source", "kind", "language", "entries": { key: text } }`, the entries in key order.
    static func translation(_ translation: DocumentTranslation) -> JSONOutput {
        .object([
            ("source", .string(translation.source)), ("kind", .string(translation.kind.rawValue)),
            ("language", .string(translation.language)),
            ("entries", .object(translation.entries.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
    }

    static func screen(_ screen: Screen) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("name", .string(screen.name)), ("root", .string(screen.root))]
        if let direction = screen.layoutDirection { fields.append(("layoutDirection", .string(direction.rawValue))) }
        if let selfSizing = screen.selfSizing { fields.append(("selfSizing", .string(selfSizing.rawValue))) }
        if let design = screen.design { fields.append(("design", self.design(design))) }
        fields.append(("views", .array(screen.views.map(view))))
        if !screen.metrics.isEmpty { fields.append(("metrics", .array(screen.metrics.map(metric)))) }
        if !screen.constraints.isEmpty { fields.append(("constraints", .array(screen.constraints.map(constraint)))) }
        if !screen.leftOut.isEmpty { fields.append(("leftOut", .array(screen.leftOut.map(leftOut)))) }
        return .object(fields)
    }

    /// `{"kind": "constraint", "ibID": "abc-12-xyz", "reason": "…"}`.
    static func leftOut(_ item: LeftOut) -> JSONOutput {
        .object([("kind", .string(item.kind.rawValue)), ("ibID", .string(item.ibID)), ("reason", .string(item.reason))])
    }

    static func view(_ view: ViewSpec) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("name", .string(view.name))]
        if let superview = view.superview { fields.append(("superview", .string(superview))) }
        if let kind = view.kind { fields.append(("kind", .string(kind))) }
        if let ibID = view.ibID { fields.append(("ibID", .string(ibID))) }
        if let customClass = view.customClass { fields.append(("customClass", .string(customClass))) }
        fields += text(view)
        if let stack = view.stack {
            fields += [
                ("axis", .string(stack.axis.rawValue)), ("distribution", .string(stack.distribution.rawValue)),
                ("alignment", .string(stack.alignment.rawValue)), ("spacing", stack.usesStandardSpacing ? .string("standard") : .number(stack.spacing)),
            ]
            if stack.layoutMarginsRelativeArrangement { fields.append(("layoutMarginsRelativeArrangement", .bool(true))) }
            if !stack.variations.isEmpty {
                fields.append(("stackVariations", .array(stack.variations.map(stackVariation))))
            }
        }
        if let size = view.intrinsicSize {
            var axes: [(String, JSONOutput)] = []
            if let width = size.width { axes.append(("width", .number(width))) }
            if let height = size.height { axes.append(("height", .number(height))) }
            fields.append(("intrinsicSize", .object(axes)))
        }
        if let hugging = view.hugging { fields.append(("hugging", priorities(hugging))) }
        if let resistance = view.compressionResistance {
            fields.append(("compressionResistance", priorities(resistance)))
        }
        if view.hidden { fields.append(("hidden", .bool(true))) }
        if let margins = view.layoutMargins {
            fields.append(("layoutMargins", .object([
                ("top", .number(margins.top)), ("left", .number(margins.left)),
                ("bottom", .number(margins.bottom)), ("right", .number(margins.right)),
            ])))
        }
        if let insets = view.alignmentInsets {
            fields.append(("alignmentInsets", .object([
                ("top", .number(insets.top)), ("left", .number(insets.left)),
                ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
            ])))
        }
        if let rule = view.layoutMarginsRule { fields.append(("layoutMarginsRule", .string(rule.rawValue))) }
        if !view.insetsLayoutMarginsFromSafeArea { fields.append(("insetsLayoutMarginsFromSafeArea", .bool(false))) }
        if view.preservesSuperviewLayoutMargins { fields.append(("preservesSuperviewLayoutMargins", .bool(true))) }
        if let baselines = view.baselines {
            var offsets: [(String, JSONOutput)] = []
            if let first = baselines.firstFromTop { offsets.append(("firstFromTop", .number(first))) }
            if let last = baselines.lastFromBottom { offsets.append(("lastFromBottom", .number(last))) }
            fields.append(("baselines", .object(offsets)))
        }
        if let when = view.when { fields.append(("when", condition(when))) }
        return .object(fields)
    }

    /// The text fields in the order `DocumentDecoder.textFields` lists them.
    static func text(_ view: ViewSpec) -> [(String, JSONOutput)] {
        guard view.hasTextProperties else { return [] }
        var fields: [(String, JSONOutput)] = []
        if let text = view.text { fields.append(("text", .string(text))) }
        if let key = view.textKey { fields.append(("textKey", .string(key))) }
        if let placeholder = view.placeholder { fields.append(("placeholder", .string(placeholder))) }
        if let font = view.font { fields.append(("font", self.font(font))) }
        if let lines = view.numberOfLines { fields.append(("numberOfLines", .number(Double(lines)))) }
        if let mode = view.lineBreakMode { fields.append(("lineBreakMode", .string(mode.rawValue))) }
        if let factor = view.minimumScaleFactor { fields.append(("minimumScaleFactor", .number(factor))) }
        if let style = view.borderStyle { fields.append(("borderStyle", .string(style.rawValue))) }
        if let style = view.buttonConfiguration { fields.append(("buttonConfiguration", .string(style.rawValue))) }
        if let insets = view.contentInsets {
            fields.append(("contentInsets", .object([
                ("top", .number(insets.top)), ("left", .number(insets.left)),
                ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
            ])))
        }
        if let size = view.imageSize {
            fields.append(("imageSize", .object([("width", .number(size.width)), ("height", .number(size.height))])))
        }
        if !view.scrollEnabled { fields.append(("scrollEnabled", .bool(false))) }
        return fields
    }

    static func font(_ font: FontSpec) -> JSONOutput {
        switch font {
        case .textStyle(let style):
            return .object([("textStyle", .string(style))])
        case .system(let size, let weight, let italic):
            var fields: [(String, JSONOutput)] = [("size", .number(size))]
            if let weight { fields.append(("weight", .string(weight))) }
            if italic { fields.append(("italic", .bool(true))) }
            return .object(fields)
        case .named(let name, let size):
            return .object([("name", .string(name)), ("size", .number(size))])
        }
    }

    static func design(_ design: ScreenDesign) -> JSONOutput {
        var fields: [(String, JSONOutput)] = []
        if let device = design.device { fields.append(("device", .string(device))) }
        fields += [("width", .number(design.width)), ("height", .number(design.height))]
        if let orientation = design.orientation { fields.append(("orientation", .string(orientation.rawValue))) }
        if let widthClass = design.widthClass { fields.append(("widthClass", .string(widthClass.rawValue))) }
        if let heightClass = design.heightClass { fields.append(("heightClass", .string(heightClass.rawValue))) }
        if let insets = design.safeArea {
            fields.append(("safeArea", .object([
                ("top", .number(insets.top)), ("left", .number(insets.left)),
                ("bottom", .number(insets.bottom)), ("right", .number(insets.right)),
            ])))
        }
        if let freeform = design.freeform {
            func side(_ side: ScreenDesign.Freeform.Side) -> JSONOutput {
                if case .points(let value) = side { return .number(value) }
                return .string(side.text)
            }
            fields.append(("freeform", .object([("width", side(freeform.width)), ("height", side(freeform.height))])))
        }
        if let width = design.containerWidth { fields.append(("containerWidth", .number(width))) }
        if let width = design.accessoryWidth { fields.append(("accessoryWidth", .number(width))) }
        if let era = design.era { fields.append(("era", .string(era.rawValue))) }
        if let table = design.stringsTable { fields.append(("stringsTable", .string(table))) }
        return .object(fields)
    }

    static func priorities(_ priorities: AxisPriorities) -> JSONOutput {
        var axes: [(String, JSONOutput)] = []
        if let horizontal = priorities.horizontal { axes.append(("horizontal", .number(horizontal.value))) }
        if let vertical = priorities.vertical { axes.append(("vertical", .number(vertical.value))) }
        return .object(axes)
    }

    /// `{ "when": …, "axis": …, "distribution": …, "alignment": …, "spacing": … }`, the given properties only.
    static func stackVariation(_ variation: StackVariation) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("when", condition(variation.when))]
        if let axis = variation.axis { fields.append(("axis", .string(axis.rawValue))) }
        if let distribution = variation.distribution { fields.append(("distribution", .string(distribution.rawValue))) }
        if let alignment = variation.alignment { fields.append(("alignment", .string(alignment.rawValue))) }
        switch variation.spacing {
        case .points(let points)?: fields.append(("spacing", .number(points)))
        case .standard?: fields.append(("spacing", .string("standard")))
        case nil: break
        }
        return .object(fields)
    }

    static func metric(_ metric: MetricValue) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("name", .string(metric.name)), ("value", .number(metric.value))]
        if let when = metric.when { fields.append(("when", condition(when))) }
        return .object(fields)
    }

    static func constraint(_ entry: ConstraintEntry) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [("id", .string(entry.id))]
        switch entry.body {
        case .visualFormat(let format, let options):
            fields.append(("visualFormat", .string(format)))
            if !options.isEmpty { fields.append(("options", .array(options.map { .string($0) }))) }
        case .equation(let text):
            fields.append(("constraint", .string(text)))
        }
        if let when = entry.when { fields.append(("when", condition(when))) }
        return .object(fields)
    }

    /// Traits first in a fixed order, then content keys sorted; one allowed value is written bare.
    static func condition(_ condition: Condition) -> JSONOutput {
        let traitOrder = ["orientation", "widthClass", "heightClass"]
        let keys = traitOrder.filter { condition.allowed[$0] != nil }
            + condition.allowed.keys.filter { !traitOrder.contains($0) }.sorted()
        return .object(keys.map { key in
            let values = (condition.allowed[key] ?? []).map(value)
            return (key, values.count == 1 ? values[0] : .array(values))
        })
    }

    static func value(_ value: ConditionValue) -> JSONOutput {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        }
    }
}
