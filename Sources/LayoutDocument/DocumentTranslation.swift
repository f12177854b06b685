/// The translations of one file in one language, as a document carries them
/// (`"translations"`, docs/document-format.md): `layout export` writes the
/// stored ones, so that export then import gives the same answers in every
/// language.
public struct DocumentTranslation: Hashable, Sendable {
    /// How the keys are read.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An IB `.strings` file: keys are `objectID.property`, read for the views of its strings table.
        case strings
        /// A string catalog (or a `.strings` file keyed like one): keys are views' `textKey`s,
        /// or `objectID.property` in a storyboard's catalog.
        case catalog
    }

    /// The file it was stored as: its strings table and extension (`Loop/Main.strings`).
    public var source: String
    public var kind: Kind
    public var language: String
    /// Key → text.
    public var entries: [String: String]

    public init(source: String, kind: Kind, language: String, entries: [String: String]) {
        self.source = source
        self.kind = kind
        self.language = language
        self.entries = entries
    }
}
