import ArgumentParser
import LayoutModel
import LayoutReport
import LayoutStore
import LayoutText
import LayoutTranslation

/// `layout report [SCREEN...] -o FILE`: every screen on every device in one HTML page.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write one self-contained HTML page of every screen on every device.",
        discussion: """
            Solves each screen (default: all) on every device of 'layout devices', in \
            portrait and landscape and every combination of the content values its \
            conditions mention (one solver session per screen), and writes a page that \
            needs no network and no other file: a filterable grid of pictures; clicking \
            one enlarges it, clicking a view explains its frame, clicking a conflict \
            highlights its minimal set. The solve results are embedded as JSON in \
            <script type="application/json" id="layout-results">, each as 'layout solve' \
            prints it with "device" and "orientation" added. A progress bar goes to \
            stderr when it is a terminal.

            Examples:
              layout report -o report.html
              layout report imageCell keyboardNote -o cells.html
              layout report --language all -o languages.html
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("Screens to report on (default: all).", valueName: "screen"))
    var screens: [String] = []

    @Option(name: .customLong("content-size"),
            help: "The Dynamic Type size text is measured at: XS, S, M, L (default), XL, XXL, XXXL, AX1 ... AX5.")
    var contentSize: ContentSizeCategory?
    @Option(help: ArgumentHelp("The language laid out in (a language code or a pseudolanguage; default: the development "
                               + "language), or 'all' for every stored language and the development language, with a "
                               + "language switch in the page.", valueName: "code"),
            transform: { text throws(ValidationError) in text == "all" ? .all : .one(try parseLanguage(text)) })
    var language: LanguageArgument?
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the page to this file instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        try checkOutputFolder(output)
        let repository = try global.openForReading()
        let document = try repository.exportDocument(screens: screens)
        let translations = try repository.translations()
        let languages: [Language?]
        switch language {
        case nil: languages = [nil]
        case .one(let one)?: languages = [one]
        case .all?: languages = translations.languages.compactMap { Language($0) }
        }
        let revisions = Dictionary(try repository.screens().map { ($0.name, $0.revision) }, uniquingKeysWith: { a, _ in a })
        let perLanguage = LayoutReport.layoutCount(of: document.screens)
        let total = perLanguage * languages.count
        let spacing = try repository.standardSpacing()
        let measurer = TextMeasurer(fonts: try repository.fontMetrics())
        for screen in document.screens { try FontWarning.warnOfMissingFonts(screen: screen.name, in: repository) }
        var sweep = LayoutReport.Sweep()
        var bar = ProgressBar("report", total: total, unit: "layouts")
        do {
            // One sweep per language, each over the screens with that language's texts; the page
            // gets a language switch when a language was asked for.
            for (offset, solved) in languages.enumerated() {
                let screens = solved.map { code in document.screens.map { translations.localized($0, in: code) } }
                    ?? document.screens
                let part = try LayoutReport.solve(screens, standardSpacing: spacing, revisions: revisions,
                                                  contentSize: contentSize, language: solved, measurer: measurer) { done in
                    bar.update(offset * perLanguage + done)
                }
                sweep.entries += part.entries
                sweep.failures += part.failures
                sweep.solves += part.solves
            }
        } catch {
            bar.finish()
            throw CLIError(error.description)
        }
        bar.finish()
        try writeOutput(LayoutReport.html(sweep), to: output)
        let problems = sweep.entries.filter { !$0.result.unsatisfiable.isEmpty || !$0.result.ambiguous.isEmpty }.count
        var summary = "report: \(counted(sweep.entries.count, "layout")) of \(counted(document.screens.count, "screen")), "
            + "\(problems) with conflicts or ambiguity"
        if !sweep.failures.isEmpty { summary += ", \(sweep.failures.count) could not be solved" }
        Terminal.message(summary + (output.map { " -> \($0)" } ?? ""))
    }
}
