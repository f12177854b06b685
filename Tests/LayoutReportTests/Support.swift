import Foundation
import LayoutDocument
import LayoutModel
import LayoutReport

/// The bundled examples, as `layout import` reads them.
func bundledExamples() throws -> [Screen] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let folder = root.appendingPathComponent("Examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    var screens: [Screen] = []
    for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        screens += try DocumentJSON.decode(text, file: file).screens
    }
    return screens
}

/// The report of the bundled examples over every catalogue device, made once.
let examplesReport: Result<(sweep: LayoutReport.Sweep, html: String), any Error> = Result {
    let sweep = try LayoutReport.solve(try bundledExamples(), standardSpacing: .apple)
    return (sweep, LayoutReport.html(sweep))
}

/// The text between the first `start` and the next `end` after it.
func section(of text: String, from start: String, to end: String) -> String? {
    guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else {
        return nil
    }
    return String(text[open.upperBound..<close.lowerBound])
}

/// The JSON embedded in `<script type="application/json" id="ID">`.
func embeddedJSON(_ id: String, in html: String) throws -> Any {
    guard let tagStart = html.range(of: "<script type=\"application/json\" id=\"\(id)\">"),
          let json = section(of: String(html[tagStart.lowerBound...]), from: ">", to: "</script>") else {
        throw CocoaError(.fileReadCorruptFile)
    }
    return try JSONSerialization.jsonObject(with: Data(json.utf8))
}

/// Headless Chromium, run as CI does (as root: no sandbox; no GPU).
enum Browser {
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Runs Chromium on a page with extra flags; returns its stdout. Gives up after 90 s.
    static func run(_ flags: [String], url: URL, fragment: String = "", profile: URL) throws -> String {
        guard let executable else {
            throw Failure(description: "no chromium on PATH; install Debian's 'chromium' (.ci/run does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
                             "--disable-extensions", "--user-data-dir=\(profile.path)"]
            + flags + [url.absoluteString + fragment]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + .seconds(90)
        DispatchQueue.global().asyncAfter(deadline: deadline) { if process.isRunning { process.terminate() } }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
