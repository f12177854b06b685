import LayoutCheck
import LayoutDocument
import LayoutModel
import Testing

/// A finding written as a shard writes it and read back is the same finding:
/// the writer and the reader (`Finding+JSON`) agree field for field, for every
/// kind a check finds on a screen that has each of them.
@Suite struct FindingJSONTests {
    /// A row whose `wide` constraint conflicts at every width, a `loose` view with no
    /// vertical position, a bar pinned upside down, and a label too long for its width.
    static let screen = Screen(name: "row", root: "content", views: [
        ViewSpec(name: "content"), ViewSpec(name: "left", superview: "content"), ViewSpec(name: "right", superview: "content"),
        ViewSpec(name: "loose", superview: "content"), ViewSpec(name: "bar", superview: "content"),
    ], constraints: [
        ConstraintEntry(id: "h", body: .visualFormat("H:|-10-[left]-10-[right(==left)]-10-|", options: [])),
        ConstraintEntry(id: "v", body: .visualFormat("V:|-[left(20)]", options: [])),
        ConstraintEntry(id: "v2", body: .visualFormat("V:|-[right(20)]", options: [])),
        ConstraintEntry(id: "wide", body: .equation("left.width == 500")),
        ConstraintEntry(id: "looseWidth", body: .equation("loose.width == 10")),
        ConstraintEntry(id: "looseLeading", body: .equation("loose.leading == content.leading")),
        ConstraintEntry(id: "barTop", body: .equation("bar.top == content.top + 100")),
        ConstraintEntry(id: "barBottom", body: .equation("bar.bottom == content.top + 50")),
        ConstraintEntry(id: "barH", body: .visualFormat("H:|[bar]|", options: [])),
    ])

    @Test func aShardsLineReadsBackAsTheFindingItWasWrittenFrom() throws {
        let request = try #require(DeviceCatalog.device(named: "iPhone 15")).request(.portrait)
        let findings = ScreenCheck.findings(of: Self.screen, request: request, label: "iPhone 15", standardSpacing: .apple)
        let kinds = Set(findings.map(\.kind))
        #expect(kinds == [.unsatisfiable, .ambiguous, .negativeSize], "\(findings.map(\.problem))")
        for finding in findings {
            let read = try Finding(json: finding.json(shard: true), shard: true)
            #expect(read.json(shard: true) == finding.json(shard: true))
            #expect(read.problem == finding.problem)
            #expect(read.devices == ["iPhone 15"] && read.layouts == [0])
        }
    }
}

/// `ScreenCheck.findings(of:request:)`, the findings of one screen under one request
/// (what `check --design` does at a design), against a check of that one place.
@Suite struct OneRequestFindingsTests {
    @Test func oneRequestsFindingsAreTheCheckOfThatPlace() throws {
        let screen = FindingJSONTests.screen
        var compared = 0
        for device in DeviceCatalog.devices.prefix(6) {
            for (place, orientation) in Orientation.allCases.enumerated() {
                let request = device.layoutRequest(orientation, content: [:], screen: screen)
                let alone = ScreenCheck.findings(of: screen, request: request, label: device.name, standardSpacing: .apple)
                let check = ScreenCheck(screen: screen, standardSpacing: .apple, sizes: .devices([device]))
                var loaded: ScreenCheck.Loaded?
                let swept = check.run(contentSize: nil, content: [:], firstNumber: 0, firstLayout: 0, loaded: &loaded,
                                      owns: { $0 == place }, progress: { _ in })
                #expect(!alone.isEmpty)
                #expect(alone.map { $0.json() } == swept.findings.map { $0.json() }, "\(device.name) \(orientation)")
                #expect(alone.allSatisfy { $0.devices == [device.name] })
                compared += 1
            }
        }
        #expect(compared == 12)
    }
}
