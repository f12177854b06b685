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

extension Screen {
    /// Whether the importer left anything of the source out of this screen.
    public var isImportedInPart: Bool { !leftOut.isEmpty }

    /// `imported in part: 2 constraints and 1 element left out (<navigationItem> …; names 'x' …)`,
    /// nil for a screen imported whole. The reasons are the distinct ones, in order, at most
    /// `reasons` of them, with the number of the others.
    public func importedInPartNote(reasons: Int = 3) -> String? {
        guard isImportedInPart else { return nil }
        let counts = LeftOut.Kind.allCases.reversed().compactMap { kind -> String? in
            let count = leftOut.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.rawValue)\(count == 1 ? "" : "s")"
        }
        var seen = Set<String>()
        let distinct = leftOut.map { "'\($0.ibID)' \($0.reason)" }.filter { seen.insert($0).inserted }
        var shown = distinct.prefix(reasons).joined(separator: "; ")
        if distinct.count > reasons { shown += "; \(distinct.count - reasons) more" }
        return "imported in part: \(counts.joined(separator: " and ")) left out (\(shown))"
    }
}
