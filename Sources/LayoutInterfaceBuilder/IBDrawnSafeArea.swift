/// The safe area IB draws a root under where the root is not the device's whole screen
/// (#33, 2.9). Device figures are passed in as numbers (the device table is `IBDesign`'s),
/// so these rules stay apart from that table.
enum IBDrawnSafeArea {
    /// A device as these rules need it: its portrait screen and the insets IB simulates
    /// (status bar or sensor housing at the top, home indicator at the bottom).
    struct Screen {
        var width: Double, height: Double, top: Double, bottom: Double

        /// Whether the root's stored size is the screen's, in either orientation.
        func isWhole(width: Double, height: Double) -> Bool {
            (width, height) == (self.width, self.height) || (width, height) == (self.height, self.width)
        }

        /// A notched iPhone or a rounded iPad: the home indicator's inset is above 0.
        var isNotched: Bool { bottom > 0 }
    }

    /// The insets IB (Xcode 9 and later) gives a xib's top-level view: its top and bottom,
    /// and whether the bottom is only tentative.
    ///
    /// - A view the size of the device's screen is drawn as a screen: the status bar or
    ///   sensor housing at the top and the home indicator at the bottom.
    /// - Any other (a freeform view: a popover, a header, a card, a bar) is drawn with no
    ///   status bar on a home-button iPhone, and with the sensor housing over its top on a
    ///   notched one. Of the freeform top-level views in the tune half of the corpus whose
    ///   constraints pin a subview to the safe area's top, 58 of the 63 on home-button
    ///   iPhones have no top inset and all 9 on notched devices the sensor housing's. At
    ///   the bottom of a notched device 8 of 20 have the home indicator's inset and 12 none
    ///   (docs/interface-builder.md, "The safe area of views that are not a screen"): the
    ///   inset is tentative, and holds where it adds no finding at the design
    ///   (`IBDesignFindings`): an inset that squeezes a 49-pt bar to a negative height is
    ///   not the one IB drew (simplenote's sort bar, Zebra's header).
    static func topLevelView(width: Double, height: Double, on screen: Screen)
        -> (top: Double, bottom: Double, tentativeBottom: Bool) {
        if screen.isWhole(width: width, height: height) { return (screen.top, screen.bottom, false) }
        return screen.isNotched ? (screen.top, screen.bottom, true) : (0, 0, false)
    }

    /// How much shorter than a notched screen IB (from Xcode 11, `toolsVersion` 15000) draws
    /// a view controller that iOS 13 presents as a page sheet, its default modal style: the
    /// card starts 10 pt below a 44-pt status bar (414 × 842 on an 896-pt `retina6_1`,
    /// 390 × 790 on an 844-pt `retina6_0`).
    static let pageSheetOffset = 54.0

    /// The bottom inset of a view controller's root that IB draws as a page sheet: a root
    /// as wide as a notched device's screen in portrait, at y 0 and `pageSheetOffset`
    /// shorter, is a card whose bottom is the screen's, so the home indicator is its
    /// bottom inset, and whose top is below the status bar, so it has none at the top.
    /// Nil for any other root (13 of the 14 such roots in the tune half of the corpus pin
    /// a view 34 pt above their bottom through the safe area).
    static func pageSheetBottom(x: Double, y: Double, width: Double, height: Double, landscape: Bool,
                                on screen: Screen) -> Double? {
        guard screen.isNotched, !landscape, x == 0, y == 0, width == screen.width,
              height == screen.height - pageSheetOffset else { return nil }
        return screen.bottom
    }
}
