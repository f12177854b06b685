import ArgumentParser
import Foundation
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
            conditions mention (one solver session per screen; a self-sizing screen with \
            that side open, as 'check' solves it), and writes a page that needs no network \
            and no other file. It opens on the list of distinct problems (conflicts, \
            ambiguity, truncated text, negative sizes, self-sizing screens collapsing to \
            zero height), each with where it happens and a link to its layouts; then one \
            card per distinct layout (devices that make the same request share one), \
            screens with problems first, each card drawn when it comes into view. Clicking \
            a card enlarges it, clicking a view explains its frame (with the 'that \
            is' chain 'layout explain' prints), clicking a conflict \
            highlights its minimal set with the broken constraint marked. The solve results are embedded as JSON in \
            <script type="application/json" id="layout-results">, one per distinct \
            layout as 'layout solve' prints it with "device", "devices" and \
            "orientation" added. --only-problems keeps only the layouts with a problem \
            (the page's URL parameter ?only-problems filters the same way). --jobs N solves, explains \
            and draws the layouts on N threads (default: one per core); the page \
            is the same whatever N is. --from builds \
            the page from 'check --json' output (shards of one run, for example) instead \
            of solving everything: its problem list, with cards for the layouts the \
            findings name, solved from the database when it has their screens. A \
            progress bar goes to stderr when it is a terminal.

            Examples:
              layout report -o report.html
              layout report imageCell keyboardNote -o cells.html
              layout report --language all -o languages.html
              layout report --only-problems -o problems.html
              layout report --from shard-1.json shard-2.json -o report.html
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
    @Flag(name: .customLong("only-problems"), help: "Only the layouts with a problem get a card.")
    var onlyProblems = false
    @Option(help: ArgumentHelp("Solve, explain and draw on this many threads (default: one per core; 1: on one thread).",
                               valueName: "N"),
            transform: { text throws(ValidationError) in try parseJobs(text) })
    var jobs: Int?
    @Option(name: .customLong("from"), parsing: .upToNextOption,
            help: ArgumentHelp("Build the page from these 'layout check --json' files instead of solving every layout.",
                               valueName: "file"))
    var from: [String] = []
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the page to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if !from.isEmpty, !screens.isEmpty {
            throw ValidationError("give screens or --from, not both: the files name the screens")
        }
    }

    func run() throws {
        try checkOutputFolder(output)
        var findings: ReportFindings?
        if !from.isEmpty {
            var file = ReportFindings()
            do {
                try file.read(from)
            } catch {
                throw CLIError(error.description)
            }
            findings = file
        }
        let repository = try global.openForReading()
        var chosen = screens
        if let findings {
            let stored = Set(try repository.screens().map(\.name))
            chosen = findings.screens.filter(stored.contains)
            for name in findings.screens where !stored.contains(name) {
                Terminal.warning("screen '\(name)' of the findings is not in the database; its problems are listed without cards")
            }
        }
        let document = findings != nil && chosen.isEmpty ? nil : try repository.exportDocument(screens: chosen)
        let revisions = Dictionary(try repository.screens().map { ($0.name, $0.revision) }, uniquingKeysWith: { a, _ in a })
        let spacing = try repository.standardSpacing()
        let storedFonts = try repository.fontMetrics()
        let measurer = TextMeasurer(fonts: storedFonts)
        var sweep = LayoutReport.Sweep()
        let threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let translations = try repository.translations()
        let languages = try LanguageArgument.languages(language, in: translations, repository: repository)
        if let document {
            let perLanguage = LayoutReport.layoutCount(of: document.screens)
            FontWarning.warnOfMissingFonts(screens: document.screens, stored: storedFonts)
            var bar = ProgressBar("report", total: perLanguage * languages.count, unit: "layouts")
            do {
                // One sweep per language, each over the screens with that language's texts; the page
                // gets a language switch when a language was asked for.
                for (offset, solved) in languages.enumerated() {
                    let screens = solved.map { code in document.screens.map { translations.localized($0, in: code) } }
                        ?? document.screens
                    let part = try LayoutReport.solve(screens, standardSpacing: spacing, revisions: revisions,
                                                      contentSize: contentSize, language: solved, measurer: measurer,
                                                      only: findings?.places, jobs: threads) { done in
                        bar.update(offset * perLanguage + done)
                    }
                    // A screen's distinct layouts are numbered per sweep: number the next language's after these.
                    let offset = (sweep.entries.map(\.layout).max() ?? -1) + 1
                    sweep.entries += part.entries.map { entry in
                        var entry = entry
                        entry.layout += offset
                        return entry
                    }
                    sweep.failures += part.failures
                    sweep.solves += part.solves
                }
            } catch {
                bar.finish()
                throw CLIError(error.description)
            }
            bar.finish()
        }
        if let findings {
            sweep.problems = findings.problems.problems
            sweep.failures += findings.failures
        }
        // The problem list once, for the page and the summary.
        let problems = sweep.problems ?? ReportProblem.list(sweep.entries)
        sweep.problems = problems
        try writeOutput(LayoutReport.html(sweep, onlyProblems: onlyProblems, jobs: threads), to: output)
        var summary: String
        if let findings {
            summary = "report: \(counted(findings.count, "finding")) from \(counted(from.count, "file")), "
                + "\(counted(problems.count, "distinct problem")), \(counted(sweep.entries.count, "layout")) drawn"
        } else {
            summary = "report: \(counted(sweep.entries.count, "layout")) of \(counted(document?.screens.count ?? 0, "screen")), "
                + "\(counted(problems.count, "distinct problem"))"
        }
        if !sweep.failures.isEmpty { summary += ", \(sweep.failures.count) could not be solved" }
        Terminal.message(summary + (output.map { " -> \($0)" } ?? ""))
    }
}
