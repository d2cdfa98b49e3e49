import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Input the SDK must refuse is refused before any request, with the domain's rules.
@Suite struct EveryMatrixInputValidationTests {
    static let badIds = ["../../../../v2/player/7014240/balance", "..", ".", "", "   ", "a?b", "a#b", "a/b", "a%2Fb",
                         "a\u{0}b", "a\nb", String(repeating: "9", count: 1_000_000)]
    static let badAmounts: [(Decimal, String)] = [(-10, "NOT_POSITIVE"), (0, "NOT_POSITIVE"), (Decimal(string: "10.005")!, "TOO_MANY_DECIMALS"),
                                                  (Decimal(string: "1.000000000000000000000000000001")!, "TOO_MANY_DECIMALS"), (.nan, "INVALID")]
    static let badOdds: [(Decimal, String)] = [(.nan, "INVALID"), (1, "OUT_OF_RANGE"), (Decimal(string: "0.5")!, "OUT_OF_RANGE")]

    private let slip = BetSlip(selections: [
        BetSelection(eventId: "211", marketId: "311", outcomeId: "411", odds: Odds(decimal: Decimal(string: "1.85")!)),
        BetSelection(eventId: "212", marketId: "312", outcomeId: "412", odds: Odds(decimal: Decimal(string: "3.30")!)),
    ], type: .multiple, stakePerBet: Money(amount: 10, currency: "EUR"))

