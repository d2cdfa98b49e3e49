import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Every sandbox takes the app's middlewares as a real provider does, and keeps its live
/// features; its latency reaches its sockets; the EveryMatrix sandbox speaks one currency.
@Suite struct SandboxMiddlewareTests {
    /// Counts the requests it passes on, by operation.
    private struct Counting: RequestMiddleware {
        let seen: Locked<[String]>
        func intercept(_ request: URLRequest, context: RequestMiddlewareContext,
                       next: RequestMiddlewareNext) async throws -> (Data, HTTPURLResponse) {
            seen.withLock { $0.append(context.operation) }
            return try await next(request)
        }
    }

    @Test(arguments: Sandbox.allCases) func aMiddlewareSeesTheRequestsAndTheLiveFeaturesStay(sandbox: Sandbox) async throws {
        let seen = Locked<[String]>([])
        let client = sandbox.client(middlewares: [Counting(seen: seen)])
        #expect(client.capabilities == sandbox.client().capabilities, "\(sandbox): a middleware changes no feature")
        try #require(client.supports(.liveEvents))
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        _ = try await client.wallet.balance()
        #expect(!seen.withLock { $0 }.isEmpty, "\(sandbox): the middleware saw no request")
        var boards = client.events.liveEvents(sport: .football).makeAsyncIterator()
        #expect(try await boards.next() != nil, "\(sandbox): no live board with a middleware")
    }

    @Test(arguments: [Sandbox.everyMatrix]) func theLatencyReachesTheSockets(sandbox: Sandbox) async throws {
        let latency: TimeInterval = 0.3
        let client = sandbox.client(scenario: SandboxScenario(latency: latency))
        let started = Date()
        var boards = client.events.liveEvents(sport: .football).makeAsyncIterator()
        _ = try await boards.next()
        // EveryMatrix's board is read over its socket alone: it waits for the socket to open and
        // the subscription to reach the server.
        #expect(Date().timeIntervalSince(started) >= 2 * latency, "\(sandbox): the live board came before the latency")
    }

    @Test func theEveryMatrixSandboxSpeaksTheWalletsCurrency() async throws {
        let client = Sandbox.everyMatrix.client()
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        let currency = try #require(try await client.wallet.balance().primary?.currency)
        let bonuses = try await client.bonuses.grantedBonuses()
        #expect(!bonuses.isEmpty)
        for bonus in bonuses {
            for money in [bonus.amount, bonus.remaining].compactMap({ $0 }) { #expect(money.currency == currency, "\(bonus)") }
        }
        let limits = try await client.responsibleGaming.limits()
        #expect(!limits.isEmpty)
        for limit in limits { #expect(limit.amount.currency == currency, "\(limit)") }
    }
}
