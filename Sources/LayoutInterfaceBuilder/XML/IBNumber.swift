import LayoutCore

/// Every number of an Interface Builder file is read by this one strict reader:
/// a decimal as IB writes it (`12`, `-0.5`, `20.333333333333332`,
/// `1.0000000000000001e-05`), optionally signed, with an optional fraction and
/// exponent, and finite. Anything else is an error naming the file, the line and
/// the attribute, never a default: `Double(String)` read `"12abc"` and `""` as
/// nothing (the constant then fell back to 0), `0x10` as 16, and `1e309` and `NaN`
/// as numbers that later failed as "unknown metric 'inf'".
enum IBNumber {
    /// The value of `text`, or why it is not a number IB writes.
    static func read(_ text: String) -> Result<Double, Problem> {
        guard isDecimal(text) else { return .failure(.notDecimal) }
        guard let value = Double(text), value.isFinite else { return .failure(.outOfRange) }
        return .success(value)
    }

    enum Problem: Error, Equatable {
        case notDecimal, outOfRange, notVersion
    }

    /// The major version of a version attribute (`toolsVersion="32700.99.1234"`, `version="3.0"`):
    /// dot-separated runs of ASCII digits, read strictly as every number is; not a decimal,
    /// so `32700.99.1234` is version 32700, not an error.
    static func readVersion(_ text: String) -> Result<Double, Problem> {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
              let major = Double(parts[0]), major.isFinite else { return .failure(.notVersion) }
        return .success(major)
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`, in ASCII.
    static func isDecimal(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var mantissa = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}

/// A number attribute that did not read (`IBNumber`): where it is and what it says.
struct IBNumberFault: Equatable {
    var line: Int
    var element: String
    var attribute: String
    var text: String
    var problem: IBNumber.Problem

    /// `attribute 'constant' of <constraint> is not a number: '12abc'`.
    var message: String {
        let what = "attribute '\(attribute)' of <\(element)>"
        switch problem {
        case .notDecimal where text.isEmpty: return "\(what) is empty; expected a number"
        case .notDecimal: return "\(what) is not a decimal number: \(SourceExcerpt.quoted(text))"
        case .outOfRange: return "\(what) is too large to be a number: \(SourceExcerpt.quoted(text))"
        case .notVersion: return "\(what) is not a version (digits and dots, such as '32700.99.1234'): \(SourceExcerpt.quoted(text))"
        }
    }
}

/// The first number attribute of one document that did not read. Every element
/// of a document shares it (`XMLNode.number`), so that the readers above keep
/// their shape (a number attribute reads as optional), while the import fails
/// with the fault whatever the reader did with the missing value
/// (`InterfaceBuilderImporter.read`).
final class IBNumberFaults {
    private(set) var first: IBNumberFault?

    func note(_ fault: IBNumberFault) {
        if let first, first.line <= fault.line { return }
        first = fault
    }
}
