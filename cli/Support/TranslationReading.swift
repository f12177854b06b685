import Foundation
import LayoutDocument
import LayoutStore
import LayoutTranslation

/// `layout import`'s translation files: `LANG.lproj/NAME.strings` and `NAME.xcstrings`
/// read into what the store keeps, and the warnings about what they name.
enum TranslationReading {
    /// The translation file at `path`, or nil when `path` is not one (by its extension).
    /// A file that does not parse is an error at its line; a `.strings` file outside a
    /// `LANG.lproj` folder is an error (its language would be unknown).
    static func read(_ path: String) throws -> LayoutRepository.TranslationFile? {
        let lowered = path.lowercased()
        let source = (path as NSString).lastPathComponent
        if lowered.hasSuffix(".strings") {
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            guard folder.lowercased().hasSuffix(".lproj") else {
                throw CLIError("\(path): a .strings file must be in a LANG.lproj folder (such as de.lproj/\(source)): "
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
                                                    entries: [language.code: file.values])
        }
        if lowered.hasSuffix(".xcstrings") {
            let catalog: StringCatalog
            do {
                catalog = try StringCatalog(parsing: try readInput(path), file: path)
            } catch let error as TranslationError {
                throw CLIError(error.description)
            }
            return LayoutRepository.TranslationFile(path: path, source: source, kind: .catalog,
                                                    entries: catalog.translations,
                                                    developmentLanguage: catalog.sourceLanguage)
        }
        return nil
    }

    /// Warns, per `.strings` file, of the object ids that no stored view carries
    /// (their translations are stored but apply to nothing), naming them.
    static func warnOfUnknownIDs(_ files: [LayoutRepository.TranslationFile], in repository: LayoutRepository) throws {
        let stringsFiles = files.filter { $0.kind == .strings }
        guard !stringsFiles.isEmpty else { return }
        let known = Set(try repository.exportDocument().screens.flatMap { $0.views.compactMap(\.ibID) })
        for file in stringsFiles {
            let keys = file.entries.values.flatMap(\.keys)
            // `abc-12-xyz.text`: the id is what comes before the first dot.
            let unknown = Set(keys.map { String($0.prefix { $0 != "." }) }).subtracting(known).sorted()
            guard !unknown.isEmpty else { continue }
            let shown = unknown.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
            Terminal.warning("\(file.path): \(counted(unknown.count, "object id")) that no view carries: \(shown)"
                             + (unknown.count > 10 ? " and \(unknown.count - 10) more" : "")
                             + "; their translations apply to nothing")
        }
    }
}
