import LayoutCore
import LayoutDocument
import Testing
@testable import LayoutStore
import TestSupport

@Suite("Undo and redo, as UndoManager")
struct UndoRedoTests {
    /// imageCell with inset set to 10, 11, 12 (revisions 2, 3, 4) and the screen after each revision.
    func editedStore(_ kind: StoreKind) throws -> (LayoutRepository, [Int: Screen]) {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        var states: [Int: Screen] = [1: Fixtures.imageCell]
        for value in 10...12 {
            states[try store.setMetric("inset", to: Double(value), in: "imageCell")] = try store.screen(named: "imageCell")
        }
        return (store, states)
    }

    @Test(arguments: StoreKind.allCases)
    func redoMakesUndoneEditsAgainInReverseOrderOfTheUndos(kind: StoreKind) throws {
        let (store, states) = try editedStore(kind)
        #expect(try store.undo("imageCell") == 5)
        #expect(try store.undo("imageCell") == 6)
        #expect(try store.screen(named: "imageCell") == states[2])
        #expect(try store.redo("imageCell") == 7)
        #expect(try store.screen(named: "imageCell") == states[3])
        #expect(try store.redo("imageCell") == 8)
        #expect(try store.screen(named: "imageCell") == states[4])
        let done = #expect(throws: StoreError.self) { try store.redo("imageCell") }
        #expect(done?.kind == .nothingToRedo)
        #expect(done?.message == "nothing to redo in screen 'imageCell': every undone edit has been made again")
        // A redone edit can be undone again, and so on.
        #expect(try store.undo("imageCell") == 9)
        #expect(try store.screen(named: "imageCell") == states[3])
        #expect(try store.history(of: "imageCell").map(\.summary).suffix(5)
                == ["undo revision 4", "undo revision 3", "redo revision 3", "redo revision 4", "undo revision 4"])
        #expect(try store.replay("imageCell").matchesStored == true)
    }

    @Test(arguments: StoreKind.allCases)
    func anyOtherEditAfterAnUndoEndsWhatCanBeRedone(kind: StoreKind) throws {
        let (store, _) = try editedStore(kind)
        try store.undo("imageCell")                                   // 5
        try store.setHidden(true, view: "caption", in: "imageCell")   // 6
        let error = #expect(throws: StoreError.self) { try store.redo("imageCell") }
        #expect(error?.message == "nothing to redo in screen 'imageCell': revision 6 (view hide 'caption') edited it after the last undo")
        #expect(try store.revision(of: "imageCell") == 6)
        // Undo then walks back over the new edit, then over revision 3 (4 is undone).
        try store.undo("imageCell")
        #expect(try store.screen(named: "imageCell").view(named: "caption")?.hidden == false)
        #expect(try store.history(of: "imageCell").last?.summary == "undo revision 6")
        try store.undo("imageCell")
        #expect(try store.history(of: "imageCell").last?.summary == "undo revision 3")
        // A revert ends it too.
        try store.revert("imageCell", to: 1)
        #expect(throws: StoreError.self) { try store.redo("imageCell") }
    }

    @Test(arguments: StoreKind.allCases)
    func nothingToRedoOnAFreshScreen(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        let error = #expect(throws: StoreError.self) { try store.redo("plain") }
        #expect(error?.message == "nothing to redo in screen 'plain': no edit has been undone")
        #expect(try store.revision(of: "plain") == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func revertToTheCurrentStateRecordsNothing(kind: StoreKind) throws {
        let (store, _) = try editedStore(kind)
        #expect(try store.revert("imageCell", to: 4) == 4, "the current revision")
        try store.undo("imageCell")                                   // 5: as at 3
        #expect(try store.revert("imageCell", to: 3) == 5, "a revision whose state is the current one")
        #expect(try store.revision(of: "imageCell") == 5)
        #expect(try store.revert("imageCell", to: 2) == 6)
    }

    /// The stacks against a direct model of UndoManager: a list of states with a cursor.
    @Test func stacksMatchAnUndoManagerModel() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var entries: [HistoryEntry] = [HistoryEntry(revision: 1, madeAt: "", kind: "import", summary: "",
                                                        edit: .importScreen(Fixtures.plain, replacing: nil))]
            var undoStack: [Int] = []
            var redoStack: [Int] = []
            for revision in 2..<30 {
                let empty = Fixtures.plain
                switch generator.next() % 3 {
                case 0:
                    guard let top = undoStack.popLast() else { continue }
                    redoStack.append(top)
                    entries.append(HistoryEntry(revision: entries.count + 1, madeAt: "", kind: "undo", summary: "",
                                                edit: .undo(revision: top, from: empty, to: empty)))
                case 1:
                    guard let top = redoStack.popLast() else { continue }
                    undoStack.append(top)
                    entries.append(HistoryEntry(revision: entries.count + 1, madeAt: "", kind: "redo", summary: "",
                                                edit: .redo(revision: top, from: empty, to: empty)))
                default:
                    undoStack.append(entries.count + 1)
                    redoStack.removeAll()
                    entries.append(HistoryEntry(revision: entries.count + 1, madeAt: "", kind: "view hide", summary: "",
                                                edit: .setHidden(view: "box", from: false, to: revision % 2 == 0)))
                }
                let stacks = UndoStacks(entries)
                #expect(stacks.undoable == undoStack)
                #expect(stacks.redoable.map(\.edit) == redoStack)
            }
        }
    }
}
