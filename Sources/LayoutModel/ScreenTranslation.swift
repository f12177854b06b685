import LayoutCore
import LayoutDocument
import LayoutText

/// A screen under one request, turned into solver constraints: the user's
/// constraints, intrinsic sizes, stack views, collapsed views and the
/// request's size and guides. Pure data; `ModelSolver` hands it to the solver.
struct ScreenTranslation: Sendable {
    let selection: ScreenSelection
    let algebra: AttributeAlgebra
    /// In the order they are added: request pins, stack structure, the
    /// user's constraints in document order, intrinsic sizes.
    private(set) var constraints: [ModelConstraint] = []
    /// Ids and descriptions of the constraints the model generates, by `ConstraintLabel.generated`.
    private(set) var generatedLabels: [(id: String, description: String)] = []
    /// The terms of every constraint, one constraint's after another's (settable
    /// here and in the extensions, which build a constraint's terms in place).
    var terms: [LinearExpression.Term] = []
    /// Where in `constraints` each request pin is, so a session can move it.
    private(set) var pins = Pins()
    /// Every metric with a value under the selection, for visual formats.
    let metricValues: [String: Double]
    /// What `-` stands for in visual formats.
    let standardSpacing: StandardSpacing
    /// The views that show text, and how they measure under the request.
    let textSizes: TextSizes
    /// Per text view, where its intrinsic-size constraints are: the index of the
    /// hugging constraint of each axis the text sizes (compression resistance follows it).
    private(set) var textConstraints: [Int: (width: Int?, height: Int?)] = [:]

    /// Indices into `constraints` of the constraints that carry request values.
    struct Pins: Sendable {
        var width: Int?
        var height: Int?
        var safeAreaTop = 0, safeAreaLeft = 0, safeAreaBottom = 0, safeAreaRight = 0
        var keyboardHeight = 0
    }

    var structure: ScreenStructure { selection.structure }
    var screen: Screen { selection.structure.screen }
    var screenName: String { screen.name }

    init(
        _ selection: ScreenSelection, standardSpacing: StandardSpacing, request: SolveRequest,
        preservedMargins: PreservedMargins = PreservedMargins(), measurer: TextMeasurer = TextMeasurer()
    ) throws(LayoutModelError) {
        self.selection = selection
        let direction = request.direction(of: selection.structure.screen)
        textSizes = TextSizes(selection, request: request, measurer: measurer)
        var textBaselines: [Int: Baselines] = [:]
        for view in textSizes.views.keys {
            if let measured = textSizes.measure(view, textWidth: nil) {
                textBaselines[view] = textSizes.baselines(view, measured)
            }
        }
        var alignmentInsets: [Int: EdgeInsets] = [:]
        for view in selection.structure.screen.views.indices {  // read in place: a ViewSpec is large
            if let insets = selection.structure.screen.views[view].alignmentInsets { alignmentInsets[view] = insets }
        }
        algebra = AttributeAlgebra(structure: selection.structure, direction: direction, rootWidth: request.width,
                                   containerWidth: request.containerWidth, era: request.era,
                                   cellSeparator: LayoutMarginsRule.tableCellSeparator(
                                       selfSizing: selection.structure.screen.selfSizing, displayScale: request.displayScale),
                                   cellAccessory: selection.structure.screen.design?.accessoryWidth != nil,
                                   preservedMargins: preservedMargins,
                                   textBaselines: textBaselines,
                                   alignmentInsets: alignmentInsets,
                                   stackBaselineViews: Self.stackBaselineViews(selection))
        metricValues = selection.metricValues
        self.standardSpacing = standardSpacing
        constraints.reserveCapacity(8 * selection.entries.count + 4 * structure.names.count + 8)
        terms.reserveCapacity(3 * constraints.capacity)
        addRequestPins(request)
        for view in structure.names.indices where selection.present[view] && !selection.setAside[view] {
            if screen.views[view].isStack { addStackConstraints(view) }
        }
        for view in structure.names.indices where selection.collapsed[view] {
            // An outer collapsed view already empties everything inside it.
            if let stack = structure.superview[view], !selection.setAside[stack] { addCollapsedSubtree(view) }
        }
        for position in selection.entries {
            let entry = screen.constraints[position]
            switch entry.body {
            case .equation(let text):
                try addEquation(text, entry: position)
            case .visualFormat(let format, let options):
                try addVisualFormat(format, options: options, entry: position, standardSpacing: standardSpacing)
            }
        }
        for view in structure.names.indices where selection.present[view] && !selection.setAside[view] {
            addIntrinsicSize(view)
        }
    }

