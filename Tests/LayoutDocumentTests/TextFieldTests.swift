import LayoutDocument
import Testing

/// The text fields of a view (`docs/document-format.md`, "Text"): their JSON,
/// the errors that point at them, and the `--font` short form.
@Suite struct TextFieldDecodingTests {
    private func document(_ view: String) -> String {
        #"{ "layoutDocument": 1, "screens": [ { "name": "main", "root": "root", "views": ["#
            + "\n" + #"{ "name": "root" },"# + "\n" + view + "\n] } ] }"
    }

    private func decoded(_ view: String) throws -> ViewSpec? {
        try DocumentJSON.decode(document(view), file: "doc.json").screens.first?.views.last
    }

    private func failure(_ view: String) -> String {
        do {
            _ = try DocumentJSON.decode(document(view), file: "doc.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func theContractsExampleDecodes() throws {
        let view = try decoded(#"""
            { "name": "message", "superview": "root", "kind": "label", "text": "This label has relatively long text, that should take two lines.", "font": { "textStyle": "body" }, "numberOfLines": 0 }
            """#)
        #expect(view?.text == "This label has relatively long text, that should take two lines.")
        #expect(view?.font == .textStyle("body"))
        #expect(view?.numberOfLines == 0)
    }

    @Test func everyFontFormDecodes() throws {
        let fonts: [(String, FontSpec)] = [
            (#"{ "size": 15, "weight": "semibold" }"#, .system(size: 15, weight: "semibold", italic: false)),
            (#"{ "size": 17, "italic": true }"#, .system(size: 17, weight: nil, italic: true)),
            (#"{ "size": 12.5, "weight": "black", "italic": true }"#, .system(size: 12.5, weight: "black", italic: true)),
            (#"{ "name": "AvenirNext-Regular", "size": 22 }"#, .named("AvenirNext-Regular", size: 22)),
        ] + FontSpec.textStyles.map { (#"{ "textStyle": "\#($0)" }"#, .textStyle($0)) }
        for (json, font) in fonts {
            #expect(try decoded(#"{ "name": "a", "superview": "root", "font": "# + json + " }")?.font == font, "\(json)")
        }
    }

    @Test func theOtherTextFieldsDecode() throws {
        let view = try decoded(#"""
            { "name": "a", "superview": "root", "kind": "textField", "textKey": "login.email", "placeholder": "Email", "lineBreakMode": "byTruncatingMiddle", "minimumScaleFactor": 0.5, "borderStyle": "roundedRect", "buttonConfiguration": "filled", "contentInsets": { "top": 5, "left": 10 }, "scrollEnabled": false }
            """#)
        #expect(view?.textKey == "login.email")
        #expect(view?.placeholder == "Email")
        #expect(view?.lineBreakMode == .byTruncatingMiddle)
        #expect(view?.minimumScaleFactor == 0.5)
        #expect(view?.borderStyle == .roundedRect)
        #expect(view?.buttonConfiguration == .filled)
        #expect(view?.contentInsets == EdgeInsets(top: 5, left: 10, bottom: 0, right: 0))
        #expect(view?.scrollEnabled == false)
    }

    /// The 1-based column where `needle` starts in `line` (its first occurrence).
    private func column(_ needle: String, in line: String) -> Int {
        guard let range = line.range(of: needle) else { return 0 }
        return line.distance(from: line.startIndex, to: range.lowerBound) + 1
    }

    /// Line 3 of `document(_:)` is the view; `at` is the text the error must point at.
    private func expectFailure(_ fields: String, at needle: String, _ message: String) {
        let view = #"{ "name": "a", "superview": "root", "# + fields + " }"
        #expect(failure(view) == "doc.json:3:\(column(needle, in: view)): screen 'main', view 'a': " + message, "\(fields)")
    }

    @Test func unknownStylesAndWeightsSuggestAndPoint() {
        expectFailure(#""font": { "textStyle": "bdy" }"#, at: #""bdy""#,
                      "unknown text style 'bdy' (text styles: " + FontSpec.textStyles.joined(separator: ", ")
                          + ") (did you mean 'body'?)")
        expectFailure(#""font": { "size": 17, "weight": "semibld" }"#, at: #""semibld""#,
                      "unknown font weight 'semibld' (weights: " + FontSpec.weights.joined(separator: ", ")
                          + ") (did you mean 'semibold'?)")
        expectFailure(#""font": { "textstyle": "body" }"#, at: #""textstyle""#,
                      "unknown field 'textstyle' (did you mean 'textStyle'?)")
        expectFailure(#""fnt": { "textStyle": "body" }"#, at: #""fnt""#, "unknown field 'fnt' (did you mean 'font'?)")
    }

    @Test func badSizesAndShapesArePointedAt() {
        expectFailure(#""font": { "size": 0 }"#, at: "0", "font size 0 must be a finite number above 0")
        expectFailure(#""font": { "size": -3 }"#, at: "-3", "font size -3 must be a finite number above 0")
        expectFailure(#""font": { "name": "", "size": 3 }"#, at: #""""#, "a named font needs a non-empty name")
        expectFailure(#""font": { "name": "X", "size": -1 }"#, at: "-1", "font size -1 must be a finite number above 0")
        expectFailure(#""font": { "name": "X" }"#, at: #"{ "name": "X" }"#, "a named font needs a 'size'")
        expectFailure(#""font": { "textStyle": "body", "size": 3 }"#, at: #""size""#,
                      "field 'size' does not go with 'textStyle' in a font")
        expectFailure(#""font": { "name": "X", "size": 3, "weight": "bold" }"#, at: #""weight""#,
                      "field 'weight' does not go with 'name' in a font")
        expectFailure(#""font": { }"#, at: "{ }",
                      "field 'font' needs 'textStyle', or 'size' (with 'weight', 'italic'), or 'name' and 'size'")
        expectFailure(#""font": "body""#, at: #""body""#, "field 'font' must be an object, found a string")
        expectFailure(#""font": { "size": "17" }"#, at: #""17""#, "field 'size' must be a number, found a string")
        expectFailure(#""font": { "size": 17, "italic": 1 }"#, at: "1 }", "field 'italic' must be true or false, found a number")
        expectFailure(#""numberOfLines": -1"#, at: "-1", "numberOfLines -1 must be 0 (as many lines as the text needs) or more")
        expectFailure(#""numberOfLines": 1.5"#, at: "1.5", "field 'numberOfLines' must be a whole number, found 1.5")
        expectFailure(#""text": 3"#, at: "3", "field 'text' must be a string, found a number")
        expectFailure(#""textKey": """#, at: #""""#, "field 'textKey' must not be empty")
        expectFailure(#""minimumScaleFactor": 2"#, at: "2", "minimumScaleFactor 2 must be a number in 0...1")
        expectFailure(#""lineBreakMode": "wordWrap""#, at: #""wordWrap""#, "field 'lineBreakMode' must be one of "
                      + LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ") + ", found 'wordWrap'")
        expectFailure(#""borderStyle": "rounded""#, at: #""rounded""#,
                      "field 'borderStyle' must be one of none, line, bezel, roundedRect, found 'rounded'")
        expectFailure(#""contentInsets": { "top": 1, "lft": 2 }"#, at: #""lft""#, "unknown field 'lft' (did you mean 'left'?)")
        expectFailure(#""scrollEnabled": "no""#, at: #""no""#, "field 'scrollEnabled' must be true or false, found a string")
    }

    @Test func encodingFollowsTheDocumentedOrder() {
        var view = ViewSpec(name: "a", superview: "root", kind: "label", text: "Hi", font: .system(size: 15, weight: "semibold", italic: true),
                            numberOfLines: 0, textKey: "k")
        view.placeholder = "p"
        view.minimumScaleFactor = 0.5
        view.intrinsicSize = IntrinsicSize(width: 3)
        let text = DocumentJSON.encode(LayoutDocument(screens: [Screen(name: "s", root: "a", views: [view])]))
        let keys = ["\"kind\"", "\"text\"", "\"textKey\"", "\"placeholder\"", "\"font\"", "\"size\"", "\"weight\"", "\"italic\"",
                    "\"numberOfLines\"", "\"minimumScaleFactor\"", "\"intrinsicSize\""]
        let offsets = keys.map { key in text.range(of: key).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1 }
        #expect(!offsets.contains(-1), "\(text)")
        #expect(offsets == offsets.sorted(), "\(text)")
        #expect(!text.contains("scrollEnabled"))
    }
}

/// `--font`'s short form: what `layout show` prints reads back as the same font.
@Suite struct FontParsingTests {
    private func parsed(_ text: String) -> String {
        do {
            return "\(try FontSpec(parsing: text))"
        } catch {
            return "error: \(error.message)"
        }
    }

    @Test func theFormsOfTheContract() throws {
        #expect(try FontSpec(parsing: "body") == .textStyle("body"))
        #expect(try FontSpec(parsing: "17") == .system(size: 17, weight: nil, italic: false))
        #expect(try FontSpec(parsing: "17 semibold") == .system(size: 17, weight: "semibold", italic: false))
        #expect(try FontSpec(parsing: "17 bold italic") == .system(size: 17, weight: "bold", italic: true))
        #expect(try FontSpec(parsing: " 13.5  italic ") == .system(size: 13.5, weight: nil, italic: true))
        #expect(try FontSpec(parsing: "AvenirNext-Regular 22") == .named("AvenirNext-Regular", size: 22))
    }

    /// Every font prints in a form that parses back to it.
    @Test func descriptionsParseBack() throws {
        var fonts: [FontSpec] = FontSpec.textStyles.map { .textStyle($0) } + [.named("Futura-Medium", size: 18.25)]
        for weight in [nil] + FontSpec.weights { fonts += [false, true].map { .system(size: 11, weight: weight, italic: $0) } }
        for font in fonts { #expect(try FontSpec(parsing: font.description) == font, "\(font)") }
    }

    @Test func mistakesSayWhatIsWrong() {
        #expect(parsed("bdy") == "error: unknown text style 'bdy' (text styles: "
            + FontSpec.textStyles.joined(separator: ", ") + ") (did you mean 'body'?)")
        #expect(parsed("17 semibld") == "error: unknown font weight 'semibld' (weights: "
            + FontSpec.weights.joined(separator: ", ") + ") (did you mean 'semibold'?)")
        #expect(parsed("AvenirNext-Regular") == "error: font 'AvenirNext-Regular' is not a text style ("
            + FontSpec.textStyles.joined(separator: ", ") + "); a named font needs its size after the name ('AvenirNext-Regular 17')")
        #expect(parsed("semibold 17") == "error: font 'semibold 17': the size comes first (did you mean '17 semibold'?)")
        #expect(parsed("0") == "error: font size 0 must be a finite number above 0")
        #expect(parsed("-2 bold") == "error: font size -2 must be a finite number above 0")
        #expect(parsed("Avenir 0") == "error: font size 0 must be a finite number above 0")
        #expect(parsed("17 bold italic extra") == "error: font '17 bold italic extra' has too many words; give \(FontSpec.grammar)")
        #expect(parsed("Avenir Next 22") == "error: font 'Avenir Next 22' is not a font; give \(FontSpec.grammar)")
        #expect(parsed("  ") == "error: a font must not be empty; give \(FontSpec.grammar)")
    }
}
