import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

private enum TwoHosts: ProviderHost {
    case accounts
    case sports
}

@Suite("ProviderRuntime")
struct ProviderRuntimeTests {
    /// Echoes the path and the bearer, so a test sees whose request went where.
    let transport = StubTransport { request in
        if request.value(forHTTPHeaderField: "Authorization") == "Bearer expired" { return .json("{}", status: 401) }
        return .json(#"{"id":"\#(request.url?.path ?? "") \#(request.value(forHTTPHeaderField: "Authorization") ?? "-")","price":1}"#)
    }

    private func runtime(refresher: ProviderRuntime<String, TwoHosts>.Refresher? = nil) -> ProviderRuntime<String, TwoHosts> {
        ProviderRuntime(name: "Test", configuration: "configured", transport: transport, tokenStorage: InMemoryTokenStorage(),
                        monitor: nil, retryPolicy: .none, sleep: VirtualSleeper().sleep, now: Date.init,
                        hosts: { host in
                            .init(baseURL: URL(string: host == .accounts ? "https://accounts.test" : "https://sports.test")!)
                        }, refresher: refresher)
    }

    @Test func eachHostHasItsExecutorAndAllShareOneSessionAndCache() async throws {
        let runtime = runtime()
        await runtime.session.signIn(Credentials(accessToken: "A", userId: "1"), persist: false)
        _ = try await runtime.executor(.accounts).send(TypedTestEndpoint<Item>(path: "/me", authorization: .bearer, cacheTTL: 60))
        _ = try await runtime.executor(.sports).send(TypedTestEndpoint<Item>(path: "/sports", cacheTTL: 60))
        #expect(transport.requests.map { $0.url?.host } == ["accounts.test", "sports.test"])
        #expect(await runtime.cache.count == 2)
        #expect(runtime.configuration == "configured")
    }

    @Test func endSessionForgetsTheUserInEveryHostsCacheAndTheLedger() async throws {
        let runtime = runtime()
        await runtime.session.signIn(Credentials(accessToken: "A", userId: "1"), persist: false)
        let accounts = TypedTestEndpoint<Item>(path: "/me", authorization: .bearer, cacheTTL: 600)
        let sports = TypedTestEndpoint<Item>(path: "/sports", cacheTTL: 600)
        _ = try await runtime.executor(.accounts).send(accounts)
        _ = try await runtime.executor(.sports).send(sports)
        let placed = Counter()
        let bet = Bet(id: "b", reference: "r", type: .single, status: .open, stake: Money(amount: 1, currency: "EUR"), legs: [])
        _ = try await runtime.placements.place(reference: "r") { () throws(ServiceProviderError) -> Bet in placed.increment(); return bet }

        await runtime.endSession()

        #expect(await runtime.session.current == nil)
        #expect(await runtime.cache.count == 0)
        _ = try await runtime.executor(.sports).send(sports)
        #expect(transport.requests.count == 3, "the second host's cached answer went with the session")
        _ = try await runtime.placements.place(reference: "r") { () throws(ServiceProviderError) -> Bet in placed.increment(); return bet }
        #expect(placed.count == 2, "a reference of the previous user is placed again")
    }

    @Test func aUserScopedRequestTakesTheIdAndTheTokenFromOneLease() async throws {
        // The first lease is A's and is refused; the refresh hands B's session: the request is
        // rebuilt from B's lease, so B's id never travels with A's token or the other way round.
        let runtime = runtime(refresher: { _, _ throws(ServiceProviderError) in Credentials(accessToken: "B", userId: "user-B") })
        await runtime.session.signIn(Credentials(accessToken: "expired", userId: "user-A"), persist: false)
        let item = try await runtime.executor(.accounts).send(forUser: { user in
            TypedTestEndpoint<Item>(path: "/players/\(user.id)", authorization: .bearer)
        })
        #expect(item.id == "/players/user-B Bearer B")
        #expect(transport.requests.map { $0.url?.path } == ["/players/user-A", "/players/user-B"])
    }

    @Test func aUserScopedRequestWithoutAUserSendsNothing() async {
        let runtime = runtime()
        await runtime.session.signIn(Credentials(accessToken: "anonymous-device"), persist: false)
        await #expect(throws: ServiceProviderError.unauthorized) {
            _ = try await runtime.executor(.accounts).send(forUser: { user in TypedTestEndpoint<Item>(path: "/players/\(user.id)") })
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func theSessionlessExecutorNeverSignsARequest() async throws {
        let runtime = runtime()
        await runtime.session.signIn(Credentials(accessToken: "A", userId: "1"), persist: false)
        await #expect(throws: ServiceProviderError.unauthorized) {
            _ = try await runtime.sessionlessExecutor(.accounts).send(TypedTestEndpoint<Item>(authorization: .bearer))
        }
        #expect(transport.requests.isEmpty)
    }
}