    /// Adds `lhs REL rhs` under a generated id.
    mutating func add(
        _ id: String, _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: Double = 1000, description: String
    ) {
        generatedLabels.append((id, description))
        add(.generated(generatedLabels.count - 1), lhs, relation, rhs, priority: priority)
    }

    mutating func add(
        _ label: ConstraintLabel, _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: Double
    ) {
        let start = terms.count
        terms.append(contentsOf: lhs.terms)
        for term in rhs.terms { terms.append((term.variable, -term.coefficient)) }
        append(label, termsFrom: start, constant: lhs.constant + rhs.constant * -1, relation, priority: priority)
    }

    /// Adds `terms[start...] + constant REL 0`, simplifying the terms in place.
    mutating func append(
        _ label: ConstraintLabel, termsFrom start: Int, constant: Double, _ relation: LayoutRelation,
        priority: Double
    ) {
        LinearExpression.simplify(&terms, from: start)
        constraints.append(ModelConstraint(
            terms: start..<terms.count, constant: constant, priority: priority, label: label, relation: relation))
    }

    /// A constraint's `sum(terms) + constant`, the quantity its relation compares with 0.
    func expression(of index: Int) -> LinearExpression {
        LinearExpression(Array(terms[constraints[index].terms]), constant: constraints[index].constant)
    }

    /// The id a constraint is reported under: `id`, `id#n`, or a generated `view:purpose`.
    func id(of index: Int) -> String {
        switch constraints[index].label {
        case .equation(let entry): return screen.constraints[entry].id
        case .format(let entry, let part): return "\(screen.constraints[entry].id)#\(part)"
        case .intrinsic(let view, let horizontal, let hugging, _):
            return "\(structure.names[view]):\(hugging ? "hugging" : "compressionResistance")."
                + (horizontal ? "horizontal" : "vertical")
        case .generated(let label): return generatedLabels[label].id
        }
    }

    /// The constraint in the contract's notation, with a note on where a generated one comes from.
    func description(of index: Int) -> String {
        let constraint = constraints[index]
        switch constraint.label {
        case .equation(let entry): return writtenEquation(entry: entry)?.description ?? id(of: index)
        case .format(let entry, let part):
            return writtenFormatConstraint(entry: entry, part: part)?.description ?? id(of: index)
        case .intrinsic(let view, let horizontal, let hugging, let size):
            return "\(structure.names[view]).\(horizontal ? "width" : "height") \(hugging ? "<=" : ">=") "
                + "\(formatNumber(size)) @\(formatNumber(constraint.priority)) "
                + (hugging ? "(content hugging)" : "(compression resistance)")
        case .generated(let label): return generatedLabels[label].description
        }
    }

    /// A view's attribute in its own superview's coordinates (the root's in its own).
    func attribute(_ view: Int, _ attribute: LayoutAttribute, in container: Int? = nil) -> LinearExpression {
        algebra.expression(.view(view), attribute, in: container ?? structure.superview[view] ?? view)
    }

    // MARK: - Request

