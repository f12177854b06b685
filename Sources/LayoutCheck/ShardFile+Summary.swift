import Foundation
import LayoutCore
import LayoutModel
import LayoutText
import LayoutTranslation

extension ShardFile {
    /// The last line of a shard's output: which shard of which check it is. It
    /// names the check whole, so that shards of two checks never merge: the
    /// database's screens and their revisions, the generation of its fonts and
    /// translations, and every flag that changes the
    /// work (`--device` or `--size`, `--design`, `--keyboard`, `--content`,
    /// `--content-size`, `--language`), then the shard's own counts (layouts
    /// checked, finding lines written). A field a run leaves out is absent; a
    /// new one is added here (field, `json`, `differences`, `validate`), and
    /// older readers ignore it.
    public struct Summary: Codable, Equatable, Sendable {
        public var shard: Int
        public var shards: Int
        /// Layouts this shard checked, and in the whole check.
        public var checked: Int
        public var total: Int
        /// Every screen of the check, in its order, and the revision it was checked at (same order).
        public var screens: [String]
        public var revisions: [Int]?
        /// The store's fonts and translations as checked: how many times they had changed
        /// (`LayoutRepository.inputsGeneration`). Absent in shards of an older `layout`.
        public var inputs: Int?
        /// The devices solved on (`--device`, else the catalogue), or the `--size` given.
        public var devices: [String]?
        public var size: String?
        /// `check --design`: each screen with an Interface Builder design was checked there
        /// (its findings' device is `design`), the others on `devices` or at `size`.
        public var design: Bool?
        /// `--keyboard` (absent: 0).
        public var keyboard: Double?
        /// `--content`: the values fixed (absent: none).
        public var content: [String: String]?
        /// `--content-size`: the Dynamic Type sizes (absent: the default, L).
        public var contentSizes: [String]?
        /// `--language`: the languages (absent: the development language).
        public var languages: [String]?
        /// How many finding lines come before this one: a line lost or added is seen.
        public var findings: Int?

        public init(shard: Int, shards: Int, checked: Int, total: Int, screens: [String], devices: [String]?,
                    size: String?) {
            self.shard = shard
            self.shards = shards
            self.checked = checked
            self.total = total
            self.screens = screens
            self.devices = devices
            self.size = size
        }

        /// The summary as one line of JSON (no newline).
        public var json: String {
            func strings(_ values: [String]) -> String { "[" + values.map(jsonQuoted).joined(separator: ",") + "]" }
            var fields = ["\"shard\":\(shard)", "\"shards\":\(shards)", "\"checked\":\(checked)", "\"total\":\(total)",
                          "\"screens\":" + strings(screens)]
            if let revisions { fields.append("\"revisions\":[" + revisions.map(String.init).joined(separator: ",") + "]") }
            if let inputs { fields.append("\"inputs\":\(inputs)") }
            if let devices { fields.append("\"devices\":" + strings(devices)) }
            if let size { fields.append("\"size\":\(jsonQuoted(size))") }
            if let design { fields.append("\"design\":\(design)") }
            if let keyboard { fields.append("\"keyboard\":\(formatNumber(keyboard))") }
            if let content {
                fields.append("\"content\":{" + content.sorted { $0.key < $1.key }
                    .map { "\(jsonQuoted($0.key)):\(jsonQuoted($0.value))" }.joined(separator: ",") + "}")
            }
            if let contentSizes { fields.append("\"contentSizes\":" + strings(contentSizes)) }
            if let languages { fields.append("\"languages\":" + strings(languages)) }
            if let findings { fields.append("\"findings\":\(findings)") }
            return "{" + fields.joined(separator: ",") + "}"
        }

        /// One way two summaries name different checks: what, and its value in each.
        public struct Difference: Sendable, Equatable {
            public var what: String
            public var here: String
            public var there: String
        }

        /// What makes this summary's check another than `other`'s (empty: the same check).
        public func differences(from other: Summary) -> [Difference] {
            var found: [Difference] = []
            func compare<Value: Equatable>(_ what: String, _ mine: Value, _ theirs: Value, _ text: (Value) -> String) {
                if mine != theirs { found.append(Difference(what: what, here: text(mine), there: text(theirs))) }
            }
            func list(_ values: [String]?) -> String {
                guard let values else { return "none" }
                return values.count > 4 ? values.prefix(4).joined(separator: ", ") + ", … (\(values.count))"
                    : values.joined(separator: ", ")
            }
            compare("the number of shards", shards, other.shards) { String($0) }
            compare("the list of screens", screens, other.screens) { list($0) }
            if screens == other.screens, let revisions, let theirs = other.revisions, revisions.count == screens.count,
               theirs.count == screens.count {
                for (index, screen) in screens.enumerated() where revisions[index] != theirs[index] {
                    found.append(Difference(what: "the revision of screen '\(screen)'", here: String(revisions[index]),
                                            there: String(theirs[index])))
                }
            } else if screens == other.screens {
                compare("the revisions", revisions, other.revisions) { $0.map { $0.map(String.init).joined(separator: ", ") } ?? "none" }
            }
            compare("the generation of the stored fonts and translations", inputs, other.inputs) { $0.map(String.init) ?? "none" }
            compare("--device", devices, other.devices) { list($0) }
            compare("--size", size, other.size) { $0 ?? "none" }
            compare("--design", design ?? false, other.design ?? false) { $0 ? "given" : "not given" }
            compare("--keyboard", keyboard ?? 0, other.keyboard ?? 0) { formatNumber($0) }
            compare("--content", content ?? [:], other.content ?? [:]) { values in
                values.isEmpty ? "none" : values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            }
            compare("--content-size", contentSizes, other.contentSizes) { list($0) }
            compare("--language", languages, other.languages) { list($0) }
            if found.isEmpty { compare("the number of layouts", total, other.total) { String($0) } }
            return found
        }

