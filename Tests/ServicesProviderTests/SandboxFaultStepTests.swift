import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Every sandbox takes a monitor and a fault aimed at one step of the journey: the bet fails,
/// the sign-in and the wallet before it do not, and the monitor sees both.
struct SandboxFaultStepTests {
    /// Each request's method, path and how it ended (`finished 200`, `failed timedOut`).
    final class Log: RequestEventMonitor {
        private let lines = Locked<[String]>([])
        func handle(_ event: RequestEvent) {
            switch event {
            case .finished(let request, let status, _, _): append(request, "finished \(status)")
            case .failed(let request, let error, _, _): append(request, "failed \(error)")
            case .started, .retrying: break
            }
        }
        private func append(_ request: RequestSummary, _ outcome: String) {
            let path = URLComponents(string: request.url)?.path ?? request.url
            lines.withLock { $0.append("\(request.method) \(path) \(outcome)") }
        }
        var all: [String] { lines.withLock { $0 } }
    }

    static let timeoutAtTheBet = SandboxScenario(fault: .timeout, faultStep: .placeBet)

    /// Signs in, reads the wallet, then places `slip` (made once signed in): the bet must fail
    /// with the injected timeout.
    func expectTheBetAloneFails(_ client: Client, username: String, password: String,
                                slip: (Client) async throws -> BetSlip) async throws {
        _ = try await client.account.login(LoginCredentials(username: username, password: password))
        #expect(try await client.wallet.balance().primary != nil)
        let slip = try await slip(client)
        await #expect(throws: ServiceProviderError.timedOut) {
            _ = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptHigher))
        }
    }

    @Test func gomaFailsTheBetNotTheSignIn() async throws {
        let log = Log()
        let client = Client(provider: GomaSandbox.makeProvider(scenario: Self.timeoutAtTheBet, monitor: log))
        try await expectTheBetAloneFails(client, username: "player_demo01", password: "secret") { _ in
            BetSlip(selections: [BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: 2))],
                    type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
        }
        #expect(log.all.contains("POST /api/auth/v1/login finished 200"))
        #expect(log.all.contains("GET /api/users/v1/wallets finished 200"))
        #expect(log.all.last == "POST /api/tickets/v1 failed timedOut")
    }

    @Test func everyMatrixFailsTheBetNotTheSignIn() async throws {
        let log = Log()
        let client = Client(provider: EveryMatrixSandbox.makeProvider(scenario: Self.timeoutAtTheBet, monitor: log))
        try await expectTheBetAloneFails(client, username: "+237600000001", password: "1234") { client in
            // Arsenal to win, rebuilt from a booking code the sandbox knows.
            let pick = try #require(try await client.betting.selections(forBookingCode: "7YRLO2UQ").selections.first)
            return BetSlip(selections: [pick], type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
        }
        #expect(log.all.contains("POST /v1/player/legislation/login finished 200"))
        #expect(log.all.contains { $0.hasPrefix("GET /v2/player/") && $0.hasSuffix("/balance finished 200") })
        #expect(log.all.last == "POST /place-bet/\(EveryMatrixSandbox.operatorId)/v2/bets failed timedOut")
    }

    @Test func sportRadarFailsTheBetNotTheSignIn() async throws {
        let log = Log()
        let client = Client(provider: SportRadarSandbox.makeProvider(scenario: Self.timeoutAtTheBet, monitor: log))
        try await expectTheBetAloneFails(client, username: "player_demo01", password: "any") { client in
            let event = try await client.events.event(id: "4067574.1")
            let outcome = try #require(event.markets.first?.outcomes.first)
            return BetSlip(selections: [BetSelection(eventId: event.id, marketId: "67677928.1", outcomeId: outcome.id, odds: outcome.odds)],
                           type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
        }
        #expect(log.all.contains("POST /ps/ips/login finished 200"))
        #expect(log.all.contains("GET /ps/ips/getBalance finished 200"))
        #expect(log.all.last == "POST /api/betting/fo/betslip failed timedOut")
    }

    @Test func aFaultLetsTheFirstRequestsThroughAndCountsAfreshWhenSet() async throws {
        let transport = GomaSandbox.makeTransport(scenario: SandboxScenario(fault: .serverError, faultStep: .wallet, faultAfterRequests: 1))
        let client = Client(provider: GomaSandbox.makeProvider(transport: transport))
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        _ = try await client.wallet.balance()
        await #expect(throws: ServiceProviderError.self) { _ = try await client.wallet.balance() }
        transport.scenario = transport.scenario
        _ = try await client.wallet.balance()
        await #expect(throws: ServiceProviderError.self) { _ = try await client.wallet.balance() }
    }

    @Test func aStepTheVendorHasNoRequestForIsNeverHit() async throws {
        // Goma signs out by dropping its token: nothing to fail.
        let client = Client(provider: GomaSandbox.makeProvider(scenario: SandboxScenario(fault: .offline, faultStep: .signOut)))
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        try await client.account.logout()
        #expect(await client.isSignedIn == false)
    }
}
