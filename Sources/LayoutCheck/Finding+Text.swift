import LayoutCore
import LayoutModel
import LayoutText

/// How `layout check` writes a finding as text: a line, then what to do about
/// it; and several findings of one problem (in several orientations or
/// content combinations) as one entry that lists where it happens.
extension Finding {
    /// `screen  orientation  content  problem  where`, then the details indented.
    public func text(sizes: ScreenCheck.Sizes, style: TextStyle) -> String {
        let fields = [style.bold(screen), orientation.rawValue, contentText, styledProblem(style),
                      whereText(sizes: sizes)]
        var out = fields.joined(separator: "  ") + "\n"
        for line in details(style: style) { out += "  " + line + "\n" }
        return out
    }

    /// The problem line, yellow for ambiguity and red for the rest.
    func styledProblem(_ style: TextStyle) -> String {
        styledProblem(problem, style)
    }

    /// `line` in the colour of this finding's kind: yellow for ambiguity, red for the rest.
    func styledProblem(_ line: String, _ style: TextStyle) -> String {
        switch kind {
        case .ambiguous: style.yellow(line)
        case .unsatisfiable, .negativeSize, .zeroHeight, .truncated, .error: style.red(line)
        }
    }

    /// The Dynamic Type size the problem line names: a truncation's, when the request named one.
    /// (Other problems at several sizes are one finding; a truncation found without
    /// `--content-size` still records the size it was measured at, unnamed.)
    var namedContentSize: String? {
        guard kind == .truncated, let contentSize,
              problem == line(contentSize: contentSize, language: languageGiven ? language : nil) else { return nil }
        return contentSize
    }

    /// ` on iPhone SE in portrait with images=1 at AX3 in de`: where its details were worked out.
    var solvedAt: String {
        (devices.first.map { " on \($0)" } ?? "") + " in \(orientation.rawValue)"
            + (contentText == "-" ? "" : " with \(contentText)")
            + (namedContentSize.map { " at \($0)" } ?? "")
            + (languageGiven ? language.map { " in \($0)" } ?? "" : "")
    }

    /// `settings  note  imported in part: 1 constraint left out (…); the findings above may come from what
    /// was left out`: the line after the findings of a screen the importer left something out of.
    public static func importedInPartLine(screen: String, note: String, style: TextStyle) -> String {
        [style.bold(screen), "note", note + "; the findings above may come from what was left out"]
            .joined(separator: "  ") + "\n"
    }

    /// `images=2 style=dark`, or `-` for none.
    public var contentText: String {
        let values = content.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return values.isEmpty ? "-" : values.joined(separator: " ")
    }

    /// `on every device`, `on iPhone 15, iPhone 8`, or nothing (an error before any solve).
    public func whereText(sizes: ScreenCheck.Sizes) -> String {
        guard !devices.isEmpty else { return "" }
        if case .devices(let all) = sizes, all == DeviceCatalog.devices, devices.count == all.count {
            return "on every device"
        }
        return "on " + devices.joined(separator: ", ")
    }

    /// What to do about the finding, one line each, not indented.
    public func details(style: TextStyle) -> [String] {
        switch kind {
        case .unsatisfiable:
            return conflict.map { Array(DiagnosisText.lines($0, style: style).dropFirst()) } ?? []
        case .ambiguous:
            return ambiguity.map { Array(DiagnosisText.lines($0, style: style).dropFirst()) } ?? []
        case .zeroHeight:
            return message.map { ["UIKit: \"\($0)\""] } ?? []
        case .truncated:
            guard let needs, let has else { return [] }
            return ["its text needs \(needs) and has \(has)" + (devices.first.map { " (on \($0))" } ?? "")]
        case .negativeSize, .error:
            return []
        }
    }
}

/// Findings of one screen that are the same problem (same kind, same views or
/// constraints) in several orientations, content combinations, languages and
/// Dynamic Type sizes, which `layout check` prints as one entry that lists
/// where it happens: a truncation in 21 languages is one entry "in every
/// language", one at five sizes is one entry "at AX1–AX5" (#32 2.2).
public struct FindingGroup: Sendable {
    /// In the order the check found them: the first is where the details were worked out.
    public var findings: [Finding]

