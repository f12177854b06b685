import ArgumentParser
import LayoutDocument

/// `layout screen set`: properties of a screen as a whole.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Change a screen's own properties.",
        discussion: """
            Examples:
              layout screen set labelCell --self-sizing height
            """,
        subcommands: [ScreenSetCommand.self])
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
