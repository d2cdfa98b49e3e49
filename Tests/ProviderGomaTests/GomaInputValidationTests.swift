import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Input the SDK must refuse is refused before any request, with the domain's rules.
@Suite struct GomaInputValidationTests {
    static let badIds = ["../../../../api/users/v1/wallets", "..", ".", "", "   ", "a?b", "a#b", "a/b", "a%2Fb",
                         "a\u{0}b", "a\nb", String(repeating: "9", count: 1_000_000)]
    static let badStakes: [(Decimal, String)] = [(-10, "NOT_POSITIVE"), (0, "NOT_POSITIVE"), (decimal("10.005"), "TOO_MANY_DECIMALS"),
                                                 (decimal("1.000000000000000000000000000001"), "TOO_MANY_DECIMALS"), (.nan, "INVALID")]
    static let badOdds: [(Decimal, String)] = [(.nan, "INVALID"), (1, "OUT_OF_RANGE"), (decimal("0.5"), "OUT_OF_RANGE"), (-2, "OUT_OF_RANGE")]

    private let slip = BetSlip(selections: [
        BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: decimal("1.85"))),
        BetSelection(eventId: "48214", marketId: "912402", outcomeId: "3456792", odds: Odds(decimal: decimal("3.30"))),
    ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))

    /// A signed-in provider over a transport that answers everything, so only validation can
    /// keep a request from being sent.
    private func signedIn() async -> (GomaProvider, StubTransport) {
        let transport = StubTransport(.json("{}"))
        let provider = GomaProvider(configuration: testConfiguration, transport: transport, retryPolicy: .none,
                                    sleep: YieldingSleeper().sleep, now: fixtureNow)
        await provider.runtime.session.signIn(Credentials(accessToken: "token", userId: "77"), persist: false)
        return (provider, transport)
    }

    private func refused<T>(_ field: String, _ code: String, _ body: () async throws -> T,
                            sourceLocation: SourceLocation = #_sourceLocation) async {
        do {
            _ = try await body()
            Issue.record("expected \(field) to be refused", sourceLocation: sourceLocation)
        } catch let ServiceProviderError.validation(fields) {
            #expect(fields.map(\.field) == [field], sourceLocation: sourceLocation)
            #expect(fields.map(\.code) == [code], sourceLocation: sourceLocation)
        } catch {
            Issue.record("expected .validation(\(field)), got \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func badEventIdsAreRefusedWithoutARequest() async {
        let (provider, transport) = await signedIn()
        for id in Self.badIds {
            let code = id.trimmingCharacters(in: .whitespaces).isEmpty ? "REQUIRED" : id.utf8.count > 256 ? "TOO_LONG" : "INVALID"
            await refused("id", code) { try await provider.events.event(id: id) }
        }
        #expect(transport.requests.count == 0)
    }

    @Test func aTraversalIdIsOneSegmentInTheRequest() throws {
        // Below the domain's rules, the path keeps any id inside its segment.
        let request = try makeTestExecutor().makeRequest(for: GomaAPI.eventMarkets(id: "../../users/v1/wallets?x#y", limit: nil),
                                                        credentials: Credentials(accessToken: "t")).urlRequest
        #expect(request.url?.absoluteString == "https://api.goma.test/api/events/v1/..%2F..%2Fusers%2Fv1%2Fwallets%3Fx%23y/markets")
        for id in ["..", ".", "", "a\rb"] {
            #expect(throws: (any Error).self) {
                try makeTestExecutor().makeRequest(for: GomaAPI.eventDetails(id: id), credentials: Credentials(accessToken: "t"))
            }
        }
    }

    @Test func badStakesAndOddsAreRefusedBeforeCalculatingOrPlacing() async {
        let (provider, transport) = await signedIn()
        for (amount, code) in Self.badStakes {
            var bad = slip
            bad.stakePerBet = Money(amount: amount, currency: "EUR")
            await refused("stake", code) { try await provider.betting.potentialReturn(bad) }
            await refused("stake", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: bad)) }
        }
        for (odds, code) in Self.badOdds {
            var bad = slip
            bad.selections[1].odds = Odds(decimal: odds)
            await refused("selections[1].odds", code) { try await provider.betting.potentialReturn(bad) }
            await refused("selections[1].odds", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: bad)) }
        }
        var duplicate = slip
        duplicate.type = .single
        duplicate.selections.append(duplicate.selections[0])
        await refused("selections[2]", "DUPLICATE") { try await provider.betting.placeBet(BetPlacementRequest(slip: duplicate)) }
        var badOutcome = slip
        badOutcome.selections[0].outcomeId = "../1"
        await refused("selections[0].outcomeId", "INVALID") { try await provider.betting.potentialReturn(badOutcome) }
        #expect(transport.requests.count == 0)
    }

    @Test func aStakeOrTopUpInAnotherCurrencyThanTheWalletsIsRefusedBeforeAnyRequest() async {
        // Goma's tickets and top-ups carry no currency: 5 USD would be staked as 5 EUR.
        let (provider, transport) = await signedIn()
        #expect(testConfiguration.currency == "EUR")
        var dollars = slip
        dollars.stakePerBet = Money(amount: 5, currency: "USD")
        await refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.potentialReturn(dollars) }
        await refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.placeBet(BetPlacementRequest(slip: dollars)) }
        await refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.bettingOptions(dollars) }
        await refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.updateBet(id: "5013", to: dollars) }
        await refused("amount", "CURRENCY_MISMATCH") { try await provider.payments.topUp(Money(amount: 5, currency: "USD")) }
        // Any three letters are not a currency, nor is a lower-case code.
        for currency in ["ZZZ", "eur"] {
            var unknown = slip
            unknown.stakePerBet = Money(amount: 5, currency: currency)
            await refused("stake", "INVALID") { try await provider.betting.placeBet(BetPlacementRequest(slip: unknown)) }
            await refused("amount", "INVALID") { try await provider.payments.topUp(Money(amount: 5, currency: currency)) }
        }
        var huge = slip
        huge.stakePerBet = Money(amount: decimal("1e127"), currency: "EUR")
        await refused("stake", "OUT_OF_RANGE") { try await provider.betting.placeBet(BetPlacementRequest(slip: huge)) }
        await refused("amount", "OUT_OF_RANGE") { try await provider.payments.topUp(huge.stakePerBet) }
        #expect(transport.requests.isEmpty)
    }

    @Test func aSlipOfMoreSelectionsThanTheMaximumIsRefusedBeforeAnyRequest() async {
        let (provider, transport) = await signedIn()
        #expect(GomaBettingService.maximumSelections == BetSlip.defaultMaximumSelections)
        let many = BetSlip(selections: (0..<10_000).map { BetSelection(eventId: "\(48_000 + $0)", marketId: "9", outcomeId: "\($0)", odds: Odds(decimal: 2)) },
                           type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))
        await refused("selections", "TOO_MANY") { try await provider.betting.potentialReturn(many) }
        await refused("selections", "TOO_MANY") { try await provider.betting.placeBet(BetPlacementRequest(slip: many)) }
        await refused("selections", "TOO_MANY") { try await provider.betting.bettingOptions(many) }
        await refused("selections", "TOO_MANY") { try await provider.betting.updateBet(id: "5013", to: many) }
        #expect(transport.requests.isEmpty)
    }

    @Test func badUsernamesAndPasswordsAreRefusedBeforeLoggingIn() async {
        let (provider, transport) = await signedIn()
        await refused("username", "REQUIRED") { try await provider.account.login(LoginCredentials(username: "", password: "p")) }
        await refused("username", "TOO_LONG") {
            try await provider.account.login(LoginCredentials(username: String(repeating: "u", count: 1_000_000), password: "p"))
        }
        await refused("username", "INVALID") { try await provider.account.login(LoginCredentials(username: "u\u{0}", password: "p")) }
        await refused("password", "REQUIRED") { try await provider.account.login(LoginCredentials(username: "u", password: "")) }
        #expect(transport.requests.count == 0)
    }
}
