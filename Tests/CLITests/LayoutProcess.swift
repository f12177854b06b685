import Foundation
import Testing

/// What one run of the built `layout` binary did.
struct RunResult: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }

    /// The frames of a `layout solve` answer printed as JSON: view name to x, y, width, height.
    func frames() throws -> [String: [String: Double]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any], "\(self)")
        return try #require(json["frames"] as? [String: [String: Any]]).mapValues { $0.compactMapValues { $0 as? Double } }
    }
}

/// Runs the `layout` binary built next to the test bundle.
enum LayoutProcess {
    /// `.build/<config>/layout`: beside the test bundle, else from the package root.
    static let binary: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("layout")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/layout")
    }()

    /// The package root, for the bundled examples.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func run(_ arguments: [String], stdin: String? = nil, directory: URL? = nil,
                    environment: [String: String] = [:]) throws -> RunResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        merged.removeValue(forKey: "LAYOUT_DB")
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting so a large output cannot block the child.
        nonisolated(unsafe) var errorData = Data()
        let readErrors = DispatchSemaphore(value: 0)
        Thread {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            readErrors.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        readErrors.wait()
        return RunResult(status: process.terminationStatus,
                         stdout: String(decoding: outputData, as: UTF8.self),
                         stderr: String(decoding: errorData, as: UTF8.self))
    }
}

/// A fresh temporary directory per test, removed afterwards.
final class Scratch {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    var database: String { directory.appendingPathComponent("test.sqlite").path }

    /// Writes a file in the scratch directory and returns its path.
    @discardableResult
    func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Imports every storyboard and xib directly in Tests/Fixtures/InterfaceBuilder, each file with
    /// its own `--prefix` so names never clash; all but at most two must import.
    func importInterfaceBuilderFixtures(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = LayoutProcess.packageRoot.appendingPathComponent("Tests/Fixtures/InterfaceBuilder")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        var imported = 0
        for (index, name) in names.enumerated() {
            let result = try layout("import", "--prefix", "f\(index)-", folder.appendingPathComponent(name).path)
            if result.status == 0 { imported += 1 }
        }
        #expect(imported >= names.count - 2, "the fixtures import (\(imported) of \(names.count))",
                sourceLocation: sourceLocation)
    }

    /// Runs `layout --db <scratch database> arguments...`.
    func layout(_ arguments: String..., stdin: String? = nil) throws -> RunResult {
        try LayoutProcess.run(["--db", database] + arguments, stdin: stdin, directory: directory)
    }
}
