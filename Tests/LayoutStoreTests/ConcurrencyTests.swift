import Foundation
import GRDB
import LayoutDocument
import Testing
@testable import LayoutStore

/// Several real processes against one database file.
@Suite("Many writers", .serialized)
struct ConcurrencyTests {
    /// The `store-stress` executable built beside the test bundle.
    static func stressTool() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("store-stress") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                            "store-stress not found beside \(CommandLine.arguments[0])")
    }

    static func launch(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try stressTool()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return (process, output)
    }

    @Test func concurrentProcessesEachGetTheirOwnRevisions() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        let writers = 4, edits = 25
        let processes = try (0..<writers).map { try Self.launch(["edit", path, "plain", "\(edits)", "p\($0)"]) }
        for (process, output) in processes {
            process.waitUntilExit()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 0, "\(text)")
        }
        let history = try store.history(of: "plain")
        #expect(history.map(\.revision) == Array(1...(1 + writers * edits)))
        let ids = Set(try store.screen(named: "plain").constraints.map(\.id))
        for writer in 0..<writers {
            for edit in 0..<edits { #expect(ids.contains("p\(writer)-\(edit)")) }
        }
        #expect(try store.replay("plain").matchesStored == true)
    }

    @Test func aProcessKilledMidImportLeavesASoundDatabaseWithoutTheImport() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        let (process, output) = try Self.launch(["import", path, "40", "60", "hold"])
        // It says 'writing' from inside its transaction, half the screens written, and waits there.
        var said = ""
        while !said.contains("writing\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            said += String(decoding: data, as: UTF8.self)
        }
        #expect(said == "importing\nwriting\n")
        #expect(process.isRunning, "the import should still be running when killed")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let reopened = try LayoutRepository(path: path)
        #expect(try reopened.screens().map(\.name) == ["plain"], "no screen of the killed import is present")
        let check = try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        let foreignKeys = try DatabaseQueue(path: path).read { try Row.fetchAll($0, sql: "PRAGMA foreign_key_check") }
        #expect(foreignKeys.isEmpty)
        // And the database still takes edits.
        try reopened.setHidden(true, view: "box", in: "plain")
        #expect(try reopened.revision(of: "plain") == 2)
    }
}
