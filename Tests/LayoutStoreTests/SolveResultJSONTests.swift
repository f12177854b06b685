import LayoutCore
import LayoutModel
import Testing
import TestSupport

@Suite("SolveResult JSON")
struct SolveResultJSONTests {
    static let example = SolveResult(
        screen: "imageCell", revision: 12, width: 320, height: 200,
        traits: Traits(orientation: .landscape, widthClass: .compact, heightClass: .compact),
        content: ["images": "3", "title": "Hi \"there\""],
        frames: [("contentView", Frame(x: 0, y: 0, width: 320, height: 200)),
                 ("imgViewOne", Frame(x: 5, y: 5, width: 228.75, height: 190))],
        unsatisfiable: [BrokenConstraint(broken: "ratio#1", conflict: ["ratio#1", "row#2", "col#3"])],
        ambiguous: [AmbiguousView(view: "caption", attributes: ["centerX"])])

    @Test func printsTheContractsShapeInItsKeyOrder() {
        #expect(Self.example.jsonString() == """
            {
              "screen": "imageCell",
              "revision": 12,
              "size": { "width": 320, "height": 200 },
              "traits": { "orientation": "landscape", "widthClass": "compact", "heightClass": "compact" },
              "content": { "images": 3, "title": "Hi \\"there\\"" },
              "frames": {
                "contentView": { "x": 0, "y": 0, "width": 320, "height": 200 },
                "imgViewOne": { "x": 5, "y": 5, "width": 228.75, "height": 190 }
              },
              "cached": false,
              "unsatisfiable": [
                { "broken": "ratio#1", "conflict": ["ratio#1", "row#2", "col#3"] }
              ],
              "ambiguous": [
                { "view": "caption", "attributes": ["centerX"] }
              ],
              "negative": [],
              "truncated": []
            }
            """)
    }

    @Test func emptyListsAndOneLineForm() {
        var result = Self.example
        result.unsatisfiable = []
        result.ambiguous = []
        result.content = [:]
        result.frames = [("a", Frame(x: 1, y: 2, width: 3, height: 4))]
        #expect(result.jsonString(pretty: false) == #"{"screen": "imageCell", "revision": 12, "#
            + #""size": { "width": 320, "height": 200 }, "traits": { "orientation": "landscape", "#
            + #""widthClass": "compact", "heightClass": "compact" }, "content": {}, "#
            + #""frames": {"a": { "x": 1, "y": 2, "width": 3, "height": 4 }}, "cached": false, "#
            + #""unsatisfiable": [], "ambiguous": [], "negative": [], "truncated": []}"#)
    }

    /// A frame with a negative width or height is listed beside the ambiguous
    /// views, whether or not the layout is ambiguous; reading the JSON back gives it again.
    @Test func negativeSizesAreListed() throws {
        var result = Self.example
        result.frames = [("a", Frame(x: 0, y: 0, width: 10, height: 30 - 50)),
                         ("b", Frame(x: 0, y: 0, width: 8 - 9, height: 5 - 6)),
                         ("c", Frame(x: 0, y: 0, width: -1e-9, height: 0))]
        #expect(result.negative == [NegativeSize(view: "a", attributes: ["height"]),
                                    NegativeSize(view: "b", attributes: ["width", "height"])])
        let json = result.jsonString()
        #expect(json.hasSuffix("""
              "ambiguous": [
                { "view": "caption", "attributes": ["centerX"] }
              ],
              "negative": [
                { "view": "a", "attributes": ["height"] },
                { "view": "b", "attributes": ["width", "height"] }
              ],
              "truncated": []
            }
            """))
        #expect(try SolveResult(json: json).negative == result.negative)
        result.ambiguous = []
        #expect(result.jsonString(pretty: false).hasSuffix(#""ambiguous": [], "negative": [{ "view": "a", "attributes": ["height"] }, "#
            + #"{ "view": "b", "attributes": ["width", "height"] }], "truncated": []}"#))
    }

    @Test func numbersAreRoundedToAMillionthWithoutNeedlessFractions() {
        var result = Self.example
        result.frames = [("a", Frame(x: 1.0 / 3.0, y: -0.0000001, width: 2.0000004, height: 1e-6))]
        let json = result.jsonString()
        #expect(json.contains(#""a": { "x": 0.333333, "y": 0, "width": 2, "height": 1e-06 }"#))
    }

    /// Frames are written as bytes, whole numbers digit by digit; each value must
    /// read as `formatNumber` prints it rounded to a millionth (the contract's form).
    @Test func frameValuesPrintAsFormatNumberPrintsThemRounded() {
        var generator = SplitMix64(seed: 21)
        var values: [Double] = [0, -0.0, 1, -1, 7, 10, 999_999_999_999_999, -999_999_999_999_999, 1e15, -1e15,
                                5e15, 123_456.5, 0.1, -0.0000004, 0.0000005, 2.0000004, 1e-6, 1e300, -1e300]
        for _ in 0..<4_000 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: values.append(Double(Int64.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)))
            case 1: values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 8)
            case 2: values.append(Double.random(in: -2e15...2e15, using: &generator))
            default: values.append(Double.random(in: -1000...1000, using: &generator))
            }
        }
        while values.count % 4 != 0 { values.append(0) }
        var result = Self.example
        result.frames = stride(from: 0, to: values.count, by: 4).map { start in
            ("v\(start)", Frame(x: values[start], y: values[start + 1], width: values[start + 2], height: values[start + 3]))
        }
        func printed(_ value: Double) -> String {
            let rounded = (value * 1e6).rounded() / 1e6
            return formatNumber(abs(rounded) < 1e15 ? rounded : value)
        }
        let json = result.jsonString(pretty: false)
        for (view, frame) in result.frames {
            let line = "\"\(view)\": { \"x\": \(printed(frame.x)), \"y\": \(printed(frame.y)), "
                + "\"width\": \(printed(frame.width)), \"height\": \(printed(frame.height)) }"
            #expect(json.contains(line), "\(line)")
        }
    }

    @Test func readingBackGivesAnEqualResult() throws {
        var hidden = Self.example
        hidden.hiddenViews = ["imgViewOne"]
        hidden.cached = true
        for result in [Self.example, hidden] {
            #expect(try SolveResult(json: result.jsonString()) == result)
            #expect(try SolveResult(json: result.jsonString(pretty: false)) == result)
        }
    }

    @Test func randomResultsRoundTrip() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let frames = (0..<Int.random(in: 0...6, using: &generator)).map { index in
                ("v\(index)", Frame(x: Double(Int.random(in: -5000...5000, using: &generator)) / 8,
                                    y: Double(Int.random(in: -5000...5000, using: &generator)) / 4,
                                    width: Double(Int.random(in: 0...100_000, using: &generator)) / 1000,
                                    height: Double(Int.random(in: 0...1000, using: &generator))))
            }
            let result = SolveResult(
                screen: "s\(generator.next() % 100)", revision: Bool.random(using: &generator) ? nil : 3,
                width: 320, height: 480, traits: Traits(orientation: .portrait, widthClass: .regular, heightClass: .compact),
                content: Bool.random(using: &generator) ? ["k": "v", "n": "2.5"] : [:], frames: frames)
            #expect(try SolveResult(json: result.jsonString()) == result)
        }
    }

    @Test func malformedJSONIsAnErrorPointingAtIt() {
        let error = #expect(throws: InputError.self) { try SolveResult(json: "{\"screen\": \"a\",\n  \"size\" 3}") }
        // The caret stands under the '3' of the second line.
        #expect(error?.rendered == "expected ':'\n    \"size\" 3}\n" + String(repeating: " ", count: 2 + 9) + "^")
        let unknown = #expect(throws: InputError.self) { try SolveResult(json: #"{"screen": "a", "colour": 1}"#) }
        #expect(unknown?.message == "unknown key 'colour' in a solve result")
    }
}
