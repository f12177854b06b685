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
    /// The screen in portrait, in points (landscape swaps the sides).
    public var portraitWidth: Double
    public var portraitHeight: Double
    public var portrait: OrientationTraits
    public var landscape: OrientationTraits

    public init(name: String, portraitWidth: Double, portraitHeight: Double,
                portrait: OrientationTraits, landscape: OrientationTraits) {
        self.name = name
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.portrait = portrait
        self.landscape = landscape
    }

    public func traits(_ orientation: Orientation) -> OrientationTraits {
        orientation == .portrait ? portrait : landscape
    }

    /// The screen size in an orientation: landscape swaps width and height.
    public func size(_ orientation: Orientation) -> (width: Double, height: Double) {
        orientation == .portrait ? (portraitWidth, portraitHeight) : (portraitHeight, portraitWidth)
    }

    /// A full-screen request on this device: its size (unless given), size
    /// classes and safe area; content and other settings are left as they are.
    public func request(_ orientation: Orientation, content: [String: String] = [:]) -> SolveRequest {
        let size = size(orientation)
        let traits = traits(orientation)
        return SolveRequest(width: size.width, height: size.height, orientation: orientation,
                            widthClass: traits.widthClass, heightClass: traits.heightClass,
                            content: content, safeArea: traits.safeArea)
    }
}

/// The built-in catalogue of iPhone and iPad screens (`layout devices`,
/// `--device NAME`). Sizes are UIKit points; safe areas are those of a
/// full-screen app with the status bar shown in portrait and hidden in
/// landscape (as iOS does on iPhones); iPads keep the status bar in both.
public enum DeviceCatalog {
    public static let devices: [Device] = [
        homeButtonPhone("iPhone SE (3rd generation)", 375, 667, landscapeWidthClass: .compact),
        homeButtonPhone("iPhone 8", 375, 667, landscapeWidthClass: .compact),
        homeButtonPhone("iPhone 8 Plus", 414, 736, landscapeWidthClass: .regular),
        notchedPhone("iPhone 11", 414, 896, top: 48, landscapeWidthClass: .regular),
        notchedPhone("iPhone 13 mini", 375, 812, top: 50, landscapeWidthClass: .compact),
        notchedPhone("iPhone 14", 390, 844, top: 47, landscapeWidthClass: .compact),
        notchedPhone("iPhone 14 Plus", 428, 926, top: 47, landscapeWidthClass: .regular),
        notchedPhone("iPhone 15", 393, 852, top: 59, landscapeWidthClass: .compact),
        notchedPhone("iPhone 15 Pro", 393, 852, top: 59, landscapeWidthClass: .compact),
        notchedPhone("iPhone 15 Pro Max", 430, 932, top: 59, landscapeWidthClass: .regular),
        notchedPhone("iPhone 16", 393, 852, top: 59, landscapeWidthClass: .compact),
        notchedPhone("iPhone 16 Pro", 402, 874, top: 62, landscapeWidthClass: .compact),
        notchedPhone("iPhone 16 Pro Max", 440, 956, top: 62, landscapeWidthClass: .regular),
        pad("iPad (9th generation)", 810, 1080, top: 20, bottom: 0),
        pad("iPad (10th generation)", 820, 1180, top: 24, bottom: 20),
        pad("iPad mini (6th generation)", 744, 1133, top: 24, bottom: 20),
        pad("iPad Air 11-inch (M2)", 820, 1180, top: 24, bottom: 20),
        pad("iPad Air 13-inch (M2)", 1024, 1366, top: 24, bottom: 20),
        pad("iPad Pro 11-inch (4th generation)", 834, 1194, top: 24, bottom: 20),
        pad("iPad Pro 12.9-inch (6th generation)", 1024, 1366, top: 24, bottom: 20),
    ]

    /// The device of that name, ignoring case, spaces and punctuation
    /// (`iphone15pro` finds "iPhone 15 Pro").
    public static func device(named name: String) -> Device? {
        devices.first { $0.name == name } ?? devices.first { key($0.name) == key(name) }
    }

    /// The catalogue name closest to a misspelt one, for "did you mean".
    public static func suggestion(for name: String) -> String? {
        if let match = NameSuggestion.closest(to: name, among: devices.map(\.name)) { return match }
        let wanted = key(name)
        return devices.first { key($0.name).hasPrefix(wanted) && !wanted.isEmpty }?.name
    }

    private static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    }

    /// iPhones with a home button: a 20-point status bar in portrait, none in landscape.
    private static func homeButtonPhone(_ name: String, _ width: Double, _ height: Double,
                                        landscapeWidthClass: SizeClass) -> Device {
        Device(name: name, portraitWidth: width, portraitHeight: height,
               portrait: .init(widthClass: .compact, heightClass: .regular,
                               safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
               landscape: .init(widthClass: landscapeWidthClass, heightClass: .compact, safeArea: .zero))
    }

    /// iPhones with a notch or Dynamic Island: the sensor housing at the top
    /// in portrait and on both sides in landscape, and the home indicator.
    private static func notchedPhone(_ name: String, _ width: Double, _ height: Double, top: Double,
                                     landscapeWidthClass: SizeClass) -> Device {
        Device(name: name, portraitWidth: width, portraitHeight: height,
               portrait: .init(widthClass: .compact, heightClass: .regular,
                               safeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0)),
               landscape: .init(widthClass: landscapeWidthClass, heightClass: .compact,
                                safeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top)))
    }

    /// iPads: regular in both classes and both orientations; status bar and home indicator.
    private static func pad(_ name: String, _ width: Double, _ height: Double, top: Double, bottom: Double) -> Device {
        let traits = Device.OrientationTraits(widthClass: .regular, heightClass: .regular,
                                              safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        return Device(name: name, portraitWidth: width, portraitHeight: height, portrait: traits, landscape: traits)
    }
}
