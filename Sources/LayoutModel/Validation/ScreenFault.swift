import LayoutCore
import LayoutDocument

/// One thing wrong with a screen, found by `ScreenValidator`: where (the
/// view, metric or constraint, the document field and the character in it)
/// and what. Errors as data: the store refuses with them, the command line
/// points at the file position (import) or at the entry (edits).
public struct ScreenFault: Hashable, Sendable, CustomStringConvertible {
    public var screen: String
    public var place: DocumentPlace
    /// The document field at fault (`visualFormat`, `constraint`, `when`, `name`, …); nil for the whole place.
    public var field: String?
    /// What is wrong, sentence case, names quoted in '…'.
    public var message: String
    /// The text of `field` when the fault is at a character of it (an equation, a format).
    public var text: String?
    /// The offset in Characters into `text` of the character at fault.
    public var offset: Int?

    public init(
        screen: String, place: DocumentPlace, field: String? = nil, message: String,
        text: String? = nil, offset: Int? = nil
    ) {
        self.screen = screen
        self.place = place
        self.field = field
        self.message = message
        self.text = text
        self.offset = offset
    }

    /// `screen 'cell', constraint 'row': message`, then the text and a caret when there is one.
    public var description: String {
        let head = place.context(screen: screen) + ": " + message
        guard let text, let offset else { return head }
        return head + "\n" + InputError(message: "", input: text, offset: offset).rendered.drop { $0 != "\n" }.dropFirst()
    }
}
