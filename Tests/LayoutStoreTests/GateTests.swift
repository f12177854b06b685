import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import Testing
@testable import LayoutStore
import TestSupport

/// The one check (`ScreenValidator`) at the one way in (`record`): every kind
/// of edit is refused when it would store a fault, and changes nothing.
@Suite("Store gate")
struct GateTests {
    /// `plain` with a view `b` present only when images is 3 or 4.
    static let screen: Screen = {
        var screen = Fixtures.plain
        screen.views.append(ViewSpec(name: "b", superview: "root", when: Condition(["images": [.number(3), .number(4)]])))
        screen.metrics.append(MetricValue(name: "high", value: 750))
        screen.constraints.append(ConstraintEntry(id: "p", body: .equation("box.height == 10 @high")))
        return screen
    }()

    private func refused(_ store: LayoutRepository, _ edit: ScreenEdit, message: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try store.exportDocument()
        let history = try store.history(of: "plain")
        let error = #expect(throws: StoreError.self, sourceLocation: sourceLocation) { try store.apply(edit, to: "plain") }
        #expect(error?.message == message, sourceLocation: sourceLocation)
        #expect(error?.faults.isEmpty == false, sourceLocation: sourceLocation)
        #expect(try store.exportDocument() == before, sourceLocation: sourceLocation)
        #expect(try store.history(of: "plain") == history, sourceLocation: sourceLocation)
    }

