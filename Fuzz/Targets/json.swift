// libFuzzer target: the JSON document reader (JSONReader + DocumentDecoder).
// Any bytes either decode or give a DocumentError; what decodes encodes to
// text that decodes to an equal document.
import LayoutCore
import LayoutDocument

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let document = try DocumentJSON.decode(bytes, file: "fuzz.json")
        let encoded = DocumentJSON.encode(document)
        guard let again = try? DocumentJSON.decode(encoded, file: "encoded.json"), again == document else {
            fatalError("a decoded document does not decode back from its encoding:\n\(encoded)")
        }
    } catch {
        _ = error.description
    }
    return 0
}