    private mutating func addRequestPins(_ request: SolveRequest) {
        let root = structure.root
        let rootName = structure.names[root]
        func pin(_ id: String, _ variable: Int, _ value: Double, _ text: String) -> Int {
            add(id, LinearExpression(variable: variable), .equal, .constant(value), description: text)
            return constraints.count - 1
        }
        if let width = request.width {
            pins.width = pin("\(rootName):width", algebra.width(root), width,
                             "\(rootName).width == \(formatNumber(width)) (requested width)")
        } else {
            add("\(rootName):fittingWidth", LinearExpression(variable: algebra.width(root)), .equal, .constant(0),
                priority: LayoutPriority.fittingSizeLevel.value,
                description: "\(rootName).width == 0 @50 (open width: as narrow as the content allows)")
        }
        if let height = request.height {
            pins.height = pin("\(rootName):height", algebra.height(root), height,
                              "\(rootName).height == \(formatNumber(height)) (requested height)")
        } else {
            add("\(rootName):fittingHeight", LinearExpression(variable: algebra.height(root)), .equal, .constant(0),
                priority: LayoutPriority.fittingSizeLevel.value,
                description: "\(rootName).height == 0 @50 (open height: as short as the content allows)")
        }
        let insets = request.safeArea
        pins.safeAreaTop = pin("safeArea:top", algebra.safeAreaTop, insets.top, "safe-area top inset")
        pins.safeAreaLeft = pin("safeArea:left", algebra.safeAreaLeft, insets.left, "safe-area left inset")
        pins.safeAreaBottom = pin("safeArea:bottom", algebra.safeAreaBottom, insets.bottom, "safe-area bottom inset")
        pins.safeAreaRight = pin("safeArea:right", algebra.safeAreaRight, insets.right, "safe-area right inset")
        pins.keyboardHeight = pin("keyboard:height", algebra.keyboardHeight, request.keyboardGuideHeight,
                                  "keyboard height (the keyboard guide is at least the safe area's bottom inset)")
    }

    // MARK: - Intrinsic content size

    /// Content hugging (`size <= intrinsic`) and compression resistance
    /// (`size >= intrinsic`) per axis that has an intrinsic size: the one given,
    /// else, for a view that shows text, its text measured on one line (the first
    /// of UIKit's two passes; `ModelSolver.settleText` does the second).
    private mutating func addIntrinsicSize(_ view: Int) {
        // Fields read in place: copying the whole ViewSpec out costs more than the rest.
        let given = textSizes.given(view, own: screen.views[view].intrinsicSize)
        var width = given?.width, height = given?.height
        var textAxes: (width: Bool, height: Bool) = (false, false)
        if !textSizes.views.isEmpty, let measured = textSizes.measure(view, textWidth: nil) {  // measured once, in TextSizes
            let size = textSizes.intrinsicSize(view, measured)
            if width == nil { width = size.width; textAxes.width = true }
            if height == nil { height = size.height; textAxes.height = true }
        }
        guard width != nil || height != nil else { return }
        let huggings = screen.views[view].hugging, resistances = screen.views[view].compressionResistance
        func axis(
            _ size: Double?, _ variable: Int, hugging: LayoutPriority?, resistance: LayoutPriority?, horizontal: Bool
        ) -> Int? {
            guard let size else { return nil }
            // `variable - size REL 0`, written into `terms` directly (`0 + size * -1`: the arithmetic
            // of `add`, which keeps a zero size's constant +0).
            terms.append((variable, 1))
            append(.intrinsic(view: view, horizontal: horizontal, hugging: true, size: size),
                   termsFrom: terms.count - 1, constant: 0 + size * -1, .lessThanOrEqual,
                   priority: (hugging ?? .defaultLow).value)
            let first = constraints.count - 1
            terms.append((variable, 1))
            append(.intrinsic(view: view, horizontal: horizontal, hugging: false, size: size),
                   termsFrom: terms.count - 1, constant: 0 + size * -1, .greaterThanOrEqual,
                   priority: (resistance ?? .defaultHigh).value)
            return first
        }
        let widthIndex = axis(width, algebra.width(view), hugging: huggings?.horizontal,
                              resistance: resistances?.horizontal, horizontal: true)
        let heightIndex = axis(height, algebra.height(view), hugging: huggings?.vertical,
                               resistance: resistances?.vertical, horizontal: false)
        if textAxes.width || textAxes.height {
            textConstraints[view] = (textAxes.width ? widthIndex : nil, textAxes.height ? heightIndex : nil)
        }
    }
}
