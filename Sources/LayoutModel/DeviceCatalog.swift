import LayoutCore
import LayoutDocument

/// The device table: every iPhone and iPad screen (`layout devices`, `--device NAME`,
/// `check`, `report`) from the first iPhone SE on, the iPhone 12 to 17 families and the
/// iPad, iPad mini, Air and Pro lines, and the canvases Interface Builder draws designs on.
/// Sizes are UIKit points; safe areas are those of a full-screen app with the status bar
/// shown in portrait and hidden in landscape (as iOS does on iPhones); iPads keep the
/// status bar in both. A device Interface Builder offers as a canvas carries its canvases
/// (`<device id="retina6_12">` in a storyboard), so IB's design devices are rows of this
/// table too (`DeviceCatalog.interfaceBuilderDevice`).
public enum DeviceCatalog {
    /// Every row: the listed devices, then the multitasking windows, and the canvases only
    /// Interface Builder offers (`listed` false).
    public static let table: [Device] = [
        homeButtonPhone("iPhone 4s", 320, 480, scale: 2, ib: [.init("retina3_5", legacyTypes: ["retina35"])],
                        landscapeWidthClass: .compact, listed: false),
        homeButtonPhone("iPhone SE (1st generation)", 320, 568, scale: 2, ib: [.init("retina4_0", legacyTypes: ["retina4"])],
                        landscapeWidthClass: .compact),
        homeButtonPhone("iPhone 8", 375, 667, scale: 2, ib: [.init("retina4_7", legacyTypes: ["retina47"])],
                        landscapeWidthClass: .compact),
        homeButtonPhone("iPhone SE (2nd generation)", 375, 667, scale: 2, landscapeWidthClass: .compact),
        homeButtonPhone("iPhone SE (3rd generation)", 375, 667, scale: 2, landscapeWidthClass: .compact),
        homeButtonPhone("iPhone 8 Plus", 414, 736, scale: 3, ib: [.init("retina5_5", legacyTypes: ["retina55"])],
                        landscapeWidthClass: .regular),
        // `retina5_9` is this screen with 44 at the top up to Xcode 13, and the 13 mini's, with 50,
        // from Xcode 14 (IBDesign+StatusBar.swift: the stored frames of the corpus's tune half).
        notchedPhone("iPhone 11 Pro", 375, 812, top: 44, scale: 3, ib: [.init("retina5_9", until: Self.xcode14)],
                     landscapeWidthClass: .compact),
        // An LCD at @2x. IB drew its sensor housing 44 high up to Xcode 13.4 (toolsVersion 20037)
        // and 48, the device's since iOS 14, from Xcode 14 (21225).
        notchedPhone("iPhone 11", 414, 896, top: 48, scale: 2,
                     ib: [.init("retina6_1", until: Self.xcode14, statusBarHeight: 44), .init("retina6_1", since: Self.xcode14)],
                     landscapeWidthClass: .regular),
        notchedPhone("iPhone 11 Pro Max", 414, 896, top: 44, scale: 3, ib: [.init("retina6_5")], landscapeWidthClass: .regular),
        // Up to Xcode 13 IB drew every notched canvas 44 high at the top (IBDesign+StatusBar.swift).
        notchedPhone("iPhone 12 mini", 375, 812, top: 50, scale: 3,
                     ib: [.init("retina5_4", until: Self.xcode14, statusBarHeight: 44), .init("retina5_4", since: Self.xcode14)],
                     landscapeWidthClass: .compact),
        // Xcode 12 drew it 44 high at the top (17506); from Xcode 14 the device's 47 is taken, as
        // Xcode 14 did for `retina6_1`.
        notchedPhone("iPhone 12", 390, 844, top: 47, scale: 3,
                     ib: [.init("retina6_0", until: Self.xcode14, statusBarHeight: 44), .init("retina6_0", since: Self.xcode14)],
                     landscapeWidthClass: .compact),
        notchedPhone("iPhone 12 Pro", 390, 844, top: 47, scale: 3, landscapeWidthClass: .compact),
        // `retina6_7` is this 428 × 926 screen up to Xcode 13.4 at least (20037, 44 at the top as
        // `retina6_0`) and the 16 Plus's 430 × 932 from Xcode 15.3 (threema's license scene, 23727)
        // on. No file between was seen; the line is taken at Xcode 15.3.
        notchedPhone("iPhone 12 Pro Max", 428, 926, top: 47, scale: 3,
                     ib: [.init("retina6_7", until: Self.xcode14, statusBarHeight: 44),
                          .init("retina6_7", since: Self.xcode14, until: Self.xcode15_3)],
                     landscapeWidthClass: .regular),
        notchedPhone("iPhone 13 mini", 375, 812, top: 50, scale: 3, ib: [.init("retina5_9", since: Self.xcode14)],
                     landscapeWidthClass: .compact),
        notchedPhone("iPhone 13", 390, 844, top: 47, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 13 Pro", 390, 844, top: 47, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 13 Pro Max", 428, 926, top: 47, scale: 3, landscapeWidthClass: .regular),
        notchedPhone("iPhone 14", 390, 844, top: 47, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 14 Plus", 428, 926, top: 47, scale: 3, landscapeWidthClass: .regular),
        notchedPhone("iPhone 14 Pro", 393, 852, top: 59, scale: 3, ib: [.init("retina6_12")], landscapeWidthClass: .compact),
        notchedPhone("iPhone 14 Pro Max", 430, 932, top: 59, scale: 3, ib: [.init("retina6_72")], landscapeWidthClass: .regular),
        notchedPhone("iPhone 15", 393, 852, top: 59, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 15 Plus", 430, 932, top: 59, scale: 3, landscapeWidthClass: .regular),
        notchedPhone("iPhone 15 Pro", 393, 852, top: 59, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 15 Pro Max", 430, 932, top: 59, scale: 3, landscapeWidthClass: .regular),
        notchedPhone("iPhone 16", 393, 852, top: 59, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 16 Plus", 430, 932, top: 59, scale: 3, ib: [.init("retina6_7", since: Self.xcode15_3)],
                     landscapeWidthClass: .regular),
        notchedPhone("iPhone 16 Pro", 402, 874, top: 62, scale: 3, ib: [.init("retina6_3")], landscapeWidthClass: .compact),
        notchedPhone("iPhone 16 Pro Max", 440, 956, top: 62, scale: 3, ib: [.init("retina6_9")], landscapeWidthClass: .regular),
        notchedPhone("iPhone 16e", 390, 844, top: 47, scale: 3, landscapeWidthClass: .compact),
        // The 2025 line-up. Points are the pixel resolutions of Apple's tech
        // specs (apple.com/iphone/compare: 17 and 17 Pro 2622x1206, 17 Pro Max
        // 2868x1320, Air 2736x1260) over the @3x scale. NOT verified here: the
        // reference search available to us found no page with these figures,
        // so they are Apple's published numbers as recalled. The 17, 17 Pro and
        // 17 Pro Max have the 16 Pro and 16 Pro Max screens, so their insets
        // are taken to be those (62 points at the top). The Air's top inset (68)
        // and its regular width in landscape (as every iPhone at least 414
        // points wide has) are unverified estimates: no published figure found.
        notchedPhone("iPhone 17", 402, 874, top: 62, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 17 Pro", 402, 874, top: 62, scale: 3, landscapeWidthClass: .compact),
        notchedPhone("iPhone 17 Pro Max", 440, 956, top: 62, scale: 3, landscapeWidthClass: .regular),
        notchedPhone("iPhone Air", 420, 912, top: 68, scale: 3, landscapeWidthClass: .regular),
        pad("iPad (6th generation)", 768, 1024, top: 20, bottom: 0, ib: [.init("ipad9_7", legacyTypes: ["ipad", "ipad9_7"])]),
        pad("iPad (9th generation)", 810, 1080, top: 20, bottom: 0, ib: [.init("ipad10_2")]),
        pad("iPad (10th generation)", 820, 1180, top: 24, bottom: 20, ib: [.init("ipad10_9rounded")]),
        pad("iPad mini (6th generation)", 744, 1133, top: 24, bottom: 20, ib: [.init("ipad8_3")]),
        pad("iPad Air (3rd generation)", 834, 1112, top: 20, bottom: 0, ib: [.init("ipad10_5")]),
        pad("iPad Air (5th generation)", 820, 1180, top: 24, bottom: 20),
        pad("iPad Air 11-inch (M2)", 820, 1180, top: 24, bottom: 20),
        pad("iPad Air 13-inch (M2)", 1024, 1366, top: 24, bottom: 20),
        pad("iPad Pro 12.9-inch (2nd generation)", 1024, 1366, top: 20, bottom: 0, ib: [.init("ipad12_9")]),
        pad("iPad Pro 11-inch (4th generation)", 834, 1194, top: 24, bottom: 20, ib: [.init("ipad11_0rounded")]),
        pad("iPad Pro 12.9-inch (6th generation)", 1024, 1366, top: 24, bottom: 20, ib: [.init("ipad12_9rounded")]),
        pad("iPad Pro 11-inch (M4)", 834, 1210, top: 24, bottom: 20),
        // Xcode 15.3 and later offer it as `iPad13_0rounded` (threema's share extension, 23727:
        // a 1032 × 1376 root).
        pad("iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20, ib: [.init("iPad13_0rounded")]),
    ] + DeviceCatalog.multitaskingWindows

    /// The first `toolsVersion`s of Xcode 14 (21225 in real files; Xcode 13.4 wrote 20037)
    /// and Xcode 16 (24093 and 24xxx): where Interface Builder's canvases changed.
    public static let xcode14 = 21000.0
    /// Xcode 15.3's first `toolsVersion` (23727 in real files; Xcode 15.0–15.2 wrote 23504).
    public static let xcode15_3 = 23700.0
    static let xcode16 = 24000.0

    /// The devices `layout devices` lists and `check` and `report` lay screens out on: the
    /// table's listed rows, in table order.
    public static let devices: [Device] = table.filter(\.listed)

    /// What a `--device` argument names.
    public enum Lookup: Equatable, Sendable {
        /// One device: its exact name, its name ignoring case, spaces and
        /// punctuation, its Interface Builder id, or a part of one name only.
        case found(Device)
        /// A part of several names (`iPhone SE`): the candidates, in catalogue order.
        case ambiguous([Device])
        /// Nothing matches; the closest name, for "did you mean".
        case notFound(suggestion: String?)
    }

    /// Resolves a device argument: the exact name, then the name ignoring
    /// case, spaces and punctuation (`iphone15pro`), then an Interface Builder
    /// device id (`retina6_12`), then a name that begins with it, then one that
    /// contains it (`iPad mini`, `16 pro max`). Several matches at the first
    /// step that has any are ambiguous.
    public static func lookup(_ name: String) -> Lookup {
        if let device = devices.first(where: { $0.name == name }) { return .found(device) }
        let wanted = key(name)
        guard !wanted.isEmpty else { return .notFound(suggestion: nil) }
        if let device = devices.first(where: { key($0.name) == wanted }) { return .found(device) }
        if let device = device(interfaceBuilderID: name) { return .found(device) }
        for matches in [devices.filter { key($0.name).hasPrefix(wanted) },
                        devices.filter { key($0.name).contains(wanted) }] where !matches.isEmpty {
            return matches.count == 1 ? .found(matches[0]) : .ambiguous(matches)
        }
        return .notFound(suggestion: NameSuggestion.closest(to: name, among: devices.map(\.name)))
    }

    /// The device a `--device` argument names unambiguously (see `lookup`).
    public static func device(named name: String) -> Device? {
        if case .found(let device) = lookup(name) { return device }
        return nil
    }

    /// The listed device Interface Builder calls `id` (`retina4_7`, `ipad9_7`) in today's Xcode.
    public static func device(interfaceBuilderID id: String) -> Device? {
        devices.last { $0.interfaceBuilder.contains { $0.id == id } }
    }

    /// The catalogue name closest to a misspelt one, for "did you mean".
    public static func suggestion(for name: String) -> String? {
        if case .notFound(let suggestion) = lookup(name) { return suggestion }
        return nil
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    }

    /// iPhones with a home button: a 20-point status bar in portrait, none in landscape.
    private static func homeButtonPhone(_ name: String, _ width: Double, _ height: Double, scale: Double,
                                        ib: [Device.InterfaceBuilderCanvas] = [], landscapeWidthClass: SizeClass,
                                        listed: Bool = true) -> Device {
        Device(name: name, portraitWidth: width, portraitHeight: height,
               portrait: .init(widthClass: .compact, heightClass: .regular,
                               safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
               landscape: .init(widthClass: landscapeWidthClass, heightClass: .compact, safeArea: .zero),
               displayScale: scale, statusBarHeight: 20, homeIndicatorHeight: 0, interfaceBuilder: ib, listed: listed)
    }

    /// iPhones with a notch or Dynamic Island: the sensor housing at the top
    /// in portrait and on both sides in landscape, and the home indicator
    /// (34 points in portrait, 21 in landscape).
    private static func notchedPhone(_ name: String, _ width: Double, _ height: Double, top: Double, scale: Double,
                                     ib: [Device.InterfaceBuilderCanvas] = [], landscapeWidthClass: SizeClass) -> Device {
        Device(name: name, portraitWidth: width, portraitHeight: height,
               portrait: .init(widthClass: .compact, heightClass: .regular,
                               safeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0)),
               landscape: .init(widthClass: landscapeWidthClass, heightClass: .compact,
                                safeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top)),
               displayScale: scale, statusBarHeight: top, homeIndicatorHeight: 34, interfaceBuilder: ib)
    }

    /// iPads (@2x): regular in both classes and both orientations; status bar and home indicator.
    private static func pad(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
                            ib: [Device.InterfaceBuilderCanvas] = []) -> Device {
        let traits = Device.OrientationTraits(widthClass: .regular, heightClass: .regular,
                                              safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        return Device(name: name, portraitWidth: width, portraitHeight: height, portrait: traits, landscape: traits,
                      displayScale: 2, statusBarHeight: top, homeIndicatorHeight: bottom, interfaceBuilder: ib)
    }
}
