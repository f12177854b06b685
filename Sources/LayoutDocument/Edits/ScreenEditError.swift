/// Why an edit cannot be made or applied, naming the screen part at fault.
public struct ScreenEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Sentence case, names quoted in '…'.
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
