import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
import Testing
@testable import LayoutStore

@Suite("Rename, move, view set, metric remove, constraint set")
struct ReshapeEditTests {
    func storeWithImageCell(_ kind: StoreKind) throws -> LayoutRepository {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        return store
    }

    /// The tutorial screens, the screens a user of Auto Layout would write.
    static func tutorials() throws -> LayoutDocument {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/tutorials.json").path
        return try DocumentJSON.decode(try String(contentsOfFile: path, encoding: .utf8), file: "tutorials.json")
    }

    /// The vocabulary read from condition rows alone (a cache hit's content
    /// check) is the one the loaded screen gives, for every tutorial screen.
    @Test func contentVocabularyFromConditionRowsMatchesTheLoadedScreen() throws {
        let store = try StoreKind.inMemory.open()
        let document = try Self.tutorials()
        try store.importDocument(document)
        #expect(document.screens.contains { !ContentVocabulary($0).values.isEmpty }, "some screen has content conditions")
        for screen in document.screens {
            let stored = try store.contentVocabulary(of: screen.name)
            #expect(stored == ContentVocabulary(try store.screen(named: screen.name)), "\(screen.name)")
            #expect(stored == ContentVocabulary(screen), "\(screen.name)")
        }
        #expect(throws: StoreError.self) { try store.contentVocabulary(of: "nope") }
    }

