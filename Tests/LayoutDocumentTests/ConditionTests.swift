import LayoutCore
import LayoutDocument
import Testing
import TestSupport

/// `Condition.intersection` against an oracle that tries every environment
/// of a small world, and `problem` on the conditions import refuses.
@Suite struct ConditionTests {
    /// Keys and the values an environment may give them (conditions allow only
    /// these, so trying every environment decides whether two conditions meet).
    static let world: [(key: String, values: [String])] = [
        ("orientation", ["portrait", "landscape"]), ("images", ["1", "2", "3"]), ("style", ["a", "b"]),
    ]

    /// Every environment of the world, each key given one of its values.
    static let environments: [[String: String]] = world.reduce([[:]]) { partial, axis in
        partial.flatMap { base in axis.values.map { base.merging([axis.key: $0]) { $1 } } }
    }

    static func randomCondition(_ generator: inout SplitMix64) -> Condition {
        var allowed: [String: [ConditionValue]] = [:]
        for (key, values) in world where generator.next() % 2 == 0 {
            let pool = values.map { key == "images" ? ConditionValue.number(Double($0)!) : .string($0) }
            let chosen = pool.filter { _ in generator.next() % 2 == 0 }
            allowed[key] = chosen.isEmpty ? [pool[Int(generator.next() % UInt64(pool.count))]] : chosen
        }
        return Condition(allowed)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func intersectionHoldsExactlyWhereBothHold(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let a = Self.randomCondition(&generator), b = Self.randomCondition(&generator)
            let both = Self.environments.filter { a.matches($0) && b.matches($0) }
            guard let intersection = a.intersection(b) else {
                #expect(both.isEmpty, "\(a) and \(b) hold together somewhere")
                continue
            }
            #expect(!both.isEmpty, "\(a) and \(b) never hold together, yet intersect")
            for environment in Self.environments {
                #expect(intersection.matches(environment) == (a.matches(environment) && b.matches(environment)))
            }
        }
    }

    @Test func problemsNameWhatImportRefuses() {
        #expect(Condition(["orientaton": [.string("portrait")]]).problem
            == "condition key 'orientaton' looks like a misspelt trait (did you mean 'orientation'?)")
        #expect(Condition(["orientation": [.string("sideways")]]).problem
            == "'sideways' is not a value of 'orientation' (portrait or landscape)")
        #expect(Condition(["images": []]).problem == "condition 'images' allows no value; list at least one")
        #expect(Condition(["images": [.number(2)], "widthClass": [.string("compact")]]).problem == nil)
        #expect(Condition.misspeltTrait("heightclass") == "heightClass")
        #expect(Condition.misspeltTrait("images") == nil)
    }
}
