import LayoutCore
import LayoutDocument

/// One device of the built-in catalogue: its screen in portrait points and,
/// per orientation, the size classes and safe-area insets UIKit gives a
/// full-screen app on it.
public struct Device: Hashable, Sendable {
    /// The traits and safe area of one orientation.
    public struct OrientationTraits: Hashable, Sendable {
        public var widthClass: SizeClass
        public var heightClass: SizeClass
        public var safeArea: EdgeInsets
        public init(widthClass: SizeClass, heightClass: SizeClass, safeArea: EdgeInsets) {
            self.widthClass = widthClass
            self.heightClass = heightClass
            self.safeArea = safeArea
        }
    }

    public var name: String
    /// Interface Builder's id for this canvas (`retina6_12`), if IB offers it.
    public var interfaceBuilderID: String?
    /// The screen in portrait, in points (landscape swaps the sides).
    public var portraitWidth: Double
    public var portraitHeight: Double
    /// The window in landscape, in points: the portrait sides swapped for a
    /// full screen; its own for a split-view or Slide Over window, whose
    /// landscape share of the screen is not its portrait share turned.
    public var landscapeWidth: Double
    public var landscapeHeight: Double
    public var portrait: OrientationTraits
    public var landscape: OrientationTraits

    public init(name: String, interfaceBuilderID: String? = nil, portraitWidth: Double, portraitHeight: Double,
                landscapeWidth: Double? = nil, landscapeHeight: Double? = nil,
                portrait: OrientationTraits, landscape: OrientationTraits) {
        self.name = name
        self.interfaceBuilderID = interfaceBuilderID
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.landscapeWidth = landscapeWidth ?? portraitHeight
        self.landscapeHeight = landscapeHeight ?? portraitWidth
        self.portrait = portrait
        self.landscape = landscape
    }

    public func traits(_ orientation: Orientation) -> OrientationTraits {
        orientation == .portrait ? portrait : landscape
    }

    /// The window size in an orientation: for a full screen, landscape swaps width and height.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (portraitWidth, portraitHeight) : (landscapeWidth, landscapeHeight)
    }

    /// A full-screen request on this device: its size (unless given), size
    /// classes and safe area; content and other settings are left as they are.
    /// The orientation is the device's, also for a multitasking window that is
    /// taller than wide in a landscape iPad (`… 1/3`).
    public func request(_ orientation: Orientation, content: [String: String] = [:]) -> SolveRequest {
        let size = size(orientation)
        let traits = traits(orientation)
        var request = SolveRequest(width: size.width, height: size.height, orientation: orientation,
                                   widthClass: traits.widthClass, heightClass: traits.heightClass,
                                   content: content, safeArea: traits.safeArea, displayScale: displayScale)
        // A cell solved on a device sits in a table as wide as the device's window.
        request.containerWidth = size.width
        return request
    }
}

