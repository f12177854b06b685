import LayoutCore
import LayoutDocument

/// Controls whose frame is larger than their alignment rectangle (#20.4).
/// Auto Layout constraints act on the alignment rectangle; the model lays out
/// frames, so the importer moves each constraint's constant by the difference.
enum IBAlignmentInsets {
    /// How far the frame reaches beyond the alignment rectangle on each side,
    /// as IB's stored frames show them: a UISlider 2 points each side and 1 below
    /// (31 high, laid out as 30); a UISwitch 2 points on the trailing side (51
    /// wide, laid out as 49); a UISegmentedControl 1 point below (29 high before
    /// iOS 13 and 32 after, laid out as 28 and 31). nil for other views.
    static func insets(kind: String) -> EdgeInsets? {
        switch kind {
        case "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: nil
        }
    }

    /// `offset` such that the alignment rectangle's attribute is the frame's
    /// plus `offset` (left to right: leading is left). Margins and baselines: 0.
    static func offset(_ attribute: LayoutAttribute, _ insets: EdgeInsets) -> Double {
        switch attribute {
        case .left, .leading: insets.left
        case .right, .trailing: -insets.right
        case .top: insets.top
        case .bottom: -insets.bottom
        case .width: -(insets.left + insets.right)
        case .height: -(insets.top + insets.bottom)
        case .centerX: (insets.left - insets.right) / 2
        case .centerY: (insets.top - insets.bottom) / 2
        default: 0
        }
    }

    /// The change to a constraint's constant that makes it act on frames:
    /// `first + o1 REL m * (second + o2) + c` is `first REL m * second + (c + m * o2 - o1)`.
    static func constantShift(first: (kind: String, attribute: LayoutAttribute)?,
                              second: (kind: String, attribute: LayoutAttribute)?, multiplier: Double) -> Double {
        func offset(_ item: (kind: String, attribute: LayoutAttribute)?) -> Double {
            guard let item, let insets = insets(kind: item.kind) else { return 0 }
            return Self.offset(item.attribute, insets)
        }
        return multiplier * offset(second) - offset(first)
    }
}
