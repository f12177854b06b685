// libFuzzer target: the OpenType reader (OpenTypeReader). Any bytes either read as a font or
// give a FontError naming a table; a font that reads measures text without trapping.
import LayoutText

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOpenTypeReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let font = try OpenTypeReader.read(bytes)
        let measurer = TextMeasurer(fonts: [font])
        _ = measurer.measure("AV To Hé Δ Ж — 日本 😀", font: .named(font.postScriptName, size: 17), numberOfLines: 0, width: 40)
    } catch {
        if error.table.isEmpty { fatalError("a FontError without a table: \(error)") }
        _ = error.description
    }
    return 0
}
