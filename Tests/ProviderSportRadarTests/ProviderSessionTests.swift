import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

/// Login, the launch token, session expiry, and secrets kept out of logs.
struct ProviderSessionTests {
    static let loginRoutes = ["/ps/ips/login": "login", "/ps/ips/openGameSession": "openGameSession", "/api/betting/fo/bets": "getBetHistory-open",
                              "/ps/ips/getBalance": "getBalance", "/ps/ips/logout": "logout", "/ps/ips/getPlayerInfo": "getUserProfile"]

    @Test func loginStoresSessionKeyAndLaunchTokenButNotThePassword() async throws {
        let transport = TestConfig.router(Self.loginRoutes)
        let provider = TestConfig.provider(transport: transport)
        let client = Client(provider: provider)
        let password = "p&ss@w+rd é"
        let session = try await client.account.login(LoginCredentials(username: "player_demo01", password: password))
        #expect(session.userId == "100234")
        let credentials = try #require(await provider.runtime.session.current)
        #expect(credentials.accessToken == "session-key-placeholder")
        #expect(credentials.attributes == ["launchToken": "launch-token-placeholder", "currency": "EUR"])
        let stored = String(decoding: try JSONEncoder().encode(credentials), as: UTF8.self)
        #expect(!stored.contains(password))

        // Omega calls carry ?sessionKey=, Poseidon betting calls the raw launch token + MGS headers.
        _ = try await client.betting.bets(BetHistoryQuery(filter: .open))
        let requests = transport.requests
        #expect(requests.map { $0.url?.path ?? "" } == ["/ps/ips/login", "/ps/ips/openGameSession", "/base/api/betting/fo/bets"])
        #expect(requests[1].url?.query == "productCode=SPORT_RADAR&gameId=SPORTSBOOK&sessionKey=session-key-placeholder")
        #expect(requests[2].value(forHTTPHeaderField: "Authorization") == "launch-token-placeholder")
        #expect(requests[2].value(forHTTPHeaderField: "X-MGS-BusinessUnit") == "3")
        #expect(requests[2].value(forHTTPHeaderField: "X-MGS-Location") == "FR")
        // The password reached the server intact, as one multipart part.
        let body = String(decoding: try #require(requests[0].httpBody), as: UTF8.self)
        #expect(body.contains("name=\"password\"\r\n\r\n\(password)\r\n"))
    }

    @Test func wrongPasswordAndLockAreTyped() async throws {
        for (fixture, expected) in [("login-FAIL_UN_PW", ServiceProviderError.invalidCredentials),
                                    ("login-FAIL_TEMP_LOCK", .accountLocked(until: TestConfig.utc(2025, 3, 14, 19, 30)))] {
            let provider = TestConfig.provider(transport: TestConfig.router(["/ps/ips/login": fixture]))
            await #expect(throws: expected) {
                _ = try await provider.account.login(LoginCredentials(username: "u", password: "p"))
            }
            #expect(await provider.runtime.session.current == nil)
        }
    }

    @Test func failedOpenGameSessionLeavesNoHalfSession() async throws {
        let transport = StubTransport { request in
            request.url?.path == "/ps/ips/login" ? .data(try Fixture.data("login")) : .json(#"{"status":"FAIL_GAME"}"#)
        }
        let provider = TestConfig.provider(transport: transport)
        await #expect(throws: ServiceProviderError.vendor(code: "FAIL_GAME", message: nil)) {
            _ = try await provider.account.login(LoginCredentials(username: "u", password: "p"))
        }
        #expect(await provider.runtime.session.current == nil)
    }

    @Test func notLoggedInExpiresTheSessionAndTellsTheApp() async throws {
        let transport = TestConfig.router(["/ps/ips/getBalance": "error-NOT_LOGGED_IN_ERROR"])
        let provider = await TestConfig.signedIn(transport: transport)
        var events = provider.sessionEvents.makeAsyncIterator()
        #expect(await events.next() == .current(userId: "100234"))
        await #expect(throws: ServiceProviderError.sessionExpired) { _ = try await provider.wallet.balance() }
        #expect(await events.next() == .expired)
        #expect(await provider.runtime.session.current == nil)
        // Next call needs a new login: no silent re-login with a kept password, no request at all.
        // (The first call may have sent the cashback request alongside the balance.)
        let sent = transport.requests.count
        await #expect(throws: ServiceProviderError.unauthorized) { _ = try await provider.wallet.balance() }
        #expect(transport.requests.count == sent)
        #expect(transport.requests.allSatisfy { $0.url?.path.hasSuffix("/getSportRadarReportedCashbackBalance") == true || $0.url?.path == "/ps/ips/getBalance" })
    }

    @Test func logoutEndsTheSessionEvenWhenAlreadyExpired() async throws {
        let transport = TestConfig.router(["/ps/ips/logout": "error-NOT_LOGGED_IN_ERROR"])
        let provider = await TestConfig.signedIn(transport: transport)
        try await provider.account.logout()
        #expect(await provider.runtime.session.current == nil)
    }

    @Test func sessionKeyAndLaunchTokenNeverReachTheLog() async throws {
        let lines = Locked<[String]>([])
        let monitor = ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }
        let transport = TestConfig.router(Self.loginRoutes)
        let provider = TestConfig.provider(transport: transport, monitor: monitor)
        _ = try await provider.account.login(LoginCredentials(username: "player_demo01", password: "Secret&Pass"))
        _ = try await provider.account.profile()
        _ = try await provider.betting.bets(BetHistoryQuery(filter: .open))
        let log = lines.withLock { $0 }.joined(separator: "\n")
        #expect(lines.withLock { $0.count } >= 6)
        #expect(log.contains("/ps/ips/getPlayerInfo"))
        #expect(log.contains("sessionKey=%3Credacted%3E") || log.contains("sessionKey=<redacted>"))
        #expect(!log.contains("session-key-placeholder"))
        #expect(!log.contains("launch-token-placeholder"))
        #expect(!log.contains("Secret&Pass"))
    }
}

/// The navigation tree is cached per user; logging out empties the cache.
struct SportRadarCacheTests {
    @Test func theSportsListIsCachedUntilLogout() async throws {
        let transport = TestConfig.router(ProviderSessionTests.loginRoutes.merging(["/services/content/get": "getAvailableSportTypes"]) { $1 })
        let provider = TestConfig.provider(transport: transport)
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "p"))
        func contentRequests() -> Int { transport.requests.filter { $0.url?.path.hasSuffix("/services/content/get") == true }.count }

        let first = try await client.events.sports()
        #expect(try await client.events.sports() == first)
        #expect(contentRequests() == 1, "the second list came from the cache")
        #expect(await provider.runtime.cache.count == 1)

        try await client.account.logout()
        #expect(await provider.runtime.cache.count == 0)
        _ = try await client.events.sports()
        #expect(contentRequests() == 2, "after logout the list is asked for again")
    }
}
