import Foundation
import PackagePlugin

/// Turns the report page's `Page/script.js` and `Page/style.css` (in the
/// target's folder, excluded from its sources) into one generated Swift
/// source, so the page's script and style are kept, read and linted as the
/// JavaScript and CSS they are, and the `layout` binary still carries them.
@main
struct EmbedReportAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = target.directoryURL.appending(path: "Page")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
        let inputs = names.filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted().map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "ReportAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding the report page's \(inputs.count) script and style files",
                executable: try context.tool(named: "embed-report-assets").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs + [folder],
                outputFiles: [output]
            )
        ]
    }
}
