import LayoutCore
import Testing
import TestSupport
import VisualFormat

@Suite struct VisualFormatBehaviourTests {
    let views = ["a", "b", "c"]

    @Test func eachConstraintKnowsTheTextThatProducedIt() throws {
        //            0123456789012345678901
        let format = "|-[a(50)]-8-[b]-|"
        let constraints = try VisualFormat.constraints(
            format: format, options: [.alignAllTop], views: views)
        #expect(constraints.map(\.role) == [
            .leadingSuperviewConnection, .predicate(view: "a"), .connection,
            .trailingSuperviewConnection, .alignment(.top),
        ])
        let texts = constraints.map { constraint in
            String(Array(format)[constraint.range])
        }
        #expect(texts == ["|-", "[a(50)]", "-8-", "-|", "[a(50)]-8-[b]"])
    }

    @Test func standardSpacingCanBeOverridden() throws {
        let constraints = try VisualFormat.constraints(
            format: "|-[a]-[b]-|", views: views,
            standardSpacing: VisualFormatSpacing(sibling: 6, superview: 16))
        #expect(constraints.map(\.description) == [
            "a.leading == superview.leading * 1 + 16 @1000",
            "b.leading == a.trailing * 1 + 6 @1000",
            "superview.trailing == b.trailing * 1 + 16 @1000",
        ])
    }

    @Test func tabsAndNewlinesAreWhitespaceToo() throws {
        let spaced = try VisualFormat.constraints(format: "V:\n|-\t[a]\n\t-[b(>=\t50)]-|\n", views: views)
        let tight = try VisualFormat.constraints(format: "V:|-[a]-[b(>=50)]-|", views: views)
        #expect(spaced.map(\.constraint) == tight.map(\.constraint))
    }

    @Test func metricsNamedLikeViewsAreMetricsInPredicates() throws {
        let constraints = try VisualFormat.constraints(
            format: "[a(==b)]", metrics: ["b": 30], views: views)
        #expect(constraints.map(\.description) == ["a.width == 30 @1000"])
    }

    @Test func emptyFormatAsksForAView() {
        #expect(throws: VisualFormatError(.syntax, InputError(
            message: "expected a view such as '[button]'", input: "", offset: 0))) {
            try VisualFormat.constraints(format: "", views: views)
        }
    }

    @Test func errorRendersTheContractsCaretForm() {
        do {
            _ = try VisualFormat.constraints(format: "H:|-[button-[textField]|", views: ["button", "textField"])
            Issue.record("parsed")
        } catch {
            #expect(error.rendered == """
                expected ']' after view name 'button'
                  H:|-[button-[textField]|
                             ^
                """)
            #expect(error.kind == .syntax)
        }
    }

    @Test func unknownNamesAreReportedAsData() {
        #expect(throws: VisualFormatError.self) {
            try VisualFormat.constraints(format: "[button2]", views: ["button1"])
        }
        do {
            _ = try VisualFormat.constraints(format: "[button2]", views: ["button1"])
        } catch {
            #expect(error.kind == .unknownView("button2"))
            #expect(error.message == "unknown view 'button2' (did you mean 'button1'?)")
        }
        do {
            _ = try VisualFormat.constraints(format: "[a]-gap-[b]", metrics: ["gaps": 3], views: views)
        } catch {
            #expect(error.kind == .unknownMetric("gap"))
            #expect(error.message == "unknown metric 'gap' (did you mean 'gaps'?)")
        }
    }

    @Test func optionNamesParseWithSuggestions() throws {
        for option in VisualFormatOption.allCases {
            #expect(try VisualFormatOption(name: option.rawValue) == option)
        }
        do {
            _ = try VisualFormat.constraints(format: "[a]-[b]", options: ["alignAllTpo"], views: views)
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .unknownOption("alignAllTpo"))
            #expect(error.rendered == "unknown option 'alignAllTpo' (did you mean 'alignAllTop'?)\n  alignAllTpo\n  ^")
        }
    }

    @Test func priorityFromAMetricIsChecked() {
        do {
            _ = try VisualFormat.constraints(format: "[a(50@p)]", metrics: ["p": 1500], views: views)
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .priorityOutOfRange(1500))
            #expect(error.message == "priority 1500 is outside 1...1000")
            #expect(error.offset == 6)
        }
    }

    @Test func aHundredThousandCharacterFormatParses() throws {
        let repeats = 100_000 / 6
        let format = "|" + String(repeating: "[a]-8-", count: repeats) + "[a]|"
        #expect(format.count >= 100_000)
        let constraints = try VisualFormat.constraints(format: format, views: views)
        #expect(constraints.count == 1 + repeats + 1)
        let predicates = "[a(" + Array(repeating: ">=1", count: 33_334).joined(separator: ",") + ")]"
        #expect(predicates.count >= 100_000)
        #expect(try VisualFormat.constraints(format: predicates, views: views).count == 33_334)
        let spaces = String(repeating: " ", count: 100_000) + "[a]"
        #expect(try VisualFormat.constraints(format: spaces, views: views).isEmpty)
    }

    @Test func numbersReadAsSwiftReadsTheirText() throws {
        // Integers of up to 15 digits are summed digit by digit; longer ones, fractions
        // and exponents go through Double(String). Both must agree with it.
        var generator = SplitMix64(seed: 0x0E_A7)
        for _ in 0..<2_000 {
            let digits = Int.random(in: 1...18, using: &generator)
            var literal = String((0..<digits).map { _ in "0123456789".randomElement(using: &generator)! })
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: literal += "." + String(Int.random(in: 0...999, using: &generator))
            case 1: literal += "e" + String(Int.random(in: -5...5, using: &generator))
            default: break
            }
            let constant = try VisualFormat.constraints(format: "H:[a(\(literal))]", views: views)
                .first?.constraint.constant
            #expect(constant == Double(literal), "\(literal)")
        }
    }
}
