/// The top inset Interface Builder draws a portrait iPhone screen with, by the
/// Xcode that saved the file: the status bar (home-button iPhones) or the sensor
/// housing (notched ones), as IB's stored frames show it.
///
/// Measured on the corpus's tune half (Tools/corpus; 1,961 files from 114
/// repositories): the inset is a view's stored `y` minus its constant where it is
/// pinned to the safe area's top, in view controllers' root views (storyboards)
/// and top-level views (xibs) at `y` 0:
///
/// | device | Xcode (toolsVersion) | top |
/// | --- | --- | --- |
/// | home button (`retina4_0`, `retina4_7`, `retina5_5`), the screen's size | 9–10.1 (13000–14799) | 20 |
/// | home button, a freeform xib view (not the screen's size) | 9–10.1 | 0 |
/// | home button | 10.2 to 14.0 (14800–21699) | 0 (no status bar drawn) |
/// | home button | 14.1 and later (21700–) | 20 |
/// | notched iPhone | 9–13 (13000–20999) | 44 |
/// | `retina6_1` (iPhone 11/XR) | 14 and later (21000–) | 48 |
/// | `retina5_9` (iPhone X class) | 14 and later | 50 |
/// | other notched ids | 14 and later | the device table's |
///
/// The notched insets by Xcode are the device table's canvases (`DeviceCatalog.table`:
/// a canvas's `statusBarHeight` up to Xcode 13, the device's from Xcode 14, and
/// `retina5_9` the 13 mini's screen from Xcode 14).
///
/// The rule holds in both halves (docs/interface-builder.md, "The status bar IB draws").
extension IBDesign {
    /// Xcode 11's first `toolsVersion`, from which IB draws a home-button iPhone without its status bar.
    static let xcode11ToolsVersion = 15000.0
    /// Xcode 10.2's first `toolsVersion` (14810 in real files; Xcode 10.1 wrote 14490), from which
    /// IB draws a home-button iPhone without its status bar: of the tune half's screen-sized roots
    /// pinned to the safe area's top without bars, 59 at 13771–14490 have 20 above, the 8 at
    /// 14810–14868 none (DataDog's UIKit catalog, Pisth, openfoodfacts, canvas, safe-ios).
    static let xcode10_2ToolsVersion = 14800.0
    /// Xcode 14.1's first `toolsVersion` (21507 is 14.0, 21701 14.1): the status bar is drawn again.
    static let xcode14_1ToolsVersion = 21700.0

    /// The top inset IB draws a portrait view with on iPhone `device`, saved by `toolsVersion`
    /// (Xcode 9 and later): a view controller's root view or a xib's top-level view, the
    /// screen's size or `freeform` (a xib view of its own size, placed at the screen's top);
    /// nil for an unknown id or an iPad (whose table inset holds).
    static func simulatedTop(device id: String, toolsVersion: Double, freeform: Bool) -> Double? {
        guard let canvas = canvas(id: id, toolsVersion: toolsVersion), !canvas.isPad else { return nil }
        // A notched canvas: its sensor housing as the file's Xcode drew it (44 up to Xcode 13,
        // then the device's, 48 on `retina6_1`, 50 on `retina5_9`: the table's canvases).
        if canvas.bottom > 0 { return canvas.top }
        if toolsVersion >= xcode14_1ToolsVersion { return canvas.top }
        if freeform || toolsVersion >= xcode10_2ToolsVersion { return 0 }
        return canvas.top
    }
}