    /// `findings` grouped by screen and problem (the problem line without its
    /// language and content size), each group where its problem was first found.
    public static func grouping(_ findings: [Finding]) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        var index: [String: Int] = [:]
        for finding in findings {
            let key = finding.screen + "\u{0}" + finding.line(contentSize: nil, language: nil)
            if let position = index[key] {
                groups[position].findings.append(finding)
            } else {
                index[key] = groups.count
                groups.append(FindingGroup(findings: [finding]))
            }
        }
        return groups
    }

    /// One finding as `Finding.text` writes it; several as one entry:
    ///
    ///     cell  ambiguous: title (height)  in 3 places
    ///       portrait  images=1  on every device
    ///       landscape  images=1  on iPhone 15, iPhone 8
    ///       portrait  images=2  on every device
    ///       (details as solved on iPhone SE in portrait with images=1; numbers elsewhere may differ)
    ///         title's height is free: …
    ///
    /// The languages and content sizes a problem happens in follow the
    /// problem: `truncated: title at AX1–AX5 in every language`; a place where
    /// they are fewer than the group's says its own. `languages` are the codes
    /// the check solved in (nil when not known): the problem in each of them,
    /// and more than one, is "in every language".
    public func text(sizes: ScreenCheck.Sizes, languages: [String]? = nil, style: TextStyle) -> String {
        guard let first = findings.first else { return "" }
        guard findings.count > 1 else { return first.text(sizes: sizes, style: style) }
        let span = Span(findings)
        // Each place (orientation, content, devices) with the findings there, in the order found.
        var places: [(text: String, findings: [Finding])] = []
        var placeIndex: [String: Int] = [:]
        for finding in findings {
            let place = [finding.orientation.rawValue, finding.contentText, finding.whereText(sizes: sizes)]
                .filter { !$0.isEmpty }.joined(separator: "  ")
            if let index = placeIndex[place] {
                places[index].findings.append(finding)
            } else {
                placeIndex[place] = places.count
                places.append((place, [finding]))
            }
        }
        let problem = first.styledProblem(first.line(contentSize: nil, language: nil), style)
            + span.text(everyLanguage: languages)
        var out: String
        if places.count == 1 {
            // One place in several languages or sizes: the single finding's line, with the span.
            let fields = [style.bold(first.screen), first.orientation.rawValue, first.contentText, problem,
                          first.whereText(sizes: sizes)]
            out = fields.joined(separator: "  ") + "\n"
        } else {
            out = [style.bold(first.screen), problem, "in \(places.count) places"].joined(separator: "  ") + "\n"
            for place in places {
                // A place that has the problem in fewer languages or sizes than the group says which.
                let own = Span(place.findings)
                let said = own == span ? "" : own.text(everyLanguage: nil)
                out += "  " + place.text + (said.isEmpty ? "" : " " + said) + "\n"
            }
        }
        let details = first.details(style: style)
        if !details.isEmpty {
            out += "  (details as solved" + first.solvedAt + "; numbers elsewhere may differ)\n"
            for line in details { out += "    " + line + "\n" }
        }
        return out
    }

    /// The languages (when the check named them) and Dynamic Type sizes that findings happen in.
    struct Span: Equatable {
        /// In the order found.
        var languages: [String] = []
        /// In `ContentSizeCategory` order.
        var contentSizes: [ContentSizeCategory] = []

        init(_ findings: [Finding]) {
            var sizes: Set<ContentSizeCategory> = []
            for finding in findings {
                if finding.languageGiven, let language = finding.language, !languages.contains(language) {
                    languages.append(language)
                }
                if let size = finding.namedContentSize.flatMap(ContentSizeCategory.init(rawValue:)) {
                    sizes.insert(size)
                }
            }
            contentSizes = ContentSizeCategory.allCases.filter(sizes.contains)
        }

        /// ` at AX1–AX5 in every language`, ` at L in de, fr`, or nothing.
        func text(everyLanguage checked: [String]?) -> String {
            var out = ""
            if !contentSizes.isEmpty {
                out += contentSizes.count == ContentSizeCategory.allCases.count ? " at every text size"
                    : " at " + Self.runs(contentSizes).joined(separator: ", ")
            }
            if !languages.isEmpty {
                if let checked, checked.count > 1, Set(checked) == Set(languages) {
                    out += " in every language"
                } else {
                    out += " in " + languages.joined(separator: ", ")
                }
            }
            return out
        }

        /// Consecutive sizes as one run: `XS`, `L–XXXL`, `AX1–AX5`.
        static func runs(_ sizes: [ContentSizeCategory]) -> [String] {
            let all = ContentSizeCategory.allCases
            var runs: [String] = []
            var start = 0
            while start < sizes.count {
                var end = start
                while end + 1 < sizes.count,
                      all.firstIndex(of: sizes[end + 1]) == all.firstIndex(of: sizes[end]).map({ $0 + 1 }) {
                    end += 1
                }
                runs.append(end == start ? sizes[start].rawValue
                            : sizes[start].rawValue + (end == start + 1 ? ", " : "–") + sizes[end].rawValue)
                start = end + 1
            }
            return runs
        }
    }
}

/// ANSI styles for text meant for a terminal; plain when not `enabled`.
public struct TextStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
