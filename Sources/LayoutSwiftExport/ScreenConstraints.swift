import LayoutCore
import LayoutDocument
import VisualFormat

/// A screen's constraints one by one, as the generated code installs them:
/// visual formats expanded in Apple's order with their metrics kept by name,
/// `superview` resolved to the view it stands for, each with the condition
/// under which it exists (its entry's and those of the views it names).
struct ScreenConstraints {
    /// One constraint of the screen, items resolved.
    struct Single {
        var id: String
        var entry: String
        var first: Item
        var firstAttribute: LayoutAttribute
        var relation: LayoutRelation
        var second: Item?
        var secondAttribute: LayoutAttribute?
        var multiplier: LayoutValue
        var constant: LayoutValue
        var priority: LayoutValue
        /// The conditions that must all hold for it to exist.
        var conditions: [Condition]
        /// Whether the constant is a visual format's standard spacing (`-`), and which.
        var systemSpacing: SystemSpacing? = nil
    }

    /// A visual format's `-`: the standard space between siblings or to the superview's edge.
    enum SystemSpacing { case sibling, superview }

    /// A view by name, one of the root's guides, or a scroll view's guide.
    enum Item: Hashable {
        case view(String)
        case safeArea
        case keyboard
        case scrollGuide(String, ScrollGuide)

        /// The view the item is or belongs to (nil for the root's guides).
        var view: String? {
            switch self {
            case .view(let name), .scrollGuide(let name, _): return name
            case .safeArea, .keyboard: return nil
            }
        }
    }

    let screen: Screen
    let superviews: [String: String]
    let names: Set<String>
    var constraints: [Single] = []

    init(_ screen: Screen, standardSpacing: StandardSpacing) throws(SwiftExportError) {
        self.screen = screen
        var superviews: [String: String] = [:]
        for view in screen.views { if let superview = view.superview { superviews[view.name] = superview } }
        self.superviews = superviews
        names = Set(screen.views.map(\.name))
        // The code runs on today's UIKit: an entry only for the `legacy` era (an Xcode 5-8 file's
        // standard cell, as IB drew it) never applies, so it is left out rather than written as `if false`.
        for entry in screen.constraints where entry.when?.allowed["era"].map({ $0.contains { $0.text == LayoutEra.current.rawValue } }) ?? true {
            switch entry.body {
            case .equation(let text): try addEquation(text, entry: entry)
            case .visualFormat(let format, let options):
                try addFormat(format, options: options, entry: entry, spacing: standardSpacing)
            }
        }
    }

