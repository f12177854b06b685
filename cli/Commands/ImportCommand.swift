import ArgumentParser
import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import LayoutStore
import LayoutTranslation

/// `layout import FILE...`: documents into the database in one transaction.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import layout documents (JSON), Interface Builder files (.storyboard, .xib) and translations (.strings, .xcstrings).",
        discussion: """
            All screens of all files land in one transaction, or none do. A screen \
            whose name is already stored is an error unless --replace is given, which \
            records the new screen as the next revision of the old one (a screen the \
            same as the stored one records nothing and says "no change"). --prefix P \
            names every imported screen P + its name, so that two storyboards that \
            both have a 'ViewController' can live in one database. '-' reads \
            standard input (JSON). Interface Builder files give a screen per scene, \
            top-level xib view and cell; what could only be approximated is named in \
            a warning on stderr, and --strict makes any warning an error (nothing is \
            stored). See docs/interface-builder.md.

            Translations land in the same transaction: LANG.lproj/NAME.strings \
            (Interface Builder's, keyed by object id and property, such as \
            "abc-12-xyz.text"; the language from the folder) and NAME.xcstrings \
            (a string catalog, keyed by a view's textKey; its sourceLanguage becomes \
            the development language). Importing a file of the same name again \
            replaces its entries (a .strings file's in its language) and says how many \
            changed; an object id no stored view carries is named in a warning. See \
            docs/text.md, "Languages".

            Examples:
              layout import Examples/tutorials.json
              layout import --replace cells.json forms.json
              layout import Main.storyboard Cell.xib extra.json
              layout import --strict Main.storyboard
              cat doc.json | layout import -
              layout import --prefix Onboarding Onboarding.storyboard
              layout import Base.lproj/Main.storyboard de.lproj/Main.strings ja.lproj/Main.strings
              layout import Localizable.xcstrings
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Layout documents to import ('-' for standard input).", valueName: "file"))
    var files: [String]

    @Flag(help: "Replace stored screens of the same name (as a new revision).")
    var replace = false

    @Option(help: ArgumentHelp("Name every imported screen P + its name (JSON and Interface Builder alike).",
                               valueName: "P"))
    var prefix: String = ""

    @Flag(help: "Treat Interface Builder approximation warnings as errors (nothing is stored).")
    var strict = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one document to import") }
    }

    func run() throws {
        // Ctrl-C: while reading nothing is written, so exit at once; while
        // writing, interrupt the transaction so that it rolls back.
        let interruption = Interruption()
        defer { interruption.stop() }
        let nothingImported = "interrupted; nothing was imported"
        interruption.exitsImmediately(saying: nothingImported)
        let plan = try ImportPlan(arguments: files)
        var merged = LayoutDocument()
        var spacingFile: String?
        var languageFile: String?
        var origin: [String: String] = [:]
        var reading = ProgressBar("reading", total: plan.items.count, unit: "files")
        var sources: [String: DocumentSource] = [:]
        var warnings: [InterfaceBuilderWarning] = []
        var translations: [LayoutRepository.TranslationFile] = []
        // Each Interface Builder file's screens, named apart below.
        var interfaceBuilder: [(file: String, table: String?, screens: [Screen])] = []
        for (index, item) in plan.items.enumerated() {
            let file = item.path
            reading.update(index, detail: file)
            let document: LayoutDocument
            switch item.kind {
            case .translation:
                let translation = try TranslationReading.read(file, table: item.table ?? StringsTable.stem(of: (file as NSString).lastPathComponent),
                                                              onlyIfKeysUsed: item.onlyIfKeysUsed)
                if let other = translations.first(where: { $0.source == translation.source
                    && !Set($0.entries.keys).isDisjoint(with: translation.entries.keys) }) {
                    reading.finish()
                    throw CLIError("\(file): '\(other.path)' is the same file in the same language; import one of them")
                }
                translations.append(translation)
                continue
            case .interfaceBuilder:
                let imported: InterfaceBuilderImport
                do {
                    imported = try InterfaceBuilderImporter.read(try readInput(file), file: file)
                } catch let error as InterfaceBuilderError {
                    reading.finish()
                    throw CLIError(error.description)
                }
                warnings += imported.warnings
                interfaceBuilder.append((file, item.table, imported.document.screens.map { screen in
                    var screen = screen
                    // Its translations are its own strings table's (docs/text.md).
                    screen.design?.stringsTable = item.table
                    return screen
                }))
                continue
            case .document:
                let bytes = try readInput(file)
                if !isLayoutDocument(bytes, path: file) {
                    reading.finish()
                    throw CLIError("\(file): not a layout document; layout imports JSON layout documents, "
                                   + "Interface Builder files (.storyboard, .xib), translations (.strings, .xcstrings) "
                                   + "and folders of them")
                }
                let (decoded, source) = try DocumentSource.decode(bytes, file: file)
                sources[file] = source
                document = decoded
            }
            if let spacing = document.standardSpacing {
                if let existing = merged.standardSpacing, existing != spacing, let spacingFile {
                    reading.finish()
                    throw CLIError("\(file): its standardSpacing differs from that of \(spacingFile); import them separately")
                }
                merged.standardSpacing = spacing
                spacingFile = file
            }
            if let language = document.developmentLanguage {
                if let existing = merged.developmentLanguage, existing != language, let languageFile {
                    reading.finish()
                    throw CLIError("\(file): its developmentLanguage '\(language)' differs from '\(existing)' of \(languageFile); "
                                   + "import them separately")
                }
                merged.developmentLanguage = language
                languageFile = file
            }
            merged.translations += document.translations
            for var screen in document.screens {
                screen.name = prefix + screen.name
                if let other = origin[screen.name] {
                    reading.finish()
                    throw CLIError("\(file): screen '\(screen.name)' is also in \(other); "
                                   + "import one of them separately, with --prefix P to name its screens P + their names")
                }
                origin[screen.name] = file
                merged.screens.append(screen)
            }
        }
        reading.finish()
        // Screens of Interface Builder files whose names clash take their storyboard's name
        // as prefix (`Main.Settings`), or its strings table where storyboards share a name.
        for (file, screen) in ScreenNaming.named(interfaceBuilder) {
            var screen = screen
            screen.name = prefix + screen.name
            if let other = origin[screen.name] {
                throw CLIError("\(file): screen '\(screen.name)' is also in \(other); "
                               + "import one of them separately, with --prefix P to name its screens P + their names")
            }
            origin[screen.name] = file
            merged.screens.append(screen)
        }
        for warning in warnings { Terminal.warning(warning.description) }
        if strict, !warnings.isEmpty {
            throw CLIError("--strict: \(warnings.count) approximation warning\(warnings.count == 1 ? "" : "s"); nothing imported")
        }
        // Faults, pointed at in their file.
        func refused(_ faults: [ScreenFault]) -> CLIError {
            CLIError.faults(faults.map { fault in
                guard let file = origin[fault.screen], let source = sources[file] else { return fault.description }
                return source.error(screen: String(fault.screen.dropFirst(prefix.count)), place: fault.place, field: fault.field,
                                    offset: fault.offset, message: fault.message).description
            }, summary: "nothing was imported")
        }
        // A database that does not exist yet is made only for a document the
        // store will take: the store's validator runs first here (the store
        // runs it again), so a refused import leaves no new, empty database behind.
        if !FileManager.default.fileExists(atPath: global.databasePath) {
            let faults = merged.screens.flatMap { ScreenValidator.faults(in: $0) }
            if !faults.isEmpty { throw refused(faults) }
        }
        let repository = try global.openCreating()
        interruption.onInterrupt { repository.interrupt() }
        var storing = ProgressBar("import", total: merged.screens.count, unit: "screens")
        let imported: [(screen: String, revision: Int, changed: Bool)]
        let translated: [LayoutRepository.TranslationChange]
        do throws(StoreError) {
            let pause = TestPause(environment: "LAYOUT_TEST_IMPORT_PAUSE_AFTER")
            (imported, translated) = try repository.importDocument(merged, translations: translations, replace: replace) { written in
                storing.update(written)
                if let pause, written == pause.count { pause.hold(after: "screens", until: interruption) }
            }
            storing.finish()
        } catch where !error.faults.isEmpty {
            storing.finish()
            // The store's check found faults: point at each in its file.
            throw refused(error.faults)
        } catch {
            storing.finish()
            guard error.kind == .interrupted else { throw error }
            throw CLIError(nothingImported, exitCode: Interruption.exitCode)
        }
        interruption.onInterrupt(nil)
        for (screen, revision, changed) in imported {
            Terminal.message(changed ? "imported screen '\(screen)' (revision \(revision))"
                             : "no change: screen '\(screen)' is the same as the stored one (revision \(revision)); nothing recorded")
        }
        // Metric values whose order alone decides which applies (docs/validation.md).
        for screen in merged.screens {
            for tie in MetricPrecedence.ties(in: screen) { Terminal.warning(tie.message(in: screen)) }
        }
        // The document's own translations come first in `translated` (`importDocument`).
        let fileChanges = Array(translated.suffix(translations.count))
        for change in translated where !change.skipped {
            Terminal.message("imported translations '\(change.path)' (\(change.languages.joined(separator: ", "))) "
                             + "for '\(change.table)': "
                             + "\(counted(change.count, "entry", plural: "entries")): \(change.added) added, "
                             + "\(change.changed) changed, \(change.removed) removed")
        }
        try TranslationReading.warnOfUnknownIDs(translations, changes: fileChanges, in: repository, summarized: plan.hasFolder)
        let skipped = plan.skipped + fileChanges.filter(\.skipped).map { change in
            ImportPlan.Skipped(path: change.path, reason: "no storyboard or xib '\((change.table as NSString).lastPathComponent)' "
                               + "beside it, and no view's text key is one of its keys")
        }
        ImportPlan.report(skipped)
        if imported.isEmpty, translated.allSatisfy(\.skipped) { Terminal.message("no screens to import") }
        if interruption.isRequested {
            throw CLIError("interrupted after the import was committed: it is complete", exitCode: Interruption.exitCode)
        }
    }
}

/// A file's bytes, or standard input for `-`.
func readInput(_ path: String) throws -> [UInt8] {
    if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError("\(path): no such file")
    }
    guard !isDirectory.boolValue else { throw CLIError("\(path): is a directory, not a document") }
    guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot be read") }
    return Array(data)
}

/// Whether `bytes` read from `path` are meant as a JSON layout document: a
/// `.json` file or standard input, or anything whose first character that is
/// not white space opens a JSON object. Anything else (an HTML page, a
/// picture) is refused as not a layout document rather than as bad JSON.
func isLayoutDocument(_ bytes: [UInt8], path: String) -> Bool {
    if path == "-" || path.lowercased().hasSuffix(".json") { return true }
    let whiteSpace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    return body.first { !whiteSpace.contains($0) } == UInt8(ascii: "{")
}

/// Refuses an output path whose folder does not exist (or is not a folder),
/// naming the folder, before any work is done.
func checkOutputFolder(_ path: String?) throws {
    guard let path else { return }
    // The folder as the user wrote it (`nodir` for `nodir/x.json`).
    let folder = path.lastIndex(of: "/").map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
        throw CLIError("cannot write '\(path)': folder '\(folder)' does not exist")
    }
    if !isDirectory.boolValue { throw CLIError("cannot write '\(path)': '\(folder)' is not a folder") }
}

/// Writes `text` to `path` (atomically), or to stdout when there is no path.
func writeOutput(_ text: String, to path: String?) throws {
    guard let path else {
        Terminal.write(text)
        return
    }
    try checkOutputFolder(path)
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        throw CLIError("\(path): cannot be written (\((error as NSError).localizedDescription))")
    }
}
