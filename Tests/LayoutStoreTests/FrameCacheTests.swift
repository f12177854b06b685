import LayoutCore
import LayoutDocument
import LayoutModel
import Testing
@testable import LayoutStore

@Suite("Frame cache")
struct FrameCacheTests {
    @Test(arguments: StoreKind.allCases)
    func aHitDoesNotTouchTheSolverAndSaysCached(kind: StoreKind) throws {
        let counter = CountingSolver()
        let store = try kind.open(solver: counter.solver)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        let first = try store.solve(screen: "plain", request: Fixtures.request)
        #expect(first.cached == false)
        #expect(first.revision == 1)
        #expect(first.frame(of: "box") == Frame(x: 1, y: 8, width: 10.5, height: 1.25))
        let second = try store.solve(screen: "plain", request: Fixtures.request)
        #expect(counter.calls == 1)
        #expect(second.cached == true)
        var uncached = second
        uncached.cached = false
        #expect(uncached == first)
    }

    @Test(arguments: StoreKind.allCases)
    func noCacheAlwaysSolvesAndStoresNothing(kind: StoreKind) throws {
        let counter = CountingSolver()
        let store = try kind.open(solver: counter.solver)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        _ = try store.solve(screen: "plain", request: Fixtures.request, useCache: false)
        let again = try store.solve(screen: "plain", request: Fixtures.request, useCache: false)
        #expect(counter.calls == 2)
        #expect(again.cached == false)
        #expect(try store.cachedResultCount() == 0)
    }

    @Test(arguments: StoreKind.allCases)
    func anEditMakesOldAnswersUnreachable(kind: StoreKind) throws {
        let counter = CountingSolver()
        let store = try kind.open(solver: counter.solver)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        _ = try store.solve(screen: "plain", request: Fixtures.request)
        try store.addView(ViewSpec(name: "late", superview: "root"), to: "plain")
        let after = try store.solve(screen: "plain", request: Fixtures.request)
        #expect(after.cached == false)
        #expect(after.revision == 2)
        #expect(after.frames.map(\.view) == ["root", "box", "late"])
        #expect(counter.calls == 2)
        #expect(try store.cachedResultCount() == 1, "the edit dropped the revision-1 entry")
    }

    @Test(arguments: StoreKind.allCases)
    func everythingTheAnswerDependsOnIsInTheKey(kind: StoreKind) throws {
        let counter = CountingSolver()
        let store = try kind.open(solver: counter.solver)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        let base = SolveRequest(width: 320, height: 200)
        var variants: [SolveRequest] = [base]
        func variant(_ change: (inout SolveRequest) -> Void) {
            var request = base
            change(&request)
            variants.append(request)
        }
        variant { $0.width = 321 }
        variant { $0.height = nil }
        variant { $0.orientation = .portrait }
        variant { $0.widthClass = .regular }
        variant { $0.heightClass = .compact }
        variant { $0.content = ["images": "2"] }
        variant { $0.content = ["images": "3"] }
        variant { $0.safeArea = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) }
        variant { $0.keyboardHeight = 300 }
        variant { $0.layoutDirection = .rightToLeft }
        for request in variants { _ = try store.solve(screen: "plain", request: request) }
        #expect(counter.calls == variants.count)
        for request in variants { #expect(try store.solve(screen: "plain", request: request).cached) }
        #expect(counter.calls == variants.count)
        // The standard spacing comes from the document and is part of the key too.
        try store.importDocument(LayoutDocument(standardSpacing: StandardSpacing(sibling: 4, superview: 10), screens: []))
        let respaced = try store.solve(screen: "plain", request: base)
        #expect(respaced.cached == false)
        #expect(respaced.frame(of: "box")?.y == 4)
    }

