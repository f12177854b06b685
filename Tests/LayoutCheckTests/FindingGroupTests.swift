import LayoutCheck
import LayoutModel
import Testing

/// `layout check` prints a problem once however many languages and Dynamic
/// Type sizes it happens in (#32 2.2): a truncation in every language checked
/// is one entry "in every language", one at five consecutive sizes is one
/// entry "at AX1–AX5".
@Suite struct FindingGroupTests {
    /// A truncation of `view` as a check finds it at `size` in `language` (the request naming both).
    static func truncated(_ view: String, at size: String?, in language: String?, _ orientation: Orientation = .portrait,
                          devices: [String] = ["iPhone 15"]) -> Finding {
        var finding = Finding(screen: "cell", orientation: orientation, content: [:], kind: .truncated, problem: "",
                              devices: devices)
        finding.view = view
        finding.contentSize = size
        finding.language = language
        finding.languageGiven = language != nil
        finding.problem = finding.line(contentSize: size, language: language)
        return finding
    }

    static let sizes = ScreenCheck.Sizes.devices([])

    @Test func aProblemInEveryLanguageCheckedIsOneEntry() {
        let languages = ["de", "ar", "ja"]
        let findings = languages.map { Self.truncated("title", at: nil, in: $0) }
        let groups = FindingGroup.grouping(findings)
        #expect(groups.count == 1)
        let text = groups[0].text(sizes: Self.sizes, languages: languages, style: TextStyle(enabled: false))
        #expect(text.hasPrefix("cell  portrait  -  truncated: title in every language  on iPhone 15\n"), "\(text)")
        // Checked in a fourth language where it fits: the languages are named.
        let named = groups[0].text(sizes: Self.sizes, languages: languages + ["he"], style: TextStyle(enabled: false))
        #expect(named.hasPrefix("cell  portrait  -  truncated: title in de, ar, ja  on iPhone 15\n"), "\(named)")
    }

    @Test func consecutiveTextSizesAreOneRun() {
        let sizes = ["XS", "S", "M", "XXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        // Found out of order (a check's parts merge in layout order): the runs follow the sizes' order.
        let findings = sizes.reversed().map { Self.truncated("title", at: $0, in: nil) }
        let text = FindingGroup.grouping(findings)[0].text(sizes: Self.sizes, style: TextStyle(enabled: false))
        #expect(text.contains("truncated: title at XS–M, XXL, AX1–AX5  on iPhone 15"), "\(text)")
        let pair = [Self.truncated("title", at: "XL", in: nil), Self.truncated("title", at: "XXL", in: nil)]
        #expect(FindingGroup.grouping(pair)[0].text(sizes: Self.sizes, style: TextStyle(enabled: false))
            .contains("truncated: title at XL, XXL  on"))
        let all = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        let every = all.map { Self.truncated("title", at: $0, in: nil) }
        #expect(FindingGroup.grouping(every)[0].text(sizes: Self.sizes, style: TextStyle(enabled: false))
            .contains("truncated: title at every text size  on"))
    }

    /// Places list orientation, content and devices; a place with fewer languages or sizes than the entry says its own.
    @Test func aPlaceWithFewerLanguagesSaysWhich() {
        let findings = [
            Self.truncated("title", at: "AX1", in: "de"), Self.truncated("title", at: "AX1", in: "ar"),
            Self.truncated("title", at: "AX1", in: "de", .landscape, devices: ["iPhone SE (3rd generation)"]),
        ]
        let groups = FindingGroup.grouping(findings)
        #expect(groups.count == 1)
        let lines = groups[0].text(sizes: Self.sizes, languages: ["de", "ar"], style: TextStyle(enabled: false))
            .split(separator: "\n").map(String.init)
        #expect(lines == [
            "cell  truncated: title at AX1 in every language  in 2 places",
            "  portrait  -  on iPhone 15",
            "  landscape  -  on iPhone SE (3rd generation)  at AX1 in de",
        ])
    }

    /// Different problems stay different entries; a single finding prints as it always did.
    @Test func differentProblemsStayApartAndOneFindingIsOneLine() {
        let findings = [Self.truncated("title", at: "AX1", in: "de"), Self.truncated("subtitle", at: "AX1", in: "de")]
        let groups = FindingGroup.grouping(findings)
        #expect(groups.count == 2)
        #expect(groups[0].text(sizes: Self.sizes, style: TextStyle(enabled: false))
            == findings[0].text(sizes: Self.sizes, style: TextStyle(enabled: false)))
        #expect(findings[0].problem == "truncated: title at AX1 in de")
    }
}
