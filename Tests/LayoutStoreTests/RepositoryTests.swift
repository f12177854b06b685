import LayoutCore
import LayoutDocument
import LayoutModel
import Testing
@testable import LayoutStore

@Suite("Screens as rows")
struct ScreenRowTests {
    @Test(arguments: StoreKind.allCases)
    func importedScreenLoadsBackEqual(kind: StoreKind) throws {
        let store = try kind.open()
        let revisions = try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell, Fixtures.plain]))
        #expect(revisions.map(\.screen) == ["imageCell", "plain"])
        #expect(revisions.map(\.revision) == [1, 1])
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
        #expect(try store.screen(named: "plain") == Fixtures.plain)
    }

    /// `UIStackView.spacingUseSystem` survives the rows (migration 0009) and the
    /// recorded edits that undo and redo replay.
    @Test(arguments: StoreKind.allCases)
    func aStackWithTheStandardSpacingLoadsBackEqual(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        let original = try store.screen(named: "plain")
        let stack = ViewSpec(name: "rows", superview: original.root, kind: "stack",
                             stack: StackProperties(axis: .vertical, usesStandardSpacing: true))
        try store.addView(stack, to: "plain")
        let added = try store.screen(named: "plain")
        #expect(added.view(named: "rows")?.stack?.usesStandardSpacing == true)
        #expect(added.views == original.views + [stack])
        try store.undo("plain")
        #expect(try store.screen(named: "plain").views == original.views)
        try store.redo("plain")
        #expect(try store.screen(named: "plain") == added)
    }

    /// A stack's variations (and their conditions) survive the rows (migration
    /// 0012), a whole-screen rewrite, and the recorded edits that undo and redo replay.
    @Test(arguments: StoreKind.allCases)
    func aStackWithVariationsLoadsBackEqual(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        let original = try store.screen(named: "plain")
        let stack = ViewSpec(name: "rows", superview: original.root, kind: "stack", stack: StackProperties(
            axis: .vertical, spacing: 4, variations: [
                StackVariation(when: Condition(["heightClass": [.string("compact")]]), axis: .horizontal,
                               spacing: .points(20)),
                StackVariation(when: Condition(["widthClass": [.string("compact"), .string("regular")],
                                                "images": [.number(2), .string("many")]]),
                               distribution: .equalSpacing, alignment: .center, spacing: .standard),
            ]))
        try store.addView(stack, to: "plain")
        let added = try store.screen(named: "plain")
        #expect(added.views == original.views + [stack])
        // A content key only a variation names is in the screen's vocabulary, read from the rows as from the screen.
        #expect(try store.contentVocabulary(of: "plain") == ContentVocabulary(added))
        #expect(ContentVocabulary(added).values["images"] == ["2", "many"])
        try store.undo("plain")
        #expect(try store.screen(named: "plain").views == original.views)
        try store.redo("plain")
        #expect(try store.screen(named: "plain") == added)
        // Imported whole, as a document.
        let other = try kind.open()
        try other.importDocument(LayoutDocument(screens: [added]))
        #expect(try other.screen(named: "plain") == added)
    }

    /// `isLayoutMarginsRelativeArrangement` and alignment insets survive the rows
    /// (migration 0010) and the recorded edits that undo and redo replay.
    @Test(arguments: StoreKind.allCases)
    func marginRelativeStacksAndAlignmentInsetsLoadBackEqual(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        let original = try store.screen(named: "plain")
        var stack = ViewSpec(name: "rows", superview: original.root, kind: "stack",
                             stack: StackProperties(axis: .vertical, layoutMarginsRelativeArrangement: true))
        stack.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        var slider = ViewSpec(name: "slider", superview: "rows", kind: "slider")
        slider.alignmentInsets = EdgeInsets(top: 0, left: 2, bottom: 1, right: 2.5)
        try store.addView(stack, to: "plain")
        try store.addView(slider, to: "plain")
        let added = try store.screen(named: "plain")
        #expect(added.views == original.views + [stack, slider])
        try store.undo("plain")
        try store.undo("plain")
        #expect(try store.screen(named: "plain").views == original.views)
        try store.redo("plain")
        try store.redo("plain")
        #expect(try store.screen(named: "plain") == added)
    }

    @Test(arguments: StoreKind.allCases)
    func exportGivesBackTheImportedDocument(kind: StoreKind) throws {
        let store = try kind.open()
        let document = LayoutDocument(standardSpacing: StandardSpacing(sibling: 6, superview: 16),
                                      screens: [Fixtures.plain, Fixtures.imageCell])
        try store.importDocument(document)
        #expect(try store.exportDocument() == document)
        #expect(try store.exportDocument(screens: ["imageCell"]).screens == [Fixtures.imageCell])
    }

    @Test(arguments: StoreKind.allCases)
    func screensListsNameRevisionAndCounts(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        try store.setHidden(true, view: "caption", in: "imageCell")
        let summary = try #require(try store.screens().first)
        #expect(summary == .init(name: "imageCell", revision: 2, views: 6, constraints: 4))
    }

    @Test(arguments: StoreKind.allCases)
    func importingAnExistingNameWithoutReplaceChangesNothing(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        var other = Fixtures.imageCell
        other.name = "other"
        let error = #expect(throws: StoreError.self) {
            try store.importDocument(LayoutDocument(screens: [other, Fixtures.plain]))
        }
        #expect(error?.message == "screen 'plain' already exists; use --replace to import it as its next revision, "
                + "or --prefix P to import every screen as P + its name")
        #expect(try store.screens().map(\.name) == ["plain"], "the whole import is rolled back")
    }

    @Test(arguments: StoreKind.allCases)
    func replaceIsANewRevisionOfTheSameScreen(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.plain]))
        var changed = Fixtures.plain
        changed.views.append(ViewSpec(name: "extra", superview: "root"))
        let result = try store.importDocument(LayoutDocument(screens: [changed]), replace: true)
        #expect(result.map(\.revision) == [2])
        #expect(try store.screen(named: "plain") == changed)
        #expect(try store.history(of: "plain").map(\.kind) == ["import", "replace"])
    }

    @Test(arguments: StoreKind.allCases)
    func unknownScreenIsNamedWithASuggestion(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        let error = #expect(throws: StoreError.self) { try store.screen(named: "imageCel") }
        #expect(error?.message == "no screen named 'imageCel' (did you mean 'imageCell'?)")
    }

    @Test(arguments: StoreKind.allCases)
    func invalidScreensAreRefusedWithTheirReason(kind: StoreKind) throws {
        let store = try kind.open()
        var orphan = Fixtures.plain
        orphan.views.append(ViewSpec(name: "lost", superview: "nowhere"))
        let error = #expect(throws: StoreError.self) { try store.importDocument(LayoutDocument(screens: [orphan])) }
        #expect(error?.message == "screen 'plain', view 'lost': view 'lost' names superview 'nowhere', which is not a view of the screen")
        var badEquation = Fixtures.plain
        badEquation.constraints.append(ConstraintEntry(id: "bad", body: .equation("box.width = 3")))
        #expect(throws: StoreError.self) { try store.importDocument(LayoutDocument(screens: [badEquation])) }
        #expect(try store.screens().isEmpty)
    }
}

