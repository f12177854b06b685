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

    /// The request for `screen` on this device: `request(_:content:freeform:)`
    /// with the screen's freeform design, and for a table cell's content view
    /// as UIKit lays it out in a table as wide as the device (#24.3, #20.7):
    ///
    /// - a cell whose content view follows `tableCellContent` (every table cell
    ///   IB draws, of either era: a device lays it out as today's UIKit, the
    ///   request's `era` left nil, `current`) has its content view inset by the
    ///   device's left and right safe-area insets (`insetsContentViewsToSafeArea`,
    ///   true by default since iOS 11: a notched iPhone in landscape);
    /// - a cell with an accessory (`design.accessoryWidth`) has it narrower by
    ///   that width and the trailing margin beside it: the content view's side
    ///   margin for the table's width (16 or 20) under that rule, else 15 (a
    ///   content view with fixed margins: Xcode 9 to 11's cells of a table inside
    ///   another view).
    ///
    /// The width stays the device's when the screen's freeform width is not `device`.
    public func request(_ orientation: Orientation, content: [String: String] = [:], screen: Screen) -> SolveRequest {
        var request = self.request(orientation, content: content, freeform: screen.design?.freeform)
        guard screen.design?.freeform?.width == .device, let width = request.width else { return request }
        let table = size(orientation).width
        let modern = screen.view(named: screen.root)?.layoutMarginsRule == .tableCellContent
        var inset = 0.0
        if modern {
            let safeArea = traits(orientation).safeArea
            inset += safeArea.left + safeArea.right
        }
        if let accessory = screen.design?.accessoryWidth {
            inset += accessory + (modern ? LayoutMarginsRule.systemMinimumSideMargin(rootWidth: table) : 15)
        }
        request.width = max(0, width - inset)
        return request
    }
}
