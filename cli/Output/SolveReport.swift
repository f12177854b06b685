import LayoutCheck
import LayoutDocument
import LayoutModel
import LayoutStore
import LayoutText

/// The words `solve` and `explain` add to a result with problems: worked out
/// only when there is something to say, printed to stderr beside JSON or
/// SVG (stdout stays the contract's format).
enum SolveReport {
    /// The diagnosis of a result with conflicts or ambiguity; nil when it is clean.
    static func diagnosis(
        of result: SolveResult, screen: String, request: SolveRequest, in repository: LayoutRepository
    ) throws -> SolveDiagnosis? {
        guard !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty else { return nil }
        let stored = try repository.screen(named: screen)
        return try LayoutEngine.diagnose(result, screen: stored, standardSpacing: try repository.standardSpacing(),
                                         request: request, measurer: try repository.measurer(for: stored))
    }

    /// Only what concerns one view: the conflicts it takes part in and its own ambiguity.
    static func about(_ view: String, in diagnosis: SolveDiagnosis) -> SolveDiagnosis {
        var narrowed = diagnosis
        narrowed.conflicts = diagnosis.conflicts.filter { $0.members.contains { $0.views.contains(view) } }
        narrowed.ambiguities = diagnosis.ambiguities.filter { $0.view == view }
        narrowed.conflictViews = narrowed.conflicts.isEmpty ? [] : diagnosis.conflictViews
        return narrowed
    }

    /// For `explain`: the conflicts the view takes part in and its ambiguity,
    /// with what to do, on stderr (nothing when there are none).
    static func explainNotes(
        view: String, screen: Screen, standardSpacing: StandardSpacing, request: SolveRequest, measurer: TextMeasurer
    ) throws {
        let result = try LayoutEngine.solve(screen, standardSpacing: standardSpacing, request: request, measurer: measurer)
        guard !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty else { return }
        let diagnosis = try LayoutEngine.diagnose(result, screen: screen, standardSpacing: standardSpacing,
                                                  request: request, measurer: measurer)
        message(about(view, in: diagnosis))
    }

    /// The reports on stderr, uncoloured.
    static func message(_ diagnosis: SolveDiagnosis) {
        let lines = DiagnosisText.lines(diagnosis, style: Style(enabled: false))
        if !lines.isEmpty { Terminal.message(lines.joined(separator: "\n")) }
    }

    /// `screen 'X' was imported in part: …; an answer may be wrong where what was left out
    /// would have acted`, for a result of a screen the importer left something out of.
    static func importedInPartNote(_ result: SolveResult) -> String? {
        LeftOut.note(for: result.leftOut).map {
            "screen '\(result.screen)' was \($0); an answer may be wrong where what was left out would have acted"
        }
    }

    /// What `solve` prints on stderr beside its JSON or SVG, in order: the imported-in-part note, the diagnosis, the
    /// views of negative size, the truncated text. `solve` and `QuickSolve` both print it.
    static func messages(_ result: SolveResult, diagnosis: SolveDiagnosis?) {
        if let note = importedInPartNote(result) { Terminal.note(note) }
        if let diagnosis { message(diagnosis) }
        if !result.negative.isEmpty { Terminal.message(FrameTable.negativeLines(result).joined(separator: "\n")) }
        if !result.truncated.isEmpty { Terminal.message(FrameTable.truncatedLines(result).joined(separator: "\n")) }
    }
}
