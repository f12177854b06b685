import LayoutCore
import LayoutDocument

/// Controls whose frame is larger than their alignment rectangle (#20.4).
/// Auto Layout constraints and stack views act on the alignment rectangle: the
/// importer gives these controls `ViewSpec.alignmentInsets`, and the model
/// places their alignment rectangles. Only what IB lays out by the frame
/// (an autoresizing mask) moves by the difference (`offset`).
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
    /// plus `offset` (left to right). Margins and baselines: 0.
    static func offset(_ attribute: LayoutAttribute, _ insets: EdgeInsets) -> Double {
        insets.alignmentOffset(attribute, rightToLeft: false)
    }
}
