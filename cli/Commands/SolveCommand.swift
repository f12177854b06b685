import ArgumentParser
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutStore
import LayoutText

/// `layout solve SCREEN`: frames for a size, traits and content.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a screen and print its frames.",
        discussion: """
            Frames are in the superview's coordinates, like UIKit's frame. Conflicts \
            (required constraints given up, with a minimal conflicting set) and \
            ambiguous views are listed; with --strict they make the exit status 3. \
            Answers are cached per revision and request; --no-cache bypasses the cache.

            Examples:
              layout solve imageCell --size 320x200 --content images=3
              layout solve imageCell --device 'iPhone 15' --content images=2 --format table
              layout solve sliderViews --size 320xauto --format svg > slider.svg
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, table, svg }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @OptionGroup var options: SolveOptions
    @Option(help: "json, table or svg.") var format: Format = .json
    @Flag(name: .customLong("no-cache"), help: "Solve even when a cached answer exists (and do not store one).")
    var noCache = false
    @Flag(help: "Exit with status 3 when the layout is unsatisfiable or ambiguous, or has a negative size.")
    var strict = false

    func run() throws {
        let repository = try global.openForReading(caching: !noCache)
        let options = try self.options.resolvingLanguage(in: repository)
        let stored = try repository.screen(named: screen)
        // The stored screen gives the IB design size when neither --size nor --device is given,
        // and a self-sizing screen's open side on a device.
        let request = try options.request(design: stored)
        try options.checkContent(against: [stored], name: screen)
        try FontWarning.warnOfMissingFonts(screen: screen, in: repository)
        var result = try repository.solve(screen: screen, request: request, useCache: !noCache)
        result.leftOut = stored.leftOut
        let diagnosis = try SolveReport.diagnosis(of: result, screen: screen, request: request, in: repository)
        switch format {
        case .json: Terminal.write(result.jsonString() + "\n")
        case .table: Terminal.write(FrameTable(result: result, diagnosis: diagnosis, style: .stdout).rendered())
        case .svg:
            let panel = LayoutPicture.Panel(screen: try repository.localized(stored, in: request.language),
                                            result: result, request: request, measurer: try repository.measurer(for: stored))
            Terminal.write(LayoutPicture.svg([panel]))
        }
        if format != .table {
            SolveReport.messages(result, diagnosis: diagnosis)
        } else if let note = SolveReport.importedInPartNote(result) {
            Terminal.note(note)
        }
        if strict, !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty || !result.negative.isEmpty
            || !result.truncated.isEmpty {
            let problem = !result.unsatisfiable.isEmpty ? "unsatisfiable"
                : !result.ambiguous.isEmpty ? "ambiguous"
                : !result.negative.isEmpty ? "laid out with a negative size" : "truncating text"
            throw CLIError("screen '\(screen)' is \(problem)", exitCode: 3)
        }
    }
}

/// `layout explain SCREEN VIEW`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show which constraints fix a view's x, y, width and height.",
        discussion: """
            Takes the same request flags as solve. For each field, every constraint and \
            request input (size, safe area, keyboard, intrinsic size) whose constant moves \
            it is listed, and the value is written as the sum it is: each constant times \
            how far the field moves per point of it.

            Examples:
              layout explain imageCell imgViewTwo --size 320x200 --content images=2
              layout explain imageCell imgViewOne --device 'iPhone 8' --content images=1
              layout explain imageCell imgViewTwo --size 320x200 --content images=2 --json
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "view")) var view: String
    @OptionGroup var options: SolveOptions
    @Flag(help: "Print JSON: per field its value, the sum and each constraint with its constant and coefficient.")
    var json = false

    func run() throws {
        let repository = try global.openForReading()
        let options = try self.options.resolvingLanguage(in: repository)
        let unlocalized = try repository.screen(named: screen)
        let request = try options.request(design: unlocalized)
        try options.checkContent(against: [unlocalized], name: screen)
        try FontWarning.warnOfMissingFonts(screen: screen, in: repository)
        let stored = try repository.localized(unlocalized, in: request.language)
        let measurer = try repository.measurer(for: stored)
        let explanation = try LayoutEngine.explain(view: view, in: stored, standardSpacing: try repository.standardSpacing(),
                                                   request: request, measurer: measurer)
        Terminal.write((json ? explanation.jsonString() : explanation.description) + "\n")
        try SolveReport.explainNotes(view: view, screen: stored, standardSpacing: try repository.standardSpacing(),
                                     request: request, measurer: measurer)
    }
}

