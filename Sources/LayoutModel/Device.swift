import LayoutCore
import LayoutDocument

/// One device of the device table (`DeviceCatalog.table`), in one row: its screen in
/// portrait points, per orientation the size classes and safe-area insets UIKit gives a
/// full-screen app on it, its display scale, its status bar and home indicator, and the
/// Interface Builder canvases that draw it (`<device id="retina6_12">`). Every reader of
/// devices goes through this row: `--device`, `check` and `report`, and the importer's
/// design devices (`IBDesign`).
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

    /// How Interface Builder offers this device as a design canvas: the id a file names
    /// (`<device id="retina6_12">`), the Xcode versions that draw that id as this device,
    /// and the status bar IB simulates when it is not the device's own. One id can name
    /// different devices in different Xcodes (`retina6_7`: the iPhone 12 Pro Max's 428 × 926
    /// screen, then the 16 Plus's 430 × 932): the file's `toolsVersion` and its roots' stored
    /// size tell them apart (`DeviceCatalog.interfaceBuilderDevice`).
    public struct InterfaceBuilderCanvas: Hashable, Sendable {
        public var id: String
        /// Xcode 5–7's `simulatedScreenMetrics` types for the same canvas (`retina47`).
        public var legacyTypes: [String]
        /// The `toolsVersion`s that draw `id` as this device: from `since` (inclusive) to
        /// `until` (exclusive); nil: no bound.
        public var since: Double?
        public var until: Double?
        /// The portrait top inset IB simulates (status bar or sensor housing), when it is not
        /// the device's `statusBarHeight` (Xcode 10 to 13.1 draw the iPhone 11's 48 as 44).
        public var statusBarHeight: Double?

        public init(_ id: String, legacyTypes: [String] = [], since: Double? = nil, until: Double? = nil,
                    statusBarHeight: Double? = nil) {
            self.id = id
            self.legacyTypes = legacyTypes
            self.since = since
            self.until = until
            self.statusBarHeight = statusBarHeight
        }

        /// Whether a file saved with this `toolsVersion` draws `id` as this canvas (nil: unknown, yes).
        public func covers(toolsVersion: Double?) -> Bool {
            guard let toolsVersion else { return true }
            return (since.map { toolsVersion >= $0 } ?? true) && (until.map { toolsVersion < $0 } ?? true)
        }
    }

    public var name: String
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
    /// Points to pixels (2 or 3), for rounding measured text to the pixel grid as UIKit
    /// does (1/2 pt at @2x, 1/3 pt at @3x): Apple's published scale of the device.
    public var displayScale: Double
    /// The top inset in portrait: the status bar (20) or the sensor housing (44 to 62).
    public var statusBarHeight: Double
    /// The bottom inset in portrait: the home indicator (34 on iPhones, 20 on iPads), 0 with a home button.
    public var homeIndicatorHeight: Double
    /// The Interface Builder canvases that draw this device, oldest first; empty: IB offers none.
    public var interfaceBuilder: [InterfaceBuilderCanvas]
    /// Whether `layout devices` lists it and `check` and `report` lay screens out on it. A
    /// device only Interface Builder still offers as a canvas (the 3.5-inch iPhone) is a row
    /// for the importer's designs, not a device to check.
    public var listed: Bool

    public init(name: String, portraitWidth: Double, portraitHeight: Double,
                landscapeWidth: Double? = nil, landscapeHeight: Double? = nil,
                portrait: OrientationTraits, landscape: OrientationTraits, displayScale: Double,
                statusBarHeight: Double, homeIndicatorHeight: Double,
                interfaceBuilder: [InterfaceBuilderCanvas] = [], listed: Bool = true) {
        self.name = name
        self.portraitWidth = portraitWidth
        self.portraitHeight = portraitHeight
        self.landscapeWidth = landscapeWidth ?? portraitHeight
        self.landscapeHeight = landscapeHeight ?? portraitWidth
        self.portrait = portrait
        self.landscape = landscape
        self.displayScale = displayScale
        self.statusBarHeight = statusBarHeight
        self.homeIndicatorHeight = homeIndicatorHeight
        self.interfaceBuilder = interfaceBuilder
        self.listed = listed
    }

    /// Interface Builder's id for this device in today's Xcode (its newest canvas), if IB offers it.
    public var interfaceBuilderID: String? { interfaceBuilder.last?.id }

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
