// libFuzzer target: the one-line constraint notation. What parses prints in
// the short form, and the printed form parses back to an equal equation.
import LayoutCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNotation(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    do {
        let equation = try ConstraintEquation(parsing: text)
        let printed = equation.description
        guard let again = try? ConstraintEquation(parsing: printed), again == equation else {
            fatalError("'\(text)' prints as '\(printed)', which does not parse back to the same equation")
        }
    } catch {
        precondition(error.offset >= 0 && error.offset <= text.count && !error.message.isEmpty,
                     "an error points outside its text or says nothing")
        _ = error.rendered
    }
    return 0
}
