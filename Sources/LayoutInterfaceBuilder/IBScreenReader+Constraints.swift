import LayoutCore
import LayoutDocument

/// `<constraint>` elements as equation entries: items, guides, multipliers,
/// priorities and size-class variations.
extension IBScreenReader {
    // MARK: Constraints

    mutating func readConstraints(of owner: Int) throws(InterfaceBuilderError) {
        try readConstraints(in: views[owner].node, ownerID: views[owner].id)
    }

    /// The constraints an element holds (a view, or an ancestor of the root that IB stores them in);
    /// one without a `firstItem` is about `ownerID`.
    mutating func readConstraints(in holder: XMLNode, ownerID: String) throws(InterfaceBuilderError) {
        guard let list = holder.child("constraints") else { return }
        for node in list.children("constraint") {
            try readConstraint(node, ownerID: ownerID)
        }
    }

    private mutating func readConstraint(_ node: XMLNode, ownerID: String) throws(InterfaceBuilderError) {
        let constraintID = node["id"] ?? "constraint\(screen.constraints.count + 1)"
        // Found by the fuzz target: an id the document format refuses made a document that could not be read back.
        if let problem = DocumentNames.constraintIDProblem(constraintID) { throw context.error(node, problem) }
        let firstID = node["firstItem"] ?? ownerID
        guard let firstAttributeText = node["firstAttribute"] else {
            throw context.error(node, "constraint '\(constraintID)' has no firstAttribute")
        }
        guard let firstAttribute = LayoutAttribute(name: firstAttributeText) else {
            throw context.error(node, "constraint '\(constraintID)': unknown attribute '\(firstAttributeText)'")
        }
        let relation: LayoutRelation
        switch node["relation"] {
        case nil, "equal"?: relation = .equal
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case let other?: throw context.error(node, "constraint '\(constraintID)': unknown relation '\(other)'")
        }
        let multiplier: Double
        if let text = node["multiplier"] {
            guard let value = IBMultiplier.parse(text, of: node) else {
                throw context.error(node, "constraint '\(constraintID)': multiplier '\(text)' is not a number or a ratio")
            }
            multiplier = value
        } else {
            multiplier = 1
        }
        let constant = node.number("constant") ?? 0
        let priority = node.number("priority") ?? 1000
        guard let layoutPriority = LayoutPriority(priority) else {
            throw context.error(node, "constraint '\(constraintID)': priority \(formatNumber(priority)) is outside 1...1000")
        }

        guard var first = try item(firstID, node, constraintID) else { return }
        var firstAttr = firstAttribute
        var second: (IBItem, LayoutAttribute)?
        if let secondID = node["secondItem"] {
            let text = node["secondAttribute"] ?? firstAttributeText
            guard let attribute = LayoutAttribute(name: text) else {
                throw context.error(node, "constraint '\(constraintID)': unknown attribute '\(text)'")
            }
            guard let item = try item(secondID, node, constraintID) else { return }
            second = (item, attribute)
        }
        // Guides this model does not have become what they stand for.
        guard let resolvedFirst = resolve(first, firstAttr, node, constraintID) else { return }
        (first, firstAttr) = resolvedFirst
        if let (item, attribute) = second {
            guard let resolved = resolve(item, attribute, node, constraintID) else { return }
            second = resolved
        }
        if case .view(let view) = first { constrained.insert(view) }
        if case .view(let view)? = second?.0 { constrained.insert(view) }
        if estimatesBaseline(first, firstAttr) || second.map({ estimatesBaseline($0.0, $0.1) }) == true {
            warnings.append(warn(node, "baseline position estimated from the font size (the text is not measured)", id: constraintID))
        }

        // Size-class variations: install masks, and constants that vary.
        var constantText = formatNumber(abs(constant))
        var constantSign = constant < 0 ? "-" : "+"
        let constantVariations = node.children("variation").filter { $0["constant"] != nil }
        if !constantVariations.isEmpty {
            let metric = metricNames.unique("constant_" + (IBNaming.identifier(constraintID, lowerFirst: false) ?? "c"))
            screen.metrics.append(MetricValue(name: metric, value: constant))
            for variation in constantVariations {
                guard let keyText = variation["key"], let key = VariationKey(keyText), let value = variation.number("constant") else {
                    warnings.append(warn(variation, "unreadable constant variation ignored", id: constraintID))
                    continue
                }
                masks.noteKey(key)
                screen.metrics.append(MetricValue(name: metric, value: value, when: key.condition))
            }
            constantText = metric
            constantSign = "+"
        }
        for variation in node.children("variation") where variation["multiplier"] != nil || variation["priority"] != nil {
            warnings.append(warn(variation, "multiplier or priority varying by size class (\(variation["key"] ?? "?")) ignored",
                                 id: constraintID))
        }

        var text = "\(name(first)).\(firstAttr.rawValue) \(relation.rawValue) "
        if let (item, attribute) = second {
            text += "\(name(item)).\(attribute.rawValue) * \(formatNumber(multiplier)) \(constantSign) \(constantText)"
        } else {
            text += constantSign == "-" ? "-\(constantText)" : constantText
            if multiplier != 1 {
                warnings.append(warn(node, "multiplier \(formatNumber(multiplier)) without a second item ignored", id: constraintID))
            }
        }
        if layoutPriority.value != 1000 { text += " @\(formatNumber(layoutPriority.value))" }

        let installed = masks.installed(node["id"] ?? "", kind: "constraints")
        // A constraint IB installs under no size class is never active in UIKit either:
        // leaving it out is exact, not an approximation (#24.11), so no warning.
        if installed.isEmpty { return }
        let conditions = InstallMasks.conditions(for: installed)
        var baseID = constraintID
        // IB's `identifier` names the constraint when it makes a constraint id
        // (a user's identifier may hold spaces or '#'; the IB id is used then).
        if let identifier = node["identifier"], DocumentNames.constraintIDProblem(identifier) == nil,
           !entryIDs.contains(identifier) {
            baseID = identifier
        }
        for (number, when) in conditions.enumerated() {
            var id = number == 0 ? baseID : "\(baseID)_\(number + 1)"
            while entryIDs.contains(id) { id += "_" }
            entryIDs.insert(id)
            entryLines[id] = node.line
            screen.constraints.append(ConstraintEntry(id: id, body: .equation(text), when: when))
        }
    }

