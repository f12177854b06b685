import LayoutCore
import LayoutDocument
import LayoutModel

/// `layout check`'s work for one screen: every device, both orientations and
/// every combination of the content values its conditions mention, solved
/// in one `ScreenSession` so the solver is reused between sizes.
struct ScreenCheck {
    /// One problem, and every device where it happens in the same orientation and content.
    struct Finding {
        var screen: String
        var orientation: Orientation
        var content: [String: String]
        var problem: String
        var devices: [String]
    }

    var screen: Screen
    var standardSpacing: StandardSpacing
    var devices: [Device] = DeviceCatalog.devices

    /// Each content key the screen's conditions test, with the values they mention.
    static func contentValues(of screen: Screen) -> [(key: String, values: [String])] {
        let values = ContentVocabulary(screen).values
        return values.keys.sorted().map { ($0, values[$0] ?? []) }
    }

    /// Every combination of those values (one empty combination when there are none).
    static func contentCombinations(of screen: Screen) -> [[String: String]] {
        var combinations: [[String: String]] = [[:]]
        for (key, values) in contentValues(of: screen) {
            combinations = combinations.flatMap { partial in
                values.map { value in partial.merging([key: value]) { _, new in new } }
            }
        }
        return combinations
    }

    /// How many layouts `run` solves.
    var layoutCount: Int { ScreenCheck.contentCombinations(of: screen).count * devices.count * 2 }

    /// Solves every case; `progress` is called after each with the number done.
    func run(progress: (Int) -> Void = { _ in }) -> [Finding] {
        var findings: [Finding] = []
        func record(_ orientation: Orientation, _ content: [String: String], _ problem: String, _ device: String) {
            if let index = findings.firstIndex(where: {
                $0.orientation == orientation && $0.content == content && $0.problem == problem
            }) {
                if !findings[index].devices.contains(device) { findings[index].devices.append(device) }
            } else {
                findings.append(Finding(screen: screen.name, orientation: orientation, content: content,
                                        problem: problem, devices: [device]))
            }
        }
        let session: ScreenSession
        do {
            session = try ScreenSession(screen: screen, standardSpacing: standardSpacing)
        } catch {
            return [Finding(screen: screen.name, orientation: .portrait, content: [:],
                            problem: "error: \(error.message)", devices: [])]
        }
        var done = 0
        for content in ScreenCheck.contentCombinations(of: screen) {
            for orientation in Orientation.allCases {
                for device in devices {
                    defer {
                        done += 1
                        progress(done)
                    }
                    let result: SolveResult
                    do {
                        result = try session.solve(device.request(orientation, content: content))
                    } catch {
                        record(orientation, content, "error: \(error.message)", device.name)
                        continue
                    }
                    for broken in result.unsatisfiable {
                        record(orientation, content, "unsatisfiable: gave up \(broken.broken); conflict: "
                               + broken.conflict.joined(separator: ", "), device.name)
                    }
                    for view in result.ambiguous {
                        record(orientation, content, "ambiguous: \(view.view) (\(view.attributes.joined(separator: ", ")))",
                               device.name)
                    }
                }
            }
        }
        return findings
    }
}
