import Foundation
import LayoutCore
import LayoutDocument
import Testing
@testable import LayoutStore
import TestSupport

@Suite("Replay property")
struct ReplayPropertyTests {
    /// One random edit through the repository's domain methods; failures
    /// (e.g. removing a view with subviews) are fine as long as they change nothing.
    static func randomEdit(_ store: LayoutRepository, _ generator: inout SplitMix64, step: Int) throws {
        let screen = try store.screen(named: "imageCell")
        do {
            try attemptEdit(store, screen, &generator, step: step)
        } catch let error as StoreError {
            guard [.invalidEdit, .nothingToUndo, .nothingToRedo, .noChange].contains(error.kind) else { throw error }
            let after = try store.screen(named: "imageCell")
            #expect(after == screen, "a refused edit changed nothing")
        }
    }

    static func attemptEdit(_ store: LayoutRepository, _ screen: Screen, _ generator: inout SplitMix64, step: Int) throws {
        let views = screen.views.map(\.name)
        var random = generator
        defer { generator = random }
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))] }
        let conditions: [Condition?] = [nil, Condition(["orientation": [.string("portrait")]]),
                                        Condition(["images": [.number(2), .number(3)]])]
        switch random.next() % 15 {
        case 0:
            let first = pick(views) ?? "contentView", second = pick(views) ?? "contentView"
            try store.addConstraint(ConstraintEntry(
                id: "e\(step)", body: .equation("\(first).width <= \(second).width * 2 + \(step % 7)"),
                when: pick(conditions) ?? nil), to: "imageCell")
        case 1:
            let view = pick(views) ?? "contentView"
            try store.addConstraint(ConstraintEntry(
                id: "f\(step)", body: .visualFormat("V:|-[\(view)]", options: step % 2 == 0 ? [] : ["alignAllLeft"])),
                to: "imageCell")
        case 2:
            if let id = pick(screen.constraints.map(\.id)) { try store.removeConstraint(id: id, from: "imageCell") }
        case 3:
            if let id = pick(screen.constraints.map(\.id)) {
                try store.setConstraint(id: id, constant: Double(step % 13), priority: LayoutPriority(Double(1 + step % 1000)),
                                        in: "imageCell")
            }
        case 4:
            try store.addView(ViewSpec(name: "n\(step)", superview: pick(views) ?? "contentView",
                                       intrinsicSize: step % 3 == 0 ? IntrinsicSize(width: Double(step)) : nil,
                                       when: pick(conditions) ?? nil), to: "imageCell")
        case 5:
            if let view = pick(views) { try store.removeView(named: view, from: "imageCell") }
        case 6:
            if let view = pick(views) { try store.setHidden(random.next() % 2 == 0, view: view, in: "imageCell") }
        case 7:
            try store.setMetric(pick(["inset", "topInset", "gap"]) ?? "gap", to: Double(step % 20),
                                when: pick(conditions) ?? nil, in: "imageCell")
        case 8:
            try store.undo("imageCell")
        case 10:
            try store.redo("imageCell")
        case 11:
            if let view = pick(views) { try store.renameView(view, to: "r\(step)", in: "imageCell") }
        case 12:
            if let view = pick(views), let superview = pick(views) {
                try store.moveView(view, toSuperview: superview, in: "imageCell")
            }
        case 13:
            if let view = pick(views) {
                try store.changeView(view, in: "imageCell") { spec in
                    spec.intrinsicSize = IntrinsicSize(width: Double(step), height: step % 2 == 0 ? nil : 5)
                    spec.hugging = AxisPriorities(horizontal: LayoutPriority(Double(1 + step % 999)))
                    // Text and each form of font, so that replays rebuild them from the history's JSON.
                    let fonts: [FontSpec?] = [nil, .textStyle("caption2"), .system(size: Double(9 + step % 30),
                                              weight: step % 2 == 0 ? "heavy" : nil, italic: step % 3 == 0),
                                              .named("Futura-Medium", size: 18)]
                    spec.text = step % 5 == 0 ? nil : "text \(step)"
                    spec.font = fonts[step % fonts.count]
                    spec.numberOfLines = step % 4 == 0 ? nil : step % 3
                    spec.textKey = step % 6 == 0 ? "key\(step)" : nil
                }
            }
        case 14:
            if let metric = pick(screen.metrics) {
                try store.removeMetric(metric.name, when: metric.when, from: "imageCell")
            }
        default:
            let latest = try store.revision(of: "imageCell")
            try store.revert("imageCell", to: 1 + Int(random.next() % UInt64(latest)))
        }
    }

    @Test(arguments: [(StoreKind.inMemory, UInt64(1)), (.onDisk, 2), (.inMemory, 3), (.inMemory, 4)])
    func replayEqualsTheStoredStateAfterRandomEdits(kind: StoreKind, seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let store = try kind.open()
        try store.importDocument(.init(screens: [Fixtures.imageCell]))
        var snapshots: [Int: Screen] = [1: Fixtures.imageCell]
        for step in 0..<120 {
            try Self.randomEdit(store, &generator, step: step)
            snapshots[try store.revision(of: "imageCell")] = try store.screen(named: "imageCell")
        }
        #expect(snapshots.count > 50, "most random edits apply")
        var replayed = 0
        let report = try store.replay("imageCell") { entry, screen in
            replayed += 1
            #expect(screen == snapshots[entry.revision], "revision \(entry.revision) of seed \(seed)")
        }
        #expect(replayed == snapshots.count)
        #expect(report.matchesStored == true)
    }

    @Test func everyRecordedEditReadsBackFromItsJSONEqual() throws {
        var generator = SplitMix64(seed: 11)
        let store = try LayoutRepository(inMemory: ())
        try store.importDocument(.init(screens: [Fixtures.imageCell]))
        for step in 0..<60 { try Self.randomEdit(store, &generator, step: step) }
        let encoder = JSONEncoder()
        for entry in try store.history(of: "imageCell") {
            let json = try encoder.encode(entry.edit)
            #expect(try JSONDecoder().decode(ScreenEdit.self, from: json) == entry.edit)
        }
    }

    @Test func aTamperedHistoryIsReportedNotReplayedIntoSomethingElse() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        try store.setHidden(true, view: "box", in: "plain")
        try store.write { db in
            try db.execute(sql: "UPDATE view SET hidden = 0 WHERE name = 'box'")
        }
        let error = #expect(throws: StoreError.self) { try store.replay("plain") }
        #expect(error?.kind == .replayMismatch)
        #expect(error?.message == "replaying the history of screen 'plain' does not give the stored screen "
            + "(revision 2): views differ at position 2 (2 against 2 views)")
    }
}
