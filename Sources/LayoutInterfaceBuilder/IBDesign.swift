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

    /// What a screen's design looks like in IB: the root's size, the size
    /// classes of the device (or the size), and the safe area IB simulates.
    public static func request(device: String?, width: Double, height: Double, top: Double = 0, bottom: Double = 0,
                               sides: Double = 0) -> SolveRequest {
        var request = SolveRequest(width: width, height: height)
        if let device, let catalogue = DeviceCatalog.device(named: device) {
            let orientation: Orientation = width > height ? .landscape : .portrait
            let traits = catalogue.traits(orientation)
            request.widthClass = traits.widthClass
            request.heightClass = traits.heightClass
        } else if let device, let known = devices[device] {
            let phone = !device.hasPrefix("ipad")
            let landscape = width > height
            request.widthClass = phone && (!landscape || known.width < 414) ? .compact : .regular
            request.heightClass = phone && landscape ? .compact : .regular
        }
        request.safeArea = EdgeInsets(top: top, left: sides, bottom: bottom, right: sides)
        return request
    }

    /// The request `layout solve` uses for a screen without a size or device:
    /// its design size, with the size classes and safe area of its design device
    /// when that is known (a full-screen root only).
    public static func defaultRequest(for screen: Screen) -> SolveRequest? {
        guard let size = screen.designSize else { return nil }
        var top = 0.0, bottom = 0.0, sides = 0.0
        if let id = screen.designDevice, let device = devices[id] {
            let landscape = size.width > size.height
            let full = landscape ? (device.height, device.width) : (device.width, device.height)
            if full == (size.width, size.height) {
                if landscape {
                    sides = device.bottom > 0 ? device.top : 0
                    bottom = device.bottom > 0 ? 21 : 0
                    top = id.hasPrefix("ipad") ? device.top : 0
                } else {
                    top = device.top
                    bottom = device.bottom
                }
            }
        }
        return request(device: screen.designDevice, width: size.width, height: size.height,
                       top: top, bottom: bottom, sides: sides)
    }
}
