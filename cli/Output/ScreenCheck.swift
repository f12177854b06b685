import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// `layout check`'s work for one screen: every device (or those asked for),
/// both orientations and every combination of the content values its
/// conditions mention, solved in one `ScreenSession` so the solver is reused
/// between sizes. A self-sizing screen is solved at each device's width with
/// its height left to the content (or the other way round).
struct ScreenCheck: Sendable {
    /// One problem, and every device where it happens in the same orientation and content.
    struct Finding: Sendable {
        enum Kind: String { case unsatisfiable, ambiguous, negativeSize, zeroHeight, truncated, error }
        var screen: String
        var orientation: Orientation
        var content: [String: String]
        var kind: Kind
        /// The one-line problem, also what findings are grouped by.
        var problem: String
        var devices: [String]
        /// The run's number of the layout where each device was first found
        /// (`CheckPlan`), in the same order: what puts findings and devices in
        /// the serial run's order when parts of a run are merged.
        var layouts: [Int] = []
        /// What to do about it, worked out where it first happened.
        var conflict: SolveDiagnosis.Conflict?
        var ambiguity: SolveDiagnosis.Ambiguity?
        /// The constraint given up and the conflict's ids (it included), for the JSON.
        var broken: String?
        var conflictIDs: [String] = []
        /// The error's message; for `zeroHeight`, UIKit's.
        var message: String?
        /// For `negativeSize` and `zeroHeight`: the view and its attributes at fault.
        var view: String?
        var attributes: [String] = []
        /// The Dynamic Type size solved at, when `--content-size` gave one.
        var contentSize: String?
        /// The language solved in: `--language`'s, else the development language.
        var language: String?
        /// Whether `--language` named the language (problems then say "in de").
        var languageGiven = false
        /// For `truncated`: what the text needs and what it has, where it was first found.
        var needs: TruncatedText.SizeFields?
        var has: TruncatedText.SizeFields?
    }

    /// Where to solve: the catalogue's devices in both orientations, or one size.
    enum Sizes: Sendable {
        case devices([Device])
        /// `--size`: one size (a nil side is open), the orientation following from it.
        case size(label: String, width: Double?, height: Double?)
    }

    var screen: Screen
    var standardSpacing: StandardSpacing
    var sizes: Sizes = .devices(DeviceCatalog.devices)
    /// `--keyboard`: the keyboard guide's height in every request.
    var keyboardHeight: Double = 0
    /// `--content`: values fixed in every request; the other keys still vary.
    var fixedContent: [String: String] = [:]
    /// `--content-size`: the Dynamic Type sizes solved at (nil: the request's default, L).
    var contentSizes: [ContentSizeCategory?] = [nil]
    /// `--language`: the languages solved in (nil: the development language, the screen's own text).
    var languages: [Language?] = [nil]
    /// The stored translations, which put a language's texts in the screen.
    var translations = Translations()
    /// Measures the screen's text (the stored fonts).
    var measurer = TextMeasurer()

    /// The content combinations solved: every one the conditions mention, with the fixed values imposed.
    var contentCombinations: [[String: String]] {
        var seen: Set<[String: String]> = []
        return LayoutEngine.contentCombinations(of: screen)
            .map { $0.merging(fixedContent) { _, fixed in fixed } }
            .filter { seen.insert($0).inserted }
    }

    /// How many places each content combination is solved in.
    var placesPerContent: Int {
        switch sizes {
        case .devices(let devices): return devices.count * Orientation.allCases.count
        case .size: return 1
        }
    }

    /// How many layouts `run` solves.
    var layoutCount: Int { languages.count * contentSizes.count * contentCombinations.count * placesPerContent }

    /// The content combinations solved, each with the language and the Dynamic
    /// Type size, in the order `run` solves them: languages outermost, then
    /// content sizes. Each is a *block* of `placesPerContent` layouts.
    var blocks: [(language: Language?, contentSize: ContentSizeCategory?, content: [String: String])] {
        let combinations = contentCombinations
        return languages.flatMap { language in
            contentSizes.flatMap { size in combinations.map { (language, size, $0) } }
        }
    }

