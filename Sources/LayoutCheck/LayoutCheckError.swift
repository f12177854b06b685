/// What went wrong reading or merging a check's output (`ShardFile`): a
/// sentence naming the file, the line and what is wrong with it.
public struct LayoutCheckError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