    @Test(arguments: StoreKind.allCases)
    func renameFollowsEveryReferenceAndIsOneRevision(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        #expect(try store.renameView("imgViewOne", to: "lead", in: "imageCell") == 2)
        let screen = try store.screen(named: "imageCell")
        #expect(screen.view(named: "imgViewOne") == nil)
        #expect(screen.view(named: "lead")?.superview == "contentView")
        #expect(screen.constraint(id: "row")?.body
                == .visualFormat("H:|-inset-[lead]-inset-[imgViewTwo]-inset-|", options: ["alignAllTop", "alignAllBottom"]))
        #expect(screen.constraint(id: "ratio")?.body == .equation("lead.width == imgViewTwo.width * 3"))
        #expect(screen.constraint(id: "top")?.body == .equation("lead.top == superview.top + topInset @750"))
        #expect(screen.constraint(id: "col") == Fixtures.imageCell.constraint(id: "col"))
        #expect(screen.metrics == Fixtures.imageCell.metrics)
        // Subviews and the root follow.
        try store.renameView("stack", to: "column", in: "imageCell")
        try store.renameView("contentView", to: "cell", in: "imageCell")
        let renamed = try store.screen(named: "imageCell")
        #expect(renamed.root == "cell")
        #expect(renamed.view(named: "inner")?.superview == "column")
        #expect(renamed.views.filter { $0.superview == "cell" }.count == 4)
        #expect(try store.history(of: "imageCell").map(\.kind) == ["import", "view rename", "view rename", "view rename"])
        #expect(try store.replay("imageCell").matchesStored == true)
    }

    @Test func renamedTutorialScreensSolveToTheSameFrames() throws {
        // Oracle: the model itself. Every view of every tutorial screen renamed
        // gives the same frames under the new name, for every content combination.
        let document = try Self.tutorials()
        for screen in document.screens {
            for view in screen.views {
                let renamed = try ScreenEdit.renamingView(view.name, to: "renamed_\(view.name)", in: screen)
                    .applied(to: screen)
                for content in LayoutEngine.contentCombinations(of: screen) {
                    let request = SolveRequest(width: 375, height: 667, content: content)
                    let before = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
                    let after = try LayoutEngine.solve(renamed, standardSpacing: .apple, request: request)
                    let expected = before.frames.map { ($0.view == view.name ? "renamed_\($0.view)" : $0.view, $0.frame) }
                    #expect(after.frames.map(\.view) == expected.map(\.0), "\(screen.name) \(view.name) \(content)")
                    #expect(after.frames.map(\.frame) == expected.map(\.1), "\(screen.name) \(view.name) \(content)")
                    #expect(after.unsatisfiable.count == before.unsatisfiable.count)
                }
            }
        }
    }

    @Test func renameTouchesOnlyViewNames() {
        let metrics: Set<String> = ["a", "gap"]
        func format(_ text: String, _ old: String, _ new: String) -> String {
            ConstraintEntry(id: "f", body: .visualFormat(text, options: []))
                .renamingView(old, to: new, metricNames: metrics).text
        }
        func equation(_ text: String, _ old: String, _ new: String) -> String {
            ConstraintEntry(id: "e", body: .equation(text)).renamingView(old, to: new, metricNames: metrics).text
        }
        #expect(equation("b.width == b.height * 2 + 8", "b", "c") == "c.width == c.height * 2 + 8")
        #expect(equation("width.width == bb.width", "width", "w") == "w.width == bb.width", "attributes stay")
        #expect(equation("a.top == scroll.contentLayoutGuide.top", "scroll", "list") == "a.top == list.contentLayoutGuide.top",
                "a scroll guide's view is renamed, the guide kept")
        #expect(equation("a.top == b.contentLayoutGuide.top", "contentLayoutGuide", "c") == "a.top == b.contentLayoutGuide.top",
                "a guide is no view")
        #expect(ConstraintEntry(id: "g", body: .equation("a.top == scroll.frameLayoutGuide.top")).mentions(view: "scroll"))
        #expect(equation("x.left == 3 * b.right + gap @b", "b", "c") == "x.left == 3 * c.right + gap @b", "metrics stay")
        #expect(format("H:|-b-[b(==b@b)]-[ b ]", "b", "c") == "H:|-b-[c(==c@b)]-[ c ]", "connections and priorities are metrics")
        #expect(format("[x(>=1e2,==b)]", "b", "c") == "[x(>=1e2,==c)]")
        #expect(format("[x(==a)]-[a]", "a", "z") == "[x(==a)]-[z]", "a predicate name that is a metric stays")
        #expect(format("V:[bb][b]", "b", "c") == "V:[bb][c]")
    }

    @Test(arguments: StoreKind.allCases)
    func renameRefusals(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        let cases: [(String, String, String)] = [
            ("nope", "x", "screen 'imageCell' has no view 'nope'"),
            ("caption", "caption", "view 'caption' is already named 'caption'"),
            ("caption", "2bad", "view name '2bad' must start with a letter or '_' and hold only letters, digits and '_'"),
            ("caption", "has space", "view name 'has space' must start with a letter or '_' and hold only letters, digits and '_'"),
            ("caption", "superview", "'superview' is reserved and cannot name a view"),
            ("caption", "inner", "screen 'imageCell' already has a view 'inner'"),
            ("caption", "inset", "'inset' is a metric of screen 'imageCell'; in a visual format's predicates a view "
                + "of that name would be read as the metric"),
        ]
        for (old, new, message) in cases {
            let error = #expect(throws: StoreError.self) { try store.renameView(old, to: new, in: "imageCell") }
            #expect(error?.message == message)
        }
        #expect(try store.revision(of: "imageCell") == 1)
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
    }

    @Test(arguments: StoreKind.allCases)
    func moveMakesTheViewTheLastSubviewOfItsNewSuperview(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        #expect(try store.moveView("stack", toSuperview: "caption", in: "imageCell") == 2)
        let screen = try store.screen(named: "imageCell")
        #expect(screen.view(named: "stack")?.superview == "caption")
        #expect(screen.views.map(\.name) == ["contentView", "imgViewOne", "imgViewTwo", "caption", "stack", "inner"])
        try store.moveView("caption", toSuperview: "imgViewOne", in: "imageCell")
        #expect(try store.screen(named: "imageCell").views.map(\.name)
                == ["contentView", "imgViewOne", "imgViewTwo", "caption", "stack", "inner"], "the subtree moves together")
        try store.moveView("imgViewOne", toSuperview: "imgViewTwo", in: "imageCell")
        #expect(try store.screen(named: "imageCell").views.map(\.name)
                == ["contentView", "imgViewTwo", "imgViewOne", "caption", "stack", "inner"])
        #expect(try store.replay("imageCell").matchesStored == true)
        let refusals: [(String, String, String)] = [
            ("contentView", "caption", "view 'contentView' is the root of screen 'imageCell' and cannot be moved"),
            ("imgViewTwo", "inner", "view 'inner' is inside 'imgViewTwo'; moving 'imgViewTwo' into it would make a cycle"),
            ("caption", "imgViewOne", "view 'caption' is already in 'imgViewOne'"),
            ("inner", "inner", "view 'inner' cannot be its own superview"),
            ("caption", "nowhere", "screen 'imageCell' has no view 'nowhere'"),
        ]
        let before = try store.screen(named: "imageCell")
        for (view, superview, message) in refusals {
            let error = #expect(throws: StoreError.self) { try store.moveView(view, toSuperview: superview, in: "imageCell") }
            #expect(error?.message == message)
        }
        #expect(try store.screen(named: "imageCell") == before)
    }

    @Test(arguments: StoreKind.allCases)
    func viewSetChangesOnlyWhatItIsGiven(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        try store.changeView("caption", in: "imageCell") { view in
            view.intrinsicSize = IntrinsicSize(width: 80, height: nil)
            view.hugging = AxisPriorities(horizontal: LayoutPriority(300), vertical: LayoutPriority(300))
            view.kind = "button"
        }
        var expected = try #require(Fixtures.imageCell.view(named: "caption"))
        expected.intrinsicSize = IntrinsicSize(width: 80, height: nil)
        expected.hugging = AxisPriorities(horizontal: LayoutPriority(300), vertical: LayoutPriority(300))
        expected.kind = "button"
        #expect(try store.screen(named: "imageCell").view(named: "caption") == expected)
        #expect(try store.history(of: "imageCell").last?.summary
                == "view set 'caption': kind label -> button, intrinsicSize 120x21 -> 80xauto, hugging 251,251 -> 300,300")
        // A solve sees the change: the caption's intrinsic width is now 80.
        let nothing = #expect(throws: StoreError.self) {
            try store.changeView("caption", in: "imageCell") { $0.kind = "button" }
        }
        #expect(nothing?.kind == .noChange)
        #expect(nothing?.message == "no change: view set 'caption' leaves screen 'imageCell' as it is (revision 2); "
                + "nothing recorded")
        let notStack = #expect(throws: StoreError.self) { try store.changeView("stack", in: "imageCell") { $0.kind = "label" } }
        #expect(notStack?.message == "view 'stack' has stack properties (axis, distribution, …), which need kind 'stack'")
        let renaming = #expect(throws: StoreError.self) {
            try store.changeView("caption", in: "imageCell") { $0.intrinsicSize = IntrinsicSize(width: .nan) }
        }
        #expect(renaming?.message == "view 'caption' has a number that is not finite")
        #expect(try store.revision(of: "imageCell") == 2)
        #expect(try store.replay("imageCell").matchesStored == true)
    }

    @Test(arguments: StoreKind.allCases)
    func metricRemoveTakesOneValueOrAllAndKeepsUsedMetrics(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        let landscape = Condition(["orientation": [.string("landscape")]])
        try store.removeMetric("topInset", when: landscape, from: "imageCell")
        #expect(try store.screen(named: "imageCell").metrics == Array(Fixtures.imageCell.metrics.prefix(2)))
        #expect(try store.history(of: "imageCell").last?.summary == "metric remove 'topInset' (when orientation=landscape)")
        let refusals: [(String, Condition?, Bool, String)] = [
            ("topInset", nil, false, "metric 'topInset' of screen 'imageCell' has no value without a condition; it has "
                + "values when orientation=portrait: give that --when, or --all"),
            ("topInset", nil, true, "metric 'topInset' is used by constraints 'top' of screen 'imageCell'; change or remove them first"),
            ("inset", nil, false, "metric 'inset' is used by constraints 'row' of screen 'imageCell'; change or remove them first"),
            ("insett", nil, false, "screen 'imageCell' has no metric 'insett' (did you mean 'inset'?)"),
        ]
        for (name, when, all, message) in refusals {
            let error = #expect(throws: StoreError.self) { try store.removeMetric(name, when: when, all: all, from: "imageCell") }
            #expect(error?.message == message)
        }
        try store.setMetric("gap", to: 3, in: "imageCell")
        try store.setMetric("gap", to: 4, when: landscape, in: "imageCell")
        try store.removeMetric("gap", when: nil, all: true, from: "imageCell")
        #expect(try store.screen(named: "imageCell").metrics == Array(Fixtures.imageCell.metrics.prefix(2)))
        #expect(try store.revision(of: "imageCell") == 5)
        #expect(try store.replay("imageCell").matchesStored == true)
    }

    /// Regression (notation fuzz target): a constant of 1e15 or more is
    /// written with an exponent, and the exported document must import again.
    @Test func aHugeConstantIsStoredAsTextThatReadsBack() throws {
        let store = try StoreKind.inMemory.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        try store.setConstraint(id: "w", constant: 1e25, priority: nil, in: "plain")
        #expect(try store.screen(named: "plain").constraint(id: "w")?.body == .equation("box.width == 1e+25"))
        let document = try store.exportDocument()
        #expect(try DocumentJSON.decode(DocumentJSON.encode(document), file: "exported.json") == document)
    }

    @Test(arguments: StoreKind.allCases)
    func constraintSetChangesRelationAndCondition(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        try store.setConstraint(id: "ratio", constant: nil, priority: nil, relation: .greaterThanOrEqual, when: nil,
                                in: "imageCell")
        var screen = try store.screen(named: "imageCell")
        #expect(screen.constraint(id: "ratio")?.body == .equation("imgViewOne.width >= imgViewTwo.width * 3"))
        #expect(screen.constraint(id: "ratio")?.when == Fixtures.imageCell.constraint(id: "ratio")?.when)
        let portrait = Condition(["orientation": [.string("portrait")]])
        try store.setConstraint(id: "row", constant: nil, priority: nil, relation: nil, when: .some(portrait), in: "imageCell")
        try store.setConstraint(id: "ratio", constant: nil, priority: nil, relation: nil, when: .some(nil), in: "imageCell")
        screen = try store.screen(named: "imageCell")
        #expect(screen.constraint(id: "row")?.when == portrait)
        #expect(screen.constraint(id: "ratio")?.when == nil)
        let format = #expect(throws: StoreError.self) {
            try store.setConstraint(id: "row", constant: nil, priority: nil, relation: .equal, when: nil, in: "imageCell")
        }
        #expect(format?.message.hasPrefix("constraint 'row' of screen 'imageCell' is a visual format") == true)
        let same = #expect(throws: StoreError.self) {
            try store.setConstraint(id: "ratio", constant: nil, priority: nil, relation: .greaterThanOrEqual, when: nil,
                                    in: "imageCell")
        }
        #expect(same?.kind == .noChange)
        #expect(same?.message.hasPrefix("no change: constraint set 'ratio': imgViewOne.width >= imgViewTwo.width * 3 -> ") == true)
        #expect(try store.history(of: "imageCell").map(\.kind).suffix(3) == ["constraint set", "constraint set", "constraint set"])
        #expect(try store.replay("imageCell").matchesStored == true)
    }
}

extension ConstraintEntry {
    /// The equation or format as written.
    var text: String {
        switch body {
        case .equation(let text): return text
        case .visualFormat(let format, _): return format
        }
    }
}
