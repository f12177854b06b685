import LayoutCore
import LayoutDocument
import LayoutModel
import LayoutText
import LayoutTranslation

/// `LayoutReport.solve`'s first half, on one thread: every place (screen,
/// device, orientation, content) solved with one `ScreenSession` per screen,
/// each distinct request of a screen solved once and noted, to be explained
/// afterwards on any number of threads. `sweep(explained:revisions:)` then
/// gives the entries and failures in the serial order, numbered as the serial
/// run numbers them.
struct SweepPlan {
    /// One distinct request of a screen, solved.
    struct Layout: Sendable {
        var screen: Int
        var request: SolveRequest
        var solved: Result<SolveResult, LayoutModelError>
    }

    /// A place in the sweep's order: a layout (a number into `layouts`), or a screen that could not be read.
    private enum Place {
        case layout(Int, device: String, orientation: Orientation, content: [String: String])
        case failure(LayoutReport.Failure)
    }

    let screens: [Screen]
    /// The distinct layouts, in order of first appearance.
    private(set) var layouts: [Layout] = []
    private var places: [Place] = []

    init(_ screens: [Screen], standardSpacing: StandardSpacing, devices: [Device], contentSize: ContentSizeCategory?,
         language: Language?, measurer: TextMeasurer, only: Set<LayoutReport.Place>?) {
        self.screens = screens
        for (index, screen) in screens.enumerated() {
            let session: ScreenSession
            do {
                session = try ScreenSession(screen: screen, standardSpacing: standardSpacing, measurer: measurer)
            } catch {
                places.append(.failure(LayoutReport.Failure(screen: screen.name, device: nil, orientation: nil,
                                                            content: [:], message: error.message)))
                continue
            }
            // Devices that make the same request (size, size classes, safe area) share one solve and its explanations.
            var known: [SolveRequest: Int] = [:]
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
                            number = layouts.count
                            known[request] = number
                            layouts.append(Layout(screen: index, request: request, solved: Result { () throws(LayoutModelError) in
                                try session.solve(request)
                            }))
                        }
                        places.append(.layout(number, device: device.name, orientation: orientation, content: content))
                    }
                }
            }
        }
    }

    /// The sweep, given each layout's explanations (in `layouts`' order): an entry per place
    /// whose layout was solved and explained, a failure (with the error) per other place.
    /// A layout's number counts the layouts before it that were solved and explained.
    func sweep(explained: [Result<[ViewExplanation], LayoutModelError>], revisions: [String: Int]) -> LayoutReport.Sweep {
        var sweep = LayoutReport.Sweep()
        sweep.solves = layouts.count
        var numbers: [Int] = []
        numbers.reserveCapacity(layouts.count)
        var next = 0
        for (layout, explanations) in zip(layouts, explained) {
            numbers.append(next)
            if case .success = layout.solved, case .success = explanations { next += 1 }
        }
        for place in places {
            switch place {
            case .failure(let failure):
                sweep.failures.append(failure)
            case .layout(let number, let device, let orientation, let content):
                let layout = layouts[number]
                let screen = screens[layout.screen]
                do throws(LayoutModelError) {
                    var result = try layout.solved.get()
                    let explanations = try explained[number].get()
                    result.revision = revisions[screen.name]
                    sweep.entries.append(LayoutReport.Entry(
                        screen: screen, device: device, orientation: orientation, request: layout.request,
                        result: result, explanations: explanations, layout: numbers[number]))
                } catch {
                    sweep.failures.append(LayoutReport.Failure(screen: screen.name, device: device, orientation: orientation,
                                                               content: content, message: error.message))
                }
            }
        }
        return sweep
    }
}