/// The built-in catalogue of iPhone and iPad screens (`layout devices`,
/// `--device NAME`): every screen size from the first iPhone SE on, the
/// iPhone 12 to 16 families and the iPad, iPad mini, Air and Pro lines.
/// Sizes are UIKit points; safe areas are those of a full-screen app with the
/// status bar shown in portrait and hidden in landscape (as iOS does on
/// iPhones); iPads keep the status bar in both. A device that Interface
/// Builder offers as a canvas carries IB's device id (`<device id="retina6_12">`
/// in a storyboard); each id names one device of that size.
public enum DeviceCatalog {
    public static let devices: [Device] = [
        homeButtonPhone("iPhone SE (1st generation)", 320, 568, ib: "retina4_0", landscapeWidthClass: .compact),
        homeButtonPhone("iPhone 8", 375, 667, ib: "retina4_7", landscapeWidthClass: .compact),
        homeButtonPhone("iPhone SE (2nd generation)", 375, 667, landscapeWidthClass: .compact),
        homeButtonPhone("iPhone SE (3rd generation)", 375, 667, landscapeWidthClass: .compact),
        homeButtonPhone("iPhone 8 Plus", 414, 736, ib: "retina5_5", landscapeWidthClass: .regular),
        notchedPhone("iPhone 11 Pro", 375, 812, top: 44, ib: "retina5_9", landscapeWidthClass: .compact),
        notchedPhone("iPhone 11", 414, 896, top: 48, ib: "retina6_1", landscapeWidthClass: .regular),
        notchedPhone("iPhone 11 Pro Max", 414, 896, top: 44, ib: "retina6_5", landscapeWidthClass: .regular),
        notchedPhone("iPhone 12 mini", 375, 812, top: 50, ib: "retina5_4", landscapeWidthClass: .compact),
        notchedPhone("iPhone 12", 390, 844, top: 47, ib: "retina6_0", landscapeWidthClass: .compact),
        notchedPhone("iPhone 12 Pro", 390, 844, top: 47, landscapeWidthClass: .compact),
        notchedPhone("iPhone 12 Pro Max", 428, 926, top: 47, ib: "retina6_7", landscapeWidthClass: .regular),
        notchedPhone("iPhone 13 mini", 375, 812, top: 50, landscapeWidthClass: .compact),
        notchedPhone("iPhone 13", 390, 844, top: 47, landscapeWidthClass: .compact),
        notchedPhone("iPhone 13 Pro", 390, 844, top: 47, landscapeWidthClass: .compact),
        notchedPhone("iPhone 13 Pro Max", 428, 926, top: 47, landscapeWidthClass: .regular),
        notchedPhone("iPhone 14", 390, 844, top: 47, landscapeWidthClass: .compact),
        notchedPhone("iPhone 14 Plus", 428, 926, top: 47, landscapeWidthClass: .regular),
        notchedPhone("iPhone 14 Pro", 393, 852, top: 59, ib: "retina6_12", landscapeWidthClass: .compact),
        notchedPhone("iPhone 14 Pro Max", 430, 932, top: 59, ib: "retina6_72", landscapeWidthClass: .regular),
        notchedPhone("iPhone 15", 393, 852, top: 59, landscapeWidthClass: .compact),
        notchedPhone("iPhone 15 Plus", 430, 932, top: 59, landscapeWidthClass: .regular),
        notchedPhone("iPhone 15 Pro", 393, 852, top: 59, landscapeWidthClass: .compact),
        notchedPhone("iPhone 15 Pro Max", 430, 932, top: 59, landscapeWidthClass: .regular),
        notchedPhone("iPhone 16", 393, 852, top: 59, landscapeWidthClass: .compact),
        notchedPhone("iPhone 16 Plus", 430, 932, top: 59, landscapeWidthClass: .regular),
        notchedPhone("iPhone 16 Pro", 402, 874, top: 62, ib: "retina6_3", landscapeWidthClass: .compact),
        notchedPhone("iPhone 16 Pro Max", 440, 956, top: 62, ib: "retina6_9", landscapeWidthClass: .regular),
        notchedPhone("iPhone 16e", 390, 844, top: 47, landscapeWidthClass: .compact),
        // The 2025 line-up. Points are the pixel resolutions of Apple's tech
        // specs (apple.com/iphone/compare: 17 and 17 Pro 2622x1206, 17 Pro Max
        // 2868x1320, Air 2736x1260) over the @3x scale. NOT verified here: the
        // reference search available to us found no page with these figures,
        // so they are Apple's published numbers as recalled. The 17, 17 Pro and
        // 17 Pro Max have the 16 Pro and 16 Pro Max screens, so their insets
        // are taken to be those (62 points at the top). The Air's top inset (68)
        // and its regular width in landscape (as every iPhone at least 414
        // points wide has) are unverified estimates: no published figure found.
        notchedPhone("iPhone 17", 402, 874, top: 62, landscapeWidthClass: .compact),
        notchedPhone("iPhone 17 Pro", 402, 874, top: 62, landscapeWidthClass: .compact),
        notchedPhone("iPhone 17 Pro Max", 440, 956, top: 62, landscapeWidthClass: .regular),
        notchedPhone("iPhone Air", 420, 912, top: 68, landscapeWidthClass: .regular),
        pad("iPad (6th generation)", 768, 1024, top: 20, bottom: 0, ib: "ipad9_7"),
        pad("iPad (9th generation)", 810, 1080, top: 20, bottom: 0, ib: "ipad10_2"),
        pad("iPad (10th generation)", 820, 1180, top: 24, bottom: 20, ib: "ipad10_9"),
        pad("iPad mini (6th generation)", 744, 1133, top: 24, bottom: 20, ib: "ipad8_3"),
        pad("iPad Air (3rd generation)", 834, 1112, top: 20, bottom: 0, ib: "ipad10_5"),
        pad("iPad Air (5th generation)", 820, 1180, top: 24, bottom: 20),
        pad("iPad Air 11-inch (M2)", 820, 1180, top: 24, bottom: 20),
        pad("iPad Air 13-inch (M2)", 1024, 1366, top: 24, bottom: 20),
        pad("iPad Pro 12.9-inch (2nd generation)", 1024, 1366, top: 20, bottom: 0, ib: "ipad12_9"),
        pad("iPad Pro 11-inch (4th generation)", 834, 1194, top: 24, bottom: 20, ib: "ipad11_0"),
        pad("iPad Pro 12.9-inch (6th generation)", 1024, 1366, top: 24, bottom: 20, ib: "ipad12_9rounded"),
        pad("iPad Pro 11-inch (M4)", 834, 1210, top: 24, bottom: 20),
        pad("iPad Pro 13-inch (M4)", 1032, 1376, top: 24, bottom: 20),
    ] + DeviceCatalog.multitaskingWindows

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

    /// The device Interface Builder calls `id` (`retina4_7`, `ipad9_7`).
    public static func device(interfaceBuilderID id: String) -> Device? {
        devices.first { $0.interfaceBuilderID == id }
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
    private static func homeButtonPhone(_ name: String, _ width: Double, _ height: Double, ib: String? = nil,
                                        landscapeWidthClass: SizeClass) -> Device {
        Device(name: name, interfaceBuilderID: ib, portraitWidth: width, portraitHeight: height,
               portrait: .init(widthClass: .compact, heightClass: .regular,
                               safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
               landscape: .init(widthClass: landscapeWidthClass, heightClass: .compact, safeArea: .zero))
    }

    /// iPhones with a notch or Dynamic Island: the sensor housing at the top
    /// in portrait and on both sides in landscape, and the home indicator.
    private static func notchedPhone(_ name: String, _ width: Double, _ height: Double, top: Double,
                                     ib: String? = nil, landscapeWidthClass: SizeClass) -> Device {
        Device(name: name, interfaceBuilderID: ib, portraitWidth: width, portraitHeight: height,
               portrait: .init(widthClass: .compact, heightClass: .regular,
                               safeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0)),
               landscape: .init(widthClass: landscapeWidthClass, heightClass: .compact,
                                safeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top)))
    }

    /// iPads: regular in both classes and both orientations; status bar and home indicator.
    private static func pad(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double,
                            ib: String? = nil) -> Device {
        let traits = Device.OrientationTraits(widthClass: .regular, heightClass: .regular,
                                              safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        return Device(name: name, interfaceBuilderID: ib, portraitWidth: width, portraitHeight: height,
                      portrait: traits, landscape: traits)
    }
}
