import Foundation
import LayoutDocument
import LayoutSwiftExport
import Testing

/// What the generated Swift says, line by line, for the rules a reader relies on.
@Suite struct SwiftSourceTests {
    private func source(_ views: [ViewSpec], _ constraints: [ConstraintEntry], metrics: [MetricValue] = []) throws -> String {
        try LayoutSwiftExport.source(for: [Screen(name: "card", root: "root", views: [ViewSpec(name: "root")] + views,
                                                  metrics: metrics, constraints: constraints)])
    }

    @Test func prioritiesKeepUIKitsNamesAndIdsBecomeIdentifiers() throws {
        let text = try source([ViewSpec(name: "box", superview: "root")], [
            ConstraintEntry(id: "high", body: .equation("box.width == 10 @750")),
            ConstraintEntry(id: "odd", body: .equation("box.height == 10 @751")),
            ConstraintEntry(id: "low", body: .equation("box.top == root.top @defaultLow")),
        ])
        #expect(text.contains("box.widthAnchor.constraint(equalToConstant: 10).withIdentifier(\"high\").withPriority(.defaultHigh)"))
        #expect(text.contains("box.heightAnchor.constraint(equalToConstant: 10).withIdentifier(\"odd\").withPriority(UILayoutPriority(751))"))
        #expect(text.contains("box.topAnchor.constraint(equalTo: root.topAnchor).withIdentifier(\"low\").withPriority(.defaultLow)"))
    }

    /// A scroll view's guides are UIScrollView's: `contentLayoutGuide` and `frameLayoutGuide` anchors.
    @Test func scrollGuidesAreTheScrollViewsLayoutGuides() throws {
        let text = try source([ViewSpec(name: "scroll", superview: "root", kind: "scrollView"),
                               ViewSpec(name: "content", superview: "scroll")], [
            ConstraintEntry(id: "l", body: .equation("content.leading == scroll.contentLayoutGuide.leading")),
            ConstraintEntry(id: "w", body: .equation("content.width == scroll.frameLayoutGuide.width")),
        ])
        #expect(text.contains("content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor).withIdentifier(\"l\")"))
        #expect(text.contains("content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).withIdentifier(\"w\")"))
    }

    @Test func aPositionAgainstAConstantIsMeasuredFromTheSuperview() throws {
        let text = try source([ViewSpec(name: "box", superview: "root")], [
            ConstraintEntry(id: "x", body: .equation("box.centerX == 40")),
        ])
        // In the superview's coordinates: from its left edge.
        #expect(text.contains("box.centerXAnchor.constraint(equalTo: root.leftAnchor, constant: 40).withIdentifier(\"x\")"))
    }

