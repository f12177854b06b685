import LayoutCore

/// One constraint as code: a layout anchor's `constraint(…)` where UIKit's
/// anchors can say it, else `NSLayoutConstraint(item:attribute:…)`, then its
/// identifier and, below required, its priority.
extension ScreenWriter {
    /// Which anchors may be constrained to each other.
    enum AnchorFamily { case leadingTrailing, leftRight, centerX, vertical, dimension }

    static func family(_ attribute: LayoutAttribute) -> AnchorFamily {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .leadingTrailing
        case .left, .right, .leftMargin, .rightMargin: return .leftRight
        case .centerX, .centerXWithinMargins: return .centerX
        case .width, .height: return .dimension
        default: return .vertical
        }
    }

    static func compatible(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        let (x, y) = (family(a), family(b))
        if x == y { return true }
        let horizontal: Set<AnchorFamily> = [.leadingTrailing, .leftRight, .centerX]
        return horizontal.contains(x) && horizontal.contains(y) && (x == .centerX || y == .centerX)
    }

    /// The object an item stands for: a view, or the root's guide.
    func object(_ item: ScreenConstraints.Item) -> String {
        switch item {
        case .view(let name): return reference(name)
        case .safeArea: return "\(reference(screen.root)).safeAreaLayoutGuide"
        case .keyboard: return "\(reference(screen.root)).keyboardLayoutGuide"
        case .scrollGuide(let name, let guide): return "\(reference(name)).\(guide.rawValue)"
        }
    }

    /// `view.leadingAnchor`, `view.layoutMarginsGuide.leadingAnchor`, `view.safeAreaLayoutGuide.topAnchor`;
    /// nil where UIKit has no such anchor (a guide's baseline).
    func anchor(_ item: ScreenConstraints.Item, _ attribute: LayoutAttribute) -> String? {
        let names: [LayoutAttribute: String] = [
            .left: "left", .right: "right", .top: "top", .bottom: "bottom", .leading: "leading", .trailing: "trailing",
            .width: "width", .height: "height", .centerX: "centerX", .centerY: "centerY",
            .firstBaseline: "firstBaseline", .lastBaseline: "lastBaseline",
            .leftMargin: "left", .rightMargin: "right", .topMargin: "top", .bottomMargin: "bottom",
            .leadingMargin: "leading", .trailingMargin: "trailing", .centerXWithinMargins: "centerX",
            .centerYWithinMargins: "centerY",
        ]
        guard let name = names[attribute] else { return nil }
        switch item {
        case .view:
            let margins = ScreenWriter.isMargin(attribute) ? ".layoutMarginsGuide" : ""
            return "\(object(item))\(margins).\(name)Anchor"
        case .safeArea, .keyboard, .scrollGuide:
            // Guides have no baselines, and their margins are their edges.
            if attribute == .firstBaseline || attribute == .lastBaseline { return nil }
            return "\(object(item)).\(name)Anchor"
        }
    }

    static func value(_ value: LayoutValue) -> String {
        switch value {
        case .number(let number): return SwiftNames.number(number)
        case .metric(let name, let negated): return (negated ? "-" : "") + SwiftNames.identifier(name)
        }
    }

    static func priority(_ value: LayoutValue) -> String {
        switch value {
        case .number(1000): return ".required"
        case .number(750): return ".defaultHigh"
        case .number(250): return ".defaultLow"
        case .number(50): return ".fittingSizeLevel"
        case .number(let number): return "UILayoutPriority(\(SwiftNames.number(number)))"
        case .metric(let name, _): return "UILayoutPriority(Float(\(SwiftNames.identifier(name))))"
        }
    }

    func code(for original: ScreenConstraints.Single) -> String {
        let constraint = constraints.oriented(original)
        let relation: String
        switch constraint.relation {
        case .equal: relation = "equalTo"
        case .lessThanOrEqual: relation = "lessThanOrEqualTo"
        case .greaterThanOrEqual: relation = "greaterThanOrEqualTo"
        }
        let constant = ScreenWriter.value(constraint.constant)
        let multiplier = ScreenWriter.value(constraint.multiplier)
        var text: String?
        if let first = anchor(constraint.first, constraint.firstAttribute) {
            if let second = constraint.second, let secondAttribute = constraint.secondAttribute {
                if let other = anchor(second, secondAttribute), ScreenWriter.compatible(constraint.firstAttribute, secondAttribute) {
                    let isDimension = ScreenWriter.family(constraint.firstAttribute) == .dimension
                    if constraint.systemSpacing != nil, multiplier == "1", !isDimension,
                       !ScreenConstraints.isNegative(constraint.constant) {
                        // A visual format's `-`: UIKit's own standard spacing on the device.
                        let direction = ScreenWriter.family(constraint.firstAttribute) == .vertical ? "Below" : "After"
                        text = "\(first).constraint(\(relation)SystemSpacing\(direction): \(other), multiplier: 1)"
                    } else if multiplier == "1" {
                        text = "\(first).constraint(\(relation): \(other)\(constant == "0" ? "" : ", constant: \(constant)"))"
                    } else if isDimension {
                        text = "\(first).constraint(\(relation): \(other), multiplier: \(multiplier)"
                            + (constant == "0" ? ")" : ", constant: \(constant))")
                    }
                }
            } else if ScreenWriter.family(constraint.firstAttribute) == .dimension {
                text = "\(first).constraint(\(relation)Constant: \(constant))"
            }
        }
        if text == nil {
            let relatedBy: String
            switch constraint.relation {
            case .equal: relatedBy = ".equal"
            case .lessThanOrEqual: relatedBy = ".lessThanOrEqual"
            case .greaterThanOrEqual: relatedBy = ".greaterThanOrEqual"
            }
            let second = constraint.second.map(object) ?? "nil"
            let secondAttribute = constraint.secondAttribute.map { ".\($0.rawValue)" } ?? ".notAnAttribute"
            text = "NSLayoutConstraint(item: \(object(constraint.first)), attribute: .\(constraint.firstAttribute.rawValue), "
                + "relatedBy: \(relatedBy), toItem: \(second), attribute: \(secondAttribute), "
                + "multiplier: \(multiplier), constant: \(constant))"
        }
        var result = (text ?? "") + ".withIdentifier(\(SwiftNames.stringLiteral(constraint.id)))"
        if constraint.priority != .number(1000) { result += ".withPriority(\(ScreenWriter.priority(constraint.priority)))" }
        return result
    }
}
