/// The strings table a storyboard's or xib's texts are translated in, named
/// as the app's bundle names it: the file's name without its extension
/// (`Main`, UIKit's `tableName`), qualified by its bundle folder, the folder
/// that holds the file or its `Base.lproj`/`xx.lproj` folder (`Loop/Main` for
/// `Loop/Base.lproj/Main.storyboard`). Its translations are the files of the
/// same table: `Loop/de.lproj/Main.strings`, `Loop/mul.lproj/Main.xcstrings`.
///
/// A translation belongs to its own storyboard, not to a file name: two
/// modules that each have a `Main.storyboard` and a `de.lproj/Main.strings`
/// (`A/Main`, `B/Main`) keep their own German. The bundle folder is named by
/// its last component, so the name does not depend on the folder the command
/// runs in (`layout import Loop` and `cd Loop; layout import .` agree); two
/// bundle folders of one import with the same last component are told apart by
/// more of their path (`A/Resources/Main`, `B/Resources/Main`, `qualified`).
public enum StringsTable {
    /// The table of a file at `path`, an absolute, standardized path (`/x/Loop/Base.lproj/Main.storyboard`),
    /// with `components` folder names of its bundle folder (1: `Loop/Main`).
    public static func name(ofFile path: String, components: Int = 1) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard let file = parts.popLast() else { return path }
        if let folder = parts.last, isLocalizationFolder(folder) { parts.removeLast() }
        let bundle = parts.suffix(max(0, components))
        return (bundle + [stem(of: file)]).joined(separator: "/")
    }

    /// How many components of its bundle folder a file's table can have (the folder's depth).
    public static func bundleDepth(ofFile path: String) -> Int {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        parts.removeLast()
        if let folder = parts.last, isLocalizationFolder(String(folder)) { parts.removeLast() }
        return parts.count
    }

    /// The table of a stored translation's `source` (`Loop/Main.strings` → `Loop/Main`).
    public static func table(ofSource source: String) -> String {
        guard let dot = source.lastIndex(of: "."), !source[dot...].contains("/") else { return source }
        return String(source[..<dot])
    }

    /// The source a translation file of `table` is stored under: the table and the file's extension.
    public static func source(table: String, fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return table }
        return table + String(fileName[dot...])
    }

    /// Whether a folder name is a localization's (`de.lproj`, `Base.lproj`).
    public static func isLocalizationFolder(_ name: String) -> Bool { name.lowercased().hasSuffix(".lproj") }

    /// A file name without its last extension (`Main.storyboard` → `Main`, `My.Screen.xib` → `My.Screen`).
    public static func stem(of fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// Names for the tables of `paths` (absolute, standardized) that are told apart: each
    /// file's name with one component of its bundle folder, more where two different
    /// bundle folders would give one name, up to the whole path.
    /// - Complexity: O(files × depth) dictionary work.
    public static func qualified(_ paths: [String]) -> [String: String] {
        var components = Dictionary(uniqueKeysWithValues: Set(paths).map { ($0, 1) })
        while true {
            var byName: [String: Set<String>] = [:]
            for path in components.keys {
                // Files of one bundle and stem (a storyboard and its .strings) share a table: key by the bundle.
                byName[name(ofFile: path, components: components[path] ?? 1), default: []].insert(bundleKey(path))
            }
            var grew = false
            for path in components.keys {
                let current = components[path] ?? 1
                let shared = byName[name(ofFile: path, components: current)]?.count ?? 0
                if shared > 1, current < bundleDepth(ofFile: path) {
                    components[path] = current + 1
                    grew = true
                }
            }
            if !grew { break }
        }
        return components.reduce(into: [:]) { names, entry in names[entry.key] = name(ofFile: entry.key, components: entry.value) }
    }

    /// The bundle folder and stem of a file: what makes two files one table.
    private static func bundleKey(_ path: String) -> String {
        name(ofFile: path, components: Int.max / 2)
    }
}
