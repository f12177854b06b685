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
    /// as UIKit lays it out in a table as wide as the device (#24.3, #20.7), in
    /// an era (nil: `current`, today's UIKit, which `check` and `report` use):
    ///
    /// - a cell whose content view follows `tableCellContent` (every table cell
    ///   IB draws, of either era) has its content view inset by the device's left
    ///   and right safe-area insets (`insetsContentViewsToSafeArea`, true by
    ///   default since iOS 11: a notched iPhone in landscape); not in the era
    ///   `legacy` (iOS 10 had no safe area);
    /// - a cell with an accessory (`design.accessoryWidth`) has it narrower by
    ///   that width and the trailing margin beside it: the content view's side
    ///   margin for the table's width (16 or 20) under that rule, else 15 (a
    ///   content view with fixed margins: Xcode 9 to 11's cells of a table inside
    ///   another view). In the era `legacy` the margin is iOS 10's 15, and a cell
    ///   an Xcode 5–8 file drew (`design.era` legacy) is narrower by what its file
    ///   stores, the table's width less the content view's (iOS 10's accessory and
    ///   margin, the same at every width: CoreStore's disclosure indicator, 15 + 18
    ///   at 600 and at 375 points); `accessoryWidth` is today's.
    ///
    /// The width stays the device's when the screen's freeform width is not `device`.
    public func request(_ orientation: Orientation, content: [String: String] = [:], screen: Screen,
                        era: LayoutEra? = nil) -> SolveRequest {
        var request = self.request(orientation, content: content, freeform: screen.design?.freeform)
        request.era = era
        guard screen.design?.freeform?.width == .device, let width = request.width else { return request }
        let table = size(orientation).width
        let legacy = era == .legacy
        let modern = screen.view(named: screen.root)?.layoutMarginsRule == .tableCellContent
        var inset = 0.0
        if modern, !legacy {
            let safeArea = traits(orientation).safeArea
            inset += safeArea.left + safeArea.right
        }
        if let design = screen.design, let accessory = design.accessoryWidth {
            if legacy, design.era == .legacy, let stored = design.containerWidth {
                inset += max(0, stored - design.width)
            } else {
                inset += accessory + (modern && !legacy ? LayoutMarginsRule.tableCellSideMargin(screenWidth: table) : 15)
            }
        }
        request.width = max(0, width - inset)
        return request
    }
}