    /// The request of one place (`requests(content:)`), with its label.
    func request(place: Int, content: [String: String]) -> (label: String, request: SolveRequest) {
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
        }
        request.keyboardHeight = keyboardHeight
        return (label, request)
    }

    /// A thread's loaded screen in one language, kept from one block to the
    /// next of the same screen and language: a language changes texts
    /// (constants) and perhaps the direction, so it has its own session.
    enum Loaded {
        case session(SolveMemo, localized: Screen, language: Language?)
        case failed(LayoutModelError, language: Language?)

        var language: Language? {
            switch self {
            case .session(_, _, let language), .failed(_, let language): return language
            }
        }
    }

    /// Solves one block (a content size and content combination) at every
    /// place, or those `owns` picks by their number within the screen (in
    /// the order content size, content, orientation, device); `progress` is
    /// called before each one solved with that number, and stops the run by
    /// throwing. `firstNumber` is the block's first number; findings number
    /// their places from `firstLayout` (the screen's first in the whole run,
    /// `Finding.layouts`). A screen that cannot be read is one `error`
    /// finding, given by the block that owns its layout 0. Devices that make
    /// the same request (size, size classes, safe area) share one solve
    /// (`SolveMemo`): its findings are recorded for each of them, in
    /// catalogue order.
    func run(
        language: Language? = nil, contentSize: ContentSizeCategory?, content: [String: String], firstNumber: Int,
        firstLayout: Int, loaded: inout Loaded?, owns: (Int) -> Bool = { _ in true },
        progress: (Int) throws -> Void = { _ in }
    ) rethrows -> [Finding] {
        var findings: [Finding] = []
        var indexByKey: [FindingKey: Int] = [:]
        let languageCode = language?.code ?? translations.developmentLanguage
        func existing(_ orientation: Orientation, _ content: [String: String], _ problem: String) -> Int? {
            // Truncation names its content size in its problem, so each size is its own finding;
            // any other problem found at several sizes is one finding. Each language has its own.
            indexByKey[FindingKey(orientation: orientation, content: content, problem: problem, language: languageCode)]
        }
        func record(_ finding: Finding, at label: String, layout: Int) {
            var finding = finding
            finding.language = languageCode
            finding.languageGiven = language != nil
            if let code = language?.code, finding.kind != .error { finding.problem += " in \(code)" }
            if let index = existing(finding.orientation, finding.content, finding.problem) {
                if !findings[index].devices.contains(label) {
                    findings[index].devices.append(label)
                    findings[index].layouts.append(layout)
                }
            } else {
                var new = finding
                new.devices = [label]
                new.layouts = [layout]
                indexByKey[FindingKey(orientation: finding.orientation, content: finding.content,
                                      problem: finding.problem, language: languageCode)] = findings.count
                findings.append(new)
            }
        }
        for place in 0..<placesPerContent {
            let number = firstNumber + place
            guard owns(number) else { continue }
            if loaded == nil || loaded?.language != language {
                let localized = language.map { translations.localized(screen, in: $0) } ?? screen
                do {
                    loaded = .session(SolveMemo(session: try ScreenSession(
                        screen: localized, standardSpacing: standardSpacing, measurer: measurer)),
                                      localized: localized, language: language)
                } catch {
                    loaded = .failed(error, language: language)
                }
            }
            guard case .session(let session, let localized, _) = loaded else {
                // The block that owns the language's first layout reports the setup error (worked out
                // only here: the content combinations are read from the screen's conditions).
                let perLanguage = contentSizes.count * contentCombinations.count * placesPerContent
                if case .failed(let error, _) = loaded, perLanguage > 0, number == (firstNumber / perLanguage) * perLanguage {
                    var finding = setupError(error)
                    finding.language = languageCode
                    finding.languageGiven = language != nil
                    return [finding]
                }
                return []
            }
            try progress(number)
            var (label, request) = request(place: place, content: content)
            request.contentSize = contentSize
            request.language = language
            let layout = firstLayout + number
            let orientation = request.traits.orientation
            let result: SolveResult
            do {
                result = try session.solve(request)
            } catch {
                record(Finding(screen: screen.name, orientation: orientation, content: content, kind: .error,
                               problem: "error: \(error.message)", devices: [], message: error.message),
                       at: label, layout: layout)
                continue
            }
            for var finding in ScreenCheck.sizeFindings(result, screen: screen, orientation: orientation, content: content) {
                finding.contentSize = contentSize?.rawValue
                if let size = finding.contentSize, finding.kind == .truncated { finding.problem += " at \(size)" }
                record(finding, at: label, layout: layout)
            }
            guard !result.unsatisfiable.isEmpty || !result.ambiguous.isEmpty else { continue }
            let conflicts = result.unsatisfiable.map { broken in
                "unsatisfiable: gave up \(broken.broken); conflict: " + broken.conflict.joined(separator: ", ")
            }
            let ambiguities = result.ambiguous.map { view in
                "ambiguous: \(view.view) (\(view.attributes.joined(separator: ", ")))"
            }
            // The reports are worked out (a translation, no solve) where a problem is first seen.
            var diagnosis: SolveDiagnosis?
            if (conflicts + ambiguities).contains(where: { existing(orientation, content, $0) == nil }) {
                diagnosis = try? LayoutEngine.diagnose(result, screen: localized, standardSpacing: standardSpacing,
                                                       request: request, measurer: measurer)
            }
            for (offset, broken) in result.unsatisfiable.enumerated() {
                record(Finding(
                    screen: screen.name, orientation: orientation, content: content, kind: .unsatisfiable,
                    problem: conflicts[offset], devices: [], conflict: diagnosis?.conflicts[offset],
                    broken: broken.broken, conflictIDs: broken.conflict),
                    at: label, layout: layout)
            }
            for offset in result.ambiguous.indices {
                record(Finding(
                    screen: screen.name, orientation: orientation, content: content, kind: .ambiguous,
                    problem: ambiguities[offset], devices: [], ambiguity: diagnosis?.ambiguities[offset]),
                    at: label, layout: layout)
            }
        }
        return findings
    }

    /// The one finding of a screen whose views cannot be read.
    private func setupError(_ error: LayoutModelError) -> Finding {
        Finding(screen: screen.name, orientation: .portrait, content: fixedContent, kind: .error,
                problem: "error: \(error.message)", devices: [], message: error.message)
    }
}

