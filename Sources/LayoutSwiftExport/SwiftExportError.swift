/// Why a screen cannot be written as Swift, naming the screen and what is wrong.
public struct SwiftExportError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Two screens would become the same Swift type.
        case duplicateTypeName(String, screens: [String])
        /// A content key that is not a Swift identifier.
        case contentKeyNotAnIdentifier(String)
        /// A constraint that does not read (equation or visual format), with the parser's message.
        case unreadableConstraint(id: String, message: String)
        /// A constraint item that is no view or guide of the screen.
        case unknownItem(id: String, item: String)
        /// `superview` where there is none (the root, or a format of root-level views).
        case noSuperview(id: String)
    }

    public var screen: String
    public var kind: Kind

    public init(screen: String, _ kind: Kind) {
        self.screen = screen
        self.kind = kind
    }

    public var description: String {
        let prefix = "screen '\(screen)': "
        switch kind {
        case .duplicateTypeName(let name, let screens):
            return prefix + "screens \(screens.map { "'\($0)'" }.joined(separator: " and ")) would both become the Swift type '\(name)'"
        case .contentKeyNotAnIdentifier(let key):
            return prefix + "content key '\(key)' is not a Swift identifier"
        case .unreadableConstraint(let id, let message):
            return prefix + "constraint '\(id)' does not read: \(message)"
        case .unknownItem(let id, let item):
            return prefix + "constraint '\(id)' names '\(item)', which is no view or guide of the screen"
        case .noSuperview(let id):
            return prefix + "constraint '\(id)' uses 'superview' where there is none"
        }
    }
}
