import LayoutDocument
import LayoutModel

/// How Interface Builder draws a screen: the device's size and the safe area
/// it simulates (status bar, notch, home indicator, navigation and tab bars).
/// The devices are rows of the one device table (`DeviceCatalog.table`, each with its
/// IB canvases); nothing here holds sizes or insets of its own.
public enum IBDesign {
    /// A design device as IB simulates it: its row of the device table, the portrait size,
    /// and the portrait top inset (IB's status bar or sensor housing in the file's Xcode:
    /// the canvas's `statusBarHeight`, else the device's) and bottom inset (the home indicator).
    struct Canvas {
        var device: Device
        var width: Double
        var height: Double
        var top: Double
        var bottom: Double
        var isPad: Bool { device.name.hasPrefix("iPad") }
    }

    /// The canvas a file's device id stands for (`DeviceCatalog.interfaceBuilderDevice`):
    /// the row whose screen IB stored (`storedSize`, in the file's orientation), else the one
    /// the file's Xcode (`toolsVersion`) draws the id as. Nil for an id no row has.
    static func canvas(id: String, toolsVersion: Double? = nil, storedSize: (width: Double, height: Double)? = nil,
                       landscape: Bool = false) -> Canvas? {
        guard let found = DeviceCatalog.interfaceBuilderDevice(id: id, toolsVersion: toolsVersion, storedSize: storedSize,
                                                               landscape: landscape) else { return nil }
        let device = found.device
        return Canvas(device: device, width: device.portraitWidth, height: device.portraitHeight,
                      top: found.canvas.statusBarHeight ?? device.statusBarHeight, bottom: device.homeIndicatorHeight)
    }

    /// The canvas id of Xcode 5–7's `simulatedScreenMetrics` types (`retina47` → `retina4_7`).
    static func deviceID(legacyType type: String) -> String? {
        DeviceCatalog.interfaceBuilderID(legacyType: type)
    }

    /// The size classes IB gives a device id in an orientation: its row's (an iPhone is
    /// compact wide but in landscape on the largest ones, compact high in landscape; an
    /// iPad is regular both ways); nil for an unknown id.
    static func sizeClasses(device: String, landscape: Bool, storedSize: (width: Double, height: Double)? = nil)
        -> (width: ScreenDesign.SizeClass, height: ScreenDesign.SizeClass)? {
        guard let row = DeviceCatalog.interfaceBuilderDevice(id: device, storedSize: storedSize, landscape: landscape)?.device
        else { return nil }
        let traits = row.traits(landscape ? .landscape : .portrait)
        return (traits.widthClass == .compact ? .compact : .regular, traits.heightClass == .compact ? .compact : .regular)
    }

    /// The request a design stands for: its size, orientation, size classes
    /// (the design's, else its device's, else from the size) and safe area.
    public static func request(for design: ScreenDesign) -> SolveRequest {
        var request = SolveRequest(width: design.width, height: design.height)
        request.orientation = design.orientation.map { $0 == .landscape ? Orientation.landscape : .portrait }
        let landscape = design.orientation.map { $0 == .landscape } ?? (design.width > design.height)
        let stored = (width: design.width, height: design.height)
        let deviceClasses = design.device.flatMap { sizeClasses(device: $0, landscape: landscape, storedSize: stored) }
        if let widthClass = design.widthClass ?? deviceClasses?.width {
            request.widthClass = widthClass == .compact ? .compact : .regular
        }
        if let heightClass = design.heightClass ?? deviceClasses?.height {
            request.heightClass = heightClass == .compact ? .compact : .regular
        }
        request.safeArea = design.safeArea ?? .zero
        request.displayScale = design.device.flatMap { displayScale(device: $0, storedSize: stored, landscape: landscape) }
            ?? request.displayScale
        request.containerWidth = design.containerWidth
        request.era = design.era
        return request
    }

    /// Points per pixel of an IB device id: its row's `displayScale`; nil for an unknown id.
    static func displayScale(device: String, toolsVersion: Double? = nil, storedSize: (width: Double, height: Double)? = nil,
                             landscape: Bool = false) -> Double? {
        DeviceCatalog.interfaceBuilderDevice(id: device, toolsVersion: toolsVersion, storedSize: storedSize,
                                             landscape: landscape)?.device.displayScale
    }

    /// The request `layout solve` uses for a screen without a size or device: its design.
    public static func defaultRequest(for screen: Screen) -> SolveRequest? {
        screen.design.map(request(for:))
    }
}
