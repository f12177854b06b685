import LayoutModel

/// The bottom of the safe area IB draws a root under where the root is not the device's
/// whole screen (#33, 2.9): a freeform xib view, a page sheet. The top is the status bar IB
/// draws, by the Xcode that saved the file and whether the view is freeform
/// (`IBDesign.simulatedTop`): one rule for every root, which these rules do not repeat.
enum IBDrawnSafeArea {
    /// Whether the home indicator's inset under a xib's top-level view (Xcode 9 and later) is
    /// only tentative: on a notched device, when the view is not the screen's size.
    ///
    /// A view the size of the device's screen is drawn as a screen, the home indicator at its
    /// bottom. A freeform one (a popover, a header, a card, a bar) may or may not be: of the
    /// freeform top-level views of the tune half of the corpus on notched devices whose
    /// constraints pin a subview to the safe area's bottom, 8 of 20 have the home indicator's
    /// inset and 12 none (docs/interface-builder.md, "The safe area of views that are not a
    /// screen"). So the inset holds where it adds no finding at the design
    /// (`IBDesignFindings`): an inset that squeezes a 49-pt bar to a negative height is not
    /// the one IB drew (simplenote's sort bar, Zebra's header).
    static func homeIndicatorIsTentative(
        fillsScreen: Bool, device: IBDesign.Canvas
    ) -> Bool {
        !fillsScreen && device.bottom > 0
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
    /// Nil for any other root, and before Xcode 11 (`toolsVersion` 15000). Of the 17 roots
    /// so sized in the tune half of the corpus (Xcode 11–13, `retina6_0`, `retina6_1`,
    /// `retina6_5`), 13 of the 14 that pin a view to the safe area's bottom pin it 34 pt above
    /// their own.
    static func pageSheetBottom(
        frame: IBFrame, landscape: Bool, toolsVersion: Double,
        device: IBDesign.Canvas
    ) -> Double? {
        guard toolsVersion >= IBDesign.xcode11ToolsVersion, device.bottom > 0, !landscape, frame.x == 0, frame.y == 0,
              frame.width == device.width, frame.height == device.height - pageSheetOffset else { return nil }
        return device.bottom
    }

    /// The `toolsVersion`s whose Interface Builder drew a notched iPhone's safe area twice
    /// over: Xcode 15.3 (23727) up to Xcode 26 (32700), which draws it once again.
    static let doubledInsetsToolsVersions = DeviceCatalog.xcode15_3..<32700.0

    /// Whether IB drew the sensor housing and the home indicator twice into the safe area of a
    /// portrait root that fills a notched iPhone's screen, saved by `toolsVersion`: in
    /// `doubledInsetsToolsVersions`.
    ///
    /// Measured on the corpus's tune half (views pinned to the safe area's top or bottom, no
    /// bars): files saved by Xcode 15.3 to 16 store them 118 below a `retina6_12` root's top
    /// (2 × 59), 96 below a `retina6_1` one's (2 × 48), 100 below a `retina5_9` one's (2 × 50),
    /// and 68 above the bottom (2 × 34), in 11 repositories (DataDog's input elements, GoMap,
    /// IQKeyboardManager, amperfy, sentry, Mixin, canvas, threema, LNPopupController,
    /// NetNewsWire, calliope); Xcode 15.0–15.2 (23504) and Xcode 26 (32700) store one inset,
    /// as every earlier Xcode does. A few scenes of Xcode 16 files keep one inset (a scene IB
    /// did not lay out again when it saved the file): 5 of about 75 views. The second insets
    /// are IB's drawing, not UIKit's layout: only the design takes them (`--device` and `check`
    /// lay out with the device's one inset), and only where they add no finding at the design.
    static func drawsInsetsTwice(toolsVersion: Double, device: IBDesign.Canvas, landscape: Bool) -> Bool {
        !landscape && !device.isPad && device.bottom > 0 && doubledInsetsToolsVersions.contains(toolsVersion)
    }

    /// How much higher than 44 Xcode 15.3 to 16 draw a standard navigation bar above a root whose
    /// insets they draw twice: 54 in all, on the tune half's 9 such scenes of 3 repositories
    /// (sentry-cocoa's Swift sample: 172 = 2 × 59 + 54 on `retina6_12`; calliope, 172; GoMap's
    /// changeset, 150 = 2 × 48 + 54 on `retina6_1`). Part of the second insets: it yields with them.
    static let doubledNavigationBarExtra = 10.0

    /// The height of the bar a xib's top-level view simulates under `key` (`simulatedTopBarMetrics`,
    /// `simulatedBottomBarMetrics`): a navigation bar or a toolbar 44, a tab bar 49; 0 for none.
    static func simulatedBarHeight(_ view: XMLNode, key: String) -> Double {
        switch view.children.first(where: { $0["key"] == key })?.name {
        case "simulatedNavigationBarMetrics"?, "simulatedToolbarMetrics"?: 44
        case "simulatedTabBarMetrics"?: 49
        default: 0
        }
    }
}