/// `layout replay SCREEN`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-apply a screen's recorded edits and print the frames after each.",
        discussion: """
            Rebuilds the screen from its history, from the first edit, and prints one JSON \
            line per revision from --from to --to: the result 'layout solve' would \
            print for that revision. When the replay reaches the latest revision it \
            checks that the rebuilt screen equals the stored one (exit 1 if not).

            Examples:
              layout replay imageCell --size 320x200 --content images=2
              layout replay imageCell --from 2 --to 4 --device 'iPhone 15'
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Option(help: ArgumentHelp("The first revision to print.", valueName: "rev")) var from: Int?
    @Option(help: ArgumentHelp("The last revision to replay.", valueName: "rev")) var to: Int?
    @OptionGroup var options: SolveOptions

    func validate() throws {
        for (flag, value) in [("--from", from), ("--to", to)] {
            if let value, value < 1 { throw ValidationError("\(flag) must be a revision number, 1 or more, found \(value)") }
        }
        if let from, let to, from > to {
            throw ValidationError("--from \(from) is after --to \(to); give --from at most --to")
        }
    }

    func run() throws {
        // The flags are checked once before the replay; each state is then laid out with the
        // request built for it (`SolveFlags.request(design:)`), so that with `--device` a state is
        // laid out as `solve --device` lays the screen out (`Device.layoutRequest`: a freeform
        // design's size, a cell's accessory), as it was at that revision.
        _ = try self.options.request()
        let repository = try global.openForReading()
        let options = try self.options.resolvingLanguage(in: repository)
        let spacing = try repository.standardSpacing()
        // Every stored font, read once: the replayed states may name fonts the latest one does not.
        let measurer = TextMeasurer(fonts: try repository.fontMetrics())
        if !options.content.isEmpty {
            // Content is checked against every state the replay goes through.
            var states: [Screen] = []
            try repository.replay(screen, from: from, to: to) { _, state in states.append(state) }
            try options.checkContent(against: states, name: screen)
        }
        let report = try repository.replay(screen, from: from, to: to) { entry, state in
            // The store's check, again: a state it would refuse (a history recorded
            // before the check existed) is reported rather than solved.
            let faults = ScreenValidator.faults(in: state)
            if !faults.isEmpty {
                let error = faults.map(\.description).joined(separator: "\n")
                Terminal.write(#"{"screen":\#(jsonQuoted(screen)),"revision":\#(entry.revision),"error":\#(jsonQuoted(error))}"# + "\n")
                return
            }
            do {
                let request = try options.request(design: state)
                var result = try LayoutEngine.solve(try repository.localized(state, in: request.language),
                                                    standardSpacing: spacing, request: request, measurer: measurer)
                result.revision = entry.revision
                Terminal.write(result.jsonString(pretty: false) + "\n")
            } catch {
                Terminal.write(#"{"screen":\#(jsonQuoted(screen)),"revision":\#(entry.revision),"error":\#(jsonQuoted("\(error)"))}"# + "\n")
            }
        }
        switch report.matchesStored {
        case true?: Terminal.message("replayed revisions up to \(report.lastRevision): the rebuilt screen equals the stored one")
        default: Terminal.message("replayed revisions up to \(report.lastRevision) of \(report.storedRevision)")
        }
    }
}
