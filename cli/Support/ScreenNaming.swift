import Foundation
import LayoutDocument
import LayoutTranslation

/// The names the screens of several Interface Builder files get in one import:
/// their own, but where two files give one name, each of those screens takes
/// its storyboard's name as prefix (`Main.Settings`, `Onboarding.Settings`), or
/// its strings table's where the storyboards share a name (`A/Main.Settings`).
enum ScreenNaming {
    /// The screens of `files`, in order, with clashing names made apart.
    static func named(_ files: [(file: String, table: String?, screens: [Screen])]) -> [(file: String, screen: Screen)] {
        var owners: [String: Set<Int>] = [:]
        for (index, file) in files.enumerated() {
            for screen in file.screens { owners[screen.name, default: []].insert(index) }
        }
        func stem(_ index: Int) -> String { StringsTable.stem(of: (files[index].file as NSString).lastPathComponent) }
        // Among the files sharing a name, a stem that two of them have is not enough.
        func prefix(_ index: Int, sharing name: String) -> String {
            let sharing = owners[name] ?? []
            let stems = sharing.map(stem)
            if stems.filter({ $0 == stem(index) }).count > 1 { return files[index].table ?? files[index].file }
            return stem(index)
        }
        var named: [(file: String, screen: Screen)] = []
        for (index, file) in files.enumerated() {
            for var screen in file.screens {
                if (owners[screen.name]?.count ?? 0) > 1 { screen.name = prefix(index, sharing: screen.name) + "." + screen.name }
                named.append((file.file, screen))
            }
        }
        return named
    }
}
