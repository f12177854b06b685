import Foundation
import Testing

/// How `layout` opens its database: errors that name the path and the
/// reason, read-only commands that never create a database, and read-only
/// databases that are read without being changed.
@Suite struct DatabaseAccessTests {
    /// Every command that only reads, with arguments that fit `cellDocument`.
    static let readCommands: [[String]] = [
        ["screens"], ["show", "cell"], ["export"], ["solve", "cell", "--size", "320x200"],
        ["explain", "cell", "icon", "--size", "320x200"], ["check", "cell"], ["history", "cell"],
    ]

    /// The names in `directory`, sorted.
    static func listing(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func aMissingFolderIsNamedAndNotCreated() throws {
        let scratch = try Scratch()
        let folder = scratch.directory.appendingPathComponent("nowhere").path
        let path = folder + "/layout.sqlite"
        let file = try scratch.file("cell.json", cellDocument)
        let imported = try LayoutProcess.run(["--db", path, "import", file])
        #expect(imported.status == 1)
        #expect(imported.stdout == "")
        #expect(imported.stderr == "layout: error: cannot create database '\(path)': folder '\(folder)' does not exist\n")
        let listed = try LayoutProcess.run(["--db", path, "screens"])
        #expect(listed.status == 1)
        #expect(listed.stderr == "layout: error: no database at '\(path)': folder '\(folder)' does not exist\n")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func aDirectoryIsNotADatabase() throws {
        let scratch = try Scratch()
        let path = scratch.directory.path
        let file = try scratch.file("cell.json", cellDocument)
        for arguments in [["import", file], ["screens"], ["view", "add", "cell", "x", "--superview", "content"]] {
            let result = try LayoutProcess.run(["--db", path] + arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == "layout: error: cannot open database '\(path)': it is a directory\n", "\(arguments)")
        }
        #expect(Self.listing(scratch.directory) == ["cell.json"])
    }

    @Test func readCommandsOnAMissingDatabaseFailAndCreateNothing() throws {
        let scratch = try Scratch()
        for arguments in Self.readCommands {
            let result = try scratch.layout(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(result.stderr == "layout: error: no database at '\(scratch.database)'; 'layout import FILE' creates one\n",
                    "\(arguments)")
            #expect(Self.listing(scratch.directory) == [], "\(arguments)")
        }
    }

    @Test func readCommandsOnAnEmptyFileFailAndLeaveItEmpty() throws {
        let scratch = try Scratch()
        try scratch.file("test.sqlite", "")
        let result = try scratch.layout(["screens"])
        #expect(result.status == 1)
        #expect(result.stderr == "layout: error: database '\(scratch.database)' is empty; 'layout import FILE' fills it\n")
        #expect(scratch.bytes(scratch.database) == Data())
        #expect(Self.listing(scratch.directory) == ["test.sqlite"])
    }

    /// Each read command on a read-only copy prints what it prints on a
    /// writable one; solving says once that it does not cache; nothing changes.
    func readOnlyDatabaseWorks(lock: (_ file: String, _ folder: String) throws -> Void,
                               unlock: (_ file: String, _ folder: String) throws -> Void) throws {
        let writable = try Scratch()
        #expect(try writable.layout("import", try writable.file("cell.json", cellDocument)).status == 0)
        let locked = try Scratch()
        try FileManager.default.copyItem(atPath: writable.database, toPath: locked.database)
        #expect(Self.listing(writable.directory) == ["cell.json", "test.sqlite"])
        let before = locked.bytes(locked.database)
        try lock(locked.database, locked.directory.path)
        defer { try? unlock(locked.database, locked.directory.path) }
        let note = "layout: note: database '\(locked.database)' is read-only: solved frames are not cached\n"
        for arguments in Self.readCommands + [["solve", "cell", "--size", "320x200"], ["export", "--format", "svg"]] {
            let expected = try writable.layout(arguments)
            let result = try locked.layout(arguments)
            #expect(result.status == expected.status, "\(arguments): \(result)")
            let caches = arguments.first == "solve" || arguments.contains("svg")
            // A writable database answers the repeated solve from its cache; a read-only one solves again.
            #expect(result.stdout == expected.stdout.replacingOccurrences(of: #""cached": true"#, with: #""cached": false"#),
                    "\(arguments)")
            #expect(result.stderr == (caches ? note : "") + expected.stderr, "\(arguments)")
        }
        let edit = try locked.layout(["view", "add", "cell", "badge", "--superview", "content"])
        #expect(edit.status == 1)
        #expect(edit.stdout == "")
        #expect(edit.stderr == "layout: error: database '\(locked.database)' is read-only; it was left untouched\n")
        #expect(locked.bytes(locked.database) == before)
        #expect(Self.listing(locked.directory) == ["test.sqlite"])
    }

    @Test func aReadOnlyFileIsReadAndLeftUnchanged() throws {
        try readOnlyDatabaseWorks(
            lock: { file, _ in try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file) },
            unlock: { file, _ in try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file) })
    }

    @Test func aReadOnlyFolderIsReadAndLeftUnchanged() throws {
        try readOnlyDatabaseWorks(
            lock: { _, folder in try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder) },
            unlock: { _, folder in try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) })
    }
}

/// Long imports, exports and checks draw a progress bar only when stderr is
/// a terminal; through a pipe (as here) stderr holds only their messages.
@Suite struct ProgressOutputTests {
    @Test func nothingButMessagesWhenStderrIsNotATerminal() throws {
        let scratch = try Scratch()
        var files: [String] = []
        for index in 0..<5 {
            let renamed = cellDocument.replacingOccurrences(of: #""name": "cell""#, with: #""name": "cell\#(index)""#)
                .replacingOccurrences(of: #""name": "empty""#, with: #""name": "empty\#(index)""#)
            files.append(try scratch.file("cell\(index).json", renamed))
        }
        let imported = try scratch.layout(["import"] + files)
        #expect(imported.status == 0)
        #expect(imported.stderr == (0..<5).map {
            "imported screen 'cell\($0)' (revision 1)\nimported screen 'empty\($0)' (revision 1)\n"
        }.joined())
        let exported = try scratch.layout(["export", "-o", scratch.directory.appendingPathComponent("all.json").path])
        #expect(exported.status == 0)
        #expect(exported.stdout == "")
        #expect(exported.stderr == "")
        let checked = try scratch.layout(["check"])
        #expect(!checked.stderr.contains("\r") && !checked.stderr.contains("\u{1B}"))
        #expect(checked.stderr.hasPrefix("checked "))
    }
}
