import LayoutCore

/// Turns parsed JSON into a `LayoutDocument`, checking every field and
/// naming the screen, view, metric or constraint of anything wrong.
struct DocumentDecoder {
    let file: String

    /// The options a visual format accepts (contract section 3).
    static let visualFormatOptions: [String] = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading",
        "alignAllTrailing", "alignAllCenterX", "alignAllCenterY", "alignAllBaseline",
        "alignAllFirstBaseline", "alignAllLastBaseline", "directionLeadingToTrailing",
        "directionLeftToRight", "directionRightToLeft", "spacingEdgeToEdge", "spacingBaselineToBaseline",
    ]

    /// The values each trait key allows in a `when`.
    static let traitValues = Condition.traitValues

    // MARK: Document

    func document(_ value: JSONValue) throws(DocumentError) -> LayoutDocument {
        let object = try self.object(value, "", what: "the document",
                                     allowed: ["layoutDocument", "standardSpacing", "developmentLanguage", "screens", "translations"])
        let versionField = try object.required("layoutDocument", self)
        let version = try number(versionField, "")
        guard version == Double(LayoutDocument.formatVersion) else {
            throw error(version > Double(LayoutDocument.formatVersion)
                ? "layoutDocument version \(formatNumber(version)) is newer than this program reads (\(LayoutDocument.formatVersion))"
                : "field 'layoutDocument' must be \(LayoutDocument.formatVersion), found \(formatNumber(version))",
                at: versionField.value.position, "")
        }
        var document = LayoutDocument()
        if let field = object["standardSpacing"] {
            let spacing = try self.object(field.value, "standardSpacing", what: "field 'standardSpacing'",
                                          allowed: ["sibling", "superview"])
            var result = StandardSpacing()
            if let sibling = spacing["sibling"] { result.sibling = try number(sibling, "standardSpacing") }
            if let superview = spacing["superview"] { result.superview = try number(superview, "standardSpacing") }
            document.standardSpacing = result
        }
        if let field = object["developmentLanguage"] {
            let code = try string(field, "")
            guard LayoutDocument.isLanguageCode(code) else {
                throw error("field 'developmentLanguage' must be a language code such as \"en\" or \"de-CH\", found '\(code)'",
                            at: field.value.position, "")
            }
            document.developmentLanguage = code
        }
        let screensField = try object.required("screens", self)
        var seen: [String: SourcePosition] = [:]
        for (index, element) in try array(screensField, "").enumerated() {
            let screen = try self.screen(element, index: index)
            if seen[screen.name] != nil {
                throw error("duplicate screen name '\(screen.name)'", at: element.position, "")
            }
            seen[screen.name] = element.position
            document.screens.append(screen)
        }
        if let field = object["translations"] { document.translations = try translations(field) }
        return document
    }

    // MARK: Screen

    private func screen(_ value: JSONValue, index: Int) throws(DocumentError) -> Screen {
        let position = "screen \(index + 1)"
        var object = try self.object(value, position, what: position)
        try rejectUnknownFields(object, allowed: [
            "name", "root", "views", "metrics", "constraints", "layoutDirection", "selfSizing", "design", "leftOut",
        ], object.named("name").map { "screen '\($0)'" } ?? position)
        let name = try string(object.required("name", self), position)
        guard !name.isEmpty else {
            throw error("field 'name' must not be empty", at: object["name"]?.value.position, position)
        }
        let context = "screen '\(name)'"
        object.context = context
        let rootField = try object.required("root", self)
        let root = try string(rootField, context)
        var screen = Screen(name: name, root: root)
        if let field = object["layoutDirection"] {
            screen.layoutDirection = try choice(field, context, LayoutDirection.self)
        }
        if let field = object["selfSizing"] {
            screen.selfSizing = try choice(field, context, SelfSizing.self)
        }
        if let field = object["design"] { screen.design = try design(field, context) }

        var viewPositions: [String: SourcePosition] = [:]
        for (viewIndex, element) in try array(object.required("views", self), context).enumerated() {
            let view = try self.view(element, index: viewIndex, screen: context)
            if viewPositions[view.name] != nil {
                throw error("duplicate view name '\(view.name)'", at: element.position, context)
            }
            viewPositions[view.name] = element.position
            screen.views.append(view)
        }
        try checkHierarchy(screen, rootPosition: rootField.value.position, viewPositions: viewPositions, context)

        if let field = object["metrics"] {
            var seen: Set<MetricKey> = []
            for (metricIndex, element) in try array(field, context).enumerated() {
                let metric = try self.metric(element, index: metricIndex, screen: context)
                guard seen.insert(MetricKey(name: metric.name, when: metric.when)).inserted else {
                    throw error("metric '\(metric.name)' has two values for the same condition",
                                at: element.position, context)
                }
                screen.metrics.append(metric)
            }
        }
        if let field = object["constraints"] {
            var seen: Set<String> = []
            for (constraintIndex, element) in try array(field, context).enumerated() {
                let entry = try constraint(element, index: constraintIndex, screen: context)
                guard seen.insert(entry.id).inserted else {
                    throw error("duplicate constraint id '\(entry.id)'", at: element.position, context)
                }
                screen.constraints.append(entry)
            }
        }
        if let field = object["leftOut"] {
            for (itemIndex, element) in try array(field, context).enumerated() {
                screen.leftOut.append(try leftOut(element, index: itemIndex, context))
            }
        }
        return screen
    }

    /// One element or constraint the importer left out: `{"kind", "ibID", "reason"}`, all required.
    private func leftOut(_ value: JSONValue, index: Int, _ context: String) throws(DocumentError) -> LeftOut {
        let what = "left-out item \(index + 1)"
        let object = try self.object(value, context, what: what, allowed: ["kind", "ibID", "reason"])
        let kind = try choice(object.required("kind", self), context, LeftOut.Kind.self)
        let ibID = try string(object.required("ibID", self), context)
        let reason = try string(object.required("reason", self), context)
        guard !ibID.isEmpty, !reason.isEmpty else {
            throw error("\(what) needs a non-empty 'ibID' and 'reason'", at: value.position, context)
        }
        return LeftOut(kind: kind, ibID: ibID, reason: reason)
    }

    private struct MetricKey: Hashable {
        var name: String
        var when: Condition?
    }

    /// The root exists and has no superview; every other view names an
    /// existing superview, and following superviews always reaches the root.
    private func checkHierarchy(
        _ screen: Screen, rootPosition: SourcePosition, viewPositions: [String: SourcePosition], _ context: String
    ) throws(DocumentError) {
        let names = screen.views.map(\.name)
        guard let root = screen.view(named: screen.root) else {
            throw error("root '\(screen.root)' is not one of the screen's views"
                        + NameSuggestion.hint(for: screen.root, among: names), at: rootPosition, context)
        }
        if let superview = root.superview {
            throw error("the root view '\(root.name)' must not have a superview (it names '\(superview)')",
                        at: viewPositions[root.name], context)
        }
        let superviews = Dictionary(screen.views.map { ($0.name, $0.superview) }, uniquingKeysWith: { a, _ in a })
        for view in screen.views where view.name != screen.root {
            let viewContext = "\(context), view '\(view.name)'"
            guard let superview = view.superview else {
                throw error("missing field 'superview' (only the root '\(screen.root)' has none)",
                            at: viewPositions[view.name], viewContext)
            }
            guard superviews[superview] != nil else {
                throw error("superview '\(superview)' is not a view of this screen"
                            + NameSuggestion.hint(for: superview, among: names), at: viewPositions[view.name], viewContext)
            }
            var current: String? = superview
            var steps = 0
            while let name = current, name != screen.root {
                steps += 1
                if name == view.name || steps > screen.views.count {
                    throw error("view '\(view.name)' is inside itself (its superviews form a cycle)",
                                at: viewPositions[view.name], viewContext)
                }
                current = superviews[name] ?? nil
            }
        }
    }

    // MARK: View

    private func view(_ value: JSONValue, index: Int, screen: String) throws(DocumentError) -> ViewSpec {
        let position = "\(screen), view \(index + 1)"
        let object = try self.object(value, position, what: "view \(index + 1)")
        try rejectUnknownFields(object, allowed: [
            "name", "superview", "kind", "intrinsicSize", "hugging", "compressionResistance", "hidden",
            "layoutMargins", "baselines", "axis", "distribution", "alignment", "spacing", "when", "ibID",
            "customClass", "layoutMarginsRule", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins",
            "layoutMarginsRelativeArrangement", "alignmentInsets", "stackVariations",
        ] + DocumentDecoder.textFields, object.named("name").map { "\(screen), view '\($0)'" } ?? position)
        let name = try identifier(object.required("name", self), position, what: "view name")
        if DocumentNames.reservedItemNames.contains(name) {
            throw error("'\(name)' is reserved and cannot name a view", at: object["name"]?.value.position, position)
        }
        let context = "\(screen), view '\(name)'"
        var view = ViewSpec(name: name)
        if let field = object["superview"] { view.superview = try string(field, context) }
        if let field = object["kind"] { view.kind = try string(field, context) }
        if let field = object["intrinsicSize"] {
            let size = try self.object(field.value, context, what: "field 'intrinsicSize'", allowed: ["width", "height"])
            var intrinsic = IntrinsicSize()
            if let width = size["width"] { intrinsic.width = try nonNegative(width, context) }
            if let height = size["height"] { intrinsic.height = try nonNegative(height, context) }
            view.intrinsicSize = intrinsic
        }
        if let field = object["hugging"] { view.hugging = try axisPriorities(field, context) }
        if let field = object["compressionResistance"] {
            view.compressionResistance = try axisPriorities(field, context)
        }
        if let field = object["hidden"] { view.hidden = try bool(field, context) }
        if let field = object["layoutMargins"] {
            let margins = try self.object(field.value, context, what: "field 'layoutMargins'",
                                          allowed: ["top", "left", "bottom", "right"])
            var insets = EdgeInsets.layoutMarginsDefault
            if let top = margins["top"] { insets.top = try number(top, context) }
            if let left = margins["left"] { insets.left = try number(left, context) }
            if let bottom = margins["bottom"] { insets.bottom = try number(bottom, context) }
            if let right = margins["right"] { insets.right = try number(right, context) }
            view.layoutMargins = insets
        }
        if let field = object["alignmentInsets"] {
            let given = try self.object(field.value, context, what: "field 'alignmentInsets'",
                                        allowed: ["top", "left", "bottom", "right"])
            var insets = EdgeInsets.zero
            if let top = given["top"] { insets.top = try number(top, context) }
            if let left = given["left"] { insets.left = try number(left, context) }
            if let bottom = given["bottom"] { insets.bottom = try number(bottom, context) }
            if let right = given["right"] { insets.right = try number(right, context) }
            view.alignmentInsets = insets
        }
        if let field = object["layoutMarginsRule"] {
            view.layoutMarginsRule = try choice(field, context, LayoutMarginsRule.self)
        }
        if let field = object["insetsLayoutMarginsFromSafeArea"] {
            view.insetsLayoutMarginsFromSafeArea = try bool(field, context)
        }
        if let field = object["preservesSuperviewLayoutMargins"] {
            view.preservesSuperviewLayoutMargins = try bool(field, context)
        }
        if let field = object["baselines"] {
            let baselines = try self.object(field.value, context, what: "field 'baselines'",
                                            allowed: ["firstFromTop", "lastFromBottom"])
            var result = Baselines()
            if let first = baselines["firstFromTop"] { result.firstFromTop = try number(first, context) }
            if let last = baselines["lastFromBottom"] { result.lastFromBottom = try number(last, context) }
            view.baselines = result
        }
        let stackFields = ["axis", "distribution", "alignment", "spacing", "layoutMarginsRelativeArrangement", "stackVariations"]
            .compactMap { object[$0] }
        if let first = stackFields.first {
            guard view.isStack else {
                throw error("field '\(first.key)' is for stack views; add \"kind\": \"stack\"",
                            at: first.keyPosition, context)
            }
            var stack = StackProperties()
            if let field = object["axis"] { stack.axis = try choice(field, context, StackProperties.Axis.self) }
            if let field = object["distribution"] {
                stack.distribution = try choice(field, context, StackProperties.Distribution.self)
            }
            if let field = object["alignment"] {
                stack.alignment = try choice(field, context, StackProperties.Alignment.self)
            }
            if let field = object["spacing"] {
                if case .string(let text) = field.value.kind {
                    guard text == "standard" else {
                        throw error("field 'spacing' must be a number or \"standard\", found \"\(text)\"",
                                    at: field.value.position, context)
                    }
                    stack = StackProperties(axis: stack.axis, distribution: stack.distribution, alignment: stack.alignment,
                                            usesStandardSpacing: true)
                } else {
                    stack.spacing = try number(field, context)
                }
            }
            if let field = object["layoutMarginsRelativeArrangement"] {
                stack.layoutMarginsRelativeArrangement = try bool(field, context)
            }
            if let field = object["stackVariations"] { stack.variations = try stackVariations(field, context) }
            view.stack = stack
        }
        if let field = object["when"] { view.when = try condition(field, context) }
        if let field = object["ibID"] { view.ibID = try string(field, context) }
        if let field = object["customClass"] {
            let name = try string(field, context)
            guard !name.isEmpty else { throw error("field 'customClass' must not be empty", at: field.value.position, context) }
            view.customClass = name
        }
        try text(object, into: &view, context)
        return view
    }

    private func design(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> ScreenDesign {
        let object = try self.object(field.value, context, what: "field 'design'", allowed: [
            "device", "width", "height", "orientation", "widthClass", "heightClass", "safeArea", "freeform",
            "containerWidth", "accessoryWidth", "era", "stringsTable",
        ])
        var design = ScreenDesign(width: try nonNegative(object.required("width", self), context),
                                  height: try nonNegative(object.required("height", self), context))
        if let device = object["device"] { design.device = try string(device, context) }
        if let value = object["orientation"] { design.orientation = try choice(value, context, ScreenDesign.Orientation.self) }
        if let value = object["widthClass"] { design.widthClass = try choice(value, context, ScreenDesign.SizeClass.self) }
        if let value = object["heightClass"] { design.heightClass = try choice(value, context, ScreenDesign.SizeClass.self) }
        if let value = object["safeArea"] {
            let insets = try self.object(value.value, context, what: "field 'safeArea'", allowed: ["top", "left", "bottom", "right"])
            var safeArea = EdgeInsets.zero
            if let top = insets["top"] { safeArea.top = try nonNegative(top, context) }
            if let left = insets["left"] { safeArea.left = try nonNegative(left, context) }
            if let bottom = insets["bottom"] { safeArea.bottom = try nonNegative(bottom, context) }
            if let right = insets["right"] { safeArea.right = try nonNegative(right, context) }
            design.safeArea = safeArea
        }
        if let value = object["freeform"] {
            let sides = try self.object(value.value, context, what: "field 'freeform'", allowed: ["width", "height"])
            func side(_ name: String) throws(DocumentError) -> ScreenDesign.Freeform.Side {
                guard let field = sides[name] else {
                    throw error("field 'freeform' needs '\(name)' (\"device\", \"auto\" or a number of points)",
                                at: value.value.position, context)
                }
                if case .string(let text) = field.value.kind {
                    guard text == "device" || text == "auto" else {
                        throw error("field '\(name)' of 'freeform' must be \"device\", \"auto\" or a number, found '\(text)'",
                                    at: field.value.position, context)
                    }
                    return text == "device" ? .device : .auto
                }
                return .points(try nonNegative(field, context))
            }
            design.freeform = ScreenDesign.Freeform(width: try side("width"), height: try side("height"))
        }
        if let value = object["containerWidth"] { design.containerWidth = try nonNegative(value, context) }
        if let value = object["accessoryWidth"] { design.accessoryWidth = try nonNegative(value, context) }
        if let value = object["era"] { design.era = try choice(value, context, LayoutEra.self) }
        if let value = object["stringsTable"] {
            let table = try string(value, context)
            guard !table.isEmpty else { throw error("field 'stringsTable' must not be empty", at: value.value.position, context) }
            design.stringsTable = table
        }
        return design
    }

    private func axisPriorities(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> AxisPriorities {
        let object = try self.object(field.value, context, what: "field '\(field.key)'",
                                     allowed: ["horizontal", "vertical"])
        var result = AxisPriorities()
        if let horizontal = object["horizontal"] { result.horizontal = try priority(horizontal, context) }
        if let vertical = object["vertical"] { result.vertical = try priority(vertical, context) }
        return result
    }

    // MARK: Metric

    private func metric(_ value: JSONValue, index: Int, screen: String) throws(DocumentError) -> MetricValue {
        let position = "\(screen), metric \(index + 1)"
        var object = try self.object(value, position, what: "metric \(index + 1)")
        try rejectUnknownFields(object, allowed: ["name", "value", "when"],
                                object.named("name").map { "\(screen), metric '\($0)'" } ?? position)
        let name = try identifier(object.required("name", self), position, what: "metric name")
        let context = "\(screen), metric '\(name)'"
        object.context = context
        let number = try self.number(object.required("value", self), context)
        var metric = MetricValue(name: name, value: number)
        if let field = object["when"] { metric.when = try condition(field, context) }
        return metric
    }

    // MARK: Constraint

    private func constraint(_ value: JSONValue, index: Int, screen: String) throws(DocumentError) -> ConstraintEntry {
        let position = "\(screen), constraint \(index + 1)"
        var object = try self.object(value, position, what: "constraint \(index + 1)")
        try rejectUnknownFields(object, allowed: ["id", "visualFormat", "options", "constraint", "when"],
                                object.named("id").map { "\(screen), constraint '\($0)'" } ?? position)
        let idField = try object.required("id", self)
        let id = try string(idField, position)
        if let problem = DocumentNames.constraintIDProblem(id) {
            throw error(problem, at: idField.value.position, position)
        }
        let context = "\(screen), constraint '\(id)'"
        object.context = context
        let body: ConstraintEntry.Body
        switch (object["visualFormat"], object["constraint"]) {
        case (let format?, nil):
            let text = try string(format, context)
            var options: [String] = []
            if let field = object["options"] {
                for element in try array(field, context) {
                    guard case .string(let option) = element.kind else {
                        throw error("each option must be a string, found \(element.typeName)", at: element.position, context)
                    }
                    guard DocumentDecoder.visualFormatOptions.contains(option) else {
                        throw error("unknown option '\(option)'"
                                    + NameSuggestion.hint(for: option, among: DocumentDecoder.visualFormatOptions),
                                    at: element.position, context)
                    }
                    options.append(option)
                }
            }
            body = .visualFormat(text, options: options)
        case (nil, let equation?):
            if let options = object["options"] {
                throw error("field 'options' belongs with 'visualFormat', not 'constraint'",
                            at: options.keyPosition, context)
            }
            let text = try string(equation, context)
            do {
                _ = try ConstraintEquation(parsing: text)
            } catch {
                throw self.error(error.rendered, at: equation.value.position, context)
            }
            body = .equation(text)
        case (_?, _?):
            throw error("give either 'visualFormat' or 'constraint', not both", at: value.position, context)
        case (nil, nil):
            throw error("missing field 'visualFormat' or 'constraint'", at: value.position, context)
        }
        var entry = ConstraintEntry(id: id, body: body)
        if let field = object["when"] { entry.when = try condition(field, context) }
        return entry
    }

    // MARK: Condition

    func condition(_ field: JSONValue.Field, _ context: String) throws(DocumentError) -> Condition {
        guard case .object(let fields) = field.value.kind else {
            throw error("field 'when' must be an object such as {\"orientation\": \"portrait\"}, found \(field.value.typeName)",
                        at: field.value.position, context)
        }
        var allowed: [String: [ConditionValue]] = [:]
        for entry in fields where !entry.key.hasPrefix("x-") {
            let key = entry.key
            if let trait = Condition.misspeltTrait(key) {
                throw error("condition key '\(key)' looks like a misspelt trait (did you mean '\(trait)'?)",
                            at: entry.keyPosition, context)
            }
            var values: [ConditionValue] = []
            let elements: [JSONValue]
            if case .array(let list) = entry.value.kind {
                guard !list.isEmpty else {
                    throw error("condition '\(key)' allows no value; list at least one", at: entry.value.position, context)
                }
                elements = list
            } else {
                elements = [entry.value]
            }
            for element in elements {
                switch element.kind {
                case .string(let text): values.append(.string(text))
                case .number(let number, _): values.append(.number(number))
                default:
                    throw error("condition '\(key)' values must be strings or numbers, found \(element.typeName)",
                                at: element.position, context)
                }
                if let traitValues = DocumentDecoder.traitValues[key], let last = values.last,
                   !traitValues.contains(last.text) {
                    throw error("'\(last.text)' is not a value of '\(key)' (\(traitValues.joined(separator: " or ")))"
                                + NameSuggestion.hint(for: last.text, among: traitValues), at: element.position, context)
                }
            }
            allowed[key] = values
        }
        return Condition(allowed)
    }
}