    /// A signed-in provider over a transport that answers everything, so only validation can
    /// keep a request from being sent.
    private func signedIn() async -> (EveryMatrixProvider, StubTransport) {
        let transport = StubTransport(.json("{}"))
        let provider = makeProvider(transport)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
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

    private func code(for id: String) -> String {
        id.trimmingCharacters(in: .whitespaces).isEmpty ? "REQUIRED" : id.utf8.count > InputValidation.maximumIdentifierLength ? "TOO_LONG" : "INVALID"
    }

    @Test func badBetAndPaymentIdsAreRefusedWithoutARequest() async {
        let (provider, transport) = await signedIn()
        for id in Self.badIds {
            await refused("betId", code(for: id)) { try await provider.betting.cashoutOffer(betId: id) }
            await refused("paymentId", code(for: id)) { try await provider.payments.paymentStatus(paymentId: id) }
            await refused("betId", code(for: id)) {
                try await provider.betting.cashout(CashoutOffer(betId: id, amount: Money(amount: 5, currency: "EUR")))
            }
        }
        #expect(transport.requests.count == 0)
    }

    @Test func aTraversalIdIsOneSegmentInTheRequest() throws {
        // Below the domain's rules, the path keeps any id inside its segment.
        let executor = RequestExecutor(configuration: .init(baseURL: URL(string: "https://sports.test")!))
        let credentials = Credentials(accessToken: "SID", userId: "42")
        let request = try executor.makeRequest(
            for: EveryMatrixPlayerAPI.paymentStatus(user: SessionUser(id: "42"), paymentId: "../../../../ps/ips/getPlayerInfo?x#y"),
            credentials: credentials).urlRequest
        #expect(request.url?.absoluteString == "https://sports.test/v1/player/42/payment/..%2F..%2F..%2F..%2Fps%2Fips%2FgetPlayerInfo%3Fx%23y/status")
        for id in ["..", ".", "", "a\u{7F}b"] {
            #expect(throws: (any Error).self) {
                try executor.makeRequest(for: EveryMatrixSportsAPI.openBets(operatorId: id, language: "en", limit: 1, placedBefore: nil), credentials: credentials)
            }
            #expect(throws: (any Error).self) {
                try executor.makeRequest(for: EveryMatrixPlayerAPI.paymentStatus(user: SessionUser(id: "42"), paymentId: id), credentials: credentials)
            }
        }
    }

    @Test func unknownCurrenciesHugeAmountsAndHugeSlipsAreRefusedBeforeAnyRequest() async {
        let (provider, transport) = await signedIn()
        for (money, code) in [(Money(amount: 5, currency: "ZZZ"), "INVALID"), (Money(amount: 5, currency: "eur"), "INVALID"),
                              (Money(amount: Decimal(string: "1e127")!, currency: "EUR"), "OUT_OF_RANGE")] {
            await refused("amount", code) { try await provider.payments.deposit(DepositRequest(methodId: "card", amount: money)) }
            await refused("amount", code) { try await provider.betting.cashout(CashoutOffer(betId: "b1", amount: money)) }
            await refused("amount", code) {
                try await provider.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .daily, amount: money))
            }
            await refused("amount", code) { try await provider.responsibleGaming.changeLimit(id: "1", amount: money, skipCoolOff: false) }
            var bad = slip
            bad.stakePerBet = money
            await refused("stake", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: bad)) }
        }
        let many = (0..<10_000).map { BetSelection(eventId: "\($0)", marketId: "m", outcomeId: "o", odds: Odds(decimal: 2), priceId: "p\($0)") }
        await refused("selections", "TOO_MANY") {
            try await provider.betting.placeBet(BetPlacementRequest(slip: BetSlip(selections: many, type: .single, stakePerBet: Money(amount: 1, currency: "EUR"))))
        }
        await refused("selections", "TOO_MANY") { try await provider.betting.bookingCode(for: many) }
        #expect(transport.requests.count == 0)
    }

    @Test func anAmountSentWithoutItsCurrencyMustBeTheAccountsOrTheLimitsAndIsRefusedAfterReadingIt() async throws {
        // The options call, the cashout and a limit's change name no currency: the vendor reads
        // the amount in the account's (the balance's, EUR) or the limit's own (XAF). Found by the
        // amount probe (RequestProbe.Kind.amounts): 5 USD went out as 5.
        let balance = try Fixture.playerResponse("Get balance")
        let limits = try Fixture.data("api/limits-monetary.json")
        let transport = StubTransport { request in
            let path = request.url?.path ?? ""
            return path.hasSuffix("/balance") ? .data(balance) : path.hasSuffix("/limits/monetary") ? .data(limits) : .json("{}")
        }
        let provider = makeProvider(transport)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
        let dollars = Money(amount: 5, currency: "USD")
        var options = slip
        options.stakePerBet = dollars
        await refused("stake", "CURRENCY_MISMATCH") { try await provider.betting.bettingOptions(options) }
        await refused("amount", "CURRENCY_MISMATCH") { try await provider.betting.cashout(CashoutOffer(betId: "b1", amount: dollars)) }
        let partial = CashoutOffer(betId: "b1", amount: dollars, allowsPartial: true, remainingStake: Money(amount: 10, currency: "USD"))
        await refused("amount", "CURRENCY_MISMATCH") { try await provider.betting.cashout(partial, partialStake: Money(amount: 1, currency: "USD")) }
        await refused("amount", "CURRENCY_MISMATCH") {
            try await provider.responsibleGaming.changeLimit(id: "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b", amount: Money(amount: 5, currency: "EUR"),
                                                            skipCoolOff: false)
        }
        // Only reads went out: the balance, and the limits.
        #expect(transport.requests.map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" } == Array(repeating: "GET /v2/player/7014240/balance", count: 3)
                + ["GET /v1/player/7014240/limits/monetary"])
    }

    @Test func badAmountsAreRefusedBeforeDepositCashoutOrPlacement() async {
        let (provider, transport) = await signedIn()
        for (amount, code) in Self.badAmounts {
            await refused("amount", code) { try await provider.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: amount, currency: "EUR"))) }
            await refused("amount", code) { try await provider.betting.cashout(CashoutOffer(betId: "b1", amount: Money(amount: amount, currency: "EUR"))) }
            var bad = slip
            bad.stakePerBet = Money(amount: amount, currency: "EUR")
            await refused("stake", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: bad)) }
        }
        // XAF has no minor unit: 1.5 XAF is not an amount.
        await refused("amount", "TOO_MANY_DECIMALS") {
            try await provider.payments.deposit(DepositRequest(methodId: "card", amount: Money(amount: Decimal(string: "1.5")!, currency: "XAF")))
        }
        for (odds, code) in Self.badOdds {
            var bad = slip
            bad.selections[0].odds = Odds(decimal: odds)
            await refused("selections[0].odds", code) { try await provider.betting.placeBet(BetPlacementRequest(slip: bad)) }
        }
        var duplicate = slip
        duplicate.type = .single
        duplicate.selections.append(duplicate.selections[1])
        await refused("selections[2]", "DUPLICATE") { try await provider.betting.placeBet(BetPlacementRequest(slip: duplicate)) }
        #expect(transport.requests.count == 0)
    }

    @Test func badUsernamesAndRegistrationsAreRefusedBeforeSending() async {
        let (provider, transport) = await signedIn()
        await refused("username", "REQUIRED") { try await provider.account.login(LoginCredentials(username: " ", password: "p")) }
        await refused("username", "TOO_LONG") {
            try await provider.account.login(LoginCredentials(username: String(repeating: "u", count: 1_000_000), password: "p"))
        }
        await refused("password", "REQUIRED") { try await provider.account.login(LoginCredentials(username: "u", password: "")) }
        await refused("phoneNumber", "TOO_LONG") {
            try await provider.account.register(RegistrationForm(password: "1234", phoneNumber: String(repeating: "6", count: 1_000_000),
                                                                 phonePrefix: "+237", acceptsTerms: true))
        }
        #expect(transport.requests.count == 0)
    }
}
