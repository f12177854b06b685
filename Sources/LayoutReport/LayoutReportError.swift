/// Why a report cannot be made, or its findings (`report --from`) cannot be read.
public struct LayoutReportError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// No screen to report on (an empty database, or none selected).
        case noScreens
        /// An empty device list.
        case noDevices
        /// `report --from`: a file that cannot be read.
        case unreadableFindings(path: String)
        /// `report --from`: a line that is not a finding of `check --json`, and why.
        case notAFinding(path: String, line: Int, reason: String)
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public var description: String {
        switch kind {
        case .noScreens: return "no screens to report on; import a document first"
        case .noDevices: return "no devices to report on"
        case .unreadableFindings(let path): return "cannot read '\(path)'"
        case .notAFinding(let path, let line, let reason): return "'\(path)' line \(line): \(reason)"
        }
    }
}
