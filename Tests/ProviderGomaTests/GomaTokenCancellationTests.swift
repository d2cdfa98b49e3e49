import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The issue's case: a browse request cancelled while the anonymous device token is being
/// fetched returns at once (it used to wait for the token), and the token still arrives for the
/// next request.
@Suite struct GomaTokenCancellationTests {
    @Test func aCancelledRequestDoesNotWaitForTheAnonymousToken() async throws {
        let authStarted = LoopbackGate()
        let authRelease = LoopbackGate()
        let transport = StubTransport { request in
            if request.url?.path == "/api/auth/v1" {
                authStarted.open()
                await authRelease.wait()
                return .fixture("auth-anonymous.json")
            }
            return .fixture("sports.json")
        }
        // If the cancelled request did wait, the token is let go after a while and the test
        // fails on the answer instead of hanging. A minute: a loaded two-core machine took over
        // ten seconds to hand the cancellation back (measured: 74 s for the whole test).
        let safety = Task { try? await Task.sleep(for: .seconds(60)); authRelease.open() }
        defer { safety.cancel() }
        let provider = GomaProvider(configuration: testConfiguration, transport: transport, retryPolicy: .none, now: fixtureNow)

        let browsing = Task { try await provider.events.sports() }
        await authStarted.wait()
        browsing.cancel()
        do {
            _ = try await browsing.value
            Issue.record("the cancelled request answered")
        } catch let error as ServiceProviderError {
            #expect(error == .cancelled)
        }
        #expect(!authRelease.isOpen, "the cancelled request waited for the token")

        authRelease.open()
        let sports = try await provider.events.sports()
        #expect(!sports.isEmpty)
        #expect(transport.requests.filter { $0.url?.path == "/api/auth/v1" }.count == 1, "the token was fetched once")
    }
}
