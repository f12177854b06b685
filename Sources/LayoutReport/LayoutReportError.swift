/// Why a report cannot be made (`report --from`'s files are read by `ShardFile`, with its errors).
public struct LayoutReportError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// No screen to report on (an empty database, or none selected).
        case noScreens
        /// An empty device list.
        case noDevices
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public var description: String {
        switch kind {
        case .noScreens: return "no screens to report on; import a document first"
        case .noDevices: return "no devices to report on"
        }
    }
}
