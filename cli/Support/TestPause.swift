import Foundation

/// A test hook for the interrupt tests: `LAYOUT_TEST_CHECK_PAUSE_AFTER=N` holds
/// `check` once N layouts are done, and `LAYOUT_TEST_IMPORT_PAUSE_AFTER=N` holds
/// `import` once N screens are written (inside its transaction),
/// `LAYOUT_TEST_REPORT_PAUSE_AFTER=0` holds `report` before it solves, and
/// `LAYOUT_TEST_REPORT_PAUSE_WRITING=N` holds it once N bytes of the page are
/// in its temporary file, each until
/// Ctrl-C, after saying so on stderr (`layout: test pause after N screens`). A
/// test waits for that line and interrupts at a known point, whatever the speed
/// of the machine and of the code, instead of guessing with a timer. Unset,
/// nothing changes.
struct TestPause {
    /// Layouts or screens done before the command waits.
    var count: Int

    init?(environment name: String) {
        guard let text = getenv(name), let count = Int(String(cString: text)), count >= 0 else { return nil }
        self.count = count
    }

    /// Says where it holds, then waits for Ctrl-C.
    func hold(after unit: String, until interruption: Interruption) {
        Terminal.message("layout: test pause after \(count) \(unit)")
        interruption.waitForRequest()
    }
}
