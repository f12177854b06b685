import Foundation
import Testing

/// `--size` alone: the size classes of the catalogue device of that size, the
/// traits printed by every format, and the finite limit that constants have.
@Suite struct BareSizeCommandTests {
    private func imported() throws -> Scratch {
        let scratch = try Scratch()
        #expect(try scratch.layout("import", try scratch.file("cell.json", cellDocument)).status == 0)
        return scratch
    }

    @Test func aDeviceSizeGetsThatDevicesClassesInEitherOrientation() throws {
        let scratch = try imported()
        let cases = [("320x568", "portrait", "compact", "regular"), ("667x375", "landscape", "compact", "compact"),
                     ("736x414", "landscape", "regular", "compact"), ("932x430", "landscape", "regular", "compact"),
                     ("1024x1366", "portrait", "regular", "regular"), ("1376x1032", "landscape", "regular", "regular")]
        for (size, orientation, widthClass, heightClass) in cases {
            for noCache in [false, true] {
                let result = try scratch.layout(["solve", "cell", "--size", size] + (noCache ? ["--no-cache"] : []))
                #expect(result.status == 0, "\(size): \(result)")
                #expect(result.stdout.contains(#""traits": { "orientation": "\#(orientation)", "widthClass": "\#(widthClass)", "heightClass": "\#(heightClass)" }"#),
                        "\(size): \(result.stdout)")
            }
            let table = try scratch.layout("solve", "cell", "--size", size, "--format", "table")
            #expect(table.stdout.split(separator: "\n").first?.contains("\(orientation)  \(widthClass)/\(heightClass)") == true,
                    "\(size): \(table.stdout)")
        }
    }

    @Test func sizesBeyondTheLimitAreUsageErrors() throws {
        let scratch = try imported()
        for size in ["1e301x200", "320x2e300", "1e308x1e308"] {
            for command in [["solve", "cell"], ["explain", "cell", "icon"], ["check", "cell"]] {
                let result = try scratch.layout(command + ["--size", size])
                #expect(result.status == 64, "\(command) \(size): \(result)")
                #expect(result.stderr.contains("is larger than the largest size (1e300)"), "\(result.stderr)")
                #expect(result.stdout == "")
            }
        }
        let largest = try scratch.layout("solve", "cell", "--size", "1e300x1e300")
        #expect(largest.status == 0, "\(largest)")
        #expect(!largest.stdout.contains("null") && !largest.stdout.contains("inf"), "\(largest.stdout)")
    }
}
