import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// A check's work for one screen: every device (or those asked for), both
/// orientations and every combination of the content values its conditions
/// mention, in every language and Dynamic Type size asked for, solved in one
/// `ScreenSession` per language so the solver is reused between sizes. A
/// self-sizing screen is solved at each device's width with its height left
/// to the content (or the other way round). `layout check` and `layout
/// report` both sweep screens with it (`CheckPlan`, `CheckRunner`).
public struct ScreenCheck: Sendable {
    /// Where to solve: the catalogue's devices in both orientations, one size, or one request.
    public enum Sizes: Sendable, Equatable {
        case devices([Device])
        /// `--size`: one size (a nil side is open), the orientation following from it.
        case size(label: String, width: Double?, height: Double?)
        /// One request as it is (its size, traits, safe area; `check --design`: the
        /// Interface Builder design), named `label` where a device's name would be.
        case request(label: String, SolveRequest)
    }

    /// What a block's solving keeps besides its findings (`BlockSweep`).
    public enum Keeping: Sendable {
        /// Only the findings (`layout check`).
        case findings
        /// Also every place solved and each distinct request's result.
        case layouts
        /// Also each distinct layout's explanations (`layout report`): every
        /// view's, from a fresh solver of its own, as `layout explain` says.
        case explainedLayouts
    }

    /// One place of a screen: a device (or size) in an orientation, with content.
    public struct Place: Sendable, Hashable {
        public var label: String
        public var orientation: Orientation
        public var content: [String: String]

        public init(label: String, orientation: Orientation, content: [String: String]) {
            self.label = label
            self.orientation = orientation
            self.content = content
        }
    }

    public var screen: Screen
    public var standardSpacing: StandardSpacing
    public var sizes: Sizes = .devices(DeviceCatalog.devices)
    /// `--keyboard`: the keyboard guide's height in every request.
    public var keyboardHeight: Double = 0
    /// `--content`: values fixed in every request; the other keys still vary.
    public var fixedContent: [String: String] = [:]
    /// `--content-size`: the Dynamic Type sizes solved at (nil: the request's default, L).
    public var contentSizes: [ContentSizeCategory?] = [nil]
    /// `--language`: the languages solved in (nil: the development language, the screen's own text).
    public var languages: [Language?] = [nil]
    /// The stored translations, which put a language's texts in the screen; nil when
    /// `screen` already has the texts of the (one) language solved in (`LayoutReport`).
    public var translations: Translations? = Translations()
    /// Measures the screen's text (the stored fonts).
    public var measurer = TextMeasurer()
    /// What each block keeps besides its findings.
    public var keeping = Keeping.findings
    /// When given, only these places are solved (`report --from`); the others are
    /// skipped, not counted as findings, and keep their numbers.
    public var only: Set<Place>?

    public init(screen: Screen, standardSpacing: StandardSpacing, sizes: Sizes = .devices(DeviceCatalog.devices),
                keyboardHeight: Double = 0, fixedContent: [String: String] = [:],
                contentSizes: [ContentSizeCategory?] = [nil], languages: [Language?] = [nil],
                translations: Translations? = Translations(), measurer: TextMeasurer = TextMeasurer(),
                keeping: Keeping = .findings, only: Set<Place>? = nil) {
        self.screen = screen
        self.standardSpacing = standardSpacing
        self.sizes = sizes
        self.keyboardHeight = keyboardHeight
        self.fixedContent = fixedContent
        self.contentSizes = contentSizes
        self.languages = languages
        self.translations = translations
        self.measurer = measurer
        self.keeping = keeping
        self.only = only
    }

    /// The content combinations solved: every one the conditions mention, with the fixed values imposed.
    public var contentCombinations: [[String: String]] {
        var seen: Set<[String: String]> = []
        return LayoutEngine.contentCombinations(of: screen)
            .map { $0.merging(fixedContent) { _, fixed in fixed } }
            .filter { seen.insert($0).inserted }
    }

    /// How many places each content combination is solved in.
    public var placesPerContent: Int {
        switch sizes {
        case .devices(let devices): return devices.count * Orientation.allCases.count
        case .size, .request: return 1
        }
    }

    /// How many layouts the screen's blocks solve.
    public var layoutCount: Int { languages.count * contentSizes.count * contentCombinations.count * placesPerContent }

    /// The content combinations solved, each with the language and the Dynamic
    /// Type size, in the order they are solved: languages outermost, then
    /// content sizes. Each is a *block* of `placesPerContent` layouts.
    public var blocks: [(language: Language?, contentSize: ContentSizeCategory?, content: [String: String])] {
        let combinations = contentCombinations
        return languages.flatMap { language in
            contentSizes.flatMap { size in combinations.map { (language, size, $0) } }
        }
    }

    /// The request of one place of a block (devices in catalogue order, portrait
    /// first), with its label (the device's name, the size, or the request's label).
    public func request(place: Int, content: [String: String]) -> (label: String, request: SolveRequest) {
        var label: String
        var request: SolveRequest
        switch sizes {
        case .devices(let devices):
            let device = devices[place % devices.count]
            let orientation = Orientation.allCases[place / devices.count]
            label = device.name
            request = device.layoutRequest(orientation, content: content, screen: screen)
        case .size(let text, let width, let height):
            label = text
            request = SolveRequest(width: width, height: height, content: content)
        case .request(let text, let given):
            label = text
            request = given
            request.content = content
        }
        request.keyboardHeight = keyboardHeight
        return (label, request)
    }

    /// A thread's loaded screen in one language, kept from one block to the
    /// next of the same screen and language: a language changes texts
    /// (constants) and perhaps the direction, so it has its own session.
    /// What a block solves is not kept with it (each block has its own
    /// `SolveMemo`): no later block asks the same request, so the results of
    /// the blocks before would only grow with them (#35.10).
    public enum Loaded {
        case session(ScreenSession, localized: Screen, language: Language?)
        case failed(LayoutModelError, language: Language?)

        var language: Language? {
            switch self {
            case .session(_, _, let language), .failed(_, let language): return language
            }
        }
    }
}