    @Test(arguments: StoreKind.allCases)
    func theLeastRecentlyUsedAnswersAreEvicted(kind: StoreKind) throws {
        let counter = CountingSolver()
        let store = try kind.open(cacheCapacity: 3, solver: counter.solver)
        try store.importDocument(.init(screens: [Fixtures.plain]))
        func solve(_ width: Double) throws -> Bool {
            try store.solve(screen: "plain", request: SolveRequest(width: width, height: 100)).cached
        }
        for width in [1.0, 2, 3] { #expect(try solve(width) == false) }
        #expect(try solve(1) == true)  // 1 is now the most recently used; 2 the least
        #expect(try solve(4) == false)  // evicts 2
        #expect(try store.cachedResultCount() == 3)
        #expect(try solve(1) == true)
        #expect(try solve(3) == true)
        #expect(try solve(4) == true)
        #expect(try solve(2) == false)
    }

    @Test func theCacheKeyNamesEveryInput() {
        let request = SolveRequest(width: 320, height: nil, orientation: .portrait, content: ["b": "x|y", "a": "1"],
                                   safeArea: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), keyboardHeight: 5)
        let key = LayoutRepository.cacheKey(screenID: 7, revision: 12, request: request, spacing: .apple)
        #expect(key == "v\(LayoutRepository.cacheFormat)|screen=7|revision=12|size=320.0xauto|orientation=portrait|widthClass=auto|heightClass=auto|"
            + #"content={"a"="1","b"="x|y"}|safeArea=1.0,2.0,3.0,4.0|keyboard=5.0|direction=auto|spacing=8.0,20.0"#
            + "|contentSize=auto|scale=2.0")
    }

    /// The era is part of the key when it is `legacy` (#24.3); nil and `current` are one answer.
    @Test func theCacheKeyNamesALegacyEra() {
        var request = SolveRequest(width: 320, height: 44)
        let current = LayoutRepository.cacheKey(screenID: 7, revision: 12, request: request, spacing: .apple)
        request.era = .current
        #expect(LayoutRepository.cacheKey(screenID: 7, revision: 12, request: request, spacing: .apple) == current)
        request.era = .legacy
        #expect(LayoutRepository.cacheKey(screenID: 7, revision: 12, request: request, spacing: .apple) == current + "|era=legacy")
    }

    /// A screen whose constraints differ by era is solved once per era, and each answer is cached apart.
    @Test(arguments: StoreKind.allCases)
    func eachEraHasItsOwnCachedAnswer(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(.init(screens: [Fixtures.plain]))
        try store.addConstraint(ConstraintEntry(id: "old", body: .equation("box.leading == root.leading + 15"),
                                                when: Condition(["era": [.string("legacy")]])), to: "plain")
        try store.addConstraint(ConstraintEntry(id: "now", body: .equation("box.leading == root.leading + 16"),
                                                when: Condition(["era": [.string("current")]])), to: "plain")
        var legacy = Fixtures.request
        legacy.era = .legacy
        let today = try store.solve(screen: "plain", request: Fixtures.request)
        let old = try store.solve(screen: "plain", request: legacy)
        #expect(!today.cached && !old.cached)
        #expect(today.frame(of: "box")?.x == 16)
        #expect(old.frame(of: "box")?.x == 15)
        let oldAgain = try store.solve(screen: "plain", request: legacy)
        #expect(oldAgain.cached && oldAgain.frame(of: "box")?.x == 15)
        let todayAgain = try store.solve(screen: "plain", request: Fixtures.request)
        #expect(todayAgain.cached && todayAgain.frame(of: "box")?.x == 16)
    }

    /// Quoting in the key: a backslash or a double quote gets a backslash before it, nothing else changes.
    @Test func cacheKeyQuotingEscapesBackslashesAndQuotes() {
        #expect(LayoutRepository.quoted("plain") == "\"plain\"")
        #expect(LayoutRepository.quoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(LayoutRepository.quoted("é\"") == "\"é\\\"\"")
        #expect(LayoutRepository.quoted("") == "\"\"")
    }
}

@Suite("Solving with the layout engine")
struct EngineSolveTests {
    @Test(arguments: StoreKind.allCases)
    func storedScreensSolveThroughTheEngineAndThenTheCache(kind: StoreKind) throws {
        let store = try kind.open()
        try store.importDocument(.init(screens: [Fixtures.plain]))
        try store.addConstraint(ConstraintEntry(id: "edges", body: .visualFormat("H:|-[box]", options: [])), to: "plain")
        try store.addConstraint(ConstraintEntry(id: "v", body: .equation("box.top == root.top + 10")), to: "plain")
        try store.addConstraint(ConstraintEntry(id: "h", body: .equation("box.height == 30")), to: "plain")
        let request = SolveRequest(width: 320, height: 480)
        let fresh = try store.solve(screen: "plain", request: request)
        #expect(fresh.cached == false)
        #expect(fresh.revision == 4)
        #expect(fresh.frame(of: "box") == Frame(x: 20, y: 10, width: 100, height: 30))
        let hit = try store.solve(screen: "plain", request: request)
        #expect(hit.cached == true)
        #expect(hit.frames.map(\.frame) == fresh.frames.map(\.frame))
    }

    @Test func engineErrorsComeBackAsStoreErrors() throws {
        let store = try LayoutRepository(inMemory: ())
        try store.importDocument(.init(screens: [Fixtures.imageCell]))
        let error = #expect(throws: StoreError.self) {
            try store.solve(screen: "imageCell", request: SolveRequest(width: -5, height: 10))
        }
        #expect(error?.kind == .solve)
    }
}
