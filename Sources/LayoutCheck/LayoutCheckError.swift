/// What went wrong reading or merging a check's output (`ShardFile`): a
/// sentence naming the file, the line and what is wrong with it.
public struct LayoutCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The line of the file it is about (from 1), when it is about one.
    public var line: Int?

    public init(_ message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }

    public var description: String { message }
}
