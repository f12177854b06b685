import LayoutCore

/// Why a visual format, or its options, could not be turned into constraints.
///
/// The user-facing form is `input.rendered`: the message, the text and a
/// caret under the character at fault (the contract's section 3).
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake, for callers that react to it (the CLI exits the same way for all).
    public enum Kind: Hashable, Sendable {
        /// The text does not follow the grammar.
        case syntax
        /// A name in `[...]` or a predicate is not among the views.
        case unknownView(String)
        /// A name used as a constant or priority is not among the metrics.
        case unknownMetric(String)
        /// A priority outside 1...1000.
        case priorityOutOfRange(Double)
        /// An option name that is not one of the contract's.
        case unknownOption(String)
        /// Options that contradict each other or the orientation.
        case invalidOptions
    }

    public var kind: Kind
    /// The message, the text read (the format, or the option name) and the offset of the fault.
    public var input: InputError

    public init(_ kind: Kind, _ input: InputError) {
        self.kind = kind
        self.input = input
    }

    /// Sentence-case message, names quoted in '…'.
    public var message: String { input.message }
    /// Offset in Characters of the character the caret points at.
    public var offset: Int { input.offset }
    /// The message, the text and a caret line.
    public var rendered: String { input.rendered }
    public var description: String { input.rendered }
}
