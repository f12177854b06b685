import LayoutCore
import LayoutDocument
import LayoutModel
import Testing
import TestSupport

/// A memo solves each distinct request once and answers every asker as the session would.
@Suite struct SolveMemoTests {
    @Test func catalogueDevicesThatShareARequestShareOneSolve() throws {
        let screen = try Tutorials.screen("cameraButton")
        let memo = SolveMemo(session: try ScreenSession(screen: screen, standardSpacing: .apple))
        let fresh = try ScreenSession(screen: screen, standardSpacing: .apple)
        var distinct: Set<SolveRequest> = []
        for orientation in Orientation.allCases {
            for device in DeviceCatalog.devices {
                let request = device.request(orientation)
                distinct.insert(request)
                #expect(try memo.solve(request) == fresh.solve(request), "\(device.name) \(orientation)")
            }
        }
        #expect(memo.solves == distinct.count)
        #expect(memo.solves < DeviceCatalog.devices.count * 2, "some devices share a request")
        // The brief's example: these six phones make one request in each orientation.
        let twins = ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"]
        let requests = try twins.map { name in try #require(DeviceCatalog.device(named: name)).request(.portrait) }
        #expect(Set(requests).count == 1)
        let before = memo.solves
        for request in requests { _ = try memo.solve(request) }
        #expect(memo.solves == before)
    }

    @Test func aFailedRequestFailsAgainWithoutASecondSolve() throws {
        let memo = SolveMemo(session: try ScreenSession(screen: try Tutorials.screen("cameraButton"),
                                                        standardSpacing: .apple))
        let bad = SolveRequest(width: -1, height: 100)
        var errors: [LayoutModelError] = []
        for _ in 0..<2 {
            do { _ = try memo.solve(bad) } catch { errors.append(error) }
        }
        #expect(errors.count == 2)
        #expect(errors.first?.message == errors.last?.message)
        #expect(memo.solves == 1)
    }
}
