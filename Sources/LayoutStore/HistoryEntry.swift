import LayoutDocument

/// One line of a screen's history: the revision an edit made, when, and the
/// edit itself (structured, so it can be replayed).
public struct HistoryEntry: Hashable, Sendable, Codable {
    public var revision: Int
    /// ISO 8601, UTC.
    public var madeAt: String
    /// `import`, `constraint add`, `view hide`, `revert`, …
    public var kind: String
    /// What `layout history` prints after the revision and time.
    public var summary: String
    public var edit: ScreenEdit

    public init(revision: Int, madeAt: String, kind: String, summary: String, edit: ScreenEdit) {
        self.revision = revision
        self.madeAt = madeAt
        self.kind = kind
        self.summary = summary
        self.edit = edit
    }
}

/// What a replay found at its end.
public struct ReplayReport: Hashable, Sendable {
    /// The last revision replayed.
    public var lastRevision: Int
    /// The screen's latest stored revision.
    public var storedRevision: Int
    /// Whether the rebuilt screen equals the stored one; nil when the replay
    /// stopped before the latest revision (nothing to compare with).
    public var matchesStored: Bool?
}
