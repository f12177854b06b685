import LayoutCore

/// UIView's autoresizing mask, as IB stores it (`<autoresizingMask flexibleMaxX="YES" …/>`),
/// and the constraints UIKit translates it into.
struct AutoresizingMask: Hashable, Sendable {
    var flexibleMinX = false, flexibleWidth = false, flexibleMaxX = false
    var flexibleMinY = false, flexibleHeight = false, flexibleMaxY = false

    init(flexibleMinX: Bool = false, flexibleWidth: Bool = false, flexibleMaxX: Bool = false,
         flexibleMinY: Bool = false, flexibleHeight: Bool = false, flexibleMaxY: Bool = false) {
        self.flexibleMinX = flexibleMinX
        self.flexibleWidth = flexibleWidth
        self.flexibleMaxX = flexibleMaxX
        self.flexibleMinY = flexibleMinY
        self.flexibleHeight = flexibleHeight
        self.flexibleMaxY = flexibleMaxY
    }

    /// A missing element is the empty mask (nothing flexible).
    init(_ node: XMLNode?) {
        guard let node else { return }
        flexibleMinX = node.flag("flexibleMinX") ?? false
        flexibleWidth = node.flag("widthSizable") ?? false
        flexibleMaxX = node.flag("flexibleMaxX") ?? false
        flexibleMinY = node.flag("flexibleMinY") ?? false
        flexibleHeight = node.flag("heightSizable") ?? false
        flexibleMaxY = node.flag("flexibleMaxY") ?? false
    }

    /// One translated constraint: `view.attribute == superview.size * multiplier + constant`,
    /// or `view.attribute == constant` when `multiplier` is 0.
    struct Row: Hashable, Sendable {
        var attribute: LayoutAttribute
        var superviewAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double

        func equation(view: String, superview: String) -> String {
            let sign = constant < 0 ? "-" : "+"
            if multiplier == 0 {
                return "\(view).\(attribute.rawValue) == \(formatNumber(constant))"
            }
            return "\(view).\(attribute.rawValue) == \(superview).\(superviewAttribute.rawValue) * \(formatNumber(multiplier)) \(sign) \(formatNumber(abs(constant)))"
        }
    }

    /// UIKit's springs and struts as constraints: along each axis the margins
    /// and size marked flexible share any change of the superview's size in
    /// proportion to their sizes in the frame (those not flexible keep theirs),
    /// and when nothing is flexible the leading margin and the size stay fixed.
    /// Positions are measured against the superview's right/bottom edge, which
    /// in its own coordinates is its width/height.
    func constraints(frame: IBFrame, superviewSize: (width: Double, height: Double)) -> [Row] {
        Self.axis(position: frame.x, size: frame.width, container: superviewSize.width,
                  flexible: (flexibleMinX, flexibleWidth, flexibleMaxX), horizontal: true)
            + Self.axis(position: frame.y, size: frame.height, container: superviewSize.height,
                        flexible: (flexibleMinY, flexibleHeight, flexibleMaxY), horizontal: false)
    }

    /// For one axis: margin `a = position`, size `s`, margin `b = container - a - s`.
    /// A flexible part of length `p` takes the share `p / f` of a change of the
    /// container (`f`: the flexible parts' total length; equal shares when it is 0),
    /// so at container `C'` it is `p + p / f * (C' - C)`.
    static func axis(
        position a: Double, size s: Double, container: Double, flexible: (Bool, Bool, Bool), horizontal: Bool
    ) -> [Row] {
        let (minFlexible, sizeFlexible, maxFlexible) = flexible
        let positionAttribute: LayoutAttribute = horizontal ? .left : .top
        let sizeAttribute: LayoutAttribute = horizontal ? .width : .height
        let edge: LayoutAttribute = horizontal ? .right : .bottom
        let b = container - a - s
        var parts: [(length: Double, flexible: Bool)] = [(a, minFlexible), (s, sizeFlexible), (b, maxFlexible)]
        if !minFlexible && !sizeFlexible && !maxFlexible { parts[2].flexible = true }
        let flexibleLength = parts.filter(\.flexible).reduce(0) { $0 + $1.length }
        let flexibleCount = parts.filter(\.flexible).count
        // Flexible parts of zero total length share the change equally.
        let share: [Double] = parts.map { $0.flexible ? (flexibleLength == 0 ? 1 / Double(flexibleCount) : $0.length / flexibleLength) : 0 }
        // part' = part + share * (C' - C) = share * C' + (part - share * C)
        func row(_ index: Int, _ attribute: LayoutAttribute) -> Row {
            let part = parts[index].length
            if share[index] == 0 { return Row(attribute: attribute, superviewAttribute: edge, multiplier: 0, constant: part) }
            return Row(attribute: attribute, superviewAttribute: edge, multiplier: share[index],
                       constant: part - share[index] * container)
        }
        var sizeRow = row(1, sizeAttribute)
        sizeRow.superviewAttribute = sizeAttribute
        return [row(0, positionAttribute), sizeRow]
    }
}
