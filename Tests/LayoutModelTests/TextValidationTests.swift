import LayoutDocument
@testable import LayoutModel
import Testing

/// The validator's text rules: each refusal names the screen, the view and
/// the field, and says what is wrong; every valid value passes.
@Suite struct TextValidationTests {
    private func faults(_ change: (inout ViewSpec) -> Void) -> [String] {
        var label = ViewSpec(name: "title", superview: "root", kind: "label", text: "Hello")
        change(&label)
        let screen = Screen(name: "card", root: "root", views: [ViewSpec(name: "root"), label])
        return ScreenValidator.faults(in: screen).map { "\($0.field ?? "-"): \($0.description)" }
    }

    @Test func everyStyleWeightAndFormPasses() {
        var fonts: [FontSpec] = FontSpec.textStyles.map { .textStyle($0) }
        fonts += ([nil] + FontSpec.weights).flatMap { weight in
            [false, true].map { FontSpec.system(size: 17, weight: weight, italic: $0) }
        }
        fonts += [.named("AvenirNext-Regular", size: 22), .system(size: 1e-3, weight: nil, italic: false),
                  .system(size: 1e300, weight: nil, italic: false)]
        for font in fonts { #expect(faults { $0.font = font } == [], "\(font)") }
        for lines in [0, 1, 2, 1000] { #expect(faults { $0.numberOfLines = lines } == []) }
        for factor in [0, 0.5, 1] { #expect(faults { $0.minimumScaleFactor = factor } == []) }
        // Any kind of view may carry text (measurement decides what it means for it).
        for kind in [nil, "view", "stack", "imageView", "button", "textField", "textView"] {
            #expect(faults { $0.kind = kind } == [])
        }
    }

    @Test func refusalsNameTheScreenViewAndField() {
        let place = "screen 'card', view 'title': "
        let styles = FontSpec.textStyles.joined(separator: ", ")
        let weights = FontSpec.weights.joined(separator: ", ")
        let cases: [((inout ViewSpec) -> Void, String)] = [
            ({ $0.font = .textStyle("Body") }, "font: \(place)unknown text style 'Body' (text styles: \(styles)) (did you mean 'body'?)"),
            ({ $0.font = .textStyle("title") }, "font: \(place)unknown text style 'title' (text styles: \(styles)) (did you mean 'title1'?)"),
            ({ $0.font = .textStyle("gigantic") }, "font: \(place)unknown text style 'gigantic' (text styles: \(styles))"),
            ({ $0.font = .system(size: 17, weight: "semibld", italic: false) },
             "font: \(place)unknown font weight 'semibld' (weights: \(weights)) (did you mean 'semibold'?)"),
            ({ $0.font = .system(size: 0, weight: nil, italic: false) }, "font: \(place)font size 0 must be a finite number above 0"),
            ({ $0.font = .system(size: -12, weight: "bold", italic: true) }, "font: \(place)font size -12 must be a finite number above 0"),
            ({ $0.font = .system(size: .nan, weight: nil, italic: false) }, "font: \(place)font size nan must be a finite number above 0"),
            ({ $0.font = .named("Futura", size: .infinity) }, "font: \(place)font size inf must be a finite number above 0"),
            ({ $0.font = .named("Futura", size: 2e300) }, "font: \(place)font size 2e+300 is larger than a document can store (1e300)"),
            ({ $0.font = .named("", size: 12) }, "font: \(place)a named font needs a non-empty name"),
            ({ $0.numberOfLines = -1 }, "numberOfLines: \(place)numberOfLines -1 must be 0 (as many lines as the text needs) or more"),
            ({ $0.minimumScaleFactor = 1.5 }, "minimumScaleFactor: \(place)minimumScaleFactor 1.5 must be a number in 0...1"),
            ({ $0.minimumScaleFactor = -0.1 }, "minimumScaleFactor: \(place)minimumScaleFactor -0.1 must be a number in 0...1"),
            ({ $0.textKey = "" }, "textKey: \(place)field 'textKey' must not be empty"),
            ({ $0.contentInsets = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0) },
             "contentInsets: \(place)field 'contentInsets' must hold finite numbers"),
        ]
        for (change, expected) in cases { #expect(faults(change) == [expected]) }
        // Several faults of one view are each reported, in the fields' order.
        #expect(faults {
            $0.font = .textStyle("bdy")
            $0.numberOfLines = -3
        }.map { $0.prefix { $0 != ":" } } == ["font", "numberOfLines"])
    }
}
