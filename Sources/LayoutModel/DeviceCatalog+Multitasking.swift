import LayoutCore
import LayoutDocument

/// iPad multitasking windows as named sizes, so that `check` covers the
/// compact-width layouts that Split View and Slide Over give an iPad app.
///
/// Each window is a `Device` whose portrait and landscape sizes are its own
/// (a window's landscape share is not its portrait share turned), named after
/// its iPad and its share of the screen: `iPad Pro 13-inch (M4) 1/2`, `… 1/3`,
/// `… 2/3` (the app's share of a Split View) and `… Slide Over`.
///
/// Sources and method: Apple's Human Interface Guidelines ("Layout", the
/// multitasking table) give the 12.9-inch iPad Pro's windows: in landscape
/// 1/3 = 375, 1/2 = 678, 2/3 = 981 points wide; in portrait 1/3 = 375,
/// 2/3 = 639; and the 11-inch's: landscape 1/3 = 375, 1/2 = 592, 2/3 = 809,
/// portrait 1/3 = 320, 2/3 = 504. Those add up to the screen less a 10-point
/// divider, with a 1/3 of 375 (320 on an 11-inch in portrait), and the HIG
/// gives regular width to exactly the windows of 678 points or more. The M4
/// iPads' windows below follow the same rule on their screens (1376x1032 and
/// 1210x834); they are derived, NOT measured on a device. The portrait 1/2
/// windows are derived the same way. A window keeps the screen's height and
/// its status bar and home indicator insets. Slide Over is 320 points wide and
/// as tall as the screen here (unverified: iPadOS insets it slightly). iPadOS 26
/// also lets windows be resized freely; these are the classic fixed shares.
extension DeviceCatalog {
    static let multitaskingWindows: [Device] = [
        ("iPad Pro 13-inch (M4)", 1032.0, 1376.0, 375.0),
        ("iPad Pro 11-inch (M4)", 834.0, 1210.0, 320.0),
    ].flatMap { name, width, height, portraitThird in
        let divider = 10.0
        let landscapeThird = 375.0
        let shares: [(String, Double, Double)] = [
            ("1/3", portraitThird, landscapeThird),
            ("1/2", (width - divider) / 2, (height - divider) / 2),
            ("2/3", width - divider - portraitThird, height - divider - landscapeThird),
            ("Slide Over", 320, 320),
        ]
        return shares.map { share, portraitWidth, landscapeWidth in
            window("\(name) \(share)", portrait: (portraitWidth, height), landscape: (landscapeWidth, width))
        }
    }

    /// The width from which a multitasking window is regular wide (the HIG's
    /// 12.9-inch 1/2 window; its 639-point portrait 2/3 window is compact).
    static let regularWindowWidth = 678.0

    private static func window(
        _ name: String, portrait: (width: Double, height: Double), landscape: (width: Double, height: Double)
    ) -> Device {
        func traits(_ width: Double) -> Device.OrientationTraits {
            Device.OrientationTraits(widthClass: width >= regularWindowWidth ? .regular : .compact,
                                     heightClass: .regular, safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        }
        return Device(name: name, portraitWidth: portrait.width, portraitHeight: portrait.height,
                      landscapeWidth: landscape.width, landscapeHeight: landscape.height,
                      portrait: traits(portrait.width), landscape: traits(landscape.width),
                      displayScale: 2, statusBarHeight: 24, homeIndicatorHeight: 20)
    }
}
