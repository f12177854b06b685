import Foundation
import LayoutCore
import LayoutDocument
import LayoutModel
@testable import LayoutStore


/// Where a test database lives: in memory, or in a fresh file.
enum StoreKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case inMemory, onDisk
    var description: String { rawValue }

    func open(cacheCapacity: Int = 2000, solver: LayoutRepository.ScreenSolver? = nil) throws -> LayoutRepository {
        switch self {
        case .inMemory: return try LayoutRepository(inMemory: (), cacheCapacity: cacheCapacity, solver: solver)
        case .onDisk: return try LayoutRepository(path: temporaryPath(), cacheCapacity: cacheCapacity, solver: solver)
        }
    }
}

/// A fresh path in a fresh temporary directory (the database is not created).
func temporaryPath(_ name: String = "layout.sqlite") -> String {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("LayoutStoreTests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
}

enum Fixtures {
    /// The contract's example screen plus every view property the store keeps.
    static let imageCell = Screen(
        name: "imageCell", root: "contentView",
        views: [
            ViewSpec(name: "contentView"),
            ViewSpec(name: "imgViewOne", superview: "contentView", text: "", font: .textStyle("headline")),
            ViewSpec(name: "imgViewTwo", superview: "contentView",
                     when: Condition(["images": [.number(2), .number(3), .number(4)]])),
            ViewSpec(name: "caption", superview: "contentView", kind: "label",
                     intrinsicSize: IntrinsicSize(width: 120, height: 21),
                     hugging: AxisPriorities(horizontal: LayoutPriority(251), vertical: LayoutPriority(251)),
                     compressionResistance: AxisPriorities(horizontal: LayoutPriority(750), vertical: nil),
                     hidden: false, layoutMargins: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                     baselines: Baselines(firstFromTop: 15, lastFromBottom: nil),
                     text: "A caption on \"two\" lines\nwith ünïcødé 🎉", font: .system(size: 15, weight: "semibold", italic: true),
                     numberOfLines: 0, textKey: "cell.caption"),
            ViewSpec(name: "stack", superview: "contentView", kind: "stack", intrinsicSize: IntrinsicSize(),
                     hidden: true,
                     stack: StackProperties(axis: .vertical, distribution: .fillEqually, alignment: .center, spacing: 6),
                     when: Condition(["orientation": [.string("portrait")], "style": [.string("plain")]])),
            {
                // Every other text property (any kind of view may carry them).
                var inner = ViewSpec(name: "inner", superview: "stack", hugging: AxisPriorities(), text: "Email",
                                     font: .named("AvenirNext-Regular", size: 22.5), numberOfLines: 2)
                inner.placeholder = "Email"
                inner.lineBreakMode = .byTruncatingMiddle
                inner.minimumScaleFactor = 0.25
                inner.borderStyle = .roundedRect
                inner.buttonConfiguration = .tinted
                inner.contentInsets = EdgeInsets(top: 1.5, left: -2, bottom: 0, right: 4)
                inner.scrollEnabled = false
                return inner
            }(),
        ],
        metrics: [
            MetricValue(name: "inset", value: 5),
            MetricValue(name: "topInset", value: 14, when: Condition(["orientation": [.string("portrait")]])),
            MetricValue(name: "topInset", value: 1, when: Condition(["orientation": [.string("landscape")]])),
        ],
        constraints: [
            ConstraintEntry(id: "row", body: .visualFormat(
                "H:|-inset-[imgViewOne]-inset-[imgViewTwo]-inset-|", options: ["alignAllTop", "alignAllBottom"]),
                when: Condition(["images": [.number(2)]])),
            ConstraintEntry(id: "ratio", body: .equation("imgViewOne.width == imgViewTwo.width * 3"),
                            when: Condition(["images": [.number(3), .number(4)]])),
            ConstraintEntry(id: "top", body: .equation("imgViewOne.top == superview.top + topInset @750")),
            ConstraintEntry(id: "col", body: .visualFormat("V:|[caption]", options: [])),
        ],
        layoutDirection: .rightToLeft, selfSizing: .height)

    static let plain = Screen(
        name: "plain", root: "root",
        views: [ViewSpec(name: "root"), ViewSpec(name: "box", superview: "root")],
        constraints: [ConstraintEntry(id: "w", body: .equation("box.width == 100"))])

    /// A screen of `views` views with `perView` constraints each, as the benchmarks load.
    static func large(name: String = "large", views: Int, perView: Int) -> Screen {
        var screen = Screen(name: name, root: "root", views: [ViewSpec(name: "root")])
        for index in 0..<views {
            screen.views.append(ViewSpec(name: "v\(index)", superview: "root",
                                         intrinsicSize: IntrinsicSize(width: 10, height: 20)))
            for n in 0..<perView {
                screen.constraints.append(ConstraintEntry(
                    id: "c\(index)_\(n)", body: .equation("v\(index).left >= root.left + \(n)")))
            }
        }
        return screen
    }

    static let request = SolveRequest(width: 320, height: 200, content: ["images": "3"])

    static func traits() -> Traits { Traits(orientation: .landscape, widthClass: .compact, heightClass: .compact) }
}

/// Counts calls and answers with made-up frames: one per view, x = its index.
final class CountingSolver: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.withLock { count } }

    var solver: LayoutRepository.ScreenSolver {
        { screen, spacing, request, _ in
            self.lock.withLock { self.count += 1 }
            return SolveResult(
                screen: screen.name, width: request.width ?? 0, height: request.height ?? 0,
                traits: Fixtures.traits(), content: request.content,
                frames: screen.views.enumerated().map {
                    ($0.element.name, Frame(x: Double($0.offset), y: spacing.sibling, width: 10.5, height: 1.25))
                })
        }
    }
}
