// Compiled copies of the ```swift samples in Docs/Testing.md (see ArchitectureSamples.swift).
// They also run, so a sample that stops doing what the docs say fails here.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import AppModels

/// A provider that only offers the balance, for the CapabilityProbe sample.
struct BalanceOnlyProvider: ServiceProvider {
    struct Wallet: WalletService {
        let providerName = "BalanceOnly"
        func balance() async throws(ServiceProviderError) -> UserWallet { UserWallet(balances: []) }
    }
    let name = "BalanceOnly"
    let features: Set<Feature> = [.balance]
    var wallet: any WalletService { Wallet() }
}

@Suite struct TestingDocSamples {
    // MARK: Testing.md: "StubTransport and VirtualSleeper"
    @Test func stubTransportAndVirtualSleeper() async throws {
        let transport = StubTransport(sequence: [.json(#"{"message":"busy"}"#, status: 503), .json("{}")])
        let sleeper = VirtualSleeper()
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://api.example.com")!),
                                       transport: transport, sleep: sleeper.sleep)

        try await executor.send(Request<Void>("/ping"))

        #expect(transport.requests.count == 2)
        #expect(sleeper.recorded.count == 1)
    }

    // MARK: Testing.md: "SandboxTransport and SandboxScenario"
    @Test func sandboxTransportAndScenario() async throws {
        let sandbox = SandboxTransport()
        sandbox.on(.get, "/v1/player/{userId}/balance") { request in
            .json(#"{"amount":"1500","currency":"XAF","user":"\#(request.pathParameters["userId"] ?? "")"}"#)
        }
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://sandbox.invalid")!, retryPolicy: .none),
                                       transport: sandbox)
        let (body, _) = try await executor.response(for: WalletAPI.balance(user: SessionUser(id: "42")).withoutSession)
        #expect(String(decoding: body, as: UTF8.self).contains(#""user":"42""#))

        sandbox.scenario = SandboxScenario(fault: .serverError, faultPathFilter: "/balance")
        await #expect(throws: ServiceProviderError.server(status: 500, message: "Sandbox: injected server error")) {
            _ = try await executor.response(for: WalletAPI.balance(user: SessionUser(id: "42")).withoutSession)
        }
    }

    // MARK: Testing.md: "SandboxTransport and SandboxScenario" (a fault at one step)
    @Test func sandboxFaultAtOneStep() async throws {
        let provider = GomaSandbox.makeProvider(scenario: SandboxScenario(fault: .timeout, faultStep: .placeBet),
                                                monitor: ConsoleEventMonitor())
        // signs in and reads the wallet; placeBet throws .timedOut
        let client = Client(provider: provider)
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "secret"))
        _ = try await client.wallet.balance()
        let slip = BetSlip(selections: [BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: 2))],
                           type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
        await #expect(throws: ServiceProviderError.timedOut) {
            _ = try await client.betting.placeBet(BetPlacementRequest(slip: slip))
        }
    }

    // MARK: Testing.md: "CapabilityProbe"
    @Test func capabilityProbe() async {
        let client = Client(provider: BalanceOnlyProvider())
        #expect(await CapabilityProbe.mismatches(on: client).isEmpty)
    }

    // MARK: Testing.md: "Pinning locale, time zone and clock"
    @Test func pinnedPreferences() {
        let mapper = ServiceProviderModelMapper(
            preferences: DisplayPreferences(locale: Locale(identifier: "fr_FR"),
                                            timeZone: TimeZone(identifier: "Europe/Paris") ?? .current),
            now: { Date(timeIntervalSince1970: 1_717_236_000) })
        #expect(mapper.text(for: Money(amount: Decimal(1500), currency: "XAF")) == "1\u{202F}500\u{00A0}FCFA")
        #expect(mapper.kickoffText(Date(timeIntervalSince1970: 1_717_236_000 + 25 * 60)) == "dans 25 min")
    }
}

extension Request {
    /// The sample endpoint without credentials and never cached, so the sandbox sample needs no
    /// session and each call reaches the sandbox.
    var withoutSession: Request {
        var copy = self
        copy.authorization = .none
        copy.cacheTTL = nil
        return copy
    }
}
