// libFuzzer target: the `.strings` reader (StringsFile). Any bytes either parse, and the
// parsed pairs written back as a .strings file parse to the same pairs, or give a
// TranslationError whose line and column are inside the input.
import LayoutTranslation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let file = try StringsFile(parsing: bytes, file: "fuzz.strings")
        var written = ""
        for entry in file.entries { written += quoted(entry.key) + " = " + quoted(entry.value) + ";\n" }
        let again: StringsFile
        do {
            again = try StringsFile(parsing: Array(written.utf8), file: "written.strings")
        } catch {
            fatalError("pairs written back do not parse: \(error)")
        }
        if again.entries.map(\.key) != file.entries.map(\.key) || again.entries.map(\.value) != file.entries.map(\.value) {
            fatalError("pairs written back read differently")
        }
    } catch {
        let lineBreaks = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count
        guard let line = error.line, line >= 1, line <= lineBreaks + 1, let column = error.column, column >= 1 else {
            fatalError("an error outside the input: \(error)")
        }
        _ = error.description
    }
    return 0
}

/// A string in double quotes with `"` and `\` escaped and every other scalar as itself.
func quoted(_ text: String) -> String {
    var written = "\""
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" { written += "\\" }
        written.unicodeScalars.append(scalar)
    }
    return written + "\""
}
