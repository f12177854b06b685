import LayoutDocument
@testable import LayoutModel
import Testing

/// SQLite cuts a text at its first U+0000, so the validator refuses the
/// character in every free text a screen stores: each field alone gives
/// exactly one fault, at that field's place, and the screen without it none.
@Suite struct StoredTextValidationTests {
    static func screen() -> Screen {
        var label = ViewSpec(name: "label", superview: "root", kind: "label")
        label.text = "Hello"
        label.textKey = "greeting"
        label.placeholder = "Name"
        label.font = .named("Avenir-Book", size: 17)
        label.ibID = "abc-12-xyz"
        return Screen(
            name: "card", root: "root", views: [ViewSpec(name: "root"), label],
            metrics: [MetricValue(name: "gap", value: 8, when: Condition(["style": [.string("wide")]]))],
            constraints: [
                ConstraintEntry(id: "row", body: .visualFormat("H:|-[label]-|", options: [])),
                ConstraintEntry(id: "top", body: .equation("label.top == root.top + gap"),
                                when: Condition(["style": [.string("wide")]])),
            ])
    }

    static let nul = "a\u{0}b"

    /// Each edit puts U+0000 in one field; the place and field the fault must name.
    static let cases: [(edit: @Sendable (inout Screen) -> Void, place: DocumentPlace, field: String)] = [
        ({ $0.name = nul }, .screen, "name"),
        ({ $0.views[1].text = nul }, .view("label"), "text"),
        ({ $0.views[1].textKey = nul }, .view("label"), "textKey"),
        ({ $0.views[1].placeholder = nul }, .view("label"), "placeholder"),
        ({ $0.views[1].font = .named(nul, size: 17) }, .view("label"), "font"),
        ({ $0.views[1].ibID = nul }, .view("label"), "ibID"),
        ({ $0.views[1].kind = nul }, .view("label"), "kind"),
        ({ $0.views[1].when = Condition(["style": [.string(nul)]]) }, .view("label"), "when"),
        ({ $0.metrics[0].when = Condition(["style": [.string(nul)]]) }, .metric("gap", index: 0), "when"),
        ({ $0.constraints[0].id = nul }, .constraint(nul), "id"),
        ({ $0.constraints[1].when = Condition([nul: [.string("wide")]]) }, .constraint("top"), "when"),
    ]

    @Test func theScreenWithoutTheCharacterIsValid() {
        #expect(ScreenValidator.faults(in: Self.screen()).isEmpty)
    }

    @Test(arguments: 0..<cases.count) func eachFieldWithTheCharacterIsRefusedThere(index: Int) {
        var screen = Self.screen()
        Self.cases[index].edit(&screen)
        let faults = ScreenValidator.faults(in: screen).filter { $0.message.contains("U+0000") }
        #expect(faults.count == 1, "\(faults)")
        #expect(faults.first?.place == Self.cases[index].place)
        #expect(faults.first?.field == Self.cases[index].field)
    }
}