        /// Where the check solved, as `check` names it (`validate` made sure the catalogue has each device).
        public var sizes: ScreenCheck.Sizes {
            if let size { return .size(label: size, width: nil, height: nil) }
            return .devices((devices ?? []).compactMap { name in DeviceCatalog.devices.first { $0.name == name } })
        }

        /// Whether every value can be one a check wrote; the error says which is not (`because` makes it
        /// a sentence naming the file and line).
        func validate(because bad: (String) -> LayoutCheckError) throws(LayoutCheckError) {
            guard shards >= 1 else { throw bad("'shards' is \(shards): a check has at least 1 shard") }
            guard (1...shards).contains(shard) else {
                throw bad("'shard' is \(shard): shards of \(shards) are 1 to \(shards)")
            }
            guard total >= 0, (0...total).contains(checked) else {
                throw bad("'checked' is \(checked) and 'total' \(total): a shard checks 0 to 'total' layouts")
            }
            guard let revisions else {
                throw bad("no 'revisions': written by an older 'layout'; run every shard and the merge with one version")
            }
            guard revisions.count == screens.count else {
                throw bad("\(revisions.count) 'revisions' for \(screens.count) 'screens'")
            }
            if let screen = Self.repeated(screens) { throw bad("screen '\(screen)' is listed twice") }
            if let inputs, inputs < 0 { throw bad("'inputs' is \(inputs): the fonts' and translations' generation is 0 or more") }
            if let index = revisions.firstIndex(where: { $0 < 1 }) {
                throw bad("screen '\(screens[index])' has revision \(revisions[index]): revisions start at 1")
            }
            switch (devices, size) {
            case (nil, nil): throw bad("neither 'devices' nor 'size'")
            case (.some, .some): throw bad("both 'devices' and 'size'")
            case (let devices?, nil):
                guard !devices.isEmpty else { throw bad("'devices' is empty") }
                if let device = Self.repeated(devices) { throw bad("device '\(device)' is listed twice") }
                for name in devices where !DeviceCatalog.devices.contains(where: { $0.name == name }) {
                    throw bad("device '\(name)' is not in this version's catalogue ('layout devices')")
                }
            case (nil, let size?):
                guard !size.isEmpty else { throw bad("'size' is empty") }
            }
            if let keyboard, !(keyboard.isFinite && keyboard >= 0) {
                throw bad("'keyboard' is \(formatNumber(keyboard)): a keyboard's height is 0 or more")
            }
            if let contentSizes {
                guard !contentSizes.isEmpty else { throw bad("'contentSizes' is empty") }
                for name in contentSizes where ContentSizeCategory(rawValue: name) == nil {
                    throw bad("unknown content size '\(name)'")
                }
                if let name = Self.repeated(contentSizes) { throw bad("content size '\(name)' is listed twice") }
            }
            if let languages {
                guard !languages.isEmpty else { throw bad("'languages' is empty") }
                for code in languages where Language(code)?.code != code { throw bad("'\(code)' is not a language code") }
                if let code = Self.repeated(languages) { throw bad("language '\(code)' is listed twice") }
            }
            guard let findings else {
                throw bad("no 'findings': written by an older 'layout'; run every shard and the merge with one version")
            }
            guard findings >= 0 else { throw bad("'findings' is \(findings)") }
        }

        /// Whether `finding` can be one of this check's: its screen, places, layout numbers, content
        /// size and language are the check's. Nil when it can, else what is wrong.
        func problem(with finding: Finding) -> String? {
            guard screens.contains(finding.screen) else {
                return "a finding of screen '\(finding.screen)', which the summary line does not list"
            }
            for device in finding.devices {
                let known = devices?.contains(device) ?? (device == size)
                guard known || (design == true && device == "design") else {
                    return "device '\(device)', which the check did not solve on (the summary line lists "
                        + (devices.map { $0.isEmpty ? "none" : $0.map { "'\($0)'" }.joined(separator: ", ") } ?? "size '\(size ?? "")'")
                        + (design == true ? " and 'design'" : "") + ")"
                }
            }
            if let device = Self.repeated(finding.devices) { return "device '\(device)' is listed twice" }
            if let layout = finding.layouts.first(where: { !(0..<total).contains($0) }) {
                return total == 0 ? "layout \(layout): the check has no layouts" : "layout \(layout): the check has layouts 0 to \(total - 1)"
            }
            // A truncation without a content size is one at the default, as `json(shard:)` writes it back.
            if let name = finding.contentSize ?? (finding.kind == .truncated ? ContentSizeCategory.L.rawValue : nil) {
                guard ContentSizeCategory(rawValue: name) != nil else { return "unknown content size '\(name)'" }
                let asked = contentSizes ?? [ContentSizeCategory.L.rawValue]
                guard asked.contains(name) else {
                    return "content size '\(name)', which the check did not measure at (it measured at \(asked.joined(separator: ", ")))"
                }
            }
            if let languages, let language = finding.language, finding.languageGiven, !languages.contains(language) {
                return "language '\(language)', which the check did not lay out in (it laid out in \(languages.joined(separator: ", ")))"
            }
            return nil
        }

        /// The first value given twice, if any.
        static func repeated(_ values: [String]) -> String? {
            var seen: Set<String> = []
            return values.first { !seen.insert($0).inserted }
        }
    }
}
