/// An error in text the user typed (a constraint, a visual format), pointing
/// at the character where it went wrong.
///
/// `rendered` gives the contract's three-line form:
///
///     expected ']' after view name 'button'
///       H:|-[button-[textField]|
///                  ^
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, sentence case, input quoted in '…'.
    public var message: String
    /// The whole text that was being read.
    public var input: String
    /// The offset, in Characters, of the character the caret points at
    /// (`input.count` points just past the end).
    public var offset: Int

    public init(message: String, input: String, offset: Int) {
        self.message = message
        self.input = input
        self.offset = offset
    }

    /// The message, then the input and a caret under `offset`, indented by two.
    public var rendered: String {
        "\(message)\n  \(input)\n  \(String(repeating: " ", count: offset))^"
    }

    public var description: String { rendered }
}
