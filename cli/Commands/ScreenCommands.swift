import ArgumentParser
import LayoutDocument

/// `layout screen add|rename|copy|remove|set`: screens as a whole.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Add, rename, copy and remove screens; set a screen's own properties.",
        discussion: """
            Each is one new revision in the screen's history. A removed screen is no \
            longer listed, exported, checked or reported; 'layout history' still shows \
            it, and 'layout undo' or 'layout revert --to REV' bring it back.

            Examples:
              layout screen add settings --root view
              layout screen rename settings preferences
              layout screen copy preferences preferencesCompact
              layout screen remove preferencesCompact
              layout undo preferencesCompact
              layout screen set labelCell --self-sizing height
            """,
        subcommands: [ScreenAddCommand.self, ScreenRenameCommand.self, ScreenCopyCommand.self,
                      ScreenRemoveCommand.self, ScreenSetCommand.self])
}

struct ScreenAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an empty screen: its root view alone (revision 1).",
        discussion: """
            The root view is named 'view' unless --root names it (as a view controller's \
            'view'); add views and constraints to it with 'layout view add' and \
            'layout constraint add'. Like 'layout import', it creates the database when \
            there is none. A name that is taken, by a removed screen too, is refused.

            Examples:
              layout screen add settings
              layout screen add profileCell --root contentView
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The new screen's name.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("The root view's name (default: view).", valueName: "view")) var root = "view"

    func run() throws {
        let revision = try global.openCreating().addScreen(name, root: root)
        Terminal.message("added screen '\(name)' with root view '\(root)' (revision \(revision))")
    }
}

struct ScreenRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a screen (one new revision); its history and cached frames stay.",
        discussion: """
            The new name must not be empty or taken by another screen (a removed \
            screen keeps its name with its history). 'layout undo NEW' renames it back.

            Examples:
              layout screen rename settings preferences
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "old")) var name: String
    @Argument(help: ArgumentHelp("Its new name.", valueName: "new")) var newName: String

    func run() throws {
        let revision = try global.openRepository().renameScreen(name, to: newName)
        Terminal.message("renamed screen '\(name)' to '\(newName)' (revision \(revision))")
    }
}

struct ScreenCopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a screen into a new one, whose first revision says where it came from.",
        discussion: """
            The copy starts its own history: revision 1 is 'screen copy of NAME at \
            revision R'. The new name must be free.

            Examples:
              layout screen copy settings settingsCompact
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen to copy.", valueName: "name")) var name: String
    @Argument(help: ArgumentHelp("The copy's name.", valueName: "new")) var newName: String

    func run() throws {
        let (revision, source) = try global.openRepository().copyScreen(name, to: newName)
        Terminal.message("copied screen '\(name)' at revision \(source) to '\(newName)' (revision \(revision))")
    }
}

struct ScreenRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a screen (one new revision); its history stays and undo brings it back.",
        discussion: """
            A removed screen is no longer listed ('layout screens'), exported, checked \
            or reported, and keeps its name. 'layout history NAME' still shows it; \
            'layout undo NAME' or 'layout revert NAME --to REV' bring it back.

            Examples:
              layout screen remove settings
              layout undo settings
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "name")) var name: String

    func run() throws {
        let revision = try global.openRepository().removeScreen(name)
        Terminal.message("removed screen '\(name)' (revision \(revision)); 'layout undo \(name)' brings it back")
    }
}

struct ScreenSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set a screen's self-sizing side (one new revision).",
        discussion: """
            --self-sizing height makes the screen a self-sizing cell: 'layout check' \
            solves it at each device's width with its height left to the content \
            (--self-sizing width: the device's height, width auto; none: both from the device). \
            'layout show' displays it; export writes it as the screen's "selfSizing" field.

            Examples:
              layout screen set labelCell --self-sizing height
              layout screen set labelCell --self-sizing none
            """)

    enum Side: String, ExpressibleByArgument, CaseIterable {
        case width, height, none
        var selfSizing: SelfSizing? { self == .none ? nil : SelfSizing(rawValue: rawValue) }
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Option(name: .customLong("self-sizing"), help: "height, width or none: the side the content decides.")
    var selfSizing: Side

    func run() throws {
        let revision = try global.openRepository().setSelfSizing(selfSizing.selfSizing, in: screen)
        Terminal.message("set screen '\(screen)' self-sizing to \(selfSizing.rawValue) (revision \(revision))")
    }
}
