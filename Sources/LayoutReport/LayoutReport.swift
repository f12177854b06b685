import LayoutCheck
import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutPicture
import LayoutText
import LayoutTranslation

/// One self-contained HTML page of solved layouts (`layout report`): every
/// screen on every device, in both orientations and every content
/// combination, drawn as the SVG pictures draw them, with filters, an
/// enlarged view, each view's explanation and each conflict's minimal set.
/// The page loads nothing: its style, script, pictures and data are inline.
public enum LayoutReport {
    /// One solved layout: a screen on a device in an orientation, with content.
    public struct Entry: Sendable {
        public var screen: Screen
        public var device: String
        public var orientation: Orientation
        public var request: SolveRequest
        public var result: SolveResult
        /// Why each present view has its frame, in the result's view order.
        public var explanations: [ViewExplanation]
        /// The distinct layout this is: entries of one screen whose devices make the same
        /// request share one number (and one solve), numbered from 0 in order of appearance.
        public var layout: Int

        public init(screen: Screen, device: String, orientation: Orientation, request: SolveRequest,
                    result: SolveResult, explanations: [ViewExplanation], layout: Int = 0) {
            self.screen = screen
            self.device = device
            self.orientation = orientation
            self.request = request
            self.result = result
            self.explanations = explanations
            self.layout = layout
        }
    }

    /// A layout that could not be solved, named in the page.
    public struct Failure: Sendable, Hashable {
        public var screen: String
        public var device: String?
        public var orientation: Orientation?
        public var content: [String: String]
        public var message: String

        public init(screen: String, device: String?, orientation: Orientation?, content: [String: String], message: String) {
            self.screen = screen
            self.device = device
            self.orientation = orientation
            self.content = content
            self.message = message
        }
    }

    /// One layout named by screen, device, orientation and content (`solve(only:)`).
    public struct Place: Sendable, Hashable {
        public var screen: String
        public var device: String
        public var orientation: Orientation
        public var content: [String: String]

        public init(screen: String, device: String, orientation: Orientation, content: [String: String]) {
            self.screen = screen
            self.device = device
            self.orientation = orientation
            self.content = content
        }
    }

    /// Everything the page shows.
    public struct Sweep: Sendable {
        public var entries: [Entry] = []
        public var failures: [Failure] = []
        /// How many layouts were actually solved: devices that share a request share one.
        public var solves = 0
        /// The problem list; nil: worked out from the entries (`ReportProblem.list`).
        /// `report --from` gives the one its `check --json` files name.
        public var problems: [ReportProblem]?
        /// Measures the texts the pictures draw, as the layouts were measured (the stored fonts).
        public var measurer = TextMeasurer()
        public init(entries: [Entry] = [], failures: [Failure] = []) {
            self.entries = entries
            self.failures = failures
        }
    }

    /// How many layouts `solve` will solve: devices × 2 orientations × content combinations, per screen.
    public static func layoutCount(of screens: [Screen], devices: [Device] = DeviceCatalog.devices) -> Int {
        screens.reduce(0) { $0 + ScreenCheck(screen: $1, standardSpacing: .apple, sizes: .devices(devices)).layoutCount }
    }

