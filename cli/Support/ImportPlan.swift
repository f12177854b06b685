import Foundation
import LayoutInterfaceBuilder
import LayoutTranslation

/// What one `layout import` reads: the files given, and for a folder every
/// storyboard and xib under it with its translations (a whole app), each
/// Interface Builder and translation file with its strings table
/// (`StringsTable`), and what a folder holds that is skipped, with why.
struct ImportPlan {
    enum Kind: Equatable {
        /// A JSON layout document (or standard input, `-`).
        case document
        case interfaceBuilder
        /// `LANG.lproj/NAME.strings` or `NAME.xcstrings`.
        case translation
    }

    struct Item: Equatable {
        /// As given, or as found under a folder given (`App/Base.lproj/Main.storyboard`).
        var path: String
        var kind: Kind
        /// The strings table of an IB or translation file (`App/Main`).
        var table: String?
        /// A translation file found in a folder beside no storyboard or xib of its table:
        /// stored only if a view's text key is one of its keys (`TranslationFile.onlyIfKeysUsed`).
        var onlyIfKeysUsed = false
    }

    /// Files found in folders and not imported: the path and why.
    struct Skipped: Equatable {
        var path: String
        var reason: String
    }

    var items: [Item] = []
    var skipped: [Skipped] = []
    /// Whether a folder was given (the import of a whole app).
    var hasFolder = false

    init(arguments: [String]) throws {
        var found: [Item] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                hasFolder = true
                found += try Self.scan(folder: argument, skipped: &skipped)
            } else {
                found.append(Item(path: argument, kind: Self.kind(of: argument)))
            }
        }
        // Tables, named apart across everything this import reads.
        let tabled = found.filter { $0.kind != .document }
        let names = StringsTable.qualified(tabled.map { Self.absolute($0.path) })
        for index in found.indices where found[index].kind != .document {
            found[index].table = names[Self.absolute(found[index].path)]
        }
        // A folder's storyboards in several localizations (`en.lproj/Main.storyboard` and
        // `de.lproj/Main.storyboard`, without Base internationalization) are one table: the
        // Base.lproj copy is read, else the one outside a .lproj folder, else the first by path.
        var chosen: [String: String] = [:]
        for item in found where item.kind == .interfaceBuilder {
            guard let table = item.table else { continue }
            if let current = chosen[table] {
                if Self.preference(item.path) < Self.preference(current) { chosen[table] = item.path }
            } else {
                chosen[table] = item.path
            }
        }
        let storyboardTables = Set(chosen.keys)
        for item in found {
            switch item.kind {
            case .interfaceBuilder:
                if let table = item.table, let kept = chosen[table], kept != item.path {
                    skipped.append(Skipped(path: item.path, reason: "a localized copy of '\(kept)', which is imported"))
                    continue
                }
                items.append(item)
            case .translation:
                items.append(Item(path: item.path, kind: item.kind, table: item.table,
                                  onlyIfKeysUsed: item.onlyIfKeysUsed && !storyboardTables.contains(item.table ?? "")))
            case .document:
                items.append(item)
            }
        }
    }

    /// What a path given on the command line is, by its extension.
    static func kind(of path: String) -> Kind {
        if InterfaceBuilderImporter.handles(path: path) { return .interfaceBuilder }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".strings") || lowered.hasSuffix(".xcstrings") { return .translation }
        return .document
    }

    /// Every storyboard and xib under `folder`, every `.strings` in a `.lproj` folder and every
    /// `.xcstrings`, in path order; hidden folders and files (`.git`) and symbolic links to folders
    /// are not entered. Translation files are marked `onlyIfKeysUsed` until a storyboard of their
    /// table is known; a `.strings` file of `Base.lproj` is skipped (its language is the views' own).
    private static func scan(folder: String, skipped: inout [Skipped]) throws -> [Item] {
        let root = URL(fileURLWithPath: folder)
        guard let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
            options: [.skipsHiddenFiles])
        else { throw CLIError("\(folder): cannot be read") }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        var items: [Item] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isDirectory == true { continue }
            // The path as the user would write it: the folder as given, then the path under it.
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count))
                .drop { $0 == "/" }
            let path = base + relative
            let name = url.lastPathComponent
            let lowered = name.lowercased()
            if InterfaceBuilderImporter.handles(path: name) {
                items.append(Item(path: path, kind: .interfaceBuilder))
            } else if lowered.hasSuffix(".strings") {
                let parent = url.deletingLastPathComponent().lastPathComponent
                guard StringsTable.isLocalizationFolder(parent) else {
                    skipped.append(Skipped(path: path, reason: "not in a LANG.lproj folder, which would give its language"))
                    continue
                }
                if parent.lowercased() == "base.lproj" {
                    skipped.append(Skipped(path: path, reason: "Base.lproj holds the development language, the views' own text"))
                    continue
                }
                items.append(Item(path: path, kind: .translation, onlyIfKeysUsed: true))
            } else if lowered.hasSuffix(".xcstrings") {
                items.append(Item(path: path, kind: .translation, onlyIfKeysUsed: true))
            }
        }
        return items.sorted { $0.path < $1.path }
    }

    /// Which copy of a localized storyboard is read: Base.lproj's (0), then one outside
    /// a .lproj folder (1), then any other (2); ties by path.
    private static func preference(_ path: String) -> (Int, String) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (folder as NSString).lastPathComponent.lowercased()
        return (name == "base.lproj" ? 0 : StringsTable.isLocalizationFolder(name) ? 2 : 1, path)
    }

    /// Says what was skipped, a file per line, but a table's files in several languages
    /// on one line (`skipped 'App/*.lproj/InfoPlist.strings' (de, fr, ja): …`).
    static func report(_ skipped: [Skipped]) {
        var groups: [(shown: String, languages: [String], reason: String)] = []
        for item in skipped {
            let folder = (item.path as NSString).deletingLastPathComponent
            let lproj = (folder as NSString).lastPathComponent
            var shown = item.path, language: [String] = []
            if StringsTable.isLocalizationFolder(lproj), item.path.lowercased().hasSuffix(".strings") {
                shown = ((folder as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent("*.lproj/" + (item.path as NSString).lastPathComponent)
                language = [String(lproj.dropLast(".lproj".count))]
            }
            if let index = groups.firstIndex(where: { $0.shown == shown && $0.reason == item.reason }), !language.isEmpty {
                groups[index].languages += language
            } else {
                groups.append((shown, language, item.reason))
            }
        }
        for group in groups {
            let path = group.languages.count > 1 ? "'\(group.shown)' (\(group.languages.sorted().joined(separator: ", ")))"
                : "'\(group.shown.replacingOccurrences(of: "*.lproj", with: (group.languages.first ?? "*") + ".lproj"))'"
            Terminal.message("skipped \(path): \(group.reason)")
        }
    }

    /// `path` made absolute (against the current folder) and standardized, for `StringsTable`.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
