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
        public init(entries: [Entry] = [], failures: [Failure] = []) {
            self.entries = entries
            self.failures = failures
        }
    }

    /// How many layouts `solve` will solve: devices × 2 orientations × content combinations, per screen.
    public static func layoutCount(of screens: [Screen], devices: [Device] = DeviceCatalog.devices) -> Int {
        screens.reduce(0) { $0 + LayoutEngine.contentCombinations(of: $1).count * devices.count * 2 }
    }

    /// Solves every screen on every device, in both orientations and every
    /// content combination its conditions mention, with one `ScreenSession`
    /// per screen (its solvers are reused across sizes), and explains every view.
    /// A self-sizing screen is solved with that side open, as `check` solves it.
    /// Devices that make the same request share one solve, and its views are
    /// explained from one fresh solver (not one per view), each with its "that is"
    /// chain, as `layout explain` prints it (one chain writer for the layout, which keeps
    /// what it wrote between views and fields). The screens are solved and explained on
    /// `jobs` threads (`ReportWork`, `SweepPlan`); the sweep is the serial one whatever `jobs` is.
    /// - Parameters:
    ///   - revisions: the stored revision of each screen, copied into its results.
    ///   - language: the language laid out in; `screens` already carry its translations.
    ///   - measurer: measures text (the stored fonts).
    ///   - only: when given, only these layouts (the others are skipped, not counted as failures).
    ///   - jobs: how many threads solve and explain the screens (1: this one).
    ///   - progress: called on this thread with the number of layouts done (counted a screen at a time).
    public static func solve(
        _ screens: [Screen], standardSpacing: StandardSpacing, devices: [Device] = DeviceCatalog.devices,
        revisions: [String: Int] = [:], contentSize: ContentSizeCategory? = nil, language: Language? = nil,
        measurer: TextMeasurer = TextMeasurer(), only: Set<Place>? = nil, jobs: Int = 1,
        progress: (Int) -> Void = { _ in }
    ) throws(LayoutReportError) -> Sweep {
        guard !screens.isEmpty else { throw LayoutReportError(.noScreens) }
        guard !devices.isEmpty else { throw LayoutReportError(.noDevices) }
        // A screen at a time on `jobs` threads, the costliest first (layouts × views) so that no thread is
        // left with a large screen at the end; each screen's sweep goes into its own slot.
        let cost = screens.map { screen in
            LayoutEngine.contentCombinations(of: screen).count * screen.views.count
        }
        let order = screens.indices.sorted { (cost[$1], $0) < (cost[$0], $1) }
        let total = layoutCount(of: screens, devices: devices)
        let swept = ReportWork.map(screens.count, jobs: jobs, progress: { done in
            progress(total * done / screens.count)
        }) { item in
            SweepPlan.screen(screens[order[item]], standardSpacing: standardSpacing, devices: devices,
                             contentSize: contentSize, language: language, measurer: measurer, only: only)
        }
        var inOrder = Array(repeating: SweepPlan.ScreenSweep(), count: screens.count)
        for (item, screen) in order.enumerated() { inOrder[screen] = swept[item] }
        return SweepPlan.sweep(inOrder, screens: screens, revisions: revisions)
    }

    /// The page. `onlyProblems`: only the layouts with a problem get a card. `jobs`: how many
    /// threads write the layouts' pictures and explanations; the page is the same whatever it is.
    public static func html(_ sweep: Sweep, title: String = "Layout report", onlyProblems: Bool = false,
                            jobs: Int = 1) -> String {
        ReportPage(sweep: sweep, title: title, onlyProblems: onlyProblems, jobs: jobs).html()
    }
}
