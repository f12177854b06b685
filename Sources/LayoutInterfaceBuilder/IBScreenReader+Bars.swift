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
    mutating func addBarHeight(_ position: Int) {
        let view = views[position]
        guard Self.barKinds.contains(view.kind), view.node["placeholderIntrinsicHeight"] == nil,
              let frame = view.frame, DocumentNames.constraintIDProblem("\(view.id):barHeight1") == nil else { return }
        let designCompactHeight = context.landscape && !(context.deviceID?.hasPrefix("ipad") ?? false)
        let regular = designCompactHeight ? Self.regularHeightBarHeight(kind: view.kind) : frame.height
        let compact = designCompactHeight ? frame.height : Self.compactHeightBarHeight
        let metric = metricNames.unique("barHeight_" + (IBNaming.identifier(view.id, lowerFirst: false) ?? "bar"))
        screen.metrics.append(MetricValue(name: metric, value: regular))
        screen.metrics.append(MetricValue(name: metric, value: compact, when: Condition(["heightClass": [.string("compact")]])))
        if view.kind == "toolbar", context.toolsVersion < Self.xcode12ToolsVersion {
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
