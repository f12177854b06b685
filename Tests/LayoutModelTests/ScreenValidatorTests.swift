import LayoutCore
import LayoutDocument
@testable import LayoutModel
import Testing
import TestSupport

/// The validator's absent-view rule against an oracle that tries every
/// environment: a constraint is refused exactly when no environment has it
/// apply with all its views present (as `ScreenSelection` selects them).
@Suite struct ScreenValidatorTests {
    static let world: [(key: String, values: [String])] = [
        ("orientation", ["portrait", "landscape"]), ("images", ["1", "2", "3"]), ("style", ["a", "b"]),
    ]
    static let environments: [[String: String]] = world.reduce([[:]]) { partial, axis in
        partial.flatMap { base in axis.values.map { base.merging([axis.key: $0]) { $1 } } }
    }

    static func randomCondition(_ generator: inout SplitMix64) -> Condition? {
        guard generator.next() % 3 == 0 else { return nil }
        let (key, values) = world[Int(generator.next() % UInt64(world.count))]
        let chosen = values.filter { _ in generator.next() % 2 == 0 }
        return Condition([key: (chosen.isEmpty ? [values[0]] : chosen).map { ConditionValue.string($0) }])
    }

    static func randomScreen(_ generator: inout SplitMix64) -> Screen {
        var screen = Screen(name: "random", root: "root", views: [ViewSpec(name: "root")])
        for index in 0..<6 {
            let parent = screen.views[Int(generator.next() % UInt64(screen.views.count))].name
            screen.views.append(ViewSpec(name: "v\(index)", superview: parent, when: randomCondition(&generator)))
        }
        for index in 0..<8 {
            let a = "v\(generator.next() % 6)", b = "v\(generator.next() % 6)"
            let body: ConstraintEntry.Body = generator.next() % 2 == 0
                ? .equation("\(a).width == \(b).width") : .visualFormat("V:[\(a)]-[\(b)]", options: [])
            screen.constraints.append(ConstraintEntry(id: "c\(index)", body: body, when: randomCondition(&generator)))
        }
        return screen
    }

