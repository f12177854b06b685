import ArgumentParser
import LayoutCore
import LayoutModel
import LayoutPicture
import LayoutStore

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
    @Flag(help: "Exit with status 3 when the layout is unsatisfiable or ambiguous.") var strict = false

    func run() throws {
        let repository = try global.openRepository()
        let request = try options.request(design: options.size == nil && options.device == nil
                                          ? try repository.screen(named: screen) : nil)
        let result = try repository.solve(screen: screen, request: request, useCache: !noCache)
        let diagnosis = try SolveReport.diagnosis(of: result, screen: screen, request: request, in: repository)
        switch format {
        case .json: Terminal.write(result.jsonString() + "\n")
        case .table: Terminal.write(FrameTable(result: result, diagnosis: diagnosis, style: .stdout).rendered())
        case .svg: Terminal.write(LayoutPicture.svg(screen: try repository.screen(named: screen), result: result))
        }
        if format != .table, let diagnosis { SolveReport.message(diagnosis) }
        if strict, !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty {
            throw CLIError("screen '\(screen)' is \(result.unsatisfiable.isEmpty ? "ambiguous" : "unsatisfiable")", exitCode: 3)
        }
    }
}

/// `layout explain SCREEN VIEW`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show which constraints fix a view's x, y, width and height.",
        discussion: """
            Takes the same request flags as solve.

            Examples:
              layout explain imageCell imgViewTwo --size 320x200 --content images=2
              layout explain imageCell imgViewOne --device 'iPhone 8' --content images=1
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp("The screen.", valueName: "screen")) var screen: String
    @Argument(help: ArgumentHelp("The view.", valueName: "view")) var view: String
    @OptionGroup var options: SolveOptions

    func run() throws {
        let repository = try global.openRepository()
        let stored = try repository.screen(named: screen)
        let request = try options.request(design: stored)
        let explanation = try LayoutEngine.explain(view: view, in: stored, standardSpacing: try repository.standardSpacing(),
                                                   request: request)
        Terminal.write(explanation.description + "\n")
        try SolveReport.explainNotes(view: view, screen: stored, standardSpacing: try repository.standardSpacing(),
                                     request: request)
    }
}

/// `layout replay SCREEN`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Re-apply a screen's recorded edits and print the frames after each.",
        discussion: """
            Rebuilds the screen from its history, from the first edit, and prints one JSON \
            line per revision from --from to --to: the solve result (section 5 of the \
            contract) for that revision. When the replay reaches the latest revision it \
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

    func run() throws {
        let request = try options.request()
        let repository = try global.openRepository()
        let spacing = try repository.standardSpacing()
        let report = try repository.replay(screen, from: from, to: to) { entry, state in
            do {
                var result = try LayoutEngine.solve(state, standardSpacing: spacing, request: request)
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
