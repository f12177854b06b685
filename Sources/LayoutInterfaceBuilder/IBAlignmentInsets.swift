import LayoutCore
import LayoutDocument

/// Controls whose frame is larger than their alignment rectangle (#20.4).
/// Auto Layout constraints and stack views act on the alignment rectangle: the
/// importer gives these controls `ViewSpec.alignmentInsets`, and the model
/// places their alignment rectangles. Only what IB lays out by the frame
/// (an autoresizing mask) moves by the difference (`offset`).
enum IBAlignmentInsets {
    /// How far the frame reaches beyond the alignment rectangle on each side, for an IB
    /// element: its kind's `ViewKind.alignmentInsets` (a UISlider 2 points each side and 1
    /// below, a UISwitch 2 points on the trailing side, a UISegmentedControl 1 point below,
    /// as IB's stored frames show them). nil for other views.
    static func insets(kind element: String) -> EdgeInsets? {
        ViewKind.interfaceBuilderElement(element)?.alignmentInsets
    }

    /// `offset` such that the alignment rectangle's attribute is the frame's
    /// plus `offset` (left to right). Margins and baselines: 0.
    static func offset(_ attribute: LayoutAttribute, _ insets: EdgeInsets) -> Double {
        insets.alignmentOffset(attribute, rightToLeft: false)
    }
}
