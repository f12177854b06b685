import Foundation
import LayoutDocument
import LayoutInterfaceBuilder
import LayoutModel
import Testing

/// The real files of Tests/Fixtures/InterfaceBuilder/Views (corpus `tune` repositories, #32 and
/// #33): each shows one view rule of docs/interface-builder.md on a file IB laid out, and is
/// checked against the frames IB stored and the arithmetic of the rule.
@Suite struct ViewRuleFixtureTests {
    static let directory = Fixtures.directory.appendingPathComponent("Views")

    static func read(_ name: String) throws -> InterfaceBuilderImport {
        try InterfaceBuilderImporter.read(try Data(contentsOf: directory.appendingPathComponent(name)), file: name)
    }

    /// The screen holding the view IB names `ibID`, with its design.
    static func screen(_ imported: InterfaceBuilderImport, holding ibID: String) throws -> (Screen, IBScreenDesign) {
        let screen = try #require(imported.document.screens.first { $0.views.contains { $0.ibID == ibID } }, "\(ibID)")
        let design = try #require(imported.designs.first { $0.screen == screen.name })
        return (screen, design)
    }

    static func name(_ screen: Screen, _ ibID: String) throws -> String {
        try #require(screen.views.first { $0.ibID == ibID }?.name, "\(ibID)")
    }

    /// Every view the design solve is compared on (FramesAgainstIBTests's rules) matches IB's frame.
    /// With `clean`, the design solve has no conflict and no ambiguity either.
    static func expectDesignMatches(_ screen: Screen, _ design: IBScreenDesign, clean: Bool = true,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws -> SolveResult {
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        if clean {
            #expect(result.unsatisfiable.isEmpty, "\(result.unsatisfiable)", sourceLocation: sourceLocation)
            #expect(result.ambiguous.isEmpty, "\(result.ambiguous)", sourceLocation: sourceLocation)
        }
        for view in screen.views where view.name != screen.root && !design.misplacedOrAmbiguous.contains(view.name) {
            guard let stored = design.frames[view.name], let frame = result.frame(of: view.name) else { continue }
            let close = abs(frame.x - stored.x) <= 0.5 && abs(frame.y - stored.y) <= 0.5
                && abs(frame.width - stored.width) <= 0.5 && abs(frame.height - stored.height) <= 0.5
            #expect(close, "\(screen.name).\(view.name): solved \(frame), IB \(stored)", sourceLocation: sourceLocation)
        }
        return result
    }

    // MARK: The root's keyboard layout guide (#32 1.1)

    /// DuckDuckGo's JS alert keeps its scroll view above the keyboard guide's top
    /// (`keyboard.top >= scroll.bottom`, and `bottom == scroll.bottom @990`).
    @Test func theRootKeyboardGuideIsTheScreensKeyboardGuide() throws {
        let imported = try Self.read("duckduckgo-Tab.keyboardGuide.storyboard")
        #expect(!imported.warnings.contains { $0.message.contains("keyboardLayoutGuide") }, "\(imported.warnings)")
        let (screen, design) = try Self.screen(imported, holding: "yh6-Sh-xgH")
        #expect(IBSample.equations(screen)["57G-2R-GFy"] == "keyboard.top >= \(try Self.name(screen, "yh6-Sh-xgH")).bottom * 1 + 0")
        // The alert's empty rounded text field resists compression at 1000 below its one line, which the
        // model makes 34 high, against a required 26-point height (`Vng-0t-eF4`): a finding unrelated to the
        // guide (the text field's size, not this rule's), so the frames are compared, not the cleanness.
        _ = try Self.expectDesignMatches(screen, design, clean: false)
        let scroll = try Self.name(screen, "yh6-Sh-xgH")
        let device = try #require(DeviceCatalog.device(named: "iPhone 15"))
        // No keyboard: the guide's top is the safe area's bottom, 852 - 34.
        var request = device.request(.portrait)
        let free = try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)
        let bottom = { (result: SolveResult) throws -> Double in
            let frame = try #require(result.frame(of: scroll))
            return frame.y + frame.height
        }
        #expect(try bottom(free) == 852 - 34)
        // A 336-point keyboard (the home indicator's 34 included) raises it.
        request.keyboardHeight = 336
        #expect(try bottom(try LayoutEngine.solve(screen, standardSpacing: .apple, request: request)) == 852 - 336)
    }

    // MARK: A hidden navigation bar (#32 1.6)

    /// Rocket.Chat's Jitsi scene is the root of a navigation controller that hides its bar: its
    /// view, pinned to the top layout guide, starts below the status bar, as IB stores it.
    @Test func aHiddenNavigationBarLeavesTheStatusBar() throws {
        let imported = try Self.read("RocketChat-Jitsi.storyboard")
        let (screen, design) = try Self.screen(imported, holding: "deb-jc-IIC")
        #expect(design.request.safeArea.top == 20)
        let result = try Self.expectDesignMatches(screen, design)
        let view = try #require(result.frame(of: try Self.name(screen, "deb-jc-IIC")))
        #expect(view.y == 20)
        #expect(view.height == 667 - 20)
    }

