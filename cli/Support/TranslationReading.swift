import Foundation
import LayoutDocument
import LayoutStore
import LayoutTranslation

/// `layout import`'s translation files: `LANG.lproj/NAME.strings` and `NAME.xcstrings`
/// read into what the store keeps, and the warnings about what they name.
enum TranslationReading {
    /// The translation file at `path` (a `.strings` or `.xcstrings` file, `ImportPlan`), stored
    /// under its strings `table` (`StringsTable`). A file that does not parse is an error at its
    /// line; a `.strings` file outside a `LANG.lproj` folder is an error (its language would be unknown).
    static func read(_ path: String, table: String, onlyIfKeysUsed: Bool = false) throws -> LayoutRepository.TranslationFile {
        let name = (path as NSString).lastPathComponent
        let source = StringsTable.source(table: table, fileName: name)
        if name.lowercased().hasSuffix(".strings") {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            guard StringsTable.isLocalizationFolder(folder) else {
                throw CLIError("\(path): a .strings file must be in a LANG.lproj folder (such as de.lproj/\(name)): "
                               + "the folder gives its language")
            }
            let code = String(folder.dropLast(".lproj".count))
            guard code.lowercased() != "base" else {
                throw CLIError("\(path): Base.lproj holds the development language, which the views' own text is in; "
                               + "import the storyboard instead")
            }
            guard let language = Language(code) else {
                throw CLIError("\(path): '\(code)' (from the folder \(folder)) is not a language code")
            }
            let file: StringsFile
            do {
                file = try StringsFile(parsing: try readInput(path), file: path)
            } catch let error as TranslationError {
                throw CLIError(error.description)
            }
            return LayoutRepository.TranslationFile(path: path, source: source, kind: .strings,
                                                    entries: [language.code: file.values], onlyIfKeysUsed: onlyIfKeysUsed)
        }
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(parsing: try readInput(path), file: path)
        } catch let error as TranslationError {
            throw CLIError(error.description)
        }
        return LayoutRepository.TranslationFile(path: path, source: source, kind: .catalog, entries: catalog.translations,
                                                developmentLanguage: catalog.sourceLanguage, onlyIfKeysUsed: onlyIfKeysUsed)
    }

    /// Warns, per `.strings` file, of the object ids that no view of its storyboard carries
    /// (their translations are stored but apply to nothing), naming them. With
    /// `summarized` (the import of a whole app), one line for all files.
    static func warnOfUnknownIDs(_ files: [LayoutRepository.TranslationFile], changes: [LayoutRepository.TranslationChange],
                                 in repository: LayoutRepository, summarized: Bool) throws {
        let stored = zip(files, changes).filter { $0.0.kind == .strings && !$0.1.skipped }
        guard !stored.isEmpty else { return }
        // The ids each table's views carry, and those of screens of no table, which read every table.
        var byTable: [String: Set<String>] = [:]
        var withoutTable: Set<String> = []
        for screen in try repository.exportDocument().screens {
            let ids = screen.views.compactMap(\.ibID)
            if let table = screen.design?.stringsTable { byTable[table, default: []].formUnion(ids) } else { withoutTable.formUnion(ids) }
        }
        var total = 0, filesWithUnknown = 0
        for (file, change) in stored {
            let keys = file.entries.values.flatMap(\.keys)
            // `abc-12-xyz.text`: the id is what comes before the first dot.
            let unknown = Set(keys.map { String($0.prefix { $0 != "." }) }).subtracting(byTable[change.table] ?? withoutTable).sorted()
            guard !unknown.isEmpty else { continue }
            total += unknown.count
            filesWithUnknown += 1
            if summarized { continue }
            if byTable[change.table] == nil, !byTable.isEmpty {
                Terminal.warning("\(file.path): no stored storyboard or xib has its strings table '\(change.table)'; its "
                                 + "translations apply only to screens of no table (JSON documents), and no such view carries "
                                 + (unknown.count == 1 ? "its object id" : "\(unknown.count) of its object ids"))
                continue
            }
            let shown = unknown.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
            Terminal.warning("\(file.path): \(counted(unknown.count, "object id")) that no view carries: \(shown)"
                             + (unknown.count > 10 ? " and \(unknown.count - 10) more" : "")
                             + "; their translations apply to nothing")
        }
        if summarized, total > 0 {
            Terminal.warning("\(counted(filesWithUnknown, ".strings file")) name \(counted(total, "object id")) that no view "
                             + "of their storyboard carries (navigation items, bar buttons, …); their translations apply to nothing")
        }
    }
}
