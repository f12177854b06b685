import ArgumentParser
import Foundation
import LayoutCheck
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
            the page from the --json files of the shards of one check ('check --shard \
            K/N --json'; a whole check is --shard 1/1), read and refused as 'check \
            --merge' reads them, instead of solving everything: its problem list, with \
            cards for the layouts the findings name, solved from the database when it \
            has their screens at the revision checked. A progress bar goes to stderr \
            when it is a terminal; Ctrl-C stops with exit 130 and leaves no page \
            half written.

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
            help: ArgumentHelp("Build the page from the 'layout check --shard K/N --json' files of one check instead of solving every layout.",
                               valueName: "file"))
    var from: [String] = []
    @Option(name: .shortAndLong, help: ArgumentHelp("Write the page to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if !from.isEmpty, !screens.isEmpty {
            throw ValidationError("give screens or --from, not both: the files name the screens")
        }
        if !from.isEmpty, language != nil || contentSize != nil {
            throw ValidationError("give --language and --content-size to the check, not with --from: the files name "
                                  + "the languages and the content size the check used")
        }
    }

    func run() throws {
        try checkOutputFolder(output)
        // Ctrl-C: while nothing is written, stop at once; the page goes to a temporary
        // file renamed into place, so it is never left half written (`writePage`).
        let interruption = Interruption()
        defer { interruption.stop() }
        interruption.exitsImmediately(saying: "interrupted; no page was written")
        var findings: ReportFindings?
        var checked: ShardFile.Summary?
        if !from.isEmpty {
            // The shards of one check, read and refused exactly as `check --merge` reads and refuses them.
            do throws(LayoutCheckError) {
                let merged = try ShardFile.merge(paths: from)
                findings = ReportFindings(merged)
                checked = merged.summary
            } catch {
                throw CLIError(error.message)
            }
        }
        let repository = try global.openForReading()
        let stored = try repository.screens()
        var chosen = screens
        if let findings, let checked {
            let revisions = Dictionary(stored.map { ($0.name, $0.revision) }, uniquingKeysWith: { first, _ in first })
            let checkedAt = Dictionary(zip(checked.screens, checked.revisions ?? []), uniquingKeysWith: { first, _ in first })
            chosen = findings.screens.filter { revisions[$0] != nil && revisions[$0] == checkedAt[$0] }
            for name in findings.screens where !chosen.contains(name) {
                if let revision = revisions[name] {
                    Terminal.warning("screen '\(name)' is at revision \(revision) in the database and was checked at "
                                     + "revision \(checkedAt[name] ?? 0); its problems are listed without cards")
                } else {
                    Terminal.warning("screen '\(name)' of the findings is not in the database; its problems are listed without cards")
                }
            }
        }
        let document = findings != nil && chosen.isEmpty ? nil : try repository.exportDocument(screens: chosen)
        let revisions = Dictionary(stored.map { ($0.name, $0.revision) }, uniquingKeysWith: { a, _ in a })
        let spacing = try repository.standardSpacing()
        let storedFonts = try repository.fontMetrics()
        let measurer = TextMeasurer(fonts: storedFonts)
        var sweep = LayoutReport.Sweep()
        sweep.measurer = measurer
        let threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let translations = try repository.translations()
        var languages = try LanguageArgument.languages(language, in: translations, repository: repository)
        var contentSize = self.contentSize
        if let checked {
            // The cards are solved as the check solved: in its languages, at its content size.
            languages = checked.languages.map { codes in codes.map { Language($0) } } ?? [nil]
            let sizes = checked.contentSizes?.compactMap(ContentSizeCategory.init(rawValue:)) ?? []
            contentSize = sizes.count == 1 ? sizes[0] : nil
            if sizes.count > 1 {
                Terminal.warning("the check measured text at \(sizes.count) content sizes; the cards are drawn at the default, L")
            }
        }
        if let document {
            let perLanguage = LayoutReport.layoutCount(of: document.screens)
            FontWarning.warnOfMissingFonts(screens: document.screens, stored: storedFonts)
            var bar = ProgressBar("report", total: perLanguage * languages.count, unit: "layouts")
            // `LAYOUT_TEST_REPORT_PAUSE_AFTER=0` holds the report before it solves, until Ctrl-C (`TestPause`).
            if let pause = TestPause(environment: "LAYOUT_TEST_REPORT_PAUSE_AFTER") {
                pause.hold(after: "layouts", until: interruption)
            }
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
        let page = LayoutReport.html(sweep, onlyProblems: onlyProblems, jobs: threads)
        try writePage(page, to: output, interruption: interruption)
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

extension ReportCommand {
    /// Writes the page to `path` (or stdout) so that Ctrl-C never leaves half of it: the
    /// bytes go to a temporary file beside it, which an interrupt removes and which is renamed
    /// into place once whole (a page already there stays as it was until then).
    /// `LAYOUT_TEST_REPORT_PAUSE_WRITING=N` holds the write after N bytes until Ctrl-C (`TestPause`).
    func writePage(_ text: String, to path: String?, interruption: Interruption) throws {
        guard let path else { return Terminal.write(text) }
        try checkOutputFolder(path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial").path
        interruption.onInterrupt {
            unlink(temporary)
            Terminal.endProgress()
            Terminal.message("layout: interrupted; no page was written")
            _exit(Interruption.exitCode)
        }
        func failed(_ code: Int32) -> CLIError {
            unlink(temporary)
            return CLIError("\(path): cannot be written (\(String(cString: strerror(code))))")
        }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else { throw failed(errno) }
        let bytes = Array(text.utf8)
        var offset = 0
        func writeBytes(upTo end: Int) throws {
            while offset < end {
                let written = bytes[offset..<end].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    close(descriptor)
                    throw failed(code)
                }
                offset += written
            }
        }
        if let pause = TestPause(environment: "LAYOUT_TEST_REPORT_PAUSE_WRITING") {
            try writeBytes(upTo: min(pause.count, bytes.count))
            pause.hold(after: "bytes", until: interruption)
        }
        try writeBytes(upTo: bytes.count)
        guard close(descriptor) == 0 else { throw failed(errno) }
        // Whole: from here a Ctrl-C is only recorded, and the page is put in place.
        interruption.onInterrupt(nil)
        guard rename(temporary, path) == 0 else { throw failed(errno) }
    }
}
