import LayoutCore
import LayoutDocument

/// A screen under one request, turned into solver constraints: the user's
/// constraints, intrinsic sizes, stack views, collapsed views and the
/// request's size and guides. Pure data; `ModelSolver` hands it to the solver.
struct ScreenTranslation: Sendable {
    let selection: ScreenSelection
    let algebra: AttributeAlgebra
    /// In the order they are added: request pins, stack structure, the
    /// user's constraints in document order, intrinsic sizes.
    private(set) var constraints: [ModelConstraint] = []
    /// The notation of each constraint id, for explanations.
    private(set) var descriptions: [String: String] = [:]
    /// Where in `constraints` each request pin is, so a session can move it.
    private(set) var pins = Pins()

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
        _ selection: ScreenSelection, standardSpacing: StandardSpacing, request: SolveRequest
    ) throws(LayoutModelError) {
        self.selection = selection
        let direction = request.layoutDirection ?? selection.structure.screen.layoutDirection ?? .leftToRight
        algebra = AttributeAlgebra(structure: selection.structure, direction: direction)
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
                try addEquation(text, id: entry.id)
            case .visualFormat(let format, let options):
                try addVisualFormat(format, options: options, id: entry.id, standardSpacing: standardSpacing)
            }
        }
        for view in structure.names.indices where selection.present[view] && !selection.setAside[view] {
            addIntrinsicSize(view)
        }
    }

    /// Adds `lhs REL rhs` under `id`.
    mutating func add(
        _ id: String, _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
        priority: Double = 1000, description: String
    ) {
        var expression = lhs
        expression.add(rhs, times: -1)
        constraints.append(ModelConstraint(
            id: id, expression: expression.simplified(), relation: relation, priority: priority))
        descriptions[id] = description
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
        pins.keyboardHeight = pin("keyboard:height", algebra.keyboardHeight, request.keyboardHeight,
                                  "keyboard height")
    }

    // MARK: - Intrinsic content size

    /// Content hugging (`size <= intrinsic`) and compression resistance
    /// (`size >= intrinsic`) per axis that has an intrinsic size.
    private mutating func addIntrinsicSize(_ view: Int) {
        let spec = screen.views[view]
        guard let intrinsic = spec.intrinsicSize else { return }
        let name = spec.name
        let axes: [(Double?, Int, LayoutPriority?, LayoutPriority?, String, String)] = [
            (intrinsic.width, algebra.width(view), spec.hugging?.horizontal,
             spec.compressionResistance?.horizontal, "horizontal", "width"),
            (intrinsic.height, algebra.height(view), spec.hugging?.vertical,
             spec.compressionResistance?.vertical, "vertical", "height"),
        ]
        for (size, variable, hugging, resistance, axis, attribute) in axes {
            guard let size else { continue }
            let hug = (hugging ?? .defaultLow).value
            let resist = (resistance ?? .defaultHigh).value
            add("\(name):hugging.\(axis)", LinearExpression(variable: variable), .lessThanOrEqual,
                .constant(size), priority: hug,
                description: "\(name).\(attribute) <= \(formatNumber(size)) @\(formatNumber(hug)) (content hugging)")
            add("\(name):compressionResistance.\(axis)", LinearExpression(variable: variable),
                .greaterThanOrEqual, .constant(size), priority: resist,
                description: "\(name).\(attribute) >= \(formatNumber(size)) @\(formatNumber(resist)) "
                    + "(compression resistance)")
        }
    }
}
