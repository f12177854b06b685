// store-stress: a separate process that edits a LayoutStore database, so
// LayoutStoreTests can run several at once (concurrent writers) or kill one
// mid-import (atomicity).
//
//   store-stress edit DB SCREEN COUNT TAG    add COUNT constraints 'TAG-i' to SCREEN
//   store-stress import DB SCREENS VIEWS     import SCREENS screens of VIEWS views in one transaction
//   store-stress import DB SCREENS VIEWS hold   the same, but after half the screens are written
//                                            (inside the transaction) say 'writing' and wait to be killed
import Foundation
import LayoutDocument
import LayoutStore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("store-stress: \(message)\n".utf8))
    exit(1)
}

/// A screen of `views` views in a row, each with two constraints.
func rowScreen(name: String, views: Int) -> Screen {
    var screen = Screen(name: name, root: "root", views: [ViewSpec(name: "root")])
    for index in 0..<views {
        screen.views.append(ViewSpec(name: "v\(index)", superview: "root",
                                     intrinsicSize: IntrinsicSize(width: 10, height: 20)))
        screen.constraints.append(ConstraintEntry(
            id: "left\(index)", body: .equation("v\(index).left == root.left + \(index * 10)")))
        screen.constraints.append(ConstraintEntry(
            id: "top\(index)", body: .equation("v\(index).top == root.top + 8 @750")))
    }
    return screen
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: store-stress edit|import DB ...") }
do {
    let repository = try LayoutRepository(path: arguments[1])
    switch arguments[0] {
    case "edit":
        guard arguments.count == 5, let count = Int(arguments[3]) else { fail("usage: store-stress edit DB SCREEN COUNT TAG") }
        for index in 0..<count {
            try repository.addConstraint(
                ConstraintEntry(id: "\(arguments[4])-\(index)", body: .equation("root.width >= \(index)")),
                to: arguments[2])
        }
        print("edited")
    case "import":
        guard arguments.count == 4 || (arguments.count == 5 && arguments[4] == "hold"),
              let screens = Int(arguments[2]), let views = Int(arguments[3]) else {
            fail("usage: store-stress import DB SCREENS VIEWS [hold]")
        }
        let hold = arguments.count == 5
        let document = LayoutDocument(screens: (0..<screens).map { rowScreen(name: "screen\($0)", views: views) })
        FileHandle.standardOutput.write(Data("importing\n".utf8))
        try repository.importDocument(document) { written in
            guard hold, written == screens / 2 else { return }
            // Mid-transaction: tell the test, then wait for its SIGKILL.
            FileHandle.standardOutput.write(Data("writing\n".utf8))
            while true { pause() }
        }
        print("imported")
    default:
        fail("unknown command '\(arguments[0])'")
    }
} catch {
    fail("\(error)")
}
