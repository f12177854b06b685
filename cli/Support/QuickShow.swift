#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutDocument
import LayoutStore

/// `layout show SCREEN` (with `--db PATH`, before or after `show`) answered
/// without ArgumentParser, as `QuickSolve` answers a cached solve: building
/// the parser's command tree costs `show` about 5% of its instructions at
/// 1000 views, and the first uses of runtime metadata it brings. Any other
/// shape (`--json`, `--db=PATH`, help) and every error go to the parser,
/// with nothing printed here; what this prints is what `ShowCommand.run`
/// prints, byte for byte (CLITests' QuickShowTests compare both ways).
enum QuickShow {
    /// The exit status when answered here, nil to use the parser.
    static func answer(_ arguments: [String]) -> Int32? {
        guard let (database, screen) = recognise(arguments) else { return nil }
        let stored: Screen
        let revision: Int
        do {
            // The repository is closed at the end of this block, before the exit below.
            let repository = try LayoutRepository(path: GlobalOptions.databasePath(db: database), access: .read)
            stored = try repository.screen(named: screen)
            revision = try repository.revision(of: screen)
        } catch {
            return nil
        }
        Terminal.write(utf8: ScreenOutline(screen: stored, revision: revision, style: .stdout).rendered())
        // Exits here with the screen still alive, since the process ends next anyway:
        // freeing a big screen's thousands of strings one by one would cost about 4%
        // of `show` at 1000 views. Standard output is written unbuffered above.
        exit(0)
    }

    /// The database (when given) and screen of `show SCREEN [--db PATH]`, in any order after `show`
    /// (`--db` may also come first); nil for any other shape.
    static func recognise(_ arguments: [String]) -> (database: String?, screen: String)? {
        var database: String?
        let screen = QuickArguments.screen(in: arguments, command: "show", isFlag: { _ in false }) { option, value, _ in
            guard option == "--db", database == nil else { return false }
            database = value
            return true
        }
        return screen.map { (database, $0) }
    }
}
