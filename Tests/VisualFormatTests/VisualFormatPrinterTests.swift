import LayoutCore
import Testing
import VisualFormat

@Suite struct VisualFormatPrinterTests {
    let printer = VisualFormatPrinter()

    func constraints(_ format: String, _ options: [VisualFormatOption] = [], views: [String] = ["a", "b", "c", "d"])
        throws -> [LayoutConstraint] {
        try VisualFormat.constraints(format: format, options: options, views: views).map(\.constraint)
    }

    func equation(_ text: String) throws -> LayoutConstraint {
        try ConstraintEquation(parsing: text).resolved { _ in nil }
    }

    @Test func chainPrintsAsOneFormat() throws {
        let listing = printer.listing(for: try constraints("|-[a]-[b(>=50)]-12-[c]|"))
        #expect(listing.description == "H:|-[a]-[b(>=50)]-12-[c]|")
        #expect(listing.equations.isEmpty)
    }

    @Test func shuffledChainStillPrintsAsOneFormat() throws {
        let chain = try constraints("V:|-20-[a(==b)]-(>=8,<=20@750)-[b]-(-4)-[c(44@250)]-|")
        #expect(printer.listing(for: chain).formats.map(\.format)
            == ["V:|-[a(b)]-(>=8,<=20@750)-[b]-(-4)-[c(44@250)]-|"])
        let shuffled = printer.listing(for: chain.reversed())
        #expect(shuffled.formats.count == 1)
        #expect(shuffled.equations.isEmpty)
    }

    @Test func whatNoFormatExpressesStaysAnEquation() throws {
        let ratio = try equation("a.width == b.width * 3")
        let center = try equation("a.centerX == superview.centerX")
        let guide = try equation("a.top == safeArea.top + 8")
        let listing = printer.listing(
            for: [ratio] + (try constraints("|-[a]-|")) + [center, guide], views: ["a", "b"])
        #expect(listing.formats.map(\.format) == ["H:|-[a]-|"])
        #expect(listing.equations == [ratio, center, guide])
        #expect(listing.description == """
            H:|-[a]-|
            a.width == b.width * 3 + 0 @1000
            a.centerX == superview.centerX * 1 + 0 @1000
            a.top == safeArea.top * 1 + 8 @1000
            """)
    }

    @Test func branchingConnectionsNeedOneFormatPerExtraStart() throws {
        // a has two successors: two trails are the fewest.
        let set = try constraints("|-[a]-[b]-|") + (try constraints("[a]-[c]"))
        let listing = printer.listing(for: set)
        #expect(listing.formats.count == 2)
        #expect(listing.equations.isEmpty)
    }

    @Test func aCycleIsOneFormatNamingAViewTwice() throws {
        let set = try constraints("[a]-[b]") + (try constraints("[b]-[a]"))
        let listing = printer.listing(for: set)
        #expect(listing.formats.map(\.format) == ["H:[a]-[b]-[a]"])
    }

    @Test func alignmentBetweenEveryAdjacentPairBecomesAnOption() throws {
        let listing = printer.listing(for: try constraints("|-[a]-[b]-[c]-|", [.alignAllTop, .alignAllBottom]))
        #expect(listing.description == "H:|-[a]-[b]-[c]-|  options: alignAllTop, alignAllBottom")
        let partial = try constraints("[a]-[b]-[c]") + [try equation("a.top == b.top")]
        #expect(printer.listing(for: partial).description == "H:[a]-[b]-[c]\na.top == b.top * 1 + 0 @1000")
    }

    @Test func leftAndRightPrintLeftToRightEvenWhenWrittenRightToLeft() throws {
        let listing = printer.listing(for: try constraints("|-[a]-8-[b]-|", [.directionRightToLeft]))
        #expect(listing.description == "H:|-[b]-[a]-|  options: directionLeftToRight")
    }

    @Test func baselineSpacingPrintsWithItsOptionAndKeepsTheSuperviewEdges() throws {
        let set = try constraints("V:|-[a]-[b(>=20)]-12-[c]|", [.spacingBaselineToBaseline, .alignAllLeading])
        #expect(printer.listing(for: set).description
            == "V:|-[a]-[b(>=20)]-12-[c]|  options: alignAllLeading, spacingBaselineToBaseline")
    }

    @Test func predicatesAloneGetAFormatPerViewAndAxis() throws {
        let set = [try equation("a.width >= 50"), try equation("a.height == b.height @250"),
                   try equation("a.width <= 100")]
        #expect(printer.listing(for: set).description == "H:[a(>=50,<=100)]\nV:[a(b@250)]")
    }

    @Test func standardSpacingIsTheOneGiven() throws {
        let custom = VisualFormatPrinter(standardSpacing: VisualFormatSpacing(sibling: 6, superview: 16))
        let set = [try equation("a.leading == superview.leading + 16"), try equation("b.leading == a.trailing + 8")]
        #expect(custom.listing(for: set).description == "H:|-[a]-8-[b]")
    }

    @Test func copiesOfAConstraintAreNamedByTheFirst() throws {
        let gap = try equation("b.leading == a.trailing + 8")
        let set = [try equation("a.leading == superview.leading + 20"), gap, try equation("a.width >= 50"), gap]
        let listing = printer.listing(for: set)
        #expect(listing.description == "H:|-[a(>=50)]-(8,8)-[b]")
        // Apple's order: the superview connection, a's predicate, then the two gaps.
        #expect(listing.formats.first?.sources == [0, 2, 1, 1])
    }

    @Test func minusZeroEqualsZeroWhenReadBack() throws {
        let flush = LayoutConstraint("b", .leading, .equal, "a", .trailing, constant: -0.0)
        let listing = printer.listing(for: [flush])
        #expect(listing.description == "H:[a][b]")
        #expect(listing.formats.first?.sources == [0])
    }

    @Test func unusualNumbersPrintSoTheyReadBack() throws {
        let set = [
            try equation("b.leading == a.trailing + 0.1"),
            try equation("c.leading == b.trailing - 0.0000001"),
            LayoutConstraint("c", .width, .equal, constant: 1e20, priority: LayoutPriority(999.5)!),
        ]
        let listing = printer.listing(for: set)
        #expect(listing.description == "H:[a]-0.1-[b]-(-1e-07)-[c(1e+20@999.5)]")
        #expect(listing.equations.isEmpty)
    }

    @Test func wholeNumbersPrintAsTheNotationPrintsThem() throws {
        // The format text writes whole numbers digit by digit; the notation's formatNumber is the oracle.
        let constants: [Double] = [1, 7, 10, 44, 100, 1_000, -4, -10, 123_456_789, 999_999_999_999_999,
                                   -999_999_999_999_999, 1e15, -1e15, 1e16, 2.5, -0.0]
        for constant in constants {
            let width = LayoutConstraint("a", .width, .greaterThanOrEqual, constant: constant)
            let gap = LayoutConstraint("b", .leading, .lessThanOrEqual, "a", .trailing, constant: constant)
            let priority = LayoutPriority(abs(constant))
            let height = LayoutConstraint("a", .height, .equal, constant: 3, priority: priority ?? .defaultLow)
            let listing = printer.listing(for: [width, gap, height])
            let number = formatNumber(constant)
            let level = formatNumber((priority ?? .defaultLow).value)
            #expect(listing.formats.map(\.format) == ["H:[a(>=\(number))]-(<=\(number))-[b]"]
                + (priority == .required ? ["V:[a(3)]"] : ["V:[a(3@\(level))]"]), "\(constant)")
        }
    }
}
