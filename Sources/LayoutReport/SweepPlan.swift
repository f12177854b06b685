import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// `LayoutReport.solve`'s work, one screen at a time on any thread (`screen`):
/// every place (device, orientation, content) of the screen solved with one
/// `ScreenSession`, as `check` solves it, each distinct request solved once, and
/// then each distinct layout explained from a fresh session of its own. `sweep`
/// then gives the entries and failures of all the screens in the serial order,
/// numbered as the serial run numbers them.
enum SweepPlan {
    /// One distinct request of a screen, solved and explained.
    struct Layout: Sendable {
        var request: SolveRequest
        var solved: Result<SolveResult, LayoutModelError>
        /// Empty when `solved` failed.
        var explained: Result<[ViewExplanation], LayoutModelError>
    }

    /// A place in the sweep's order: a layout (a number into the screen's `layouts`), or a screen that could not be read.
    enum Place: Sendable {
        case layout(Int, device: String, orientation: Orientation, content: [String: String])
        case failure(LayoutReport.Failure)
    }

    /// One screen's layouts, in order of first appearance, and its places, in the sweep's order.
    struct ScreenSweep: Sendable {
        var layouts: [Layout] = []
        var places: [Place] = []
    }

    /// The screen solved at every place (with `only`, at those places), then its distinct layouts explained.
    static func screen(_ screen: Screen, standardSpacing: StandardSpacing, devices: [Device], contentSize: ContentSizeCategory?,
                       language: Language?, measurer: TextMeasurer, only: Set<LayoutReport.Place>?) -> ScreenSweep {
        var swept = ScreenSweep()
        let session: ScreenSession
        do {
            session = try ScreenSession(screen: screen, standardSpacing: standardSpacing, measurer: measurer)
        } catch {
            swept.places.append(.failure(LayoutReport.Failure(screen: screen.name, device: nil, orientation: nil,
                                                              content: [:], message: error.message)))
            return swept
        }
        // Devices that make the same request (size, size classes, safe area) share one solve and its explanations.
        var known: [SolveRequest: Int] = [:]
        var solved: [(request: SolveRequest, solved: Result<SolveResult, LayoutModelError>)] = []
        for content in LayoutEngine.contentCombinations(of: screen) {
            for orientation in Orientation.allCases {
                for device in devices {
                    if let only, !only.contains(LayoutReport.Place(screen: screen.name, device: device.name,
                                                                   orientation: orientation, content: content)) {
                        continue
                    }
                    var request = device.layoutRequest(orientation, content: content, screen: screen)
                    request.contentSize = contentSize
                    request.language = language
                    let number: Int
                    if let seen = known[request] {
                        number = seen
                    } else {
                        number = solved.count
                        known[request] = number
                        solved.append((request, Result { () throws(LayoutModelError) in try session.solve(request) }))
                    }
                    swept.places.append(.layout(number, device: device.name, orientation: orientation, content: content))
                }
            }
        }
        // Explained from a fresh session (not the one that solved every request above), as `layout explain` explains.
        var explainer: Result<ScreenSession, LayoutModelError>?
        swept.layouts = solved.map { request, solved in
            guard case .success(let result) = solved else {
                return Layout(request: request, solved: solved, explained: .success([]))
            }
            let made = explainer ?? Result { () throws(LayoutModelError) in
                try ScreenSession(screen: screen, standardSpacing: standardSpacing, measurer: measurer)
            }
            explainer = made
            let explained = Result { () throws(LayoutModelError) -> [ViewExplanation] in
                try made.get().explain(views: result.frames.map(\.view), request: request)
            }
            return Layout(request: request, solved: solved, explained: explained)
        }
        return swept
    }

    /// The sweep of every screen (`swept[i]` is `screens[i]`'s): an entry per place whose layout
    /// was solved and explained, a failure (with the error) per other place. A layout's number
    /// counts the layouts before it (of any screen) that were solved and explained.
    static func sweep(_ swept: [ScreenSweep], screens: [Screen], revisions: [String: Int]) -> LayoutReport.Sweep {
        var sweep = LayoutReport.Sweep()
        var next = 0
        for (screen, part) in zip(screens, swept) {
            sweep.solves += part.layouts.count
            var numbers: [Int] = []
            numbers.reserveCapacity(part.layouts.count)
            for layout in part.layouts {
                numbers.append(next)
                if case .success = layout.solved, case .success = layout.explained { next += 1 }
            }
            for place in part.places {
                switch place {
                case .failure(let failure):
                    sweep.failures.append(failure)
                case .layout(let number, let device, let orientation, let content):
                    let layout = part.layouts[number]
                    do throws(LayoutModelError) {
                        var result = try layout.solved.get()
                        let explanations = try layout.explained.get()
                        result.revision = revisions[screen.name]
                        sweep.entries.append(LayoutReport.Entry(
                            screen: screen, device: device, orientation: orientation, request: layout.request,
                            result: result, explanations: explanations, layout: numbers[number]))
                    } catch {
                        sweep.failures.append(LayoutReport.Failure(screen: screen.name, device: device,
                                                                   orientation: orientation, content: content,
                                                                   message: error.message))
                    }
                }
            }
        }
        return sweep
    }
}
