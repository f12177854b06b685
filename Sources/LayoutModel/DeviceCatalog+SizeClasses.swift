import LayoutCore
import LayoutDocument

/// The size classes of a bare size (`--size WxH`, no `--device`).
extension DeviceCatalog {
    /// The size classes a window of this size has: a catalogue device's (or
    /// multitasking window's) when the size is one of theirs in either
    /// orientation, else `sizeClassesByRule`. An open side (`auto`) is read as
    /// regular and matches no device.
    public static func sizeClasses(width: Double?, height: Double?) -> (width: SizeClass, height: SizeClass) {
        if let width, let height {
            for device in devices {
                for orientation in Orientation.allCases where device.size(orientation) == (width, height) {
                    let traits = device.traits(orientation)
                    return (traits.widthClass, traits.heightClass)
                }
            }
        }
        return sizeClassesByRule(width: width, height: height)
    }

    /// The rule for a size no device has, chosen to give every catalogue size
    /// its catalogue classes (a test holds it to that):
    /// - height: compact under 480 points (an iPhone in landscape), else regular;
    /// - width, when the height is compact and the width at most 960 points
    ///   (an iPhone in landscape): regular when the height is at least 414
    ///   (the Plus, Max and Air iPhones), else compact;
    /// - width otherwise: regular from 678 points (the narrowest regular iPad
    ///   window), else compact.
    public static func sizeClassesByRule(width: Double?, height: Double?) -> (width: SizeClass, height: SizeClass) {
        let heightClass: SizeClass = (height ?? .infinity) < compactHeightBelow ? .compact : .regular
        guard let width else { return (.regular, heightClass) }
        if let height, heightClass == .compact, width <= largestPhoneSide {
            return (height >= regularLandscapePhoneHeight ? .regular : .compact, heightClass)
        }
        return (width >= regularWindowWidth ? .regular : .compact, heightClass)
    }

    /// Under this height a window is compact high: every iPhone in landscape
    /// (at most 440 points) and no window in portrait (at least 568).
    static let compactHeightBelow = 480.0
    /// The longest side of any iPhone (the 16 and 17 Pro Max: 956), rounded up.
    static let largestPhoneSide = 960.0
    /// The shortest side of the iPhones that are regular wide in landscape (the Plus models).
    static let regularLandscapePhoneHeight = 414.0
}
