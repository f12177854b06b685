// libFuzzer target: the shard reader (ShardFile), which `check --merge` and `report --from`
// share. Any bytes either read, and the shard written back (its findings' lines, then its
// summary line) reads to the same text again and merges (or is refused) without a crash; or
// give a LayoutCheckError whose line, when it names one, is inside the input.
import LayoutCheck

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShardFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    do {
        let file = try ShardFile(bytes: bytes, path: "fuzz.json")
        let written = text(of: file)
        let again: ShardFile
        do {
            again = try ShardFile(bytes: Array(written.utf8), path: "written.json")
        } catch {
            fatalError("a shard written back does not read: \(error)\n\(written)")
        }
        if text(of: again) != written { fatalError("a shard written back reads differently:\n\(written)") }
        // One file alone merges when it is shard 1/1, and is refused otherwise; either way without a crash.
        do {
            let merged = try ShardFile.merge([file])
            if file.summary.shards != 1 { fatalError("shard \(file.summary.shard)/\(file.summary.shards) merged alone") }
            _ = merged.screens.joined().map { $0.json() }
        } catch {
            if file.summary.shards == 1, file.summary.checked == file.summary.total {
                fatalError("a whole check does not merge: \(error)")
            }
        }
    } catch {
        let lineBreaks = bytes.filter { $0 == 0x0A }.count
        if let line = error.line, !(1...lineBreaks + 1).contains(line) {
            fatalError("an error outside the input: \(error)")
        }
        _ = error.description
    }
    return 0
}

/// The shard as `check --shard K/N --json` writes it.
func text(of file: ShardFile) -> String {
    file.findings.map { $0.json(shard: true) + "\n" }.joined() + file.summary.json + "\n"
}