    @Test func aPositionWithAMultiplierUsesTheItemInitializer() throws {
        let text = try source([ViewSpec(name: "box", superview: "root")], [
            ConstraintEntry(id: "third", body: .equation("box.centerX == root.centerX * 0.5 + 3")),
        ])
        #expect(text.contains("NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root, "
                              + "attribute: .centerX, multiplier: 0.5, constant: 3).withIdentifier(\"third\")"))
    }

    @Test func stackVariationsAreSetInInstallInRisingPrecedence() throws {
        let compact = Condition(["heightClass": [.string("compact")]])
        let both = Condition(["heightClass": [.string("compact")], "widthClass": [.string("regular")]])
        let stack = ViewSpec(name: "row", superview: "root", kind: "stack", stack: StackProperties(
            axis: .vertical, spacing: 10, variations: [
                StackVariation(when: both, spacing: .standard),
                StackVariation(when: compact, axis: .horizontal, spacing: .points(20)),
            ]))
        let text = try source([stack], [])
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // The stack's own values, then the less specific variation, then the more specific one (set last, it wins).
        let expected = [
            "row.axis = .vertical", "row.distribution = .fill", "row.alignment = .fill", "row.spacing = 10",
            "if traitCollection.verticalSizeClass == .compact {", "row.axis = .horizontal", "row.spacing = 20", "}",
            "if traitCollection.verticalSizeClass == .compact && traitCollection.horizontalSizeClass == .regular {",
            "row.spacing = UIStackView.spacingUseSystem", "}",
        ]
        let start = try #require(lines.firstIndex(of: "// Stack properties that vary with the traits or content."))
        #expect(Array(lines[(start + 1)...].prefix(expected.count)) == expected)
    }

    @Test func metricsVaryWithTheTraitCollection() throws {
        let text = try source([ViewSpec(name: "box", superview: "root")], [
            ConstraintEntry(id: "w", body: .equation("box.width == side")),
        ], metrics: [
            MetricValue(name: "side", value: 40),
            MetricValue(name: "side", value: 64, when: Condition(["widthClass": [.string("regular")]])),
        ])
        #expect(text.contains("func install(content: Content, traitCollection: UITraitCollection, size: CGSize) {"))
        #expect(text.contains("""
                    let side: CGFloat
                    if traitCollection.horizontalSizeClass == .regular {
                        side = 64
                    } else {
                        side = 40
                    }
            """))
    }

    @Test func contentSizeConditionsReadThePreferredContentSizeCategory() throws {
        var big = ViewSpec(name: "big", superview: "root")
        big.when = Condition(["contentSize": [.string("AX1"), .string("AX5")]])
        var large = ViewSpec(name: "large", superview: "root")
        large.when = Condition(["contentSize": [.string("L")]])
        let text = try source([big, large], [ConstraintEntry(id: "w", body: .equation("big.width == 10"))])
        #expect(text.contains("func install(content: Content, traitCollection: UITraitCollection, size: CGSize) {"))
        #expect(text.contains("[.accessibilityExtraExtraExtraLarge, .accessibilityMedium].contains(traitCollection.preferredContentSizeCategory)"))
        #expect(text.contains("traitCollection.preferredContentSizeCategory == .large"))
        #expect(!text.contains("content.contentSize"))
    }

    /// The trait `homeIndicator` reads the window's bottom safe-area inset, as the model reads the request's.
    @Test func aHomeIndicatorConditionReadsTheWindowsSafeArea() throws {
        var notched = ViewSpec(name: "notched", superview: "root")
        notched.when = Condition(["homeIndicator": [.string("yes")]])
        var homeButton = ViewSpec(name: "homeButton", superview: "root")
        homeButton.when = Condition(["homeIndicator": [.string("no")]])
        let text = try source([notched, homeButton], [ConstraintEntry(id: "w", body: .equation("notched.width == 10"))])
        #expect(text.components(separatedBy: "let hasHomeIndicator = (root.window?.safeAreaInsets.bottom ?? 0) > 0").count - 1 == 1)
        #expect(text.contains("setPresent(notched, in: root, hasHomeIndicator)"))
        #expect(text.contains("setPresent(homeButton, in: root, !hasHomeIndicator)"))
        #expect(!text.contains("content.homeIndicator"))
        let plain = try source([ViewSpec(name: "box", superview: "root")], [])
        #expect(!plain.contains("hasHomeIndicator"))
    }

    @Test func everyScreenHasOneInstallSignature() throws {
        var wide = ViewSpec(name: "wide", superview: "root")
        wide.when = Condition(["orientation": [.string("landscape")]])
        var shown = ViewSpec(name: "shown", superview: "root")
        shown.when = Condition(["images": [.number(2)]])
        let screens = [
            Screen(name: "plain", root: "root", views: [ViewSpec(name: "root")], constraints: []),
            Screen(name: "turning", root: "root", views: [ViewSpec(name: "root"), wide], constraints: []),
            Screen(name: "gallery", root: "root", views: [ViewSpec(name: "root"), shown], constraints: []),
        ]
        let text = try LayoutSwiftExport.source(for: screens)
        let signature = "    func install(content: Content, traitCollection: UITraitCollection, size: CGSize) {\n"
        #expect(text.components(separatedBy: signature).count - 1 == screens.count)
        #expect(text.components(separatedBy: ": LayoutStoreScreen {").count - 1 == screens.count)
        #expect(text.contains("protocol LayoutStoreScreen: AnyObject {"))
        // A screen without content keys still has a Content type, empty.
        #expect(text.contains("    struct Content: Equatable {}\n"))
        // Orientation is read only where a condition asks for it.
        #expect(text.components(separatedBy: "let isLandscape = size.width > size.height").count - 1 == 1)
    }

    @Test func constantsThatNeverChangeAreLets() throws {
        var extra = ViewSpec(name: "extra", superview: "root")
        extra.when = Condition(["images": [.number(2)]])
        let fixed = try source([ViewSpec(name: "box", superview: "root")], [ConstraintEntry(id: "w", body: .equation("box.width == 10"))])
        #expect(fixed.contains("        let constraints: [NSLayoutConstraint] = [\n"))
        #expect(!fixed.contains("var constraints"))
        let changing = try source([ViewSpec(name: "box", superview: "root"), extra], [
            ConstraintEntry(id: "w", body: .equation("box.width == 10")),
            ConstraintEntry(id: "e", body: .equation("extra.width == 10")),
        ])
        #expect(changing.contains("        var constraints: [NSLayoutConstraint] = []\n"))
        var icon = ViewSpec(name: "icon", superview: "root", kind: "button")
        icon.buttonConfiguration = .plain
        let button = try source([icon], [])
        #expect(button.contains("    let configuration = UIButton.Configuration.plain()\n"))
        #expect(button.contains("    let icon = UIButton(type: .system)\n"))
    }

    @Test func viewsComeFirstAndSiblingConstantsArePositive() throws {
        let text = try source([ViewSpec(name: "a", superview: "root"), ViewSpec(name: "b", superview: "root")], [
            ConstraintEntry(id: "inner", body: .equation("root.top == a.top - 20")),
            ConstraintEntry(id: "trailing", body: .equation("root.trailing >= a.trailing + 16")),
            ConstraintEntry(id: "gap", body: .equation("a.trailing == b.leading - 8")),
            ConstraintEntry(id: "kept", body: .equation("b.leading == a.trailing + 8")),
            ConstraintEntry(id: "twice", body: .equation("root.width == a.width * 2")),
        ])
        // root.top == a.top - 20 is a.top == root.top + 20.
        #expect(text.contains("a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20).withIdentifier(\"inner\")"))
        // root.trailing >= a.trailing + 16 is a.trailing <= root.trailing - 16: the view first, the relation turned.
        #expect(text.contains("a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16).withIdentifier(\"trailing\")"))
        // Between siblings, the positive constant: a.trailing == b.leading - 8 is b.leading == a.trailing + 8.
        #expect(text.contains("b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8).withIdentifier(\"gap\")"))
        #expect(text.contains("b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8).withIdentifier(\"kept\")"))
        // A multiplier other than 1 keeps the document's order.
        #expect(text.contains("root.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2).withIdentifier(\"twice\")"))
    }

    @Test func standardSpacingIsTheSystemSpacing() throws {
        let text = try source([ViewSpec(name: "a", superview: "root"), ViewSpec(name: "b", superview: "root"),
                               ViewSpec(name: "rows", superview: "root", kind: "stack",
                                        stack: StackProperties(axis: .vertical, usesStandardSpacing: true))], [
            ConstraintEntry(id: "h", body: .visualFormat("H:|-[a]-[b]-(>=20)-|", options: [])),
            ConstraintEntry(id: "v", body: .visualFormat("V:|-[a]-(>=0)-[rows]", options: [])),
        ])
        #expect(text.contains("a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 1).withIdentifier(\"h#1\")"))
        #expect(text.contains("b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1).withIdentifier(\"h#2\")"))
        // An explicit 20 stays a number (root.trailing >= b.trailing + 20, the view first).
        #expect(text.contains("b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20).withIdentifier(\"h#3\")"))
        #expect(text.contains("a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1).withIdentifier(\"v#1\")"))
        #expect(text.contains("rows.spacing = UIStackView.spacingUseSystem\n"))
        // Another standard spacing than UIKit's is written as numbers.
        let other = try LayoutSwiftExport.source(for: [Screen(name: "card", root: "root",
            views: [ViewSpec(name: "root"), ViewSpec(name: "a", superview: "root")],
            constraints: [ConstraintEntry(id: "h", body: .visualFormat("H:|-[a]", options: []))])],
            standardSpacing: StandardSpacing(sibling: 6, superview: 12))
        #expect(other.contains("a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12).withIdentifier(\"h#1\")"))
    }

    @Test func newerAPIIsMarkedAvailable() throws {
        let keyboard = try source([ViewSpec(name: "bar", superview: "root")], [
            ConstraintEntry(id: "k", body: .equation("bar.bottom == keyboard.top")),
        ])
        #expect(keyboard.contains("@available(iOS 15.0, *)\n@MainActor\nfinal class CardLayout"))
        // LayoutStore's keyboard guide is UIKit's as it comes: it stops at the safe area's bottom.
        #expect(!keyboard.contains("usesBottomSafeArea"))
        let plain = try source([ViewSpec(name: "bar", superview: "root")], [])
        #expect(!plain.contains("@available"))
    }

    @Test func aViewControllersMarginsAreDirectionalAndKeepTheSafeArea() throws {
        var root = ViewSpec(name: "root")
        root.layoutMarginsRule = .viewController
        root.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 2, right: 30)
        let text = try LayoutSwiftExport.source(for: [Screen(name: "card", root: "root",
            views: [root, ViewSpec(name: "a", superview: "root")],
            constraints: [ConstraintEntry(id: "m", body: .equation("a.leading == root.leadingMargin"))])])
        #expect(text.contains("root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 2, trailing: 30)\n"))
        #expect(!text.contains("insetsLayoutMarginsFromSafeArea"))
        #expect(!text.contains("root.layoutMargins ="))
        #expect(text.contains("a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)"))
    }

    @Test func languageConditionsReadTheBundlesPreferredLocalization() throws {
        var german = ViewSpec(name: "german", superview: "root")
        german.when = Condition(["language": [.string("de")]])
        var either = ViewSpec(name: "either", superview: "root")
        either.when = Condition(["language": [.string("fr"), .string("de-CH")]])
        let text = try source([german, either], [ConstraintEntry(id: "w", body: .equation("german.width == 10"))])
        #expect(text.contains(#"Bundle.main.preferredLocalizations.first == "de""#))
        #expect(text.contains(#"["de-CH", "fr"].contains(Bundle.main.preferredLocalizations.first ?? "")"#))
        #expect(!text.contains("content.language"))
    }

    @Test func stacksAreStackViews() throws {
        let text = try source([
            ViewSpec(name: "row", superview: "root", kind: "stack",
                     stack: StackProperties(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 6)),
            ViewSpec(name: "a", superview: "row", kind: "label"),
        ], [])
        #expect(text.contains("let row = UIStackView()"))
        #expect(text.contains("row.axis = .vertical"))
        #expect(text.contains("row.distribution = .fillEqually"))
        #expect(text.contains("row.alignment = .center"))
        #expect(text.contains("row.spacing = 6"))
        #expect(text.contains("row.addArrangedSubview(a)"))
    }

    @Test func aContentKeyThatIsNoIdentifierIsAnError() {
        let screen = Screen(name: "card", root: "root", views: [
            ViewSpec(name: "root"), ViewSpec(name: "box", superview: "root", when: Condition(["image count": [.number(2)]])),
        ])
        #expect(throws: SwiftExportError(screen: "card", .contentKeyNotAnIdentifier("image count"))) {
            try LayoutSwiftExport.source(for: [screen])
        }
    }

    @Test func screensThatWouldBecomeOneTypeAreNumbered() throws {
        let screens = [Screen(name: "my_card", root: "r", views: [ViewSpec(name: "r")]),
                       Screen(name: "myCard", root: "r", views: [ViewSpec(name: "r")]),
                       Screen(name: "MyCard", root: "r", views: [ViewSpec(name: "r")])]
        var renames: [LayoutSwiftExport.TypeRename] = []
        let source = try LayoutSwiftExport.source(for: screens) { renames.append($0) }
        #expect(renames.map(\.typeName) == ["MyCard2Layout", "MyCard3Layout"])
        #expect(renames.map(\.clashingScreen) == ["my_card", "my_card"])
        for type in ["MyCardLayout", "MyCard2Layout", "MyCard3Layout"] {
            #expect(source.components(separatedBy: "class \(type)").count == 2, "\(type)")
        }
    }
}

@Suite struct SwiftTextSourceTests {
    private func source(_ view: ViewSpec) throws -> String {
        try LayoutSwiftExport.source(for: [Screen(name: "card", root: "root", views: [ViewSpec(name: "root"), view])])
    }

    @Test func labelsGetTheirTextFontAndLines() throws {
        var label = ViewSpec(name: "title", superview: "root", kind: "label", text: "Hello \"you\"", font: .textStyle("body"),
                             numberOfLines: 0)
        label.lineBreakMode = .byWordWrapping
        label.minimumScaleFactor = 0.5
        let text = try source(label)
        for line in ["title.text = \"Hello \\\"you\\\"\"", "title.font = UIFont.preferredFont(forTextStyle: .body)",
                     "title.adjustsFontForContentSizeCategory = true", "title.numberOfLines = 0",
                     "title.lineBreakMode = .byWordWrapping", "title.adjustsFontSizeToFitWidth = true",
                     "title.minimumScaleFactor = 0.5"] {
            #expect(text.contains("        " + line + "\n"), "\(line)")
        }
    }

    @Test func fontsAsUIKitSpellsThem() throws {
        let cases: [(FontSpec, String)] = [
            (.system(size: 17, weight: "semibold", italic: false), "UIFont.systemFont(ofSize: 17, weight: .semibold)"),
            (.system(size: 17, weight: nil, italic: false), "UIFont.systemFont(ofSize: 17, weight: .regular)"),
            (.system(size: 12.5, weight: nil, italic: true), "UIFont.italicSystemFont(ofSize: 12.5)"),
            (.system(size: 9, weight: "heavy", italic: true), "UIFont(descriptor: UIFont.systemFont(ofSize: 9, weight: .heavy)"
                + ".fontDescriptor.withSymbolicTraits(.traitItalic) ?? UIFont.systemFont(ofSize: 9, weight: .heavy).fontDescriptor, size: 9)"),
            (.named("AvenirNext-Regular", size: 22), "UIFont(name: \"AvenirNext-Regular\", size: 22) ?? UIFont.systemFont(ofSize: 22)"),
            (.textStyle("caption2"), "UIFont.preferredFont(forTextStyle: .caption2)"),
        ]
        for (font, expression) in cases {
            let text = try source(ViewSpec(name: "title", superview: "root", kind: "label", font: font))
            #expect(text.contains("        title.font = \(expression)\n"), "\(font)")
            #expect(text.contains("adjustsFontForContentSizeCategory") == (font.size == nil), "\(font)")
        }
    }

    @Test func buttonsTextFieldsAndTextViews() throws {
        var button = ViewSpec(name: "send", superview: "root", kind: "button", text: "Send", font: .system(size: 15, weight: "bold", italic: false))
        button.contentInsets = EdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        var text = try source(button)
        #expect(text.contains("send.setTitle(\"Send\", for: .normal)\n"))
        #expect(text.contains("send.contentEdgeInsets = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)\n"))
        #expect(text.contains("send.titleLabel?.font = UIFont.systemFont(ofSize: 15, weight: .bold)\n"))
        var field = ViewSpec(name: "email", superview: "root", kind: "textField", text: "Email")
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        text = try source(field)
        #expect(!text.contains("email.text ="), "a text that is the placeholder is not set as the text")
        #expect(text.contains("email.placeholder = \"Email\"\n"))
        #expect(text.contains("email.borderStyle = .roundedRect\n"))
        var body = ViewSpec(name: "bio", superview: "root", kind: "textView", text: "Hi")
        body.scrollEnabled = false
        text = try source(body)
        #expect(text.contains("bio.text = \"Hi\"\n") && text.contains("bio.isScrollEnabled = false\n"))
    }

    /// A size Interface Builder stored for a text (an `ibID` and text) holds at the default content
    /// size in the development language only (docs/text.md, "Sizes Interface Builder stored"); the
    /// comment says so. A view's own size (no `ibID`, or no text) is its size everywhere, as before.
    @Test func aStoredTextSizeIsCommentedAsTheDefaultContentSizes() throws {
        let size = IntrinsicSize(width: 52.5, height: 20.5)
        let stored = "Interface Builder's size at the default content size (L) in the development language: "
            + "width 52.5, height 20.5; scaled as the text measures at other content sizes, measured in other languages"
        let own = "designed with an intrinsic width 52.5, height 20.5"
        var field = ViewSpec(name: "title", superview: "root", kind: "textField", intrinsicSize: size, ibID: "a-b-c")
        field.placeholder = "Name"
        var scrolling = ViewSpec(name: "title", superview: "root", kind: "textView", intrinsicSize: size, ibID: "a-b-c",
                                 text: "Hi")
        scrolling.scrollEnabled = true
        let cases: [(ViewSpec, String)] = [
            (ViewSpec(name: "title", superview: "root", kind: "label", intrinsicSize: size, ibID: "a-b-c", text: "Hello",
                      font: .textStyle("body")), stored),
            (ViewSpec(name: "title", superview: "root", kind: "button", intrinsicSize: size, ibID: "a-b-c", text: "Send"), stored),
            (field, stored),
            // Typed into a document (no ibID): the view's own size.
            (ViewSpec(name: "title", superview: "root", kind: "label", intrinsicSize: size, text: "Hello"), own),
            // No text UIKit measures: an image view's size, a scrolling text view's.
            (ViewSpec(name: "title", superview: "root", kind: "imageView", intrinsicSize: size, ibID: "a-b-c"), own),
            (scrolling, own),
        ]
        for (view, comment) in cases {
            let text = try source(view)
            let line = try #require(text.split(separator: "\n").first { $0.contains("let title") })
            #expect(line.hasSuffix("  // " + comment), "\(view.kind ?? "view"): \(line)")
        }
    }
}
