/// Why an Interface Builder file could not be imported: the file, the line
/// (when known) and what is wrong. Nothing of the file is imported.
public struct InterfaceBuilderError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `Main.storyboard:12: constraint 'abc' names 'xyz', which is not an object of this document`.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// Something IB says that was imported only approximately: the file, the
/// IB object id and what was approximated.
public struct InterfaceBuilderWarning: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var ibID: String
    public var message: String

    public init(file: String, line: Int?, ibID: String, message: String) {
        self.file = file
        self.line = line
        self.ibID = ibID
        self.message = message
    }

    /// `Main.storyboard:40: 'abc-de-fgh': scroll view content layout guide approximated by the scroll view`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): '\(ibID)': \(message)"
    }
}
