import Testing

@Suite struct DevicesCommandTests {
    @Test func listsPhonesAndPadsWithClassesAndSafeAreas() throws {
        let result = try LayoutProcess.run(["devices"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("device") == true)
        let phone = try #require(lines.first { $0.hasPrefix("iPhone 15 Pro ") })
        #expect(phone.split(separator: " ", omittingEmptySubsequences: true).suffix(5)
            == ["393x852", "compact/regular", "compact/compact", "59,0,34,0", "0,59,21,59"])
        #expect(lines.contains { $0.hasPrefix("iPad Pro 11-inch") && $0.contains("834x1194") })
        let canvas = try #require(lines.first { $0.hasPrefix("iPhone 8 ") })
        #expect(canvas.hasSuffix(" retina4_7"), "IB's device id in the last column")
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is a pipe")
    }

    @Test func jsonListsEveryDevice() throws {
        let result = try LayoutProcess.run(["devices", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"{ "name": "iPhone SE (3rd generation)", "portrait": { "width": 375, "height": 667 },"#))
        #expect(result.stdout.contains(#"{ "name": "iPhone 8", "interfaceBuilderID": "retina4_7", "portrait": "#))
    }

    @Test func helpShowsExamples() throws {
        let result = try LayoutProcess.run(["devices", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("layout devices --json"))
    }
}

@Suite struct UsageErrorTests {
    @Test func unknownOptionIsAUsageError() throws {
        let result = try LayoutProcess.run(["devices", "--bogus"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("layout: error: Unknown option '--bogus'\nUsage: layout devices"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let result = try LayoutProcess.run(["nope"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("layout: error: "))
    }

    @Test func everyCommandHasHelpWithExamples() throws {
        let commands: [[String]] = [
            ["devices"], ["vfl"], ["import"], ["export"], ["screens"], ["show"], ["constraint"], ["constraint", "add"],
            ["constraint", "set"], ["constraint", "remove"], ["view"], ["view", "add"], ["view", "remove"],
            ["view", "hide"], ["view", "show"], ["metric", "set"], ["history"], ["revert"], ["undo"],
            ["solve"], ["explain"], ["check"], ["replay"],
        ]
        for command in commands {
            let result = try LayoutProcess.run(command + ["--help"])
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout.contains("Examples:"), "\(command)")
        }
    }
}
