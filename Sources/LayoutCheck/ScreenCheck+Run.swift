import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// What one block's solving gives: its findings, and, as the check keeps them
/// (`ScreenCheck.Keeping`), the places it solved and each distinct request's result.
public struct BlockSweep: Sendable {
    /// One distinct request of the block, solved (and explained, when kept).
    public struct Layout: Sendable {
        public var request: SolveRequest
        public var solved: Result<SolveResult, LayoutModelError>
        /// With `.explainedLayouts`, for a solved layout: every view's explanation, in frame order.
        public var explained: Result<[ViewExplanation], LayoutModelError>?
    }

    /// A place solved: where, and which of `layouts` it is.
    public struct Solved: Sendable {
        public var place: ScreenCheck.Place
        public var layout: Int
    }

    public var findings: [Finding] = []
    /// The distinct requests, in order of first appearance.
    public var layouts: [Layout] = []
    /// The places solved, in order.
    public var places: [Solved] = []
}

extension ScreenCheck {
    /// Solves one block (a language, content size and content combination) at
    /// every place, or those `owns` picks by their number within the screen (in
    /// the order language, content size, content, orientation, device);
    /// `progress` is called before each one solved with that number, and stops the
    /// run by throwing. `firstNumber` is the block's first number; findings number
    /// their places from `firstLayout` (the screen's first in the whole run,
    /// `Finding.layouts`). A screen that cannot be read is one `error` finding,
    /// given by the block that owns its language's first layout. Devices that make
    /// the same request (size, size classes, safe area) share one solve
    /// (`SolveMemo`): its findings are recorded for each of them, in catalogue order.
    /// The memo is the block's own: a request names its content, content size and
    /// language, which differ from block to block, so no later block could use what it
    /// holds, and a run's memory stays that of one block however many it solves (#35.10).
    public func run(
        language: Language? = nil, contentSize: ContentSizeCategory?, content: [String: String], firstNumber: Int,
        firstLayout: Int, loaded: inout Loaded?, owns: (Int) -> Bool = { _ in true },
        progress: (Int) throws -> Void = { _ in }
    ) rethrows -> BlockSweep {
        var sweep = BlockSweep()
        var recorder = FindingRecorder(language: language?.code ?? translations?.developmentLanguage,
                                       languageGiven: language != nil)
        var layoutByRequest: [SolveRequest: Int] = [:]
        var blockMemo: SolveMemo?
        for place in 0..<placesPerContent {
            let number = firstNumber + place
            guard owns(number) else { continue }
            if loaded == nil || loaded?.language != language {
                let localized = language.flatMap { language in translations.map { $0.localized(screen, in: language) } }
                    ?? screen
                do {
                    loaded = .session(try ScreenSession(screen: localized, standardSpacing: standardSpacing, measurer: measurer),
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
                    var finding = Finding.error(screen: screen.name, orientation: .portrait, content: fixedContent,
                                                message: error.message)
                    finding.language = recorder.language
                    finding.languageGiven = recorder.languageGiven
                    sweep.findings = [finding]
                }
                return sweep
            }
            var (label, request) = request(place: place, content: content)
            request.contentSize = contentSize
            request.language = language
            let orientation = request.traits.orientation
            if let only, !only.contains(Place(label: label, orientation: orientation, content: content)) { continue }
            try progress(number)
            let layout = firstLayout + number
            let memo = blockMemo ?? SolveMemo(session: session)
            blockMemo = memo
            let solved = Result { () throws(LayoutModelError) in try memo.solve(request) }
            if keeping != .findings {
                let index: Int
                if let known = layoutByRequest[request] {
                    index = known
                } else {
                    index = sweep.layouts.count
                    layoutByRequest[request] = index
                    sweep.layouts.append(BlockSweep.Layout(request: request, solved: solved))
                }
                sweep.places.append(BlockSweep.Solved(place: Place(label: label, orientation: orientation, content: content),
                                                      layout: index))
            }
            let result: SolveResult
            switch solved {
            case .success(let solvedResult):
                result = solvedResult
            case .failure(let error):
                recorder.record(Finding.error(screen: screen.name, orientation: orientation, content: content,
                                              message: error.message), at: label, layout: layout)
                continue
            }
            var found = Finding.found(in: result, screen: screen, orientation: orientation)
            // The details (a translation, no solve) are worked out where a conflict or an ambiguity is first seen.
            if found.contains(where: { $0.needsDiagnosis && !recorder.knows($0) }) {
                let diagnosis = try? LayoutEngine.diagnose(result, screen: localized, standardSpacing: standardSpacing,
                                                           request: request, measurer: measurer)
                var conflicts = diagnosis?.conflicts.makeIterator()
                var ambiguities = diagnosis?.ambiguities.makeIterator()
                for index in found.indices {
                    switch found[index].kind {
                    case .unsatisfiable: found[index].conflict = conflicts?.next()
                    case .ambiguous: found[index].ambiguity = ambiguities?.next()
                    case .negativeSize, .zeroHeight, .truncated, .error: break
                    }
                }
            }
            for finding in found { recorder.record(finding, at: label, layout: layout) }
        }
        sweep.findings = recorder.findings
        if keeping == .explainedLayouts, case .session(let session, _, _) = loaded {
            for index in sweep.layouts.indices {
                guard case .success(let result) = sweep.layouts[index].solved else { continue }
                let request = sweep.layouts[index].request
                sweep.layouts[index].explained = Result { () throws(LayoutModelError) in
                    // A fresh solver of the request's own (`ScreenSession.explain`), as `layout explain` explains.
                    try session.explain(views: result.frames.map(\.view), request: request)
                }
            }
        }
        return sweep
    }

    /// Findings of one screen under one request (`check --design` at Interface
    /// Builder's design, for example): the kinds and the detection of a check,
    /// named at `label`, each with its details. The request's content, content
    /// size and language are the ones solved (and `screen` is localized with the
    /// translations in its language).
    public static func findings(
        of screen: Screen, request: SolveRequest, label: String = "design", standardSpacing: StandardSpacing,
        translations: Translations = Translations(), measurer: TextMeasurer = TextMeasurer()
    ) -> [Finding] {
        let check = ScreenCheck(screen: screen, standardSpacing: standardSpacing, sizes: .request(label: label, request),
                                keyboardHeight: request.keyboardHeight, fixedContent: request.content,
                                contentSizes: [request.contentSize], languages: [request.language],
                                translations: translations, measurer: measurer)
        var loaded: Loaded?
        return check.run(language: request.language, contentSize: request.contentSize, content: request.content,
                         firstNumber: 0, firstLayout: 0, loaded: &loaded, owns: { _ in true }, progress: { _ in }).findings
    }
}

extension Finding {
    /// Whether a check works out what to do about it (`SolveDiagnosis`) where it is first found.
    var needsDiagnosis: Bool {
        switch kind {
        case .unsatisfiable, .ambiguous: true
        case .negativeSize, .zeroHeight, .truncated, .error: false
        }
    }
}

/// A block's findings as they are recorded, place after place: each problem
/// once per orientation and content (`Finding.key`), with every device where
/// it happens in the order found, and its details from the first.
struct FindingRecorder {
    /// The language solved in (the request's, else the development language), and whether the request named it.
    var language: String?
    var languageGiven: Bool
    private(set) var findings: [Finding] = []
    private var indexByKey: [Finding.Key: Int] = [:]

    init(language: String?, languageGiven: Bool) {
        self.language = language
        self.languageGiven = languageGiven
    }

    /// Whether a finding with the same key was recorded (in this block's language).
    func knows(_ finding: Finding) -> Bool {
        var finding = finding
        finding.language = language
        return indexByKey[finding.key] != nil
    }

    /// Records a finding at one place: a new one with its details, or one more device of a known one.
    mutating func record(_ finding: Finding, at label: String, layout: Int) {
        var finding = finding
        finding.language = language
        finding.languageGiven = languageGiven
        if let index = indexByKey[finding.key] {
            if !findings[index].devices.contains(label) {
                findings[index].devices.append(label)
                findings[index].layouts.append(layout)
            }
        } else {
            finding.devices = [label]
            finding.layouts = [layout]
            indexByKey[finding.key] = findings.count
            findings.append(finding)
        }
    }
}