    /// Solves every screen on every device, in both orientations and every
    /// content combination its conditions mention, as `layout check` sweeps
    /// them (`ScreenCheck`, `CheckRunner`: one `ScreenSession` per screen and
    /// thread, its solvers reused across sizes; a self-sizing screen with that
    /// side open), and explains every view. Devices that make the same request
    /// share one solve, and its views are explained from one fresh solver (not
    /// one per view), each with its "that is" chain, as `layout explain` prints
    /// it. The blocks are solved and explained on `jobs` threads; the sweep is
    /// the serial one whatever `jobs` is.
    /// - Parameters:
    ///   - revisions: the stored revision of each screen, copied into its results.
    ///   - language: the language laid out in; `screens` already carry its translations.
    ///   - measurer: measures text (the stored fonts).
    ///   - only: when given, only these layouts (the others are skipped, not counted as failures).
    ///   - jobs: how many threads solve and explain the screens (1: this one).
    ///   - progress: called on this thread with the number of layouts done, a few times a second.
    public static func solve(
        _ screens: [Screen], standardSpacing: StandardSpacing, devices: [Device] = DeviceCatalog.devices,
        revisions: [String: Int] = [:], contentSize: ContentSizeCategory? = nil, language: Language? = nil,
        measurer: TextMeasurer = TextMeasurer(), only: Set<Place>? = nil, jobs: Int = 1,
        progress: (Int) -> Void = { _ in }
    ) throws(LayoutReportError) -> Sweep {
        guard !screens.isEmpty else { throw LayoutReportError(.noScreens) }
        guard !devices.isEmpty else { throw LayoutReportError(.noDevices) }
        var onlyByScreen: [String: Set<ScreenCheck.Place>] = [:]
        for place in only ?? [] {
            onlyByScreen[place.screen, default: []].insert(
                ScreenCheck.Place(label: place.device, orientation: place.orientation, content: place.content))
        }
        let runner = CheckRunner(jobs: jobs)
        for screen in screens {
            runner.add(ScreenCheck(
                screen: screen, standardSpacing: standardSpacing, sizes: .devices(devices), contentSizes: [contentSize],
                languages: [language], translations: nil, measurer: measurer, keeping: .explainedLayouts,
                only: only == nil ? nil : onlyByScreen[screen.name] ?? []))
        }
        var swept: [CheckRunner.ScreenSweep] = []
        swept.reserveCapacity(screens.count)
        _ = runner.run(showsProgress: true, progress: { _, done in progress(done) },
                       prepare: { $1 }, emit: { _, screen in swept.append(screen) })
        var sweep = sweep(swept, screens: screens, revisions: revisions)
        sweep.measurer = measurer
        return sweep
    }

    /// The sweep of every screen (`swept[i]` is `screens[i]`'s): an entry per place whose layout
    /// was solved and explained, a failure (with the error) per other place, and one for a screen
    /// that could not be read. A layout's number counts the layouts before it (of any screen)
    /// that were solved and explained.
    static func sweep(_ swept: [CheckRunner.ScreenSweep], screens: [Screen], revisions: [String: Int]) -> Sweep {
        var sweep = Sweep()
        var next = 0
        for (screen, part) in zip(screens, swept) {
            // A screen that cannot be read is one error found before any layout.
            for finding in part.findings where finding.kind == .error && finding.devices.isEmpty {
                sweep.failures.append(Failure(screen: screen.name, device: nil, orientation: nil, content: [:],
                                              message: finding.message ?? ""))
            }
            for block in part.blocks {
                sweep.solves += block.layouts.count
                var numbers: [Int] = []
                numbers.reserveCapacity(block.layouts.count)
                for layout in block.layouts {
                    numbers.append(next)
                    if case .success = layout.solved, case .success? = layout.explained { next += 1 }
                }
                for solved in block.places {
                    let layout = block.layouts[solved.layout]
                    let place = solved.place
                    do throws(LayoutModelError) {
                        var result = try layout.solved.get()
                        let explanations = try (layout.explained ?? .success([])).get()
                        result.revision = revisions[screen.name]
                        sweep.entries.append(Entry(
                            screen: screen, device: place.label, orientation: place.orientation, request: layout.request,
                            result: result, explanations: explanations, layout: numbers[solved.layout]))
                    } catch {
                        sweep.failures.append(Failure(screen: screen.name, device: place.label, orientation: place.orientation,
                                                      content: place.content, message: error.message))
                    }
                }
            }
        }
        return sweep
    }

    /// The page. `onlyProblems`: only the layouts with a problem get a card. `jobs`: how many
    /// threads write the layouts' pictures and explanations; the page is the same whatever it is.
    public static func html(_ sweep: Sweep, title: String = "Layout report", onlyProblems: Bool = false,
                            jobs: Int = 1) -> String {
        ReportPage(sweep: sweep, title: title, onlyProblems: onlyProblems, jobs: jobs).html()
    }
}
