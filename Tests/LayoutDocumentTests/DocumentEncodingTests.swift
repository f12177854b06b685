import LayoutCore
import LayoutDocument
import Testing
import TestSupport

@Suite struct DocumentEncodingTests {
    @Test func smallDocumentEncodesToThisText() {
        let document = LayoutDocument(screens: [
            Screen(name: "cell", root: "content", views: [
                ViewSpec(name: "content"),
                ViewSpec(name: "title", superview: "content", kind: "label",
                         intrinsicSize: IntrinsicSize(width: 120.5), hidden: true,
                         when: Condition(["images": [.number(2), .number(3)], "orientation": [.string("portrait")]])),
            ], metrics: [MetricValue(name: "inset", value: 5)], constraints: [
                ConstraintEntry(id: "row", body: .visualFormat("H:|-inset-[title]-|", options: ["alignAllTop"])),
                ConstraintEntry(id: "tall", body: .equation("title.height == 21 @750")),
            ]),
        ])
        #expect(DocumentJSON.encode(document) == """
            {
              "layoutDocument": 1,
              "screens": [
                {
                  "name": "cell",
                  "root": "content",
                  "views": [
                    { "name": "content" },
                    {
                      "name": "title",
                      "superview": "content",
                      "kind": "label",
                      "intrinsicSize": { "width": 120.5 },
                      "hidden": true,
                      "when": { "orientation": "portrait", "images": [2, 3] }
                    }
                  ],
                  "metrics": [{ "name": "inset", "value": 5 }],
                  "constraints": [
                    { "id": "row", "visualFormat": "H:|-inset-[title]-|", "options": ["alignAllTop"] },
                    { "id": "tall", "constraint": "title.height == 21 @750" }
                  ]
                }
              ]
            }

            """)
    }

    @Test func contractExampleRoundTrips() throws {
        let document = try DocumentJSON.decode(contractExample, file: "example.json")
        let text = DocumentJSON.encode(document)
        #expect(try DocumentJSON.decode(text, file: "again.json") == document)
        #expect(DocumentJSON.encode(try DocumentJSON.decode(text, file: "again.json")) == text)
    }

    @Test func stringsWithQuotesAndControlCharactersRoundTrip() throws {
        let name = "a \"quoted\" \\ name\twith\nbreaks \u{01} and ünïcødé 🎉"
        let document = LayoutDocument(screens: [Screen(name: name, root: "r", views: [ViewSpec(name: "r", kind: name)])])
        let text = DocumentJSON.encode(document)
        #expect(text.contains(#"\"quoted\" \\ name\twith\nbreaks \u0001 and ünïcødé 🎉"#))
        #expect(try DocumentJSON.decode(text, file: "t.json") == document)
    }

    /// export∘import is identity: decode(encode(d)) == d for random valid documents,
    /// and encoding is a fixed point after one round.
    @Test(arguments: 0..<200)
    func randomDocumentsRoundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let document = RandomDocument.make(using: &random)
        let text = DocumentJSON.encode(document)
        let decoded = try DocumentJSON.decode(text, file: "random-\(seed).json")
        #expect(decoded == document, "seed \(seed)")
        #expect(DocumentJSON.encode(decoded) == text)
    }
}

/// Random documents that satisfy every rule the decoder checks.
enum RandomDocument {
    static func make(using random: inout SplitMix64) -> LayoutDocument {
        var document = LayoutDocument()
        if Bool.random(using: &random) {
            document.standardSpacing = StandardSpacing(sibling: number(&random), superview: number(&random))
        }
        for index in 0..<Int.random(in: 0...3, using: &random) {
            document.screens.append(screen(named: "screen \(index) \(text(&random))", using: &random))
        }
        return document
    }

    static func screen(named name: String, using random: inout SplitMix64) -> Screen {
        var screen = Screen(name: name, root: "root", views: [ViewSpec(name: "root")])
        if Bool.random(using: &random) { screen.layoutDirection = LayoutDirection.allCases.randomElement(using: &random) }
        if Bool.random(using: &random) { screen.selfSizing = SelfSizing.allCases.randomElement(using: &random) }
        for index in 0..<Int.random(in: 0...6, using: &random) {
            let superview = screen.views.randomElement(using: &random)?.name
            screen.views.append(view(named: "v\(index)", superview: superview, using: &random))
        }
        for index in 0..<Int.random(in: 0...4, using: &random) {
            screen.metrics.append(MetricValue(name: "m\(index)", value: number(&random), when: maybeCondition(&random)))
        }
        for index in 0..<Int.random(in: 0...5, using: &random) {
            let body: ConstraintEntry.Body
            if Bool.random(using: &random) {
                let options = ["alignAllTop", "alignAllCenterY", "directionRightToLeft"]
                body = .visualFormat("H:|-[v\(index)]-\(text(&random))|",
                                     options: Array(options.prefix(Int.random(in: 0...2, using: &random))))
            } else {
                let equations = ["a.width == b.width * 3", "a.top == superview.top + m0 @750",
                                 "root.leading <= v1.trailing - 8.25 @defaultLow", "v0.height >= 44"]
                body = .equation(equations.randomElement(using: &random) ?? "a.width == 1")
            }
            screen.constraints.append(ConstraintEntry(id: "c\(index)", body: body, when: maybeCondition(&random)))
        }
        return screen
    }

    static func view(named name: String, superview: String?, using random: inout SplitMix64) -> ViewSpec {
        var view = ViewSpec(name: name, superview: superview)
        let kinds = ["view", "label", "imageView", "button", "stack"]
        if Bool.random(using: &random) { view.kind = kinds.randomElement(using: &random) }
        if view.isStack, Bool.random(using: &random) {
            view.stack = StackProperties(
                axis: StackProperties.Axis.allCases.randomElement(using: &random) ?? .horizontal,
                distribution: StackProperties.Distribution.allCases.randomElement(using: &random) ?? .fill,
                alignment: StackProperties.Alignment.allCases.randomElement(using: &random) ?? .fill,
                spacing: number(&random))
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                var when = maybeCondition(&random) ?? Condition()
                if when.allowed.isEmpty { when.allowed["heightClass"] = [.string("compact")] }
                var variation = StackVariation(when: when)
                if Bool.random(using: &random) { variation.axis = StackProperties.Axis.allCases.randomElement(using: &random) }
                if Bool.random(using: &random) {
                    variation.distribution = StackProperties.Distribution.allCases.randomElement(using: &random)
                }
                if Bool.random(using: &random) {
                    variation.alignment = StackProperties.Alignment.allCases.randomElement(using: &random)
                }
                if variation.isEmpty || Bool.random(using: &random) {
                    variation.spacing = Bool.random(using: &random) ? .standard : .points(number(&random))
                }
                view.stack?.variations.append(variation)
            }
        }
        if Bool.random(using: &random) {
            view.intrinsicSize = IntrinsicSize(width: maybe(&random) { abs(number(&$0)) },
                                               height: maybe(&random) { abs(number(&$0)) })
        }
        if Bool.random(using: &random) { view.hugging = priorities(&random) }
        if Bool.random(using: &random) { view.compressionResistance = priorities(&random) }
        view.hidden = Bool.random(using: &random)
        if Bool.random(using: &random) {
            view.layoutMargins = EdgeInsets(top: number(&random), left: number(&random),
                                            bottom: number(&random), right: number(&random))
        }
        if Bool.random(using: &random) {
            view.baselines = Baselines(firstFromTop: maybe(&random) { number(&$0) },
                                       lastFromBottom: maybe(&random) { number(&$0) })
        }
        if Bool.random(using: &random) { text(into: &view, &random) }
        view.when = maybeCondition(&random)
        return view
    }

    /// Text properties the decoder accepts: every font form, style and weight.
    static func text(into view: inout ViewSpec, _ random: inout SplitMix64) {
        func size(_ random: inout SplitMix64) -> Double {
            Bool.random(using: &random) ? Double(Int.random(in: 1...96, using: &random)) : Double.random(in: 0.5...200, using: &random)
        }
        if Bool.random(using: &random) { view.text = text(&random) }
        if Bool.random(using: &random) { view.textKey = "key." + text(&random) }
        if Bool.random(using: &random) { view.placeholder = text(&random) }
        switch Int.random(in: 0...3, using: &random) {
        case 0: view.font = .textStyle(FontSpec.textStyles.randomElement(using: &random) ?? "body")
        case 1:
            view.font = .system(size: size(&random), weight: maybe(&random) { FontSpec.weights.randomElement(using: &$0) ?? "bold" },
                                italic: Bool.random(using: &random))
        case 2: view.font = .named("Font-" + text(&random) + "x", size: size(&random))
        default: break
        }
        if Bool.random(using: &random) { view.numberOfLines = Int.random(in: 0...12, using: &random) }
        if Bool.random(using: &random) { view.lineBreakMode = LineBreakMode.allCases.randomElement(using: &random) }
        if Bool.random(using: &random) { view.minimumScaleFactor = Double.random(in: 0...1, using: &random) }
        if Bool.random(using: &random) { view.borderStyle = TextBorderStyle.allCases.randomElement(using: &random) }
        if Bool.random(using: &random) { view.buttonConfiguration = ButtonConfiguration.allCases.randomElement(using: &random) }
        if Bool.random(using: &random) {
            view.contentInsets = EdgeInsets(top: number(&random), left: number(&random), bottom: number(&random), right: number(&random))
        }
        view.scrollEnabled = Bool.random(using: &random)
    }

    static func priorities(_ random: inout SplitMix64) -> AxisPriorities {
        AxisPriorities(horizontal: maybe(&random) { LayoutPriority(Double.random(in: 1...1000, using: &$0)) ?? .required },
                       vertical: maybe(&random) { LayoutPriority(Double(Int.random(in: 1...1000, using: &$0))) ?? .required })
    }

    static func maybeCondition(_ random: inout SplitMix64) -> Condition? {
        guard Bool.random(using: &random) else { return nil }
        var allowed: [String: [ConditionValue]] = [:]
        if Bool.random(using: &random) {
            allowed["orientation"] = [.string(Bool.random(using: &random) ? "portrait" : "landscape")]
        }
        if Bool.random(using: &random) { allowed["widthClass"] = [.string("compact"), .string("regular")] }
        if Bool.random(using: &random) {
            allowed["images"] = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                .number(Double(Int.random(in: 0...5, using: &random)))
            }
        }
        if Bool.random(using: &random) { allowed["mode \(text(&random))"] = [.string(text(&random)), .number(number(&random))] }
        return Condition(allowed)
    }

    /// Integers, halves, awkward fractions, negatives and large magnitudes.
    static func number(_ random: inout SplitMix64) -> Double {
        switch Int.random(in: 0...4, using: &random) {
        case 0: return Double(Int.random(in: -100...1000, using: &random))
        case 1: return Double(Int.random(in: -40...40, using: &random)) / 2
        case 2: return Double.random(in: -1000...1000, using: &random)
        case 3: return Double.random(in: -1...1, using: &random) * 1e-7
        default: return Double(Int.random(in: 1...9, using: &random)) * 1e20
        }
    }

    static func text(_ random: inout SplitMix64) -> String {
        let pieces = ["a", "Z", " ", "\"", "\\", "\n", "\t", "é", "🎉", "/", "\u{7F}", "\u{2028}", "x-", "0"]
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    static func maybe<T>(_ random: inout SplitMix64, _ make: (inout SplitMix64) -> T) -> T? {
        Bool.random(using: &random) ? make(&random) : nil
    }
}
