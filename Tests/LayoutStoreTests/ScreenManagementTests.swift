import Foundation
import LayoutDocument
import LayoutStore
import Testing

/// Add, rename, copy and remove: one revision each, replayable, and
/// brought back by undo and revert.
@Suite("Screen management")
struct ScreenManagementTests {
    @Test(arguments: StoreKind.allCases)
    func everyManagementEditReplaysAndReadsBackFromItsJSON(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        #expect(try store.addScreen("blank", root: "view") == 1)
        #expect(try store.renameScreen("imageCell", to: "gallery") == 2)
        #expect(try store.copyScreen("gallery", to: "galleryCopy") == (revision: 1, source: 2))
        #expect(try store.removeScreen("gallery") == 3)
        #expect(try store.screens().map(\.name) == ["blank", "galleryCopy"])
        #expect(try store.exportDocument().screens.map(\.name) == ["blank", "galleryCopy"])
        var copy = Fixtures.imageCell
        copy.name = "galleryCopy"
        #expect(try store.screen(named: "galleryCopy") == copy)
        // Undo brings the removed screen back, a second undo its old name.
        #expect(try store.undoing("gallery") == (revision: 4, screen: "gallery"))
        #expect(try store.undoing("gallery") == (revision: 5, screen: "imageCell"))
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
        for name in ["imageCell", "blank", "galleryCopy"] {
            #expect(try store.replay(name).matchesStored == true, "\(name)")
            for entry in try store.history(of: name) {
                let json = try JSONEncoder().encode(entry.edit)
                #expect(try JSONDecoder().decode(ScreenEdit.self, from: json) == entry.edit, "\(entry.summary)")
            }
        }
        #expect(try store.history(of: "imageCell").map(\.kind)
                == ["import", "screen rename", "screen remove", "undo", "undo"])
    }

    @Test(arguments: StoreKind.allCases)
    func revertToBeforeARemovalBringsTheScreenBack(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        try store.removeScreen("plain")
        let hidden = #expect(throws: StoreError.self) { try store.screen(named: "plain") }
        #expect(hidden?.message == "screen 'plain' was removed (revision 2); 'layout undo plain' brings it back")
        #expect(try store.revert("plain", to: 1) == 3)
        #expect(try store.screen(named: "plain") == Fixtures.plain)
        #expect(try store.replay("plain").matchesStored == true)
    }

    @Test(arguments: StoreKind.allCases)
    func takenAndEmptyNamesAreRefusedAndChangeNothing(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain, Fixtures.imageCell]))
        for (attempt, message) in [
            ({ try store.renameScreen("plain", to: "imageCell") }, "screen 'imageCell' already exists"),
            ({ try store.renameScreen("plain", to: "") }, "a screen needs a non-empty name"),
            ({ _ = try store.copyScreen("plain", to: "imageCell") }, "screen 'imageCell' already exists"),
            ({ try store.addScreen("plain", root: "view") }, "screen 'plain' already exists"),
        ] as [(() throws -> Void, String)] {
            let error = #expect(throws: StoreError.self) { try attempt() }
            #expect(error?.message == message)
        }
        #expect(try store.screens().map(\.revision) == [1, 1])
        #expect(try store.screen(named: "plain") == Fixtures.plain)
    }
}