    /// The item an IB id names in this screen; nil (with a warning) when it is
    /// an object of the document outside this screen.
    private mutating func item(_ id: String, _ node: XMLNode, _ constraintID: String) throws(InterfaceBuilderError) -> IBItem? {
        if let view = index[id] { return .view(view) }
        if let guide = guides[id] { return guide }
        guard let object = context.objects[id] else {
            throw context.error(node, "constraint '\(constraintID)' names '\(id)', which is no object of this document")
        }
        leaveOut(.constraint, node, "names '\(id)' (a \(object.name) outside this screen); left out", id: constraintID)
        return nil
    }

    /// Layout guides as this model has them: the top layout guide's bottom is
    /// the safe area's top, the bottom guide's top its bottom, their outer edges
    /// the root's; a view's margins guide is its margin attributes.
    private mutating func resolve(
        _ item: IBItem, _ attribute: LayoutAttribute, _ node: XMLNode, _ constraintID: String
    ) -> (IBItem, LayoutAttribute)? {
        switch item {
        case .view, .safeArea, .keyboard, .scrollGuide: return (item, attribute)
        case .topLayoutGuide:
            switch attribute {
            case .bottom, .centerY: return (.safeArea, .top)
            case .top: return (.view(0), .top)
            case .height:
                warnings.append(warn(node, "the top layout guide's height stands for the safe area's top inset; approximated by the safe area's top", id: constraintID))
                return (.safeArea, .top)
            default: return (.view(0), attribute)
            }
        case .bottomLayoutGuide:
            switch attribute {
            case .top, .centerY: return (.safeArea, .bottom)
            case .bottom: return (.view(0), .bottom)
            case .height:
                warnings.append(warn(node, "the bottom layout guide's height approximated by the safe area's bottom", id: constraintID))
                return (.safeArea, .bottom)
            default: return (.view(0), attribute)
            }
        case .viewGuide(let view, let key):
            switch key {
            case "layoutMarginsGuide":
                return (.view(view), Self.marginAttribute(attribute))
            case "contentLayoutGuide", "frameLayoutGuide":
                // The scroll view's own guides, as the layout model has them (docs/layout-model.md, "Scroll views").
                guard ViewSpec.scrollViewKinds.contains(IBKinds.kindName(views[view].kind)),
                      let guide = ScrollGuide(rawValue: key) else {
                    warnings.append(warn(node, "the \(key) of '\(views[view].id)', which is no scroll view, approximated "
                                         + "by the view's own edges", id: constraintID))
                    return (.view(view), attribute)
                }
                return (.scrollGuide(view, guide), attribute)
            case "keyboardLayoutGuide":
                warnings.append(warn(node, "the keyboard layout guide of '\(views[view].id)', not the screen's root, "
                                     + "approximated by the screen's keyboard guide", id: constraintID))
                return (.keyboard, attribute)
            default:
                warnings.append(warn(node, "the \(key) guide of '\(views[view].id)' approximated by the view's own edges",
                                     id: constraintID))
                return (.view(view), attribute)
            }
        }
    }

    private static func marginAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    func name(_ item: IBItem) -> String {
        switch item {
        case .view(let view): return views[view].name
        case .safeArea, .topLayoutGuide, .bottomLayoutGuide: return "safeArea"
        case .keyboard: return "keyboard"
        case .viewGuide(let view, _): return views[view].name
        case .scrollGuide(let view, let guide): return guide.item(of: views[view].name)
        }
    }
}
