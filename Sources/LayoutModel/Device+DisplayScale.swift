/// How many pixels a point is on each device, for rounding measured text to
/// the pixel grid as UIKit does (1/2 pt at @2x, 1/3 pt at @3x).
extension Device {
    /// 2 or 3: iPads and the home-button iPhones up to the iPhone 8 and SE are
    /// @2x, as are the iPhone XR and 11 (414 x 896 on an LCD); the Plus models
    /// and every other Face ID iPhone are @3x.
    public var displayScale: Double {
        if name.hasPrefix("iPad") { return 2 }
        if name == "iPhone XR" || name == "iPhone 11" { return 2 }
        return portraitHeight >= 736 ? 3 : 2
    }
}
