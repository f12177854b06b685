import LayoutDocument

/// Reading a solved screen back: frames, diagnostics and explanations.
extension ModelSolver {
    /// What the ambiguity of each frame variable is reported as: a position
    /// that could slide is reported by its center, a size by itself.
    static let ambiguityNames = ["centerX", "centerY", "width", "height"]

    /// A view's frame in its superview's coordinates (the root at the origin), unrounded.
    func frame(of view: Int) -> Frame {
        let algebra = translation.algebra
        let isRoot = view == translation.structure.root
        return Frame(
            x: isRoot ? 0 : value(algebra.x(view)), y: isRoot ? 0 : value(algebra.y(view)),
            width: value(algebra.width(view)), height: value(algebra.height(view)))
    }

    /// The result for `request`, frames rounded to 1e-6.
    func result(for request: SolveRequest) -> SolveResult {
        let structure = translation.structure
        let selection = translation.selection
        let views = structure.names.indices.filter { selection.present[$0] }
        let frames = views.map { view -> (view: String, frame: Frame) in
            (structure.names[view], frame(of: view).rounded)
        }
        var byView: [Int: Set<Int>] = [:]
        for variable in ambiguousVariables {
            guard let owner = translation.algebra.owner(of: variable) else { continue }
            byView[owner.view, default: []].insert(owner.field)
        }
        let ambiguous = views.compactMap { view -> AmbiguousView? in
            guard let fields = byView[view] else { return nil }
            return AmbiguousView(view: structure.names[view],
                                 attributes: fields.sorted().map { ModelSolver.ambiguityNames[$0] })
        }
        let root = frame(of: structure.root).rounded
        var result = SolveResult(
            screen: structure.screen.name, width: root.width, height: root.height, traits: request.traits,
            content: request.content, frames: frames,
            hiddenViews: views.filter { structure.screen.views[$0].hidden }.map { structure.names[$0] },
            unsatisfiable: unsatisfiable, ambiguous: ambiguous)
        result.contentSize = request.contentSize?.rawValue
        result.language = request.language?.code
        result.unsettled = unsettledText
        for view in views where translation.textSizes.views[view] != nil {
            guard let fit = textFit(of: view) else { continue }
            let name = structure.names[view]
            result.lines[name] = fit.lines
            // A hidden view draws nothing: its text cannot be cut off.
            if fit.isTruncated, !structure.screen.views[view].hidden {
                result.truncated.append(TruncatedText(
                    view: name, lines: fit.lines,
                    needs: .init(width: fit.needs.width, height: fit.needs.height),
                    has: .init(width: fit.has.width, height: fit.has.height)))
            }
        }
        return result
    }

    /// Which constraints fix the view's x, y, width and height.
    func explanation(of view: Int) -> ViewExplanation {
        explanations(of: [view]) { _ in true }[0]
    }

    /// The last loaded constraint of each id (one entry can make several constraints).
    private func lastConstraintIndices() -> [String: Int] {
        var indices: [String: Int] = [:]
        indices.reserveCapacity(translation.constraints.count)
        for index in translation.constraints.indices { indices[id(of: index)] = index }
        return indices
    }

    /// The explanations of several views of this one answer, each what `explanation(of:)` gives
    /// for it, except that a view `chain` says no to has no "that is" chain (`Part.expression`
    /// nil). The ambiguous variables, the tight constraints, the constants of each attribute,
    /// the constraints' descriptions and each attribute's chain are worked out once for all
    /// of them (a chain does not depend on the view or field that reaches it: see `ChainWriter`).
    func explanations(of views: [Int], chain: (Int) -> Bool) -> [ViewExplanation] {
        var writer = ChainWriter(solver: self, tight: tightConstraints(), ambiguous: ambiguousVariables)
        let indices = lastConstraintIndices()
        var descriptions: [Int: String] = [:]
        return views.map { view in
            explanation(of: view, indices: indices, chain: chain(view), writer: &writer, descriptions: &descriptions)
        }
    }

    private func explanation(
        of view: Int, indices: [String: Int], chain: Bool, writer: inout ChainWriter, descriptions known: inout [Int: String]
    ) -> ViewExplanation {
        let structure = translation.structure
        let algebra = translation.algebra
        func part(_ name: String, _ variable: Int?, _ value: Double) -> ViewExplanation.Part {
            guard let variable else {
                return ViewExplanation.Part(attribute: name, value: value, terms: [], isAmbiguous: false)
            }
            let terms = writer.constantTerms(of: variable)
            let isAmbiguous = writer.ambiguous.contains(variable)
            return ViewExplanation.Part(
                attribute: name, value: value.roundedForOutput, terms: terms, isAmbiguous: isAmbiguous,
                expression: !chain || isAmbiguous || terms.isEmpty ? nil : writer.expression(of: variable, attribute: name))
        }
        let frame = frame(of: view)
        let isRoot = view == structure.root
        let parts = [
            part("x", isRoot ? nil : algebra.x(view), frame.x),
            part("y", isRoot ? nil : algebra.y(view), frame.y),
            part("width", algebra.width(view), frame.width),
            part("height", algebra.height(view), frame.height),
        ]
        var descriptions: [String: String] = [:]
        // Each id named is described by its last constraint (an entry that makes several has one id).
        for part in parts {
            for term in part.terms where descriptions[term.constraint] == nil {
                guard let index = indices[term.constraint] else { continue }
                if let description = known[index] {
                    descriptions[term.constraint] = description
                } else {
                    let description = textDescription(of: index) ?? translation.description(of: index)
                    known[index] = description
                    descriptions[term.constraint] = description
                }
            }
        }
        return ViewExplanation(
            screen: structure.screen.name, view: structure.names[view],
            superview: structure.superview[view].map { structure.names[$0] },
            frame: frame.rounded, parts: parts, descriptions: descriptions)
    }
}

extension Double {
    /// Rounded to 1e-6, as results are printed; -0 becomes 0.
    var roundedForOutput: Double {
        let rounded = (self * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }
}

extension Frame {
    var rounded: Frame {
        Frame(x: x.roundedForOutput, y: y.roundedForOutput,
              width: width.roundedForOutput, height: height.roundedForOutput)
    }
}
