/// Something of the source file that the importer could not bring into the
/// screen: an element (a view and the views inside it) or a constraint, with
/// the reason. A screen that has any was imported in part: its answers may be
/// wrong where the left-out part would have acted, so `solve`, `check`,
/// `report` and Swift export say so wherever they show the screen.
///
/// Stored with the screen (the document's `"leftOut"`, the `left_out` rows),
/// so the note outlives the import's warnings on stderr.
public struct LeftOut: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// An element and everything inside it.
        case element
        /// One constraint of the source.
        case constraint
    }

    public var kind: Kind
    /// The source's id of what was left out (Interface Builder's object id).
    public var ibID: String
    /// Why it was left out, as the import's warning said it.
    public var reason: String

    public init(kind: Kind, ibID: String, reason: String) {
        self.kind = kind
        self.ibID = ibID
        self.reason = reason
    }
}

extension LeftOut {
    /// `imported in part: 2 constraints and 1 element left out (<navigationItem> …; names 'x' …)`,
    /// nil when nothing was left out. The reasons are the distinct ones, in order, at most
    /// `reasons` of them, with the number of the others.
    public static func note(for items: [LeftOut], reasons: Int = 3) -> String? {
        guard !items.isEmpty else { return nil }
        let counts = Kind.allCases.reversed().compactMap { kind -> String? in
            let count = items.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)\(count == 1 ? "" : "s")"
        }
        var seen = Set<String>()
        let distinct = items.map { "'\($0.ibID)' \($0.reason)" }.filter { seen.insert($0).inserted }
        var shown = distinct.prefix(reasons).joined(separator: "; ")
        if distinct.count > reasons { shown += "; \(distinct.count - reasons) more" }
        return "imported in part: \(counts.joined(separator: " and ")) left out (\(shown))"
    }
}

extension Screen {
    /// Whether the importer left anything of the source out of this screen.
    public var isImportedInPart: Bool { !leftOut.isEmpty }

    /// `LeftOut.note(for:reasons:)` of this screen's left-out items; nil for a screen imported whole.
    public func importedInPartNote(reasons: Int = 3) -> String? {
        LeftOut.note(for: leftOut, reasons: reasons)
    }
}
