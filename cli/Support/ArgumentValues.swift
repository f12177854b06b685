import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutStore
import LayoutTranslation

/// `--size WxH`: positive finite points, or `auto` for a side left to the content.
struct SizeArgument: Equatable {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(parsing text: String) throws(ValidationError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw ValidationError("expected WIDTHxHEIGHT such as 320x480 or 320xauto")
        }
        width = try SizeArgument.side(String(parts[0]), "width")
        height = try SizeArgument.side(String(parts[1]), "height")
    }

    private static func side(_ text: String, _ name: String) throws(ValidationError) -> Double? {
        if text == "auto" { return nil }
        guard let value = Double(text), value.isFinite, !text.isEmpty else {
            throw ValidationError("\(name) '\(text)' is not a finite number (or 'auto')")
        }
        guard value > 0 else { throw ValidationError("\(name) must be a positive number, found \(text)") }
        try requireStorable(value, name, text)
        return value
    }
}

/// A request's sizes and insets have the limit a document's numbers have
/// (`DocumentNumbers.limit`, 1e300), so that no sum or product of them
/// overflows to infinity on the way to a frame.
func requireStorable(_ value: Double, _ name: String, _ text: String) throws(ValidationError) {
    guard abs(value) <= DocumentNumbers.limit else {
        throw ValidationError("\(name) '\(text)' is larger than the largest size (1e300)")
    }
}

/// `KEY=VALUE` for `--content`, `--when` and `--metric`.
struct KeyValue: Equatable {
    var key: String
    var value: String

    init(parsing text: String) throws(ValidationError) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw ValidationError("expected KEY=VALUE, such as images=3")
        }
        key = String(text[..<equals]).trimmingSpaces
        value = String(text[text.index(after: equals)...]).trimmingSpaces
        guard !key.isEmpty, !value.isEmpty else { throw ValidationError("expected KEY=VALUE, such as images=3") }
    }
}

/// A number argument that must be finite.
func finiteNumber(_ text: String, _ what: String) throws(ValidationError) -> Double {
    guard let value = Double(text.trimmingSpaces), value.isFinite else {
        throw ValidationError("\(what) '\(text)' is not a finite number")
    }
    return value
}

/// `--keyboard HEIGHT`: a finite number, not negative.
func parseKeyboardHeight(_ text: String) throws(ValidationError) -> Double {
    let value = try finiteNumber(text, "keyboard height")
    guard value >= 0 else {
        throw ValidationError("keyboard height must be a positive number (or 0 for none), found \(text)")
    }
    try requireStorable(value, "keyboard height", text)
    return value
}

/// `--container-width W`: a width in points, positive.
func parseContainerWidth(_ text: String) throws(ValidationError) -> Double {
    let value = try finiteNumber(text, "container width")
    guard value > 0 else { throw ValidationError("container width must be a positive number, found \(text)") }
    try requireStorable(value, "container width", text)
    return value
}

/// `--safe-area TOP,LEFT,BOTTOM,RIGHT`.
func parseInsets(_ text: String) throws(ValidationError) -> EdgeInsets {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else { throw ValidationError("expected four numbers TOP,LEFT,BOTTOM,RIGHT such as 47,0,34,0") }
    var values: [Double] = []
    for part in parts {
        let value = try finiteNumber(part, "inset")
        guard value >= 0 else { throw ValidationError("insets must not be negative, found \(part)") }
        try requireStorable(value, "inset", part)
        values.append(value)
    }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
}

/// Content and condition values as documents write them: numbers stay numbers.
func conditionValue(_ text: String) -> ConditionValue {
    if let number = Double(text), number.isFinite { return .number(number) }
    return .string(text)
}

/// `--when KEY=VALUE...` as a document condition; several values for one key accumulate.
func condition(_ pairs: [KeyValue]) throws(CLIError) -> Condition? {
    guard !pairs.isEmpty else { return nil }
    var allowed: [String: [ConditionValue]] = [:]
    let traits = Condition.traitValues
    for pair in pairs {
        if let trait = Condition.misspeltTrait(pair.key) {
            throw CLIError("condition key '\(pair.key)' looks like a misspelt trait (did you mean '\(trait)'?)")
        }
        if let values = traits[pair.key], !values.contains(pair.value) {
            throw CLIError("'\(pair.value)' is not a value of '\(pair.key)' (\(values.joined(separator: " or ")))"
                           + NameSuggestion.hint(for: pair.value, among: values))
        }
        let value = conditionValue(pair.value)
        if !(allowed[pair.key] ?? []).contains(value) { allowed[pair.key, default: []].append(value) }
    }
    return Condition(allowed)
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}

extension Orientation: ExpressibleByArgument {}
extension SizeClass: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}
extension LayoutEra: ExpressibleByArgument {}

/// `--direction ltr|rtl`.
enum DirectionArgument: String, ExpressibleByArgument, CaseIterable {
    case ltr, rtl

    var layoutDirection: LayoutDirection { self == .ltr ? .leftToRight : .rightToLeft }
}

/// Prints the warnings of a content or condition check and throws its errors
/// (each its own `layout: error:` line), so that a typo stops the command.
func report(_ findings: [ContentVocabulary.Finding]) throws(CLIError) {
    for finding in findings where !finding.isError { Terminal.warning(finding.message) }
    let errors = findings.filter(\.isError).map(\.message)
    if !errors.isEmpty { throw CLIError.faults(errors, summary: "nothing was done") }
}

extension LayoutRepository {
    /// Checks a `--when` condition against the screen's conditions before an edit stores it.
    func checkCondition(_ condition: Condition?, in screen: String) throws {
        guard let condition else { return }
        try report(ContentVocabulary(try self.screen(named: screen)).check(condition: condition))
    }
}

/// `--language CODE`: a language code (`de`, `de-CH`, `zh-Hans`) or one of Xcode's pseudolanguages.
func parseLanguage(_ text: String) throws(ValidationError) -> Language {
    guard let language = Language(text) else {
        throw ValidationError("'\(text)' is not a language code (such as de, de-CH, zh-Hans, ar) or a pseudolanguage ("
                              + Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    return language
}
