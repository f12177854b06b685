import LayoutCore
import LayoutDocument

/// Bars whose height UIKit takes from the traits, not from the stored frame.
extension IBScreenReader {
    // MARK: Bars

    /// Bars with an intrinsic height that depends on the height class.
    static let barKinds: Set<String> = ["navigationBar", "toolbar", "tabBar"]

    /// A bar's height on an iPhone in compact height (landscape): 32 points
    /// for navigation bars, toolbars and tab bars (iOS 11 and later).
    static let compactHeightBarHeight = 32.0

    /// A bar's height in compact height as iOS 10 drew it (the era `legacy`): a tab bar
    /// kept its 49 points in every orientation (the iOS 10 Human Interface Guidelines:
    /// tab bars "maintain the same height in all screen orientations"; iOS 11 brought the
    /// compact tab bar), navigation bars and toolbars were 32 as today.
    static func legacyCompactHeightBarHeight(kind: String) -> Double { kind == "tabBar" ? 49 : compactHeightBarHeight }

    /// A bar's height in regular height when the design is compact high: 49
    /// for a tab bar, else 44 (a navigation bar without a large title, a toolbar
    /// on a home-button iPhone).
    static func regularHeightBarHeight(kind: String) -> Double { kind == "tabBar" ? 49 : 44 }

    /// A toolbar's height on an iPhone in portrait (compact width, regular
    /// height) as Xcode 9 to 11 lay it out, by whether the device has a home
    /// indicator: 49 on a notched iPhone, 44 on a home-button one (Xcode 11's
    /// arcgis-CreateAndSaveKML on `retina6_1`, and on `retina4_7`). The two share
    /// their size classes, so the trait `homeIndicator` tells them apart (#24.6).
    /// Xcode 12 and later store 44 on a notched iPhone too (arcgis-DefinitionExpression
    /// and StatisticalQuery on `retina6_1`), so their files keep one height.
    static func portraitToolbarHeight(homeIndicator: Bool) -> Double { homeIndicator ? 49 : 44 }

    /// The first `toolsVersion` of Xcode 12, from which a toolbar is 44 on every iPhone in portrait.
    static let xcode12ToolsVersion = 17000.0

    /// A bar's intrinsic height as UIKit gives it per height class (#24.6): its
    /// stored height under the design's height class, and the other class's
    /// standard height, as a metric varying by `heightClass`; the bar hugs and
    /// resists it at its own priorities, as it would its intrinsic size.
    /// Nothing for a bar that has a placeholder height or no stored frame.
    ///
    /// An Xcode 5–8 file (`design.era` legacy) gets its compact height for each era where
    /// the two differ: today's 32 when the trait `era` is `current`, and under `legacy` what
    /// iOS 10 drew (the stored height in a landscape design, else a tab bar's 49). Its
    /// toolbar gets no home-indicator heights: iOS 10 had no notched iPhone, and today's
    /// UIKit draws a toolbar 44 high on one (Xcode 12 and later store 44 on `retina6_1`).
    mutating func addBarHeight(_ position: Int) {
        let view = views[position]
        guard Self.barKinds.contains(view.kind), view.node["placeholderIntrinsicHeight"] == nil,
              let frame = view.frame, DocumentNames.constraintIDProblem("\(view.id):barHeight1") == nil else { return }
        let designCompactHeight = context.landscape && !(context.deviceID?.hasPrefix("ipad") ?? false)
        let legacy = context.era == .legacy
        let regular = designCompactHeight ? Self.regularHeightBarHeight(kind: view.kind) : frame.height
        let compact = designCompactHeight && !legacy ? frame.height : Self.compactHeightBarHeight
        let legacyCompact = designCompactHeight ? frame.height : Self.legacyCompactHeightBarHeight(kind: view.kind)
        let metric = metricNames.unique("barHeight_" + (IBNaming.identifier(view.id, lowerFirst: false) ?? "bar"))
        screen.metrics.append(MetricValue(name: metric, value: regular))
        screen.metrics.append(MetricValue(name: metric, value: compact, when: Condition(["heightClass": [.string("compact")]])))
        if legacy, legacyCompact != compact {
            // More specific than the one above: what IB (iOS 10) drew, at the design.
            screen.metrics.append(MetricValue(name: metric, value: legacyCompact,
                                              when: Condition(["heightClass": [.string("compact")],
                                                               "era": [.string(LayoutEra.legacy.rawValue)]])))
        }
        if view.kind == "toolbar", context.iOS11Margins, context.toolsVersion < Self.xcode12ToolsVersion {
            // More specific than the two above; iPads (regular width) keep the stored height.
            for homeIndicator in [true, false] {
                let when = Condition(["widthClass": [.string("compact")], "heightClass": [.string("regular")],
                                      "homeIndicator": [.string(homeIndicator ? "yes" : "no")]])
                screen.metrics.append(MetricValue(name: metric, value: Self.portraitToolbarHeight(homeIndicator: homeIndicator),
                                                  when: when))
            }
        }
        let hugging = view.node.number("verticalHuggingPriority").map { min(max($0, 1), 1000) } ?? 250
        let resistance = view.node.number("verticalCompressionResistancePriority").map { min(max($0, 1), 1000) } ?? 750
        let rows = ["\(view.name).height <= \(metric) @\(formatNumber(hugging))",
                    "\(view.name).height >= \(metric) @\(formatNumber(resistance))"]
        for (number, text) in rows.enumerated() {
            let id = "\(view.id):barHeight\(number + 1)"
            entryIDs.insert(id)
            entryLines[id] = view.node.line
            screen.constraints.append(ConstraintEntry(id: id, body: .equation(text)))
        }
    }
}
