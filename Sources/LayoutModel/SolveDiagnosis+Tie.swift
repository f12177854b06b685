import LayoutCore
import LayoutDocument

/// Ambiguity that is a tie (#32 2.2): two views whose sizes along one axis
/// are held only by non-required constraints of the same priority, such as
/// two labels in a row that both hug their text at 250. The solver's
/// objective is the same wherever the spare space goes, so both widths (and
/// the positions that follow them) are free, although each view may have
/// every edge pinned; "add a width constraint" is then the wrong advice.
/// UIKit's answer is to make one priority higher, and the advice says so,
/// naming both sides of the tie.
extension SolveDiagnosis {
    /// A non-required constraint on a view's size along one axis.
    struct SizeHold {
        var priority: Double
        /// `content hugging`, `compression resistance`, or a constraint's id in quotes.
        var what: String
    }

    /// Advice for each ambiguous attribute that comes from a tie, by view name and attribute;
    /// attributes that are free for another reason have none (the general advice stands).
    static func tieAdvice(_ result: SolveResult, translation: ScreenTranslation) -> [String: [String: String]] {
        let indexByName = translation.structure.index
        var advice: [String: [String: String]] = [:]
        for horizontal in [true, false] {
            // Each ambiguous view whose size on this axis is free, with its non-required holds on it.
            let size = horizontal ? "width" : "height"
            let sides = result.ambiguous.compactMap { ambiguous -> (view: String, holds: [SizeHold])? in
                guard ambiguous.attributes.contains(size), let view = indexByName[ambiguous.view] else { return nil }
                let variable = horizontal ? translation.algebra.width(view) : translation.algebra.height(view)
                return (ambiguous.view, sizeHolds(of: variable, in: translation))
            }
            for side in sides {
                // The first of its holds that another free view has at the same priority.
                var tie: (mine: SizeHold, other: String, theirs: SizeHold)?
                for hold in side.holds where tie == nil {
                    for other in sides where other.view != side.view {
                        if let theirs = other.holds.first(where: { $0.priority == hold.priority }) {
                            tie = (hold, other.view, theirs)
                            break
                        }
                    }
                }
                guard let tie else { continue }
                let priority = formatNumber(tie.mine.priority)
                advice[side.view, default: [:]][size] = "\(side.view)'s \(size) is free: it ties with \(tie.other)'s, "
                    + "both held only at priority \(priority) (its \(tie.mine.what), \(tie.other)'s \(tie.theirs.what)), "
                    + "so the space can go to either; make one of them higher (e.g. \(side.view)'s \(tie.mine.what) "
                    + "@\(formatNumber(tie.mine.priority + 1)))"
                let position = horizontal ? "centerX" : "centerY"
                advice[side.view, default: [:]][position] = "\(side.view)'s \(horizontal ? "horizontal" : "vertical") "
                    + "position moves with its \(size), which ties with \(tie.other)'s (below)"
            }
        }
        return advice
    }

    /// The non-required constraints whose terms hold `variable`, lowest priority first (ties
    /// are told at the priority where the space is decided), in translation order within one.
    private static func sizeHolds(of variable: Int, in translation: ScreenTranslation) -> [SizeHold] {
        var holds: [(index: Int, hold: SizeHold)] = []
        for index in translation.constraints.indices {
            let constraint = translation.constraints[index]
            guard !constraint.isRequired,
                  translation.terms[constraint.terms].contains(where: { $0.variable == variable && $0.coefficient != 0 })
            else { continue }
            let what: String
            switch constraint.label {
            case .intrinsic(_, _, let hugging, _): what = hugging ? "content hugging" : "compression resistance"
            case .equation, .format, .generated: what = "'\(translation.id(of: index))'"
            }
            holds.append((index, SizeHold(priority: constraint.priority, what: what)))
        }
        return holds.sorted { ($0.hold.priority, $0.index) < ($1.hold.priority, $1.index) }.map(\.hold)
    }
}
