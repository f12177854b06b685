/// The pairings of attributes UIKit refuses in one constraint, with UIKit's
/// reason: `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:…)`
/// raises `NSInvalidArgumentException` for them, and the anchor API
/// (`NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor`, `NSLayoutDimension`) does not
/// let them be written at all.
///
/// - a location against a dimension (`leading` against `height`): "Invalid
///   pairing of layout attributes";
/// - a horizontal location against a vertical one (`centerX` against
///   `centerY`): also "Invalid pairing of layout attributes" (the anchor API
///   says "Constraint improperly relates anchors of incompatible types");
/// - leading/trailing against left/right: "A constraint cannot be made between
///   a leading/trailing attribute and a right/left attribute. Use
///   leading/trailing for both or neither."
///
/// A dimension against a dimension is allowed across axes (`width == height * 2`),
/// as in UIKit. The texts are UIKit's exception reasons as apps have logged
/// them (for example github.com/ealeksandrov/EAIntroView/issues/60 and
/// github.com/woelmer/UIScrollViewWithAutoLayout/issues/2 for the leading/left
/// one; github.com/SnapKit/SnapKit/issues/305 for the anchors one).
public enum AttributePairing {
    /// UIKit's reason for a location paired with a dimension, or locations on two axes.
    public static let invalidPairingReason = "Invalid pairing of layout attributes"
    /// UIKit's reason for leading/trailing paired with left/right.
    public static let directionReason = "A constraint cannot be made between a leading/trailing attribute "
        + "and a right/left attribute. Use leading/trailing for both or neither."

    /// Whether an attribute is read in the layout direction (leading/trailing),
    /// in absolute terms (left/right), or neither.
    enum Direction { case leadingTrailing, leftRight, neither }

    static func direction(_ attribute: LayoutAttribute) -> Direction {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return .leadingTrailing
        case .left, .right, .leftMargin, .rightMargin: return .leftRight
        default: return .neither
        }
    }

    /// Why UIKit refuses to relate `first` of `firstItem` to `second` of
    /// `secondItem` (the items only name them in the message); nil when it
    /// accepts the pair.
    public static func problem(
        _ firstItem: String, _ first: LayoutAttribute, _ secondItem: String, _ second: LayoutAttribute
    ) -> String? {
        let one = "'\(firstItem).\(first.rawValue)'"
        let other = "'\(secondItem).\(second.rawValue)'"
        if first.isSize != second.isSize {
            let (location, dimension) = first.isSize ? (other, one) : (one, other)
            return "\(one) and \(other) cannot be related: \(location) is a location and \(dimension) a dimension "
                + "(UIKit refuses the pair: \"\(invalidPairingReason)\")"
        }
        if first.isSize { return nil }
        if first.axis != second.axis {
            return "\(one) and \(other) cannot be related: \(one) is a \(first.axis.rawValue) location and "
                + "\(other) a \(second.axis.rawValue) one (UIKit refuses the pair: \"\(invalidPairingReason)\")"
        }
        let directions = (direction(first), direction(second))
        if directions == (.leadingTrailing, .leftRight) || directions == (.leftRight, .leadingTrailing) {
            return "\(one) and \(other) cannot be related (UIKit refuses the pair: \"\(directionReason)\")"
        }
        return nil
    }
}
