/// The names a document may use: what import accepts, and what every edit
/// is checked against, so that an export can always be imported again.
public enum DocumentNames {
    /// Item names that stand for something other than a view in constraints and formats.
    public static let reservedItemNames: Set<String> = ["superview", "safeArea", "keyboard"]

    /// A name usable in constraints and visual formats (VFL's): an ASCII letter
    /// or `_`, then letters, digits or `_`.
    public static func isIdentifier(_ text: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }

    /// Why `name` cannot name a view, or nil when it can.
    public static func viewNameProblem(_ name: String) -> String? {
        guard isIdentifier(name) else {
            return "view name '\(name)' must start with a letter or '_' and hold only letters, digits and '_'"
        }
        if reservedItemNames.contains(name) { return "'\(name)' is reserved and cannot name a view" }
        return nil
    }

    /// Why `name` cannot name a metric, or nil when it can.
    public static func metricNameProblem(_ name: String) -> String? {
        guard isIdentifier(name) else {
            return "metric name '\(name)' must start with a letter or '_' and hold only letters, digits and '_'"
        }
        return nil
    }

    /// Why `id` cannot be a constraint id, or nil when it can.
    public static func constraintIDProblem(_ id: String) -> String? {
        // Scalars, not Characters: this runs for every entry at every edit.
        guard id.isEmpty || id.utf8.contains(UInt8(ascii: "#"))
                || id.unicodeScalars.contains(where: \.properties.isWhitespace) else { return nil }
        return "constraint id '\(id)' must be non-empty, without spaces or '#' ('#' numbers a format's constraints)"
    }
}
