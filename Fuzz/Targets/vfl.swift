// libFuzzer target: Apple's Visual Format Language parser, its expansion and
// the printer. Any input either parses or is a VisualFormatError pointing
// inside the text; a trap (index out of range, overflow, a failed check) is a
// crash libFuzzer keeps.
import LayoutCore
import VisualFormat

private let views = ["a", "b", "c", "button", "textField"]
private let metrics: [String: Double] = ["inset": 8, "high": 750, "wide": 200]
private let optionSets: [[VisualFormatOption]] = [[], [.alignAllTop], [.alignAllLeading, .directionRightToLeft],
                                                  [.spacingBaselineToBaseline]]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let format = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    for options in optionSets {
        do {
            let constraints = try VisualFormat.constraints(format: format, options: options, metrics: metrics, views: views)
            let length = format.count
            for constraint in constraints {
                precondition(constraint.range.lowerBound >= 0 && constraint.range.upperBound <= length,
                             "a constraint's range lies outside its format")
            }
            _ = VisualFormatPrinter().listing(for: constraints.map(\.constraint))
        } catch {
            precondition(error.offset >= 0 && !error.message.isEmpty, "an error points before its text or says nothing")
            _ = error.rendered
        }
    }
    return 0
}
