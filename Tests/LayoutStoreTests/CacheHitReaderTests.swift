import Foundation
import LayoutDocument
import LayoutModel
import Testing
@testable import LayoutStore

/// The cache-hit reader (SQLite's C API, for `layout solve`'s quick path)
/// against the repository as its oracle: it gives exactly the repository's
/// cached answer and content vocabulary for the most recently used entry,
/// and nil whenever the repository would have more to do.
@Suite struct CacheHitReaderTests {
    @Test func aPlainHitIsTheRepositorysAnswerAndAnythingElseIsNil() throws {
        let path = temporaryPath()
        let store = try LayoutRepository(path: path)
        try store.importDocument(try ReshapeEditTests.tutorials())
        let first = SolveRequest(width: 320, height: 200, content: ["images": "3"])
        let second = SolveRequest(width: 375, height: 200, content: ["images": "2"])
        #expect(CacheHitReader.read(path: path, screen: "imageCell", request: first, vocabulary: true) == nil, "a miss")
        _ = try store.solve(screen: "imageCell", request: first)
        let hit = try #require(CacheHitReader.read(path: path, screen: "imageCell", request: first, vocabulary: true))
        #expect(hit.result == (try store.cachedResult(screen: "imageCell", request: first)))
        #expect(hit.result.cached)
        #expect(hit.vocabulary == (try store.contentVocabulary(of: "imageCell")))
        #expect(CacheHitReader.read(path: path, screen: "imageCell", request: first, vocabulary: false)?.vocabulary == nil)
        // Another entry is now the most recent: the first is stale, and marking it used is a write.
        _ = try store.solve(screen: "imageCell", request: second)
        #expect(CacheHitReader.read(path: path, screen: "imageCell", request: first, vocabulary: false) == nil, "stale")
        #expect(CacheHitReader.read(path: path, screen: "imageCell", request: second, vocabulary: false)?.result
                == (try store.cachedResult(screen: "imageCell", request: second)))
        // An edit makes a new revision: the old answer is not this screen's.
        _ = try store.removeConstraint(id: "ratio", from: "imageCell")
        #expect(CacheHitReader.read(path: path, screen: "imageCell", request: second, vocabulary: false) == nil)
        #expect(CacheHitReader.read(path: path, screen: "nope", request: second, vocabulary: false) == nil)
        #expect(CacheHitReader.read(path: path + ".missing", screen: "imageCell", request: second, vocabulary: false) == nil)
        #expect(!FileManager.default.fileExists(atPath: path + ".missing"), "nothing is created")
    }
}
