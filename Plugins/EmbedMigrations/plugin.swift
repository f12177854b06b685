import Foundation
import PackagePlugin

/// Turns the package's `Migrations/*.sql` into one generated Swift source of
/// the target, so the `layout` binary carries its schema and works from any
/// directory (no resource bundle beside the binary).
@main
struct EmbedMigrations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Migrations")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
        let inputs = names.filter { $0.hasSuffix(".sql") }.sorted().map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) migrations from Migrations/",
                executable: try context.tool(named: "embed-migrations").url,
                arguments: [output.path()] + inputs.map { $0.path() },
                inputFiles: inputs + [folder],
                outputFiles: [output]
            )
        ]
    }
}
