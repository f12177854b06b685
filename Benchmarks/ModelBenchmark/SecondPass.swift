// `model-benchmark second-pass [VIEWS] [RUNS]`: issue 19's "a wrapped-label relayout (the
// second pass) costs at most one incremental re-solve", on the grid of Benchmarks/grid_document.py
// (VIEWS labels in rows of 10, root 1200 wide, height left to the content).
//
// (a) one label wraps: every other label shows one line ("Cell 17"), one in the middle has a
//     text that takes several lines at its cell's width, so its second pass grows its row and
//     moves every row below. Its second pass against one incremental re-solve of the same
//     layout: the root's width pin moved (1200 to 1000 and back, as a rotation moves it),
//     which changes every label's width and x.
// (b) every label wraps (`--labels wrapped`): the second pass moves every label's constants
//     at once. Against the same re-solve, and against building and solving from scratch.
//
// CPU time of this thread, median of RUNS loads (each timed from scratch, then its second
// pass, then 10 re-solves).
import LayoutCore
import LayoutDocument
import LayoutModel

/// The grid of `grid_document.py`: `wrapping` says which labels wrap (their text is longer);
/// the others show their text on one line.
func gridScreen(views count: Int, wrapping: (Int) -> Bool) -> Screen {
    var views = [ViewSpec(name: "root")]
    var constraints: [ConstraintEntry] = []
    func add(_ text: String) {
        constraints.append(ConstraintEntry(id: "c\(constraints.count + 1)", body: .equation(text)))
    }
    let lastRow = (count - 1) / 10
    for index in 0..<count {
        let view = "v\(index)"
        views.append(wrapping(index)
            ? ViewSpec(name: view, superview: "root", kind: "label",
                       text: "Cell \(index) has a longer text", numberOfLines: 0)
            : ViewSpec(name: view, superview: "root", kind: "label", text: "Cell \(index)"))
        let (row, column) = index.quotientAndRemainder(dividingBy: 10)
        add("\(view).width >= 10")
        add("\(view).height >= 10")
        add("\(view).width >= 40 @750")
        add("\(view).width == 100 @500")
        add("\(view).height == \(44 + 10 * (row % 3)) @500")
        if column == 0 {
            add("\(view).left == superview.left + 8")
            if row == 0 {
                add("\(view).top == superview.top + 8")
            } else {
                add("\(view).top == v\(index - 10).bottom + 8")
                add("\(view).width == v\(index - 10).width")
            }
        } else {
            let previous = "v\(index - 1)"
            add("\(view).left == \(previous).right + 8")
            add("\(view).width == \(previous).width")
            add("\(view).top == \(previous).top")
            add("\(view).height == \(previous).height")
        }
        if column == 9 || index == count - 1 { add("superview.right >= \(view).right + 8") }
        if row == lastRow { add("superview.bottom >= \(view).bottom + 8") }
    }
    return Screen(name: "grid", root: "root", views: views, constraints: constraints)
}

func secondPassBenchmark(views: Int, runs: Int) throws {
    let request = SolveRequest(width: 1200, height: nil)
    let middle = views / 2 + 5
    var one = gridScreen(views: views, wrapping: { $0 == middle })
    // Several lines at a cell's width (about 111 points): taller than the row's 44-64.
    one.views[middle + 1].text = "Cell \(middle) has a much longer text that takes several lines"
    let cases = [("(a) one label wraps", one), ("(b) every label wraps", gridScreen(views: views, wrapping: { _ in true }))]
    print("second pass: \(views) labels in rows of 10, root 1200 wide; CPU ms, median of \(runs) loads")
    for (name, screen) in cases {
        var scratch: [Double] = [], pass: [Double] = [], resolve: [Double] = []
        var moved = 0
        for timing in try LayoutEngine.timeSecondPass(
            screen, standardSpacing: .apple, request: request, resizedWidth: 1000, runs: runs, resolves: 10,
            now: cpuMilliseconds) {
            scratch.append(timing.scratch)
            pass.append(timing.secondPass)
            resolve += timing.resolves
            moved = timing.movedConstants
        }
        let second = median(pass), again = median(resolve), fresh = median(scratch)
        print("\(name): second pass \(format(second)) ms (\(moved) constants moved); "
            + "one re-solve (root width pin) \(format(again)) ms: \(format(second / again))x (target <= 1x); "
            + "from scratch (translate, load, first pass) \(format(fresh)) ms: pass/scratch \(format(second / fresh))x")
    }
}
