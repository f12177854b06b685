import LayoutDocument
import LayoutModel

/// How Interface Builder draws a screen: the device's size and the safe area
/// it simulates (status bar, notch, home indicator, navigation and tab bars).
public enum IBDesign {
    /// IB device ids and their portrait size, top inset (status bar or sensor
    /// housing) and bottom inset (home indicator) as IB simulates them.
    static let devices: [String: (width: Double, height: Double, top: Double, bottom: Double)] = [
        "retina3_5": (320, 480, 20, 0), "retina4_0": (320, 568, 20, 0), "retina4_7": (375, 667, 20, 0),
        "retina5_5": (414, 736, 20, 0), "retina5_9": (375, 812, 44, 34), "retina6_1": (414, 896, 44, 34),
        "retina6_5": (414, 896, 44, 34), "retina6_12": (390, 844, 47, 34), "retina6_7": (428, 926, 47, 34),
        "retina6_0": (393, 852, 59, 34), "retina6_72": (430, 932, 59, 34), "retina6_3": (402, 874, 62, 34),
        "retina6_9": (440, 956, 62, 34), "retina5_4": (375, 812, 50, 34),
        "ipad9_7": (768, 1024, 20, 0), "ipad10_2": (810, 1080, 20, 0), "ipad10_5": (834, 1112, 20, 0),
        "ipad10_9rounded": (820, 1180, 24, 20), "ipad11": (834, 1194, 24, 20), "ipad12_9": (1024, 1366, 20, 0),
        "ipad12_9rounded": (1024, 1366, 24, 20), "ipad8_3": (744, 1133, 24, 20),
    ]

    /// Xcode 5–7's `simulatedScreenMetrics` types.
    static let legacyDeviceIDs: [String: String] = [
        "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5",
        "ipad": "ipad9_7", "ipad9_7": "ipad9_7",
    ]

    /// The size classes IB gives a device id in an orientation (an iPhone is
    /// compact wide but in landscape on the largest ones, compact high in
    /// landscape; an iPad is regular both ways); nil for an unknown id.
    static func sizeClasses(device: String, landscape: Bool) -> (width: ScreenDesign.SizeClass, height: ScreenDesign.SizeClass)? {
        guard let known = devices[device] else { return nil }
        if device.hasPrefix("ipad") { return (.regular, .regular) }
        if !landscape { return (.compact, .regular) }
        return (known.width >= 414 ? .regular : .compact, .compact)
    }

    /// The request a design stands for: its size, orientation, size classes
    /// (the design's, else its device's, else from the size) and safe area.
    public static func request(for design: ScreenDesign) -> SolveRequest {
        var request = SolveRequest(width: design.width, height: design.height)
        request.orientation = design.orientation.map { $0 == .landscape ? Orientation.landscape : .portrait }
        let landscape = design.orientation.map { $0 == .landscape } ?? (design.width > design.height)
        let deviceClasses = design.device.flatMap { sizeClasses(device: $0, landscape: landscape) }
        if let widthClass = design.widthClass ?? deviceClasses?.width {
            request.widthClass = widthClass == .compact ? .compact : .regular
        }
        if let heightClass = design.heightClass ?? deviceClasses?.height {
            request.heightClass = heightClass == .compact ? .compact : .regular
        }
        request.safeArea = design.safeArea ?? .zero
        request.displayScale = design.device.flatMap(displayScale(device:)) ?? request.displayScale
        request.containerWidth = design.containerWidth
        request.era = design.era
        return request
    }

    /// Points per pixel of an IB device id: the catalogue's device with that id, else
    /// 2 for iPads and the 3.5- to 4.7-inch iPhones, 3 for the others (XR-class
    /// `retina6_1` excepted, an @2x LCD); nil for an unknown id.
    static func displayScale(device: String) -> Double? {
        if let known = DeviceCatalog.devices.first(where: { $0.interfaceBuilderID == device }) { return known.displayScale }
        guard let size = devices[device] else { return nil }
        if device.hasPrefix("ipad") || device == "retina6_1" { return 2 }
        return size.height >= 736 ? 3 : 2
    }

    /// The request `layout solve` uses for a screen without a size or device: its design.
    public static func defaultRequest(for screen: Screen) -> SolveRequest? {
        screen.design.map(request(for:))
    }
}