    // MARK: Scroll views (#32 1.3)

    /// DuckDuckGo's widget onboarding: labels pinned 32 and 16 from the scroll view's trailing edge and
    /// a content view pinned to both sides share one content edge, as wide as the scroll view.
    @Test func viewsPinnedToAScrollViewsTrailingEdgeShareOneContentEdge() throws {
        let imported = try Self.read("duckduckgo-Onboarding.storyboard")
        let (screen, design) = try Self.screen(imported, holding: "35M-WT-Fs5")
        #expect(!imported.warnings.contains { $0.message.contains("content size") }, "\(imported.warnings)")
        let result = try Self.expectDesignMatches(screen, design)
        let scroll = try #require(result.frame(of: try Self.name(screen, "35M-WT-Fs5")))
        let content = try #require(result.frame(of: try Self.name(screen, "O1x-XY-vpW")))
        #expect(content.x == 0)
        #expect(content.width == scroll.width)
        let label = try #require(result.frame(of: try Self.name(screen, "FVP-in-A0R")))
        #expect(label.x + label.width == scroll.width - 32)
        let title = try #require(result.frame(of: try Self.name(screen, "WZv-GS-xyE")))
        #expect(title.x + title.width == scroll.width - 16)
    }

    /// CovPass's booster disclaimer: a content view pinned to the content layout guide's four edges,
    /// as wide as the frame layout guide and with its bottom at the frame guide's bottom, fills the
    /// scroll view's frame (before, the guide's trailing and bottom were left out: 0 high, ambiguous).
    @Test func contentAndFrameLayoutGuides() throws {
        let imported = try Self.read("covpass-BoosterDisclaimerViewController.xib")
        let (screen, design) = try Self.screen(imported, holding: "n4b-vk-Wnt")
        let paragraph = try Self.name(screen, "n4b-vk-Wnt"), scroll = try Self.name(screen, "9Uf-5q-LWW")
        let equations = IBSample.equations(screen)
        #expect(equations.values.contains("\(paragraph).leading == \(scroll).contentLayoutGuide.leading * 1 + 0"))
        #expect(equations.values.contains("\(scroll).frameLayoutGuide.bottom == \(paragraph).bottom * 1 + 0"))
        let result = try Self.expectDesignMatches(screen, design)
        let frame = try #require(result.frame(of: scroll))
        #expect(try #require(result.frame(of: paragraph)) == Frame(x: 0, y: 0, width: frame.width, height: frame.height))
    }

    // MARK: Text that wraps (#32 1.6)

    /// Corona-Warn-App's background refresh row: two wrapping labels side by side in a 414-pt stack
    /// arranged 16 inside its margins, 8 apart. IB wrapped each on two lines (193 and 181 wide): the
    /// first layout pass wraps them there, so neither holds its one-line width against the other.
    @Test func wrappingLabelsSideBySideKeepTheWidthsIBGaveThem() throws {
        let imported = try Self.read("cwa-BackgroundAppRefreshViewController.xib")
        let (screen, design) = try Self.screen(imported, holding: "yfk-zr-VPM")
        let title = try Self.name(screen, "yfk-zr-VPM"), status = try Self.name(screen, "N8v-aH-Mb5")
        #expect(screen.view(named: title)?.intrinsicSize == IntrinsicSize(width: 193, height: nil))
        let result = try Self.expectDesignMatches(screen, design)
        let left = try #require(result.frame(of: title)), right = try #require(result.frame(of: status))
        #expect(left.width + 8 + right.width == 414 - 16 - 16)
        #expect(result.lines[title] == 2)
        #expect(result.lines[status] == 2)
    }

    // MARK: Stacks (#32 1.6)

    /// The Blue Alliance's sign-in: a centred vertical `equalSpacing` stack with no height of its own
    /// takes its fitting height, its arranged views 20 apart, where before its height was free.
    @Test func anEqualSpacingStackTakesItsFittingSize() throws {
        let imported = try Self.read("tba-MyTBASignInViewController.xib")
        let (screen, design) = try Self.screen(imported, holding: "GHm-jo-SWw")
        let result = try LayoutEngine.solve(screen, standardSpacing: .apple, request: design.request)
        #expect(result.unsatisfiable.isEmpty)
        #expect(result.ambiguous.isEmpty, "\(result.ambiguous)")
        let stack = try #require(result.frame(of: try Self.name(screen, "GHm-jo-SWw")))
        var heights = 0.0
        for id in ["gJS-sF-yoy", "kDf-bN-XDK", "DWy-Wv-irC", "KNF-jY-zrZ"] {
            heights += try #require(result.frame(of: try Self.name(screen, id))).height
        }
        #expect(abs(stack.height - (heights + 3 * 20)) < 1e-6)
        #expect(abs(stack.y - (667 - stack.height) / 2) < 1e-6)
        // The buttons' column, with its fixed heights, is IB's: 48 + 46.
        #expect(try #require(result.frame(of: try Self.name(screen, "KNF-jY-zrZ"))).height == 48 + 46)
    }
}
