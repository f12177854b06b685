import GRDB
import LayoutDocument

/// Undo and redo, as UIKit's `UndoManager` has them: undo takes back the
/// latest edit not already undone, walking further back each time; redo makes
/// the latest undone edit again, and only while nothing else was edited since
/// (a new edit, a revert or an import clears what can be redone). Both are new
/// edits in the history, holding the screens before and after, so a replay
/// needs no undo logic.
extension LayoutRepository {
    /// Undoes the latest edit not already undone, as a new edit. Undoing
    /// again walks further back; the import that created the screen cannot be undone.
    /// - Returns: the new revision.
    @discardableResult
    public func undo(_ screen: String) throws(StoreError) -> Int { try undoing(screen).revision }

    /// `undo(_:)`, with the screen's name after it (an undone rename renames it back).
    public func undoing(_ screen: String) throws(StoreError) -> (revision: Int, screen: String) {
        try write { db in
            let (row, current) = try self.loadScreen(named: screen, includingRemoved: true, in: db)
            let entries = try self.historyEntries(screenID: row.id, screen: screen, upTo: nil, in: db)
            guard let undone = UndoStacks(entries).undoable.last else {
                throw StoreError(.nothingToUndo, "nothing to undo in screen '\(screen)': revision 1 "
                                 + (entries.first.map { $0.edit.kind == "import" ? "imported it" : "created it (\($0.kind))" }
                                    ?? "created it"))
            }
            let before = try LayoutRepository.rebuild(screen, from: Array(entries.prefix(undone - 1)))
            return (try self.record(.undo(revision: undone, from: current, to: before),
                                    screenName: screen, in: db, current: current), before.name)
        }
    }

    /// Makes the latest undone edit again, as a new edit, when nothing else
    /// was edited since that undo.
    /// - Returns: the new revision.
    @discardableResult
    public func redo(_ screen: String) throws(StoreError) -> Int { try redoing(screen).revision }

    /// `redo(_:)`, with the screen's name after it (a redone rename renames it again).
    public func redoing(_ screen: String) throws(StoreError) -> (revision: Int, screen: String) {
        try write { db in
            let (row, current) = try self.loadScreen(named: screen, includingRemoved: true, in: db)
            let entries = try self.historyEntries(screenID: row.id, screen: screen, upTo: nil, in: db)
            let stacks = UndoStacks(entries)
            guard let (redone, undoRevision) = stacks.redoable.last,
                  case .undo(_, let beforeUndo, _) = entries[undoRevision - 1].edit
            else {
                var message = "nothing to redo in screen '\(screen)': "
                if let clearing = stacks.clearedBy, let entry = entries.first(where: { $0.revision == clearing }) {
                    message += "revision \(clearing) (\(entry.summary)) edited it after the last undo"
                } else if stacks.undoCount > 0 {
                    message += "every undone edit has been made again"
                } else {
                    message += "no edit has been undone"
                }
                throw StoreError(.nothingToRedo, message)
            }
            return (try self.record(.redo(revision: redone, from: current, to: beforeUndo),
                                    screenName: screen, in: db, current: current), beforeUndo.name)
        }
    }
}

/// `UndoManager`'s two stacks, read off a screen's history: the revisions
/// that undo would take back (latest last) and the undone ones that redo
/// would make again, each with the revision of its undo.
struct UndoStacks {
    var undoable: [Int] = []
    var redoable: [(edit: Int, undo: Int)] = []
    /// The edit that last emptied the redo stack, if it held anything.
    var clearedBy: Int?
    /// How many undos the history holds.
    var undoCount = 0

    init(_ entries: [HistoryEntry]) {
        for entry in entries {
            switch entry.edit {
            case .importScreen(_, nil), .addScreen, .copyScreen:
                continue  // the screen's creation cannot be undone
            case .undo(let revision, _, _):
                if let index = undoable.lastIndex(of: revision) { undoable.remove(at: index) }
                redoable.append((revision, entry.revision))
                undoCount += 1
            case .redo(let revision, _, _):
                if let index = redoable.lastIndex(where: { $0.edit == revision }) { redoable.remove(at: index) }
                undoable.append(revision)
                clearedBy = nil
            default:
                undoable.append(entry.revision)
                if !redoable.isEmpty { clearedBy = entry.revision }
                redoable.removeAll()
            }
        }
    }
}
