import LayoutCore

extension ScreenDesign {
    /// How a view that is not a full screen (a xib's toolbar, input accessory
    /// or table header: a top-level view no view controller owns) is solved on
    /// a device: `check`, `report` and `solve --device` give it this size
    /// instead of the device's screen, and no safe area (it does not reach the
    /// screen's edges by itself).
    ///
    /// JSON: `"freeform": { "width": "device", "height": 44 }`; each side is
    /// `"device"` (the device's side in that orientation), `"auto"` (left to
    /// the content, as a self-sizing screen's) or a number of points.
    public struct Freeform: Hashable, Sendable {
        public enum Side: Hashable, Sendable {
            case device
            case auto
            case points(Double)

            /// `device`, `auto` or the number, as the document and the store write it.
            public var text: String {
                switch self {
                case .device: return "device"
                case .auto: return "auto"
                case .points(let value): return formatNumber(value)
                }
            }

            /// Reads `text`'s form; nil for anything else.
            public init?(text: String) {
                switch text {
                case "device": self = .device
                case "auto": self = .auto
                default:
                    guard let value = Double(text), value.isFinite else { return nil }
                    self = .points(value)
                }
            }

            /// The side on a device whose side is `device`: nil when left to the content.
            public func resolved(device: Double) -> Double? {
                switch self {
                case .device: return device
                case .auto: return nil
                case .points(let value): return value
                }
            }
        }

        public var width: Side
        public var height: Side

        public init(width: Side, height: Side) {
            self.width = width
            self.height = height
        }
    }
}