/// What makes two findings of one screen the same: `ScreenCheck.run` and
/// `CheckFindingMerge` list each key once.
struct FindingKey: Hashable {
    var orientation: Orientation
    var content: [String: String]
    var problem: String
    var language: String?
}

extension ScreenCheck {
    /// UIKit's console warning when a self-sizing cell's content view comes to a zero height.
    static let zeroHeightWarning = "Warning once only: Detected a case where constraints ambiguously suggest a height "
        + "of zero for a table view cell's content view. We're considering the collapse unintentional and using "
        + "standard height instead."

    /// A frame with a negative width or height (`negativeSize`), and a
    /// self-sizing screen that comes to a zero height (`zeroHeight`).
    static func sizeFindings(
        _ result: SolveResult, screen: Screen, orientation: Orientation, content: [String: String]
    ) -> [Finding] {
        var findings = result.negative.map { negative in
            Finding(screen: screen.name, orientation: orientation, content: content, kind: .negativeSize,
                    problem: "negative size: \(negative.view) (\(negative.attributes.joined(separator: ", ")))",
                    devices: [], view: negative.view, attributes: negative.attributes)
        }
        for text in result.truncated {
            findings.append(Finding(
                screen: screen.name, orientation: orientation, content: content, kind: .truncated,
                problem: "truncated: \(text.view)", devices: [], view: text.view,
                attributes: [text.needs.width != nil ? "width" : nil, text.needs.height != nil ? "height" : nil].compactMap { $0 },
                needs: text.needs, has: text.has))
        }
        if screen.selfSizing == .height, (result.height * 1e6).rounded() == 0 {
            findings.append(Finding(
                screen: screen.name, orientation: orientation, content: content, kind: .zeroHeight,
                problem: "zero height: self-sizing \(screen.root) collapses to 0 points", devices: [],
                message: zeroHeightWarning, view: screen.root, attributes: ["height"]))
        }
        return findings
    }
}
