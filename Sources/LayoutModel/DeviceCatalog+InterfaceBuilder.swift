import LayoutCore
import LayoutDocument

/// Interface Builder's design devices, looked up in the device table: a file's
/// `<device id="retina6_12">` (or Xcode 5–7's `simulatedScreenMetrics` type) names a
/// canvas of one of its rows, so the importer's sizes, insets, size classes and display
/// scale are that row's and cannot disagree with `--device`'s.
extension DeviceCatalog {
    /// The device and canvas Interface Builder draws `id` as, for a file saved with
    /// `toolsVersion` whose full-screen roots IB stored at `storedSize` (portrait sides, or
    /// landscape ones when `landscape`): among the rows with a canvas of that id, those
    /// whose screen has the stored size (when any has), then those whose canvas covers the
    /// `toolsVersion` (when any does), the newest. Nil for an id no row has.
    ///
    /// The stored size decides first because it is what IB drew (an id can name two screens
    /// in two Xcodes: `retina6_7`); the version decides a design IB stored at no device's
    /// size (a freeform xib view), and the canvas's simulated status bar where the version
    /// changed it alone (`retina6_1`: 44, then 48).
    public static func interfaceBuilderDevice(
        id: String, toolsVersion: Double? = nil, storedSize: (width: Double, height: Double)? = nil, landscape: Bool = false
    ) -> (device: Device, canvas: Device.InterfaceBuilderCanvas)? {
        var candidates = table.flatMap { device in device.interfaceBuilder.filter { $0.id == id }.map { (device, $0) } }
        if let storedSize {
            let fitting = candidates.filter { device, _ in
                device.size(landscape ? .landscape : .portrait) == storedSize
            }
            if !fitting.isEmpty { candidates = fitting }
        }
        let covering = candidates.filter { $0.1.covers(toolsVersion: toolsVersion) }
        if !covering.isEmpty { candidates = covering }
        return candidates.last.map { (device: $0.0, canvas: $0.1) }
    }

    /// The id of the canvas an Xcode 5–7 file's `simulatedScreenMetrics` type names
    /// (`retina47` → `retina4_7`, `ipad` → `ipad9_7`).
    public static func interfaceBuilderID(legacyType type: String) -> String? {
        for device in table {
            for canvas in device.interfaceBuilder where canvas.legacyTypes.contains(type) { return canvas.id }
        }
        return nil
    }

    /// Every id of the table's canvases, in table order, each once.
    public static var interfaceBuilderIDs: [String] {
        var seen: Set<String> = []
        return table.flatMap { $0.interfaceBuilder.map(\.id) }.filter { seen.insert($0).inserted }
    }
}