@Suite("Edits and history")
struct EditTests {
    func storeWithImageCell(_ kind: StoreKind) throws -> LayoutRepository {
        let store = try kind.open()
        try store.importDocument(LayoutDocument(screens: [Fixtures.imageCell]))
        return store
    }

    @Test(arguments: StoreKind.allCases)
    func everyEditIsOneRevisionAndStoredRowsMatchTheEditedValue(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        var expected = Fixtures.imageCell
        #expect(try store.addConstraint(ConstraintEntry(id: "w", body: .equation("caption.width == 100 @750")),
                                        to: "imageCell") == 2)
        expected.constraints.append(ConstraintEntry(id: "w", body: .equation("caption.width == 100 @750")))
        #expect(try store.setConstraint(id: "w", constant: 90, priority: LayoutPriority(500), in: "imageCell") == 3)
        expected.constraints[4].body = .equation("caption.width == 90 @500")
        #expect(try store.addView(ViewSpec(name: "badge", superview: "inner", intrinsicSize: IntrinsicSize(width: 8)),
                                  to: "imageCell") == 4)
        expected.views.append(ViewSpec(name: "badge", superview: "inner", intrinsicSize: IntrinsicSize(width: 8)))
        #expect(try store.setHidden(true, view: "caption", in: "imageCell") == 5)
        expected.views[3].hidden = true
        #expect(try store.setMetric("inset", to: 7, in: "imageCell") == 6)
        expected.metrics[0].value = 7
        let portrait = Condition(["orientation": [.string("portrait")]])
        #expect(try store.setMetric("gap", to: 3, when: portrait, in: "imageCell") == 7)
        expected.metrics.append(MetricValue(name: "gap", value: 3, when: portrait))
        #expect(try store.removeConstraint(id: "top", from: "imageCell") == 8)
        expected.constraints.remove(at: 2)
        #expect(try store.removeView(named: "caption", from: "imageCell") == 9)
        expected.views.remove(at: 3)
        expected.constraints.removeAll { $0.id == "col" || $0.id == "w" }
        #expect(try store.screen(named: "imageCell") == expected)
        #expect(try store.history(of: "imageCell").map(\.revision) == Array(1...9))
        #expect(try store.replay("imageCell").matchesStored == true)
    }

    @Test(arguments: StoreKind.allCases)
    func removingAViewRecordsTheConstraintsThatMentionedIt(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        try store.removeView(named: "imgViewTwo", from: "imageCell")
        let entry = try #require(try store.history(of: "imageCell").last)
        guard case .removeView(let view, let index, let constraints) = entry.edit else {
            Issue.record("expected a view removal, got \(entry.edit)")
            return
        }
        #expect(view == Fixtures.imageCell.views[2])
        #expect(index == 2)
        #expect(constraints.map(\.entry.id) == ["row", "ratio"])
        #expect(constraints.map(\.index) == [0, 1])
        #expect(entry.summary == "view remove 'imgViewTwo' with constraints 'row', 'ratio'")
        try store.undo("imageCell")
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
    }

    @Test(arguments: StoreKind.allCases)
    func badEditsAreErrorsAndRecordNothing(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        let cases: [(String, () throws -> Int)] = [
            ("screen 'imageCell' has no view 'captoin' (did you mean 'caption'?)",
             { try store.setHidden(true, view: "captoin", in: "imageCell") }),
            ("screen 'imageCell' already has a constraint 'top'",
             { try store.addConstraint(ConstraintEntry(id: "top", body: .equation("caption.top == 0")), to: "imageCell") }),
            ("screen 'imageCell', constraint 'x': unknown view 'captio' (did you mean 'caption'?)\n  captio.top == 0\n  ^",
             { try store.addConstraint(ConstraintEntry(id: "x", body: .equation("captio.top == 0")), to: "imageCell") }),
            ("screen 'imageCell', constraint 'x': unknown metric 'insets' (did you mean 'inset'?)\n  caption.top == insets\n                 ^",
             { try store.addConstraint(ConstraintEntry(id: "x", body: .equation("caption.top == insets")), to: "imageCell") }),
            ("screen 'imageCell', constraint 'x': expected ']' after view name 'caption'\n  H:|-[caption-[imgViewOne]|\n              ^",
             { try store.addConstraint(ConstraintEntry(id: "x", body: .visualFormat("H:|-[caption-[imgViewOne]|",
                                                                                     options: [])), to: "imageCell") }),
            ("screen 'imageCell', constraint 'x': expected a relation '==', '<=' or '>='\n  caption.top = 0\n              ^",
             { try store.addConstraint(ConstraintEntry(id: "x", body: .equation("caption.top = 0")), to: "imageCell") }),
            ("screen 'imageCell', constraint 'x': unknown view 'imgViewThree' (did you mean 'imgViewOne'?)\n  H:[imgViewThree]\n     ^",
             { try store.addConstraint(ConstraintEntry(id: "x", body: .visualFormat("H:[imgViewThree]", options: [])),
                                       to: "imageCell") }),
            ("constraint 'row' of screen 'imageCell' is a visual format; its constants and priorities are part "
                + "of the format: remove it and add the changed format",
             { try store.setConstraint(id: "row", constant: 3, priority: nil, in: "imageCell") }),
            ("'row#2' is one constraint of visual format 'row' and cannot be changed on its own; remove 'row' "
                + "and add the changed format",
             { try store.setConstraint(id: "row#2", constant: 3, priority: nil, in: "imageCell") }),
            ("screen 'imageCell' has no constraint 'rwo' (did you mean 'row'?)",
             { try store.removeConstraint(id: "rwo", from: "imageCell") }),
            ("view 'contentView' is the root of screen 'imageCell' and cannot be removed",
             { try store.removeView(named: "contentView", from: "imageCell") }),
            ("view 'stack' has subviews 'inner'; remove them first",
             { try store.removeView(named: "stack", from: "imageCell") }),
            ("screen 'imageCell' already has a view 'caption'",
             { try store.addView(ViewSpec(name: "caption", superview: "contentView"), to: "imageCell") }),
            ("nothing to undo in screen 'imageCell': revision 1 imported it", { try store.undo("imageCell") }),
            ("screen 'imageCell' has revisions 1...1, not 2", { try store.revert("imageCell", to: 2) }),
        ]
        for (message, edit) in cases {
            let error = #expect(throws: StoreError.self) { _ = try edit() }
            #expect(error?.message == message)
        }
        #expect(try store.revision(of: "imageCell") == 1)
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
    }

    @Test(arguments: StoreKind.allCases)
    func undoWalksBackAndRevertRestoresAnyRevisionAsANewEdit(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        let states = try (0..<3).map { index -> Screen in
            try store.setMetric("inset", to: Double(10 + index), in: "imageCell")
            return try store.screen(named: "imageCell")
        }  // revisions 2, 3, 4
        #expect(try store.undo("imageCell") == 5)
        #expect(try store.screen(named: "imageCell") == states[1])
        #expect(try store.undo("imageCell") == 6)
        #expect(try store.screen(named: "imageCell") == states[0])
        #expect(try store.undo("imageCell") == 7)
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
        #expect(throws: StoreError.self) { try store.undo("imageCell") }
        #expect(try store.revert("imageCell", to: 4) == 8)
        #expect(try store.screen(named: "imageCell") == states[2])
        #expect(try store.undo("imageCell") == 9, "the revert itself is undone")
        #expect(try store.screen(named: "imageCell") == Fixtures.imageCell)
        #expect(try store.history(of: "imageCell").map(\.summary).suffix(2)
                == ["revert to revision 4", "undo revision 8"])
        #expect(try store.replay("imageCell").matchesStored == true)
    }

    @Test(arguments: StoreKind.allCases)
    func replayYieldsTheScreenAfterEachRevision(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        var after: [Int: Screen] = [1: Fixtures.imageCell]
        for index in 0..<4 {
            let revision = try store.setMetric("inset", to: Double(index), in: "imageCell")
            after[revision] = try store.screen(named: "imageCell")
        }
        var seen: [Int] = []
        let report = try store.replay("imageCell", from: 2) { entry, screen in
            seen.append(entry.revision)
            #expect(screen == after[entry.revision])
        }
        #expect(seen == [2, 3, 4, 5])
        #expect(report == ReplayReport(lastRevision: 5, storedRevision: 5, matchesStored: true))
        let partial = try store.replay("imageCell", to: 3)
        #expect(partial.matchesStored == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func historyEntriesDescribeTheirEdit(kind: StoreKind) throws {
        let store = try storeWithImageCell(kind)
        try store.addConstraint(ConstraintEntry(id: "h", body: .equation("caption.height == 20")), to: "imageCell")
        try store.setConstraint(id: "h", constant: 24, priority: nil, in: "imageCell")
        try store.setHidden(true, view: "caption", in: "imageCell")
        try store.setMetric("inset", to: 9, in: "imageCell")
        let summaries = try store.history(of: "imageCell").map(\.summary)
        #expect(summaries == [
            "import screen 'imageCell' (6 views, 4 constraints)",
            "constraint add 'h': caption.height == 20",
            "constraint set 'h': caption.height == 20 -> caption.height == 24",
            "view hide 'caption'",
            "metric set 'inset': 5 -> 9",
        ])
    }
}