    /// The conditions under which a view exists: its own and its superviews'.
    func presence(of view: String) -> [Condition] {
        var conditions: [Condition] = []
        var current: String? = view
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if let when = screen.view(named: name)?.when { conditions.append(when) }
            current = superviews[name]
        }
        return conditions.reversed()
    }

    private func item(_ name: String, superview: String?, id: String) throws(SwiftExportError) -> Item {
        if let split = ScrollGuide.split(name), let guide = split.guide {
            let viewName = split.view
            guard case .view(let scroll) = try item(viewName, superview: superview, id: id) else {
                throw SwiftExportError(screen: screen.name, .unknownItem(id: id, item: name))
            }
            return .scrollGuide(scroll, guide)
        }
        switch name {
        case "superview":
            guard let superview else { throw SwiftExportError(screen: screen.name, .noSuperview(id: id)) }
            return .view(superview)
        case "safeArea": return .safeArea
        case "keyboard": return .keyboard
        default:
            guard names.contains(name) else { throw SwiftExportError(screen: screen.name, .unknownItem(id: id, item: name)) }
            return .view(name)
        }
    }

    private mutating func add(_ single: Single, entry: ConstraintEntry) {
        var single = single
        var conditions = entry.when.map { [$0] } ?? []
        for item in [single.first, single.second].compactMap({ $0 }) {
            if let name = item.view {
                for condition in presence(of: name) where !conditions.contains(condition) { conditions.append(condition) }
            }
        }
        single.conditions = conditions
        constraints.append(single)
    }

    private mutating func addEquation(_ text: String, entry: ConstraintEntry) throws(SwiftExportError) {
        let equation: ConstraintEquation
        do {
            equation = try ConstraintEquation(parsing: text)
        } catch {
            throw SwiftExportError(screen: screen.name, .unreadableConstraint(id: entry.id, message: error.message))
        }
        // `superview` is the first item's superview, or the second's when the first is `superview`.
        // Of a scroll guide's item (`superview.contentLayoutGuide`), the view.
        let firstView = ScrollGuide.view(of: equation.firstItem), secondView = equation.secondItem.map(ScrollGuide.view(of:))
        let reference = firstView == "superview" ? secondView : firstView
        var superview: String?
        if let reference {
            superview = reference == "safeArea" || reference == "keyboard" ? screen.root
                : superviews[reference]
        }
        let first = try item(equation.firstItem, superview: superview, id: entry.id)
        var second = try equation.secondItem.map { name throws(SwiftExportError) in try item(name, superview: superview, id: entry.id) }
        var secondAttribute = equation.secondAttribute ?? (equation.secondItem == nil ? nil : equation.firstAttribute)
        // A position against a constant is measured in the item's superview.
        if second == nil, !equation.firstAttribute.isSize {
            let owner: String
            switch first {
            case .view(let name), .scrollGuide(let name, _): owner = superviews[name] ?? screen.root
            case .safeArea, .keyboard: owner = screen.root
            }
            second = .view(owner)
            secondAttribute = ScreenConstraints.origin(of: equation.firstAttribute)
        }
        add(Single(id: entry.id, entry: entry.id, first: first, firstAttribute: equation.firstAttribute,
                   relation: equation.relation, second: second, secondAttribute: secondAttribute,
                   multiplier: second == nil ? .number(1) : equation.multiplier, constant: equation.constant,
                   priority: equation.priority, conditions: []), entry: entry)
    }

    /// The edge a position is measured from: leading for leading and
    /// trailing, left for the other horizontal ones, top for vertical ones.
    static func origin(of attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .leading
        case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins, .width: return .left
        default: return .top
        }
    }

    /// Expands a format with every metric at 500, then again with each one
    /// at 501: a constant or priority that moves with a metric is that metric.
    private mutating func addFormat(_ format: String, options: [String], entry: ConstraintEntry,
                                    spacing: StandardSpacing) throws(SwiftExportError) {
        let metricNames = Array(Set(screen.metrics.map(\.name))).sorted()
        let viewNames = screen.views.map(\.name) + ["superview"]
        let visualSpacing = VisualFormatSpacing(sibling: spacing.sibling, superview: spacing.superview)
        func expand(_ metrics: [String: Double], _ standard: VisualFormatSpacing) throws(SwiftExportError) -> [LayoutConstraint] {
            do {
                return try VisualFormat.constraints(format: format, options: options, metrics: metrics, views: viewNames,
                                                    standardSpacing: standard).map(\.constraint)
            } catch {
                throw SwiftExportError(screen: screen.name, .unreadableConstraint(id: entry.id, message: error.message))
            }
        }
        let base = Dictionary(uniqueKeysWithValues: metricNames.map { ($0, 500.0) })
        let constraints = try expand(base, visualSpacing)
        // Which constants are standard spacing: those that move when it does. Only UIKit's
        // own spacing may be written as system spacing, which UIKit supplies on the device.
        var systemSpacings = [SystemSpacing?](repeating: nil, count: constraints.count)
        if spacing == .apple {
            let moved = try expand(base, VisualFormatSpacing(sibling: spacing.sibling + 1000, superview: spacing.superview + 3000))
            for (index, (a, b)) in zip(constraints, moved).enumerated() {
                switch abs(b.constant - a.constant) {
                case 1000: systemSpacings[index] = .sibling
                case 3000: systemSpacings[index] = .superview
                default: break
                }
            }
        }
        var constants: [LayoutValue] = constraints.map { .number($0.constant) }
        var priorities: [LayoutValue] = constraints.map { .number($0.priority.value) }
        for name in metricNames {
            var moved = base
            moved[name] = 501
            let changed = try expand(moved, visualSpacing)
            for (index, (a, b)) in zip(constraints, changed).enumerated() {
                if b.constant - a.constant == 1 { constants[index] = .metric(name, negated: false) }
                if b.constant - a.constant == -1 { constants[index] = .metric(name, negated: true) }
                if b.priority.value - a.priority.value == 1 { priorities[index] = .metric(name, negated: false) }
            }
        }
        // `superview` is the nearest view containing every view of the format.
        var formatViews: [String] = []
        for constraint in constraints {
            for name in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
            where name != "superview" && !formatViews.contains(name) {
                formatViews.append(name)
            }
        }
        var superview: String?
        if let first = formatViews.first {
            var common = formatViews.dropFirst().reduce(first) { commonAncestor($0, $1) }
            if formatViews.contains(common) { common = superviews[common] ?? "" }
            superview = common.isEmpty ? nil : common
        }
        for (index, constraint) in constraints.enumerated() {
            let id = "\(entry.id)#\(index + 1)"
            let first = try item(constraint.firstItem, superview: superview, id: id)
            let second = try constraint.secondItem.map { name throws(SwiftExportError) in try item(name, superview: superview, id: id) }
            add(Single(id: id, entry: entry.id, first: first, firstAttribute: constraint.firstAttribute,
                       relation: constraint.relation, second: second, secondAttribute: constraint.secondAttribute,
                       multiplier: .number(constraint.multiplier), constant: constants[index],
                       priority: priorities[index], conditions: [], systemSpacing: systemSpacings[index]), entry: entry)
        }
    }

    private func commonAncestor(_ a: String, _ b: String) -> String {
        func chain(_ view: String) -> [String] {
            var result = [view]
            var seen: Set<String> = [view]
            while let next = superviews[result[result.count - 1]], seen.insert(next).inserted { result.append(next) }
            return result
        }
        let ancestors = Set(chain(b))
        return chain(a).first { ancestors.contains($0) } ?? screen.root
    }
}
