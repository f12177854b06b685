import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// Rules that hold for every screen: the solution satisfies every required
/// constraint that was not reported broken; reported ids exist; frames
/// come out for exactly the present views.
@Suite struct ModelPropertyTests {
    /// A random screen: a tree of up to 10 views (some stacks, some hidden,
    /// some conditional) and random constraints between them.
    func randomScreen(_ random: inout SplitMix64) -> Screen {
        let count = Int.random(in: 1...10, using: &random)
        var views = [ViewSpec(name: "root")]
        let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                              .centerX, .centerY, .firstBaseline, .leadingMargin, .topMargin]
        for index in 0..<count {
            let superview = views[Int.random(in: 0..<views.count, using: &random)].name
            var view = ViewSpec(name: "v\(index)", superview: superview)
            if Int.random(in: 0..<3, using: &random) == 0 {
                view.intrinsicSize = IntrinsicSize(width: Double(Int.random(in: 0...100, using: &random)),
                                                   height: Double(Int.random(in: 0...100, using: &random)))
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                view.kind = "stack"
                view.stack = StackProperties(
                    axis: Bool.random(using: &random) ? .horizontal : .vertical,
                    distribution: StackProperties.Distribution.allCases.randomElement(using: &random) ?? .fill,
                    alignment: StackProperties.Alignment.allCases.randomElement(using: &random) ?? .fill,
                    spacing: Double(Int.random(in: 0...10, using: &random)))
            }
            view.hidden = Int.random(in: 0..<5, using: &random) == 0
            if Int.random(in: 0..<6, using: &random) == 0 {
                view.when = Condition(["images": [.number(1)]])
            }
            views.append(view)
        }
        var constraints: [ConstraintEntry] = []
        for index in 0..<Int.random(in: 0...14, using: &random) {
            let first = views.randomElement(using: &random)?.name ?? "root"
            let second = views.randomElement(using: &random)?.name ?? "root"
            let a = attributes.randomElement(using: &random) ?? .left
            let b = a.axis == .horizontal
                ? attributes.filter { $0.axis == .horizontal }.randomElement(using: &random) ?? .left
                : attributes.filter { $0.axis == .vertical }.randomElement(using: &random) ?? .top
            let relation = ["==", "<=", ">="].randomElement(using: &random) ?? "=="
            let priority = [1000, 1000, 750, 250, 999].randomElement(using: &random) ?? 1000
            let constant = Int.random(in: -20...100, using: &random)
            let text = Bool.random(using: &random)
                ? "\(first).\(a) \(relation) \(second).\(b) + \(constant) @\(priority)"
                : "\(first).\(a.isSize ? a : .width) \(relation) \(max(constant, 0)) @\(priority)"
            constraints.append(ConstraintEntry(id: "c\(index)", body: .equation(text)))
        }
        if count > 1, Bool.random(using: &random) {
            constraints.append(ConstraintEntry(id: "row", body: .visualFormat("H:|-[v0]-[v1]-|", options: [])))
        }
        return Screen(name: "random", root: "root", views: views, constraints: constraints)
    }

    @Test func solutionsSatisfyEveryRequiredConstraintThatIsNotBroken() throws {
        var random = SplitMix64(seed: 99)
        var checked = 0
        for _ in 0..<300 {
            let screen = randomScreen(&random)
            let request = SolveRequest(
                width: Double(Int.random(in: 100...800, using: &random)),
                height: Bool.random(using: &random) ? nil : Double(Int.random(in: 100...800, using: &random)),
                content: Bool.random(using: &random) ? ["images": "1"] : [:])
            let solver: ModelSolver
            do {
                solver = try LayoutEngine.prepare(screen, standardSpacing: .apple, request: request)
            } catch {
                continue  // e.g. superview of the root
            }
            let result = solver.result(for: request)
            let translation = solver.translation
            let ids = Set(translation.constraints.indices.map { translation.id(of: $0) })
            let broken = Set(result.unsatisfiable.map(\.broken))
            for entry in result.unsatisfiable {
                #expect(entry.conflict.contains(entry.broken))
                #expect(entry.conflict.allSatisfy(ids.contains))
            }
            for (index, constraint) in translation.constraints.enumerated()
            where constraint.isRequired && !broken.contains(translation.id(of: index)) {
                let value = translation.expression(of: index).evaluate(solver.value)
                let tolerance = 1e-6 * max(1, abs(constraint.constant))
                switch constraint.relation {
                case .equal: #expect(abs(value) <= tolerance, "\(translation.id(of: index)) in \(screen)")
                case .lessThanOrEqual: #expect(value <= tolerance, "\(translation.id(of: index))")
                case .greaterThanOrEqual: #expect(value >= -tolerance, "\(translation.id(of: index))")
                }
            }
            let selection = solver.translation.selection
            #expect(result.frames.map(\.view) == screen.views.indices.filter { selection.present[$0] }
                .map { screen.views[$0].name })
            checked += 1
        }
        #expect(checked > 150)
    }
}
