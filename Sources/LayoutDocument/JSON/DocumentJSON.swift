import LayoutCore

/// Layout documents as JSON (`docs/document-format.md`): strict
/// decoding with errors that say where, and deterministic pretty encoding
/// that decodes back to an equal document.
public enum DocumentJSON {
    /// Decodes a document from UTF-8 bytes; `file` names the source in errors.
    public static func decode(_ bytes: [UInt8], file: String) throws(DocumentError) -> LayoutDocument {
        try DocumentSource.decode(bytes, file: file).0
    }

    /// Decodes a document from text; `file` names the source in errors.
    public static func decode(_ text: String, file: String) throws(DocumentError) -> LayoutDocument {
        try decode(Array(text.utf8), file: file)
    }

    /// The document as pretty JSON with keys in the contract's order and
    /// defaults left out, ending in a newline. Equal documents give equal text.
    public static func encode(_ document: LayoutDocument) -> String {
        JSONWriter.write(DocumentEncoder.document(document)) + "\n"
    }
}
