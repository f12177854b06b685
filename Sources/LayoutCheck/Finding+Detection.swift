import LayoutCore
import LayoutDocument
import LayoutModel

/// What counts as a problem in a solved layout, and the line that names it:
/// written once, for `check`, its shards and `report`.
extension Finding {
    /// UIKit's console warning when a self-sizing cell's content view comes to a zero height.
    public static let zeroHeightWarning = "Warning once only: Detected a case where constraints ambiguously suggest a height "
        + "of zero for a table view cell's content view. We're considering the collapse unintentional and using "
        + "standard height instead."

    /// The findings of one solved layout, in the order a check lists them:
    /// negative sizes, truncated text, a zero height, conflicts, ambiguity.
    /// Each has its problem line (with the request's content size for a
    /// truncation, and the request's language); where it happens (devices,
    /// layouts), its language fields and its details (`SolveDiagnosis`) are
    /// the caller's to add.
    public static func found(in result: SolveResult, screen: Screen, orientation: Orientation) -> [Finding] {
        var findings: [Finding] = []
        func add(_ kind: Kind, _ fill: (inout Finding) -> Void) {
            var finding = Finding(screen: screen.name, orientation: orientation, content: result.content, kind: kind,
                                  problem: "")
            fill(&finding)
            finding.contentSize = result.contentSize
            finding.problem = finding.line(contentSize: result.contentSize, language: result.language)
            findings.append(finding)
        }
        for negative in result.negative {
            add(.negativeSize) {
                $0.view = negative.view
                $0.attributes = negative.attributes
            }
        }
        for text in result.truncated {
            add(.truncated) {
                $0.view = text.view
                $0.attributes = [text.needs.width != nil ? "width" : nil, text.needs.height != nil ? "height" : nil]
                    .compactMap { $0 }
                $0.needs = text.needs
                $0.has = text.has
            }
        }
        if collapses(result, screen: screen) {
            add(.zeroHeight) {
                $0.view = screen.root
                $0.attributes = ["height"]
                $0.message = zeroHeightWarning
            }
        }
        for broken in result.unsatisfiable {
            add(.unsatisfiable) {
                $0.broken = broken.broken
                $0.conflictIDs = broken.conflict
            }
        }
        for ambiguous in result.ambiguous {
            add(.ambiguous) {
                $0.view = ambiguous.view
                $0.attributes = ambiguous.attributes
            }
        }
        return findings
    }

    /// Whether a solved layout has any problem a check finds.
    public static func hasProblem(_ result: SolveResult, screen: Screen) -> Bool {
        !found(in: result, screen: screen, orientation: result.traits.orientation).isEmpty
    }

    /// Whether a self-sizing screen came to a height of zero (after rounding to
    /// 1e-6, as the JSON prints it): UIKit then logs `zeroHeightWarning`.
    public static func collapses(_ result: SolveResult, screen: Screen) -> Bool {
        screen.selfSizing == .height && (result.height * 1e6).rounded() == 0
    }

    /// A layout that could not be solved, or a screen that could not be read (no devices yet).
    public static func error(screen: String, orientation: Orientation, content: [String: String], message: String) -> Finding {
        var finding = Finding(screen: screen, orientation: orientation, content: content, kind: .error, problem: "")
        finding.message = message
        finding.problem = finding.line(contentSize: nil, language: nil)
        return finding
    }

    /// The one-line problem, from the finding's fields: `unsatisfiable: gave up
    /// wide; conflict: a, b`, `ambiguous: loose (height)`, `negative size: bar
    /// (height)`, `zero height: self-sizing content collapses to 0 points`,
    /// `truncated: title at AX3` (the content size when the request named one),
    /// `error: …`; each but an error ends ` in de` when the request named a language.
    public func line(contentSize: String?, language: String?) -> String {
        var line: String
        switch kind {
        case .unsatisfiable:
            line = "unsatisfiable: gave up \(broken ?? ""); conflict: " + conflictIDs.joined(separator: ", ")
        case .ambiguous:
            line = "ambiguous: \(view ?? "") (\(attributes.joined(separator: ", ")))"
        case .negativeSize:
            line = "negative size: \(view ?? "") (\(attributes.joined(separator: ", ")))"
        case .zeroHeight:
            line = "zero height: self-sizing \(view ?? "") collapses to 0 points"
        case .truncated:
            line = "truncated: \(view ?? "")" + (contentSize.map { " at \($0)" } ?? "")
        case .error:
            return "error: \(message ?? "")"
        }
        return line + (language.map { " in \($0)" } ?? "")
    }
}
