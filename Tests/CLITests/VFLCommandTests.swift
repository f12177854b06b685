import Testing

@Suite struct VFLCommandTests {
    @Test func printsOneConstraintPerLineInAppleOrder() throws {
        let result = try LayoutProcess.run(["vfl", "H:|-[button]-[textField]-|", "--views", "button,textField"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        #expect(result.stdout == """
            button.leading == superview.leading * 1 + 20 @1000
            textField.leading == button.trailing * 1 + 8 @1000
            superview.trailing == textField.trailing * 1 + 20 @1000

            """)
    }

    @Test func metricsAndOptionsApply() throws {
        let result = try LayoutProcess.run(["vfl", "V:|-inset-[a][b]", "--views", "a, b",
                                            "--metric", "inset=5", "--option", "alignAllLeading"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first == "a.top == superview.top * 1 + 5 @1000")
        #expect(lines.last?.contains("leading") == true)
    }

    @Test func parseErrorPointsAtTheFault() throws {
        let result = try LayoutProcess.run(["vfl", "H:|-[button-[textField]|", "--views", "button,textField"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == """
            layout: error: expected ']' after view name 'button'
              H:|-[button-[textField]|
                         ^

            """)
    }

    @Test func unknownViewSuggestsTheClosest() throws {
        let result = try LayoutProcess.run(["vfl", "|-[buton]-|", "--views", "button"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("layout: error: "))
        #expect(result.stderr.contains("'buton'"))
        #expect(result.stderr.contains("did you mean 'button'?"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let missingViews = try LayoutProcess.run(["vfl", "|-[a]-|"])
        #expect(missingViews.status == 64)
        #expect(missingViews.stderr.hasPrefix("layout: error: Missing expected argument '--views <a,b,...>'"))
        let badMetric = try LayoutProcess.run(["vfl", "|-[a]-|", "--views", "a", "--metric", "inset"])
        #expect(badMetric.status == 64)
        #expect(badMetric.stderr.contains("expected KEY=VALUE"))
        let notANumber = try LayoutProcess.run(["vfl", "|-m-[a]-|", "--views", "a", "--metric", "m=wide"])
        #expect(notANumber.status == 1)
        #expect(notANumber.stderr == "layout: error: metric 'm' needs a number, found 'wide'\n")
    }
}
