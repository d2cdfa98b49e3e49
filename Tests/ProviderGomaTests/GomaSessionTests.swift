import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

@Suite struct GomaSessionTests {
    static let auth = "POST /api/auth/v1"
    static let login = "POST /api/auth/v1/login"
    static let sports = "GET /api/sports/v1"
    static let wallet = "GET /api/users/v1/wallets"

    /// Anonymous auth answers `goma-anonymous-jwt-placeholder`, then `anon-2`, `anon-3`…
    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            Self.auth: { _, count in
                count == 1 ? .fixture("auth-anonymous.json")
                    : .json(#"{"token":"anon-\#(count)","expires_at":1741307671,"type":"bearer"}"#)
            },
            Self.login: { _, _ in .fixture("auth-login.json") },
            Self.sports: { _, _ in .fixture("sports.json") },
            Self.wallet: { _, _ in .fixture("wallet.json") },
        ])
    }

    private func trace(_ server: GomaStubServer) -> [String] {
        server.requests.map { "\($0.httpMethod ?? "") \($0.path) \($0.bearer ?? "-")" }
    }

    @Test func theRequestMonitorNeverSeesTokensKeysOrPasswords() async throws {
        let server = makeServer()
        let lines = Locked<[String]>([])
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport,
                                    monitor: ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }, retryPolicy: .none,
                                    sleep: YieldingSleeper().sleep, now: fixtureNow)
        _ = try await provider.events.sports()
        _ = try await provider.account.login(LoginCredentials(username: "ana", password: "s3cret-P@ss"))
        _ = try await provider.wallet.balance()
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(log.contains("/api/users/v1/wallets"), "\(log)")
        #expect(log.contains("<redacted>"), "\(log)")
        for secret in ["goma-anonymous-jwt-placeholder", "goma-user-jwt-placeholder", testConfiguration.apiKey, "s3cret-P@ss"] {
            #expect(!log.contains(secret), "\(secret) leaked into:\n\(log)")
        }
    }

    @Test func anonymousUserLogoutAnonymousCycle() async throws {
        let server = makeServer()
        let client = Client(provider: makeProvider(server))
        var events = client.sessionEvents.makeAsyncIterator()

        _ = try await client.events.sports()
        let anonymous = await client.isSignedIn
        #expect(!anonymous, "an anonymous device token is not a signed-in user")
        let session = try await client.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        #expect(session.userId == "321")
        let signedIn = await client.isSignedIn
        #expect(signedIn)
        _ = try await client.events.sports()
        let wallet = try await client.wallet.balance()
        #expect(wallet.primary?.total.amount == decimal("125.5"))
        try await client.account.logout()
        _ = try await client.events.sports()
        let afterLogout = await client.isSignedIn
        #expect(!afterLogout)

        #expect(trace(server) == [
            "POST /api/auth/v1 -",
            "GET /api/sports/v1 Bearer goma-anonymous-jwt-placeholder",
            "POST /api/auth/v1/login Bearer goma-anonymous-jwt-placeholder",
            "GET /api/sports/v1 Bearer goma-user-jwt-placeholder",
            "GET /api/users/v1/wallets Bearer goma-user-jwt-placeholder",
            "POST /api/auth/v1 -",
            "GET /api/sports/v1 Bearer anon-2",
        ])
        let firstAuth = try #require(server.requests.first)
        #expect(firstAuth.value(forHTTPHeaderField: "x-api-key") == "test-business-unit-key")
        #expect(firstAuth.bodyJSON?["device_uuid"] as? String == "00000000-0000-4000-8000-000000000001")
        #expect(firstAuth.bodyJSON?["device_token"] as? String == "push-token-1")
        let loginBody = try #require(server.requests[2].bodyJSON)
        #expect(loginBody["username"] as? String == "player_demo01")
        #expect(loginBody["password"] as? String == "password-placeholder")

        let opening = await events.next()
        let first = await events.next()
        let second = await events.next()
        #expect(opening == .current(userId: nil), "nobody signed in yet: the stream opens with that state")
        #expect(first == .loggedIn(userId: "321"))
        #expect(second == .loggedOut)
    }

    @Test func unauthorizedAnonymousTokenIsRenewedOnce() async throws {
        let server = makeServer()
        server.set(Self.sports) { _, count in count == 1 ? .json(#"{"message":"Unauthenticated."}"#, status: 401) : .fixture("sports.json") }
        let provider = makeProvider(server)

        let sports = try await provider.events.sports()
        #expect(sports.count == 4)
        #expect(server.count(Self.auth) == 2, "initial auth + exactly one refresh")
        #expect(trace(server) == [
            "POST /api/auth/v1 -",
            "GET /api/sports/v1 Bearer goma-anonymous-jwt-placeholder",
            "POST /api/auth/v1 -",
            "GET /api/sports/v1 Bearer anon-2",
        ])
    }

    @Test func secondUnauthorizedDoesNotLoop() async throws {
        let server = makeServer()
        server.set(Self.sports) { _, _ in .json(#"{"message":"Unauthenticated."}"#, status: 401) }
        let provider = makeProvider(server)

        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.events.sports() }
        #expect(server.count(Self.auth) == 2)
        #expect(server.count(Self.sports) == 2)
    }

    @Test func rejectedUserTokenExpiresSessionThenBrowsingFallsBackToAnonymous() async throws {
        let server = makeServer()
        server.set(Self.wallet) { _, _ in .json(#"{"message":"Unauthenticated."}"#, status: 401) }
        let provider = makeProvider(server)
        var events = provider.sessionEvents.makeAsyncIterator()

        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
        await #expect(throws: ServiceProviderError.sessionExpired) { try await provider.wallet.balance() }
        #expect(server.count(Self.wallet) == 1, "no retry: the SDK keeps no password")
        #expect(server.count(Self.auth) == 1)
        let signedIn = await provider.runtime.session.isUserSignedIn
        #expect(!signedIn)

        _ = try await provider.events.sports()
        #expect(trace(server).suffix(2) == ["POST /api/auth/v1 -", "GET /api/sports/v1 Bearer anon-2"])
        let opening = await events.next()
        let first = await events.next()
        let second = await events.next()
        #expect(opening == .current(userId: nil))
        #expect(first == .loggedIn(userId: "321"))
        #expect(second == .expired)
    }

    @Test func wrongPasswordIsInvalidCredentialsWithoutReauth() async throws {
        let server = makeServer()
        server.set(Self.login) { _, _ in .json(#"{"message":"Invalid credentials."}"#, status: 401) }
        let provider = makeProvider(server)

        await #expect(throws: ServiceProviderError.invalidCredentials) {
            try await provider.account.login(LoginCredentials(username: "a", password: "b"))
        }
        #expect(server.count(Self.login) == 1)
        #expect(server.count(Self.auth) == 1)
    }

    @Test func expiredAnonymousTokenIsRenewedBeforeTheRequest() async throws {
        let server = makeServer()
        let provider = GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none,
                                    sleep: YieldingSleeper().sleep, now: { Date(timeIntervalSince1970: 1_741_400_000) })
        _ = try await provider.events.sports()
        _ = try await provider.events.sports()
        // The fixture's anonymous token is already expired at this "now": each request renews it first.
        #expect(server.count(Self.auth) == 2)
        #expect(server.requests.last?.bearer == "Bearer anon-2")
    }

    @Test func signedOutUserCannotReadWalletOrProfile() async {
        let server = makeServer()
        let provider = makeProvider(server)
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.wallet.balance() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await provider.account.profile() }
        #expect(server.count(Self.wallet) == 0)
    }

    @Test func theSportsListIsCachedUntilLogout() async throws {
        // The list changes a few times a day: one request serves the screen until the user
        // signs out, and signing out forgets it with the session.
        let server = makeServer()
        let provider = makeProvider(server)
        _ = try await provider.account.login(LoginCredentials(username: "ana", password: "p"))
        let first = try await provider.events.sports()
        let second = try await provider.events.sports()
        #expect(second == first)
        #expect(server.count(Self.sports) == 1, "the second list came from the cache")
        let cached = await provider.runtime.cache.count
        #expect(cached == 1)

        try await provider.account.logout()
        let afterLogout = await provider.runtime.cache.count
        #expect(afterLogout == 0)
        _ = try await provider.events.sports()
        #expect(server.count(Self.sports) == 2, "after logout the list is asked for again")
    }
}
