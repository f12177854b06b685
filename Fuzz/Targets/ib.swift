// libFuzzer target: the Interface Builder document reader
// (InterfaceBuilderImporter.read). Any bytes either read as a document or give
// an InterfaceBuilderError whose line, when it has one, is inside the input;
// what reads encodes as JSON that decodes to an equal document.
import Foundation
import LayoutDocument
import LayoutInterfaceBuilder

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let document = try InterfaceBuilderImporter.read(bytes, file: "fuzz.storyboard").document
        let encoded = DocumentJSON.encode(document)
        guard let again = try? DocumentJSON.decode(encoded, file: "encoded.json"), again == document else {
            fatalError("a document read from IB does not decode back from its JSON encoding:\n\(encoded)")
        }
    } catch {
        if let line = error.line, !(1...lineCount(bytes)).contains(line) {
            fatalError("error line \(line) outside the input's \(lineCount(bytes)) lines: \(error)")
        }
    }
    return 0
}

/// Lines as XML counts them: LF, CR LF and a lone CR each end one.
private func lineCount(_ bytes: [UInt8]) -> Int {
    var lines = 1
    for (index, byte) in bytes.enumerated() {
        if byte == 10 || (byte == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) { lines += 1 }
    }
    return lines
}
