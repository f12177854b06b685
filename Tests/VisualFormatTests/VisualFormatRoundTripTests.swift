import LayoutCore
import Testing
import VisualFormat
import TestSupport

/// For random sets made of chains, printing then parsing gives back the same
/// constraints, in no more formats than the set was made from.
@Suite struct VisualFormatRoundTripTests {
    static let names = ["a", "b", "c", "d", "e"]

    struct Generated {
        var formats: [(String, [VisualFormatOption])] = []
        var constraints: [LayoutConstraint] = []
    }

    static func randomPredicate(views: Bool, using generator: inout SplitMix64) -> String {
        let relation = ["", "==", "<=", ">="].randomElement(using: &generator)!
        let objects = ["0", "8", "20", "-8", "12.5", "0.1", "1e-07", "44"] + (views ? names : [])
        let object = objects.randomElement(using: &generator)!
        let priority = ["", "", "@750", "@250", "@1", "@999.5"].randomElement(using: &generator)!
        return relation + object + priority
    }

    static func randomConnection(using generator: inout SplitMix64) -> String {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: return ""
        case 1: return "-"
        case 2: return "-" + ["0", "8", "20", "3", "0.5"].randomElement(using: &generator)! + "-"
        default:
            let count = Int.random(in: 1...2, using: &generator)
            return "-(" + (0..<count).map { _ in randomPredicate(views: false, using: &generator) }
                .joined(separator: ",") + ")-"
        }
    }

    static func randomFormat(using generator: inout SplitMix64) -> (String, [VisualFormatOption]) {
        let vertical = Bool.random(using: &generator)
        var options: [VisualFormatOption] = []
        let directions: [VisualFormatOption?] = [
            nil, .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft,
        ]
        if !vertical, let direction = directions.randomElement(using: &generator)! {
            options.append(direction)
        }
        if vertical, Int.random(in: 0..<4, using: &generator) == 0 { options.append(.spacingBaselineToBaseline) }
        var format = vertical ? "V:" : ["H:", ""].randomElement(using: &generator)!
        if Bool.random(using: &generator) { format += "|" + randomConnection(using: &generator) }
        let count = Int.random(in: 1...4, using: &generator)
        for index in 0..<count {
            if index > 0 { format += randomConnection(using: &generator) }
            format += "[" + names.randomElement(using: &generator)!
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let predicates = (0..<Int.random(in: 1...2, using: &generator))
                    .map { _ in randomPredicate(views: true, using: &generator) }
                format += "(" + predicates.joined(separator: ",") + ")"
            }
            format += "]"
        }
        if Bool.random(using: &generator) { format += randomConnection(using: &generator) + "|" }
        if count > 1, Int.random(in: 0..<3, using: &generator) == 0 {
            let alignments: [VisualFormatOption] = vertical
                ? [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
                : [.alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline]
            options.append(alignments.randomElement(using: &generator)!)
        }
        return (format, options)
    }

    static func generate(using generator: inout SplitMix64) throws -> Generated {
        var generated = Generated()
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let (format, options) = randomFormat(using: &generator)
            generated.formats.append((format, options))
            generated.constraints += try VisualFormat.constraints(format: format, options: options, views: names)
                .map(\.constraint)
        }
        // Constraints no format can express.
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let first = names.randomElement(using: &generator)!, second = names.randomElement(using: &generator)!
            generated.constraints.append(Bool.random(using: &generator)
                ? LayoutConstraint(first, .width, .equal, second, .width, multiplier: 2)
                : LayoutConstraint(first, .centerX, .equal, "superview", .centerX, constant: 3))
        }
        generated.constraints.shuffle(using: &generator)
        return generated
    }

    static func counts(_ constraints: [LayoutConstraint]) -> [LayoutConstraint: Int] {
        var counts: [LayoutConstraint: Int] = [:]
        for constraint in constraints { counts[constraint, default: 0] += 1 }
        return counts
    }

    @Test func parsingThePrintedFormatsGivesBackTheConstraints() throws {
        var generator = SplitMix64(seed: 0xF0_4A75)
        let printer = VisualFormatPrinter()
        for _ in 0..<2_000 {
            let generated = try Self.generate(using: &generator)
            let listing = printer.listing(for: generated.constraints)
            var reparsed = listing.equations
            for printed in listing.formats {
                let constraints = try VisualFormat.constraints(
                    format: printed.format, options: printed.options, views: printed.views).map(\.constraint)
                #expect(constraints == printed.constraints)
                reparsed += constraints
            }
            #expect(Self.counts(reparsed) == Self.counts(generated.constraints),
                    "\(generated.formats) printed as \(listing)")
            // Baseline formats borrow their superview connections, so they
            // are the fewest only when nothing else uses those connections.
            if !generated.formats.contains(where: { $0.1.contains(.spacingBaselineToBaseline) }) {
                #expect(listing.formats.count <= generated.formats.count,
                        "\(generated.formats) printed as \(listing)")
            }
        }
    }

    @Test func eachPrintedConstraintNamesTheFirstInputEqualToIt() throws {
        var generator = SplitMix64(seed: 0xF0_4A77)
        let printer = VisualFormatPrinter()
        for _ in 0..<1_000 {
            var constraints = try Self.generate(using: &generator).constraints
            // Copies of some constraints, anywhere: each copy is named by the first.
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                guard let copy = constraints.randomElement(using: &generator) else { break }
                constraints.insert(copy, at: Int.random(in: 0...constraints.count, using: &generator))
            }
            for printed in printer.listing(for: constraints).formats {
                #expect(printed.sources == printed.constraints.map { constraints.firstIndex(of: $0) ?? -1 },
                        "\(printed) from \(constraints)")
            }
        }
    }

    @Test func aSingleFormatComesBackAsItself() throws {
        var generator = SplitMix64(seed: 0xF0_4A76)
        let printer = VisualFormatPrinter()
        for _ in 0..<1_000 {
            let (format, options) = Self.randomFormat(using: &generator)
            let constraints = try VisualFormat.constraints(format: format, options: options, views: Self.names)
                .map(\.constraint)
            let listing = printer.listing(for: constraints)
            if !options.contains(.spacingBaselineToBaseline) {
                #expect(listing.formats.count <= 1, "\(format) printed as \(listing)")
            }
            let reparsed = try listing.formats.flatMap {
                try VisualFormat.constraints(format: $0.format, options: $0.options, views: $0.views).map(\.constraint)
            }
            #expect(Self.counts(reparsed + listing.equations) == Self.counts(constraints))
        }
    }
}
