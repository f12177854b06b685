// store-benchmark: the store's speed targets (issue 5). Run in release:
//   swift run -c release store-benchmark
import Foundation
import LayoutDocument
import LayoutModel
import LayoutStore

func measure(_ label: String, target: String, repeats: Int = 1, _ body: () throws -> Void) rethrows {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<repeats { try body() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(repeats)
    let text = seconds < 1e-3 ? String(format: "%.1f µs", seconds * 1e6)
        : seconds < 1 ? String(format: "%.2f ms", seconds * 1e3) : String(format: "%.3f s", seconds)
    print("\(label): \(text) (target \(target))")
}

func screen(_ name: String, views: Int, perView: Int) -> Screen {
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

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-benchmark-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

let store = try LayoutRepository(path: directory.appendingPathComponent("a.sqlite").path)
try store.importDocument(LayoutDocument(screens: [screen("big", views: 1000, perView: 9)]))
_ = try store.screen(named: "big")
try measure("load a 1000-view, 9000-constraint screen", target: "20 ms", repeats: 10) {
    _ = try store.screen(named: "big")
}

// Every edit passes the store's check (ScreenValidator) of the whole screen it makes.
let big = try store.screen(named: "big")
try measure("check a 1000-view, 9000-constraint screen (ScreenValidator)", target: "-", repeats: 10) {
    precondition(ScreenValidator.faults(in: big).isEmpty)
}
var hidden = false
try measure("one edit of it (view hide/show, checked)", target: "-", repeats: 10) {
    hidden.toggle()
    try store.setHidden(hidden, view: "v1", in: "big")
}

let small = screen("small", views: 10, perView: 2)
try store.importDocument(LayoutDocument(screens: [small]))
let request = SolveRequest(width: 320, height: 480)
_ = try store.solve(screen: "small", request: request)
try measure("cache hit (library call)", target: "100 µs", repeats: 1000) {
    _ = try store.solve(screen: "small", request: request)
}

let importStore = try LayoutRepository(path: directory.appendingPathComponent("b.sqlite").path)
let document = LayoutDocument(screens: (0..<150).map { screen("s\($0)", views: 150, perView: 1) })
try measure("import 150 screens x 150 views", target: "3 s") {
    try importStore.importDocument(document)
}

let replayStore = try LayoutRepository(path: directory.appendingPathComponent("c.sqlite").path)
try replayStore.importDocument(LayoutDocument(screens: [small]))
for index in 0..<10_000 {
    try replayStore.setMetric("m\(index % 50)", to: Double(index), in: "small")
}
try measure("replay 10,000 edits", target: "2 s") {
    try replayStore.replay("small")
}
