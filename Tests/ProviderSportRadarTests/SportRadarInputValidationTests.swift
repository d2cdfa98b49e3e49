import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Input the SDK must refuse is refused before any request, with the domain's rules.
struct SportRadarInputValidationTests {
    static let badIds = ["../../../../ps/ips/getPlayerInfo", "..", ".", "", "   ", "a?b", "a#b", "a/b", "a%2Fb",
                         "a\u{0}b", "a\nb", String(repeating: "9", count: 1_000_000)]
    static let badAmounts: [(Decimal, String)] = [(-10, "NOT_POSITIVE"), (0, "NOT_POSITIVE"), (Decimal(string: "10.005")!, "TOO_MANY_DECIMALS"),
                                                  (Decimal(string: "1.000000000000000000000000000001")!, "TOO_MANY_DECIMALS"), (.nan, "INVALID")]
    static let badOdds: [(Decimal, String)] = [(.nan, "INVALID"), (1, "OUT_OF_RANGE"), (Decimal(string: "0.5")!, "OUT_OF_RANGE")]

    let slip = BetSlip(selections: [
        BetSelection(eventId: "sr:match:1", marketId: "m1", outcomeId: "o1", odds: Odds(decimal: Decimal(string: "1.85")!)),
        BetSelection(eventId: "sr:match:2", marketId: "m2", outcomeId: "o2", odds: Odds(decimal: Decimal(string: "3.30")!)),
    ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))

    /// A signed-in provider over a transport that answers everything, so only validation can
    /// keep a request from being sent.
    func signedIn() async -> (SportRadarProvider, StubTransport) {
        let transport = StubTransport(.json("{}"))
        return (await TestConfig.signedIn(transport: transport), transport)
    }

    func refused<T>(_ field: String, _ code: String, sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: () async throws -> T) async {
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

    func code(for id: String) -> String {
        id.trimmingCharacters(in: .whitespaces).isEmpty ? "REQUIRED" : id.utf8.count > InputValidation.maximumIdentifierLength ? "TOO_LONG" : "INVALID"
    }

    @Test func badIdsAreRefusedWithoutARequest() async {
        let (provider, transport) = await signedIn()
        for id in Self.badIds {
            await refused("betId", code(for: id)) { try await provider.betting.cashoutOffer(betId: id) }
            await refused("betId", code(for: id)) { try await provider.betting.cashout(CashoutOffer(betId: id, amount: Money(amount: 5, currency: "EUR"))) }
            await refused("paymentId", code(for: id)) { try await provider.payments.paymentStatus(paymentId: id) }
            await refused("id", code(for: id)) { try await provider.payments.cancelWithdrawal(id: id) }
            await refused("id", code(for: id)) { try await provider.events.event(id: id) }
            await refused("methodId", code(for: id)) {
                try await provider.payments.withdraw(WithdrawalRequest(methodId: id, amount: Money(amount: 5, currency: "EUR")))
            }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func aTraversalIdIsOneSegmentInTheRequest() throws {
        // Below the domain's rules, the path keeps any id inside its segment.
        let executor = TestConfig.provider(transport: StubTransport(.json("{}"))).runtime.executor(.betting)
        let request = try executor.makeRequest(for: SportRadarPoseidonAPI.calculateCashout(betId: "../../../../ps/ips/getPlayerInfo?a#b", partialStake: nil),
                                               credentials: TestConfig.credentials).urlRequest
        #expect(request.url?.absoluteString == "https://poseidon.test/base/api/cashout/fo/cashout/..%2F..%2F..%2F..%2Fps%2Fips%2FgetPlayerInfo%3Fa%23b/calculate")
        for id in ["..", ".", "", "a\u{1B}b"] {
            #expect(throws: ServiceProviderError.self) {
                try executor.makeRequest(for: SportRadarPoseidonAPI.cashout(betId: id, expectedValue: 1), credentials: TestConfig.credentials)
            }
        }
    }

    @Test func badAmountsAreRefusedBeforeAnyPaymentCashoutOrBet() async {
        let (provider, transport) = await signedIn()
        for (amount, code) in Self.badAmounts {
            let money = Money(amount: amount, currency: "EUR")
            await refused("amount", code) { try await provider.payments.deposit(DepositRequest(methodId: "ADYEN_ALL", amount: money)) }
            await refused("amount", code) { try await provider.payments.withdraw(WithdrawalRequest(methodId: "BANK", amount: money)) }
            await refused("amount", code) { try await provider.betting.cashout(CashoutOffer(betId: "98765432.10", amount: money)) }
            var bad = slip
            bad.stakePerBet = money
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
        await refused("selections[2]", "DUPLICATE") { try await provider.betting.potentialReturn(duplicate) }
        #expect(transport.requests.isEmpty)
    }

    @Test func badCredentialsAreRefusedBeforeSending() async {
        let (provider, transport) = await signedIn()
        await refused("username", "REQUIRED") { try await provider.account.login(LoginCredentials(username: "", password: "p")) }
        await refused("username", "TOO_LONG") {
            try await provider.account.login(LoginCredentials(username: String(repeating: "u", count: 1_000_000), password: "p"))
        }
        await refused("newPassword", "REQUIRED") { try await provider.account.changePassword(PasswordChange(currentPassword: "old", newPassword: "")) }
        await refused("email", "TOO_LONG") {
            try await provider.account.register(RegistrationForm(username: "u", email: String(repeating: "e", count: 300), password: "x",
                                                                 birthDate: DateComponents(year: 1990, month: 1, day: 1),
                                                                 countryCode: "FR", currency: "EUR", acceptsTerms: true))
        }
        #expect(transport.requests.isEmpty)
    }
}
