import LayoutCore
import LayoutDocument

extension Device {
    /// The request every command lays `screen` out with on this device, in one place:
    /// `solve --device`, `explain --device` and `replay --device` (without `--size`; replay per
    /// revision), `check`, `report` and `export --format svg`. It is `request(_:content:screen:)` (a freeform design's size on
    /// the device; a table cell's content view narrowed by its accessory and the safe area),
    /// and a self-sizing screen (a cell) gets its content's height (or width) rather than the
    /// device's. `era` is the UIKit generation laid out as (nil: `current`, today's; `solve --era`).
    public func layoutRequest(_ orientation: Orientation, content: [String: String] = [:], screen: Screen,
                              era: LayoutEra? = nil) -> SolveRequest {
        var request = request(orientation, content: content, screen: screen, era: era)
        switch screen.selfSizing {
        case .height?: request.height = nil
        case .width?: request.width = nil
        case nil: break
        }
        return request
    }
}