    @Test(arguments: StoreKind.allCases)
    func everyKindOfEditIsChecked(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [GateTests.screen]))
        let current = GateTests.screen
        var ghostly = current
        ghostly.constraints.append(ConstraintEntry(id: "g", body: .equation("box.width == ghost.width")))
        let ghost = "screen 'plain', constraint 'g': unknown view 'ghost'\n  box.width == ghost.width\n               ^"
        try refused(store, .importScreen(ghostly, replacing: current), message: ghost)
        try refused(store, .revert(toRevision: 1, from: current, to: ghostly), message: ghost)
        try refused(store, .undo(revision: 1, from: current, to: ghostly), message: ghost)
        try refused(store, .addConstraint(ghostly.constraints.last!, at: current.constraints.count), message: ghost)
        var absent = current.constraints[0]
        absent.body = .equation("b.width == 100")
        absent.when = Condition(["images": [.number(2)]])
        try refused(store, .changeConstraint(from: current.constraints[0], to: absent), message: """
            screen 'plain', constraint 'w': view 'b' is absent wherever the constraint applies: \
            the view exists only when images=3|4, the constraint applies only when images=2
              b.width == 100
              ^
            """)
        try refused(store, .addView(ViewSpec(name: "2bad", superview: "root"), at: current.views.count), message:
            "screen 'plain', view '2bad': view name '2bad' must start with a letter or '_' and hold only letters, digits and '_'")
        try refused(store, .setMetric(name: "high", when: nil, from: 750, to: 2000), message: """
            screen 'plain', constraint 'p': priority metric 'high' is 2000, outside 1...1000
              box.height == 10 @high
                                ^
            """)
        try refused(store, .setMetric(name: "inset", when: nil, from: nil, to: .nan), message:
            "screen 'plain', metric 'inset': metric 'inset' must be a finite number")
        try refused(store, .setMetric(name: "m", when: Condition(["orientaton": [.string("portrait")]]), from: nil, to: 1),
                    message: "screen 'plain', metric 'm': condition key 'orientaton' looks like a misspelt trait (did you mean 'orientation'?)")
        try refused(store, .setMetric(name: "m", when: Condition(["orientation": [.string("sideways")]]), from: nil, to: 1),
                    message: "screen 'plain', metric 'm': 'sideways' is not a value of 'orientation' (portrait or landscape)")
    }

    @Test func importRefusesEveryFaultAtOnceAndStoresNothing() throws {
        let store = try LayoutRepository(inMemory: ())
        var bad = GateTests.screen
        bad.constraints.append(ConstraintEntry(id: "f", body: .visualFormat("H:[box]-[ghost]", options: [])))
        bad.constraints.append(ConstraintEntry(id: "open", body: .visualFormat("H:[box", options: [])))
        let error = #expect(throws: StoreError.self) {
            try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell, bad]))
        }
        #expect(error?.kind == .invalidDocument)
        #expect(error?.faults.map(\.place) == [.constraint("f"), .constraint("open")])
        #expect(error?.faults.map(\.offset) == [9, 6])
        #expect(try store.screens().isEmpty)
    }

    /// A screen stored before the check existed keeps its faults through
    /// unrelated edits, can be repaired, but gains no new fault.
    @Test func oldFaultsDoNotBlockRepairsButNewOnesAreRefused() throws {
        let store = try LayoutRepository(inMemory: ())
        var screen = Fixtures.plain
        screen.constraints.append(ConstraintEntry(id: "x", body: .equation("box.height == 1")))
        screen.constraints.append(ConstraintEntry(id: "y", body: .equation("box.height == 2")))
        try store.importDocument(LayoutDocument(screens: [screen]))
        try store.write { db in
            try db.execute(sql: "UPDATE constraint_entry SET text = 'box.height == old1.height' WHERE identifier = 'x'")
            try db.execute(sql: "UPDATE constraint_entry SET text = 'box.height == old2.height' WHERE identifier = 'y'")
        }
        #expect(ScreenValidator.faults(in: try store.screen(named: "plain")).count == 2)
        try store.setHidden(true, view: "box", in: "plain")
        let error = #expect(throws: StoreError.self) {
            try store.addConstraint(ConstraintEntry(id: "z", body: .equation("box.top == new.top")), to: "plain")
        }
        #expect(error?.faults.map(\.place) == [.constraint("z")])
        try store.removeConstraint(id: "x", from: "plain")
        try store.removeConstraint(id: "y", from: "plain")
        #expect(ScreenValidator.faults(in: try store.screen(named: "plain")).isEmpty)
    }

    /// Any sequence of edits, accepted or refused (bad names, ghosts, broken
    /// formats, misspelt traits, numbers that are not finite), leaves a store
    /// whose export imports into a fresh store and exports the same document.
    @Test(arguments: [UInt64(5), 6, 7])
    func exportOfAnyEditedStoreImportsBackEqual(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let store = try LayoutRepository(inMemory: ())
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        var accepted = 0
        for step in 0..<120 {
            let screen = try store.screen(named: "imageCell")
            do {
                try GateTests.attemptEdit(store, screen, &generator, step: step)
                accepted += 1
            } catch let error as StoreError {
                #expect([.invalidEdit, .nothingToUndo, .nothingToRedo, .noChange].contains(error.kind), "\(error)")
                #expect(try store.screen(named: "imageCell") == screen, "a refused edit changed nothing")
            }
            #expect(ScreenValidator.faults(in: try store.screen(named: "imageCell")).isEmpty, "step \(step)")
        }
        #expect(accepted > 30, "many random edits apply")
        let exported = try store.exportDocument()
        let text = DocumentJSON.encode(exported)
        let fresh = try LayoutRepository(inMemory: ())
        try fresh.importDocument(try DocumentJSON.decode(text, file: "export.json"))
        #expect(try fresh.exportDocument() == exported)
        #expect(DocumentJSON.encode(try fresh.exportDocument()) == text)
    }

    /// The replay property's edits, plus edits that must be refused.
    static func attemptEdit(_ store: LayoutRepository, _ screen: Screen, _ generator: inout SplitMix64, step: Int) throws {
        var random = generator
        let choice = random.next() % 8
        defer { generator = random }
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let views = screen.views.map(\.name)
        switch choice {
        case 0:
            let name = pick(["2bad", "has space", "a#b", "superview", "ok\(step)", "_v\(step)", "é\(step)"])
            try store.addView(ViewSpec(name: name, superview: pick(views)), to: "imageCell")
        case 1:
            let name = pick(["inset", "m\(step)", "2m", "m m", "topInset"])
            let value = pick([Double(step), -Double(step), .nan, .infinity, 750, 2000])
            let when = pick([nil, Condition(["orientation": [.string("landscape")]]),
                             Condition(["orientaton": [.string("landscape")]]), Condition(["images": [.number(2)]])])
            try store.setMetric(name, to: value, when: when, in: "imageCell")
        case 2:
            let text = pick(["\(pick(views)).width == \(pick(views)).width", "\(pick(views)).width == ghost.width",
                             "\(pick(views)).top == superview.top + inset @topInset", "\(pick(views)).width == 10 @2000",
                             "\(pick(views)).height == \(pick(views)).height * 2"])
            try store.addConstraint(ConstraintEntry(id: pick(["e\(step)", "e \(step)", "e#\(step)"]), body: .equation(text),
                                                    when: pick([nil, Condition(["images": [.number(2)]])])), to: "imageCell")
        case 3:
            let format = pick(["H:|-[\(pick(views))]", "V:[\(pick(views))]-[\(pick(views))", "H:[\(pick(views))]-[ghost]",
                               "[\(pick(views))(.5)]", "V:[\(pick(views))(>=inset)]"])
            try store.addConstraint(ConstraintEntry(id: "f\(step)", body: .visualFormat(format, options: pick([[], ["alignAllLeft"]]))),
                                    to: "imageCell")
        case 4:
            if let id = screen.constraints.map(\.id).randomElement(using: &random) {
                try store.removeConstraint(id: id, from: "imageCell")
            }
        default:
            generator = random
            try ReplayPropertyTests.attemptEdit(store, screen, &generator, step: step)
            random = generator
        }
    }
}
