/// Solves each distinct request once on a `ScreenSession` and gives the same
/// answer (or error) to every later asker. Many catalogue devices make the
/// same request (size, size classes and safe area: iPhone 12, 12 Pro, 13,
/// 13 Pro, 14 and 16e), so `layout check` solves it once and attributes what
/// it finds to each of them.
public final class SolveMemo {
    public let session: ScreenSession
    /// How many requests were actually solved (the distinct ones asked so far).
    public private(set) var solves = 0
    private var outcomes: [SolveRequest: Result<SolveResult, LayoutModelError>] = [:]

    public init(session: ScreenSession) {
        self.session = session
    }

    public func solve(_ request: SolveRequest) throws(LayoutModelError) -> SolveResult {
        if let known = outcomes[request] { return try known.get() }
        solves += 1
        let outcome: Result<SolveResult, LayoutModelError>
        do {
            outcome = .success(try session.solve(request))
        } catch {
            outcome = .failure(error)
        }
        outcomes[request] = outcome
        return try outcome.get()
    }
}
