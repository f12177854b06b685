import ArgumentParser
import LayoutCore
import LayoutStore
import LayoutDocument
import LayoutText

/// `layout font add|remove`: named fonts, whose metrics measure the text of views that name them.
struct FontCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "font",
        abstract: "Store font files for named fonts, or remove one.",
        discussion: """
            A view whose font is { "name": N, "size": S } is measured with the stored \
            font whose PostScript name is N; without one, with the system font's metrics \
            and a warning. Adding or removing a font is not a screen edit (no revision); \
            it clears the frame cache, whose answers depend on the stored fonts. \
            'layout fonts' lists them.

            Examples:
              layout font add Fonts/AvenirNext-Regular.ttf Fonts/AvenirNext-Bold.ttf
              layout font add --replace Fonts/AvenirNext-Regular.ttf
              layout font remove AvenirNext-Bold
            """,
        subcommands: [FontAddCommand.self, FontRemoveCommand.self])
}

struct FontAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Store TrueType or OpenType font files (.ttf, .otf), by PostScript name.",
        discussion: """
            Every file is read first: one that is not a font layout can read is an \
            error naming the file, the table and byte offset, and what is wrong, and \
            nothing is stored. Then all are stored in one transaction. A PostScript name \
            that is already stored is refused unless --replace. Like 'layout import', it \
            creates the database when there is none.

            Examples:
              layout font add Fonts/AvenirNext-Regular.ttf
              layout font add --replace Fonts/*.otf
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("Font files (.ttf or .otf).", valueName: "file")) var files: [String]
    @Flag(help: "Replace a stored font of the same PostScript name.") var replace = false

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one font file") }
    }

    func run() throws {
        var fonts: [LayoutRepository.FontFile] = []
        for path in files {
            let bytes = try readInput(path)
            fonts.append(try LayoutRepository.FontFile(path: path, bytes: bytes))
        }
        let stored = try global.openCreating().addFonts(fonts, replace: replace)
        for font in stored {
            Terminal.message("added font '\(font.postScriptName)' (family '\(font.family)')")
        }
    }
}

struct FontRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a stored font by PostScript name.",
        discussion: """
            Text in that font is measured with the system font's metrics again (with \
            a warning). An unknown name is an error, with the closest stored name.

            Examples:
              layout font remove AvenirNext-Bold
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The font's PostScript name.", valueName: "name")) var name: String

    func run() throws {
        try global.openRepository().removeFont(named: name)
        Terminal.message("removed font '\(name)'")
    }
}

/// `layout fonts`: the stored fonts.
struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "List the stored fonts: PostScript name and family.",
        discussion: """
            One font per line, by PostScript name: the name, a tab, the family.

            Examples:
              layout fonts
              layout fonts --json
            """)

    @OptionGroup var global: GlobalOptions
    @Flag(help: "Print JSON instead of lines.") var json = false

    func run() throws {
        let fonts = try global.openForReading().fonts()
        if json {
            let lines = fonts.map { font in
                #"  { "name": \#(jsonQuoted(font.postScriptName)), "family": \#(jsonQuoted(font.family)), "#
                    + #""bytes": \#(font.byteCount) }"#
            }
            Terminal.write(lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n")
            return
        }
        Terminal.write(fonts.map { "\($0.postScriptName)\t\($0.family)\n" }.joined())
    }
}

/// The warning for text measured with the system font because its named font is not stored.
enum FontWarning {
    /// Warns, on stderr, of each named font of screen `name` the database does not hold.
    static func warnOfMissingFonts(screen name: String, in repository: LayoutRepository) throws {
        warn(screen: name, missing: try repository.missingFonts(of: name))
    }

    /// The same warnings for screens already loaded, given the stored fonts: no query per
    /// screen (`check` and `report` over a whole app).
    static func warnOfMissingFonts(screens: [Screen], stored: [FontMetrics]) {
        for screen in screens {
            warn(screen: screen.name, missing: LayoutRepository.missingFonts(of: screen, stored: stored))
        }
    }

    private static func warn(screen name: String, missing fonts: [String]) {
        for font in fonts {
            Terminal.warning("screen '\(name)' names font '\(font)', which is not stored: its text is measured "
                             + "with the system font ('layout font add FILE' stores it)")
        }
    }
}
