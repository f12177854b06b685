import LayoutDocument
import Testing
@testable import LayoutStore

@Suite("Interrupting a write")
struct InterruptStoreTests {
    @Test(arguments: StoreKind.allCases)
    func anInterruptedWriteRollsBackAndSaysSo(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        store.interrupt()
        #expect(store.isInterrupted)
        let error = #expect(throws: StoreError.self) {
            try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        }
        #expect(error?.kind == .interrupted)
        let edit = #expect(throws: StoreError.self) { try store.setHidden(true, view: "box", in: "plain") }
        #expect(edit?.kind == .interrupted)
        #expect(try store.screens().map(\.name) == ["plain"])
        #expect(try store.screen(named: "plain") == Fixtures.plain)
        #expect(try store.revision(of: "plain") == 1)
    }
}
