import LayoutCore
import LayoutDocument

extension Device {
    /// The request for a screen on this device: a full-screen request
    /// (`request(_:content:)`), or, for a screen whose design is freeform (a
    /// toolbar, an accessory or header view), the freeform size on this
    /// device with the device's orientation and size classes and no safe
    /// area: such a view does not reach the screen's edges by itself.
    public func request(
        _ orientation: Orientation, content: [String: String] = [:], freeform: ScreenDesign.Freeform?
    ) -> SolveRequest {
        var request = self.request(orientation, content: content)
        guard let freeform else { return request }
        let size = size(orientation)
        request.width = freeform.width.resolved(device: size.width)
        request.height = freeform.height.resolved(device: size.height)
        request.safeArea = .zero
        return request
    }
}
