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
/// | home button (`retina4_0`, `retina4_7`, `retina5_5`), the screen's size | 9–10 (13000–14999) | 20 |
/// | home button, a freeform xib view (not the screen's size) | 9–10 | 0 |
/// | home button | 11 to 14.0 (15000–21699) | 0 (no status bar drawn) |
/// | home button | 14.1 and later (21700–) | 20 |
/// | notched iPhone | 9–13 (13000–20999) | 44 |
/// | `retina6_1` (iPhone 11/XR) | 14 and later (21000–) | 48 |
/// | `retina5_9` (iPhone X class) | 14 and later | 50 |
/// | other notched ids | 14 and later | the device table's |
///
/// The rule holds in both halves (docs/interface-builder.md, "The status bar IB draws").
extension IBDesign {
    /// Xcode 11's first `toolsVersion`, from which IB draws a home-button iPhone without its status bar.
    static let xcode11ToolsVersion = 15000.0
    /// Xcode 14's first `toolsVersion`: the iOS 16 insets of notched iPhones.
    static let xcode14ToolsVersion = 21000.0
    /// Xcode 14.1's first `toolsVersion` (21507 is 14.0, 21701 14.1): the status bar is drawn again.
    static let xcode14_1ToolsVersion = 21700.0

    /// The top inset IB draws a portrait view with on iPhone `device`, saved by `toolsVersion`
    /// (Xcode 9 and later): a view controller's root view or a xib's top-level view, the
    /// screen's size or `freeform` (a xib view of its own size, placed at the screen's top);
    /// nil for an unknown id or an iPad (whose table inset holds).
    static func simulatedTop(device id: String, toolsVersion: Double, freeform: Bool) -> Double? {
        guard let device = devices[id], !id.hasPrefix("ipad") else { return nil }
        let notched = device.bottom > 0
        if notched {
            if toolsVersion < xcode14ToolsVersion { return 44 }
            switch id {
            case "retina6_1": return 48
            case "retina5_9": return 50
            default: return device.top
            }
        }
        if toolsVersion >= xcode14_1ToolsVersion { return 20 }
        if freeform || toolsVersion >= xcode11ToolsVersion { return 0 }
        return 20
    }
}
