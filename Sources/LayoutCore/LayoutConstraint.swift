/// One resolved Auto Layout constraint between named items, with every
/// metric already replaced by its number:
/// `first.attr REL second.attr * multiplier + constant @priority`.
///
/// Items are names: a view, `superview`, or a layout guide (`safeArea`,
/// `keyboard`). This is what visual formats expand to and what the layout
/// model turns into solver rows.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// nil for a constant constraint (`a.width == 100`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    public init(
        _ firstItem: String, _ firstAttribute: LayoutAttribute,
        _ relation: LayoutRelation,
        _ secondItem: String? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0,
        priority: LayoutPriority = .required
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? nil : (secondAttribute ?? firstAttribute)
        self.multiplier = secondItem == nil ? 1 : multiplier
        self.constant = constant
        self.priority = priority
    }

    /// The contract's notation, always in full:
    /// `textField.leading == button.trailing * 1 + 8 @1000`, or
    /// `purpleView.height == 200 @750` without a second item.
    public var description: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let secondItem, let secondAttribute {
            text += "\(secondItem).\(secondAttribute.rawValue) * \(formatNumber(multiplier)) "
            text += constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))"
        } else {
            text += formatNumber(constant)
        }
        return text + " @\(priority)"
    }
}
