import LayoutCore
import LayoutDocument

/// The view kinds `--kind` knows: the kind table's names (`ViewKind.all`), as the importer
/// names UIKit's views. A document's `kind` is free text (only `stack` changes the layout),
/// so an unknown kind is accepted, unless it is a likely typo of a known one.
enum ViewKinds {
    static var known: [String] { ViewKind.names }

    /// Refuses `kind` when it is not known but close to a known kind (`labl`: did you mean 'label'?).
    static func check(_ kind: String?) throws {
        guard let kind, !known.contains(kind), let match = NameSuggestion.closest(to: kind, among: known) else { return }
        throw CLIError("unknown view kind '\(kind)' (did you mean '\(match)'?)", exitCode: 64)
    }
}