    /// The oracle: some environment where the entry applies and every view it names is present.
    static func applies(_ entry: ConstraintEntry, in screen: Screen) throws -> Bool {
        let structure = try ScreenStructure(screen)
        let names = ConstraintEntry.namedViews(entry).map { structure.index[$0]! }
        return environments.contains { environment in
            let selection = ScreenSelection(structure, environment: environment)
            return (entry.when?.matches(environment) ?? true) && names.allSatisfy { selection.present[$0] }
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func absentViewFaultsAreExactlyTheConstraintsThatNeverApply(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var refused = 0, accepted = 0
        for _ in 0..<60 {
            let screen = Self.randomScreen(&generator)
            let faults = ScreenValidator.faults(in: screen)
            // A view that is never present is reported on the view (the topmost one:
            // its subviews follow); the constraints naming such views are not judged.
            let structure = try ScreenStructure(screen)
            func sometimesPresent(_ view: Int) -> Bool {
                Self.environments.contains { ScreenSelection(structure, environment: $0).present[view] }
            }
            let never = structure.names.indices.filter { !sometimesPresent($0) }
            let neverPresent = Set(never.map { structure.names[$0] })
            let topmost = Set(never.filter { structure.superview[$0].map(sometimesPresent) ?? true }.map { structure.names[$0] })
            #expect(Set(faults.compactMap { fault -> String? in
                if case .view(let name) = fault.place { return name }
                return nil
            }) == topmost)
            for entry in screen.constraints where ConstraintEntry.namedViews(entry).allSatisfy({ !neverPresent.contains($0) }) {
                let faulted = faults.contains { $0.place == .constraint(entry.id) }
                #expect(faulted == !(try Self.applies(entry, in: screen)), "\(entry) in \(screen.views)")
                if faulted { refused += 1 } else { accepted += 1 }
            }
        }
        #expect(refused > 5 && accepted > 5, "both outcomes are exercised")
    }

    @Test func faultsCarryThePlaceTheFieldAndTheCaret() {
        var screen = Screen(name: "s", root: "root", views: [ViewSpec(name: "root"), ViewSpec(name: "a", superview: "root")],
                            metrics: [MetricValue(name: "p", value: 2000)])
        screen.constraints = [
            ConstraintEntry(id: "eq", body: .equation("a.width == ghost.width")),
            ConstraintEntry(id: "prio", body: .equation("a.width == 10 @p")),
            ConstraintEntry(id: "root", body: .visualFormat("H:|[root]|", options: [])),
            ConstraintEntry(id: "opt", body: .visualFormat("H:[a]", options: ["alignAllTopp"])),
            ConstraintEntry(id: "up", body: .equation("root.top == superview.top")),
        ]
        let faults = ScreenValidator.faults(in: screen)
        #expect(faults.map(\.place) == [.constraint("eq"), .constraint("prio"), .constraint("root"), .constraint("opt"),
                                        .constraint("up")])
        #expect(faults.map(\.field) == ["constraint", "constraint", "visualFormat", "options", "constraint"])
        #expect(faults.map(\.offset) == [11, 15, 2, nil, 12])
        #expect(faults[0].description == "screen 's', constraint 'eq': unknown view 'ghost'\n  a.width == ghost.width\n             ^")
        #expect(faults[1].message == "priority metric 'p' is 2000, outside 1...1000")
        #expect(faults[2].message == "the superview edge '|' of root view 'root': it has no superview")
        #expect(faults[3].message == "unknown option 'alignAllTopp' (did you mean 'alignAllTop'?)")
        #expect(faults[4].message == "'superview' of 'root': it is the root view and has none")
    }

    /// Every number the store keeps must be finite and at most 1e300 in size
    /// (its columns' CHECK); the validator refuses any other, field by field,
    /// so that no path reaches the database with one (a fuzz find: a negative
    /// or huge design size got as far as a "CHECK constraint failed").
    @Test func numbersTheStoreCannotKeepAreFaultsAtTheirPlace() {
        let limit = DocumentNumbers.limit
        func faults(_ change: (inout Screen) -> Void) -> [ScreenFault] {
            var screen = Screen(name: "s", root: "root", views: [ViewSpec(name: "root"), ViewSpec(name: "a", superview: "root")])
            screen.constraints = [ConstraintEntry(id: "w", body: .equation("a.width == 10"))]
            change(&screen)
            return ScreenValidator.faults(in: screen)
        }
        #expect(faults { _ in }.isEmpty)
        #expect(faults { $0.design = ScreenDesign(width: limit, height: 0) }.isEmpty, "the limit itself is kept")
        let design = faults { $0.design = ScreenDesign(width: 320, height: -1) }
        #expect(design.map(\.place) == [DocumentPlace.screen] && design.map(\.field) == ["design"])
        #expect(design.first?.message == "field 'design' must not be negative")
        let huge = faults { $0.design = ScreenDesign(width: limit * 10, height: 5) }
        #expect(huge.first?.message == "field 'design' holds \(formatNumber(limit * 10)), larger than a document can store (1e300)")
        var insets = ScreenDesign(width: 320, height: 480)
        insets.safeArea = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(faults { $0.design = insets }.first?.message == "field 'design' must hold finite numbers")
        let intrinsic = faults { $0.views[1].intrinsicSize = IntrinsicSize(width: limit * 2, height: nil) }
        #expect(intrinsic.map(\.place) == [DocumentPlace.view("a")] && intrinsic.map(\.field) == ["intrinsicSize"])
        let margins = faults { $0.views[1].layoutMargins = EdgeInsets(top: -limit * 2, left: 0, bottom: 0, right: 0) }
        #expect(margins.map(\.field) == ["layoutMargins"])
        #expect(faults { $0.views[1].layoutMargins = EdgeInsets(top: -8, left: 0, bottom: 0, right: 0) }.isEmpty,
                "negative margins are UIKit's to have")
        let metric = faults { $0.metrics = [MetricValue(name: "m", value: -limit * 2)] }
        #expect(metric.map(\.place) == [DocumentPlace.metric("m", index: 0)] && metric.map(\.field) == ["value"])
        let constant = faults { $0.constraints = [ConstraintEntry(id: "w", body: .equation("a.width == 2e300"))] }
        #expect(constant.map(\.message) == ["the number \(formatNumber(2e300)) is larger than a document can store (1e300)"])
        let multiplier = faults { $0.constraints = [ConstraintEntry(id: "w", body: .equation("a.width == a.height * 2e300"))] }
        #expect(multiplier.map(\.place) == [DocumentPlace.constraint("w")])
        let condition = faults { $0.views[1].when = Condition(["n": [.number(2e300)]]) }
        #expect(condition.map(\.field) == ["when"])
    }

    /// Stack properties belong to stack views, whatever path brings them in: the
    /// JSON decoder refuses the fields on another view, and so does the validator.
    @Test func stackPropertiesOnAViewThatIsNoStackAreAFault() {
        var screen = Screen(name: "s", root: "root", views: [ViewSpec(name: "root"), ViewSpec(name: "a", superview: "root")])
        screen.views[1].stack = StackProperties(axis: .vertical)
        screen.views[1].kind = "label"
        let faults = ScreenValidator.faults(in: screen)
        #expect(faults.map(\.place) == [DocumentPlace.view("a")] && faults.map(\.field) == ["kind"])
        #expect(faults.first?.message == "stack properties are for stack views, and 'a' is a label; make it one with kind 'stack'")
        screen.views[1].kind = "stack"
        #expect(ScreenValidator.faults(in: screen).isEmpty)
    }
}

extension ConstraintEntry {
    /// The views an entry of these tests names (`a` and `b` of `a.width == b.width` or `V:[a]-[b]`).
    static func namedViews(_ entry: ConstraintEntry) -> [String] {
        let text: String
        switch entry.body {
        case .equation(let equation): text = equation
        case .visualFormat(let format, _): text = format
        }
        var names: [String] = []
        var current = ""
        for character in text + " " {
            if character == "v" || (character.isNumber && !current.isEmpty) {
                current.append(character)
            } else {
                if current.count > 1 { names.append(current) }
                current = ""
            }
        }
        return names
    }
}
