import LayoutModel

/// What IB's lack of warnings allows (#33, 2.2 and 2.9). IB stores no conflict, ambiguity or
/// negative size for a scene it draws clean, so where the importer has two readings of what
/// IB drew (a size IB held, an inset it simulated), a reading that makes the design solve
/// report a finding the other does not is not the one IB drew.
enum IBDesignFindings {
    /// Whether `candidate`, the design solve under one reading, reports nothing `base`, the
    /// solve under the other, does not: no view newly ambiguous on an attribute, no more
    /// broken constraints, no more negative sizes. A candidate that cannot be solved adds a
    /// finding; a base that cannot be solved leaves nothing to compare, so any candidate holds.
    static func addsNone(_ candidate: SolveResult?, to base: SolveResult?) -> Bool {
        addsNone(candidate, to: { base })
    }

    /// The same, solving `base` only when it matters: a candidate that reports nothing adds
    /// nothing, whatever the base reports (a 100,000-view xib is then solved once, #35.11).
    static func addsNone(_ candidate: SolveResult?, to base: () -> SolveResult?) -> Bool {
        guard let candidate else { return false }
        if candidate.ambiguous.isEmpty, candidate.unsatisfiable.isEmpty, candidate.negative.isEmpty { return true }
        guard let base = base() else { return true }
        let ambiguous = Set(base.ambiguous.flatMap { view in view.attributes.map { view.view + "." + $0 } })
        let newlyAmbiguous = candidate.ambiguous.contains { view in
            view.attributes.contains { !ambiguous.contains(view.view + "." + $0) }
        }
        return !newlyAmbiguous && candidate.unsatisfiable.count <= base.unsatisfiable.count
            && candidate.negative.count <= base.negative.count
    }
}
