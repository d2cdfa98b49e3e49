import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A request cancelled while the session fetches its token returns at once; the fetch goes on
/// for the others.
@Suite("Session: cancelling a request that waits for the token")
struct SessionCancellationTests {
    let clock = TestClock()
    let refreshes = Counter()
    let started = LoopbackGate()
    let release = LoopbackGate()

    /// A refresher that announces it started and then holds until `release` opens.
    private func heldRefresher() -> CredentialRefresher {
        { [refreshes, started, release, clock] _ throws(ServiceProviderError) -> Credentials in
            refreshes.increment()
            started.open()
            await release.wait()
            return Credentials(accessToken: "new", expiresAt: clock.now.addingTimeInterval(3600))
        }
    }

    /// Should the wait not end on cancellation, the fetch is let go after a while, so the test
    /// fails on the lease it then gets instead of hanging. Started at the cancellation, not
    /// before: on a loaded machine reaching it can take longer than the wait allowed after it.
    private func safetyRelease() -> Task<Void, Never> {
        Task { [release] in
            try? await Task.sleep(for: .seconds(30))
            release.open()
        }
    }

    @Test(arguments: [false, true])
    func theCancelledCallerReturnsBeforeTheTokenArrives(secondWaiter: Bool) async throws {
        let session = SessionStore(refresher: heldRefresher(), now: clock.function)
        // The first caller starts the fetch; with `secondWaiter` the cancelled caller is one
        // that joined a fetch already running.
        let first = Task { await capture { try await session.lease() } }
        await started.wait()
        let cancelled = secondWaiter ? Task { await capture { try await session.lease() } } : first
        if secondWaiter { for _ in 0..<100 { await Task.yield() } }
        let safety = safetyRelease()
        defer { safety.cancel() }
        cancelled.cancel()
        #expect(await cancelled.value == .cancelled)
        #expect(!release.isOpen, "the cancelled caller waited for the token")

        release.open()
        if secondWaiter { #expect(await first.value == nil, "the other caller still gets the token") }
        let lease = try await session.lease()
        #expect(lease.credentials.accessToken == "new")
        #expect(refreshes.count == 1, "the fetch went on once for everyone")
    }
}
