import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Full and partial cashout: bodies against the vendor's files, answers, errors, proration.
@Suite struct CashoutTests {
    private let betId = "63fd0b52-f6ef-40cc-8836-9fd79af0367d"
    private func money(_ text: String, _ currency: String = "EUR") -> Money { Money(amount: Decimal(string: text)!, currency: currency) }
    private var offer: CashoutOffer {
        CashoutOffer(betId: betId, amount: money("17263"), allowsPartial: true, remainingStake: money("17263"))
    }

    /// A signed-in provider whose cashout answers `reply` (its balance, read first for the
    /// account's currency, the recorded one in EUR); the transport records the body.
    private func provider(_ reply: StubTransport.Reply) async -> (EveryMatrixProvider, StubTransport) {
        let transport = StubTransport { request in
            request.url?.path.hasSuffix("/balance") == true ? .data(try Fixture.playerResponse("Get balance")) : reply
        }
        let provider = makeProvider(transport)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false)
        return (provider, transport)
    }

    private func fixtureJSON(_ name: String) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    }

    @Test func fullCashoutSendsTheVendorsBodyAndMapsTheAnswer() async throws {
        let (provider, transport) = await provider(.data(try Fixture.data("api/cashout-full.json")))
        let result = try await provider.betting.cashout(offer)
        #expect(result == .completed(payout: money("17263")))
        #expect(transport.requests.map { $0.url?.path } == ["/v2/player/7014240/balance", "/bets-api/v1/4093/cashout"])
        let request = try #require(transport.requests.last)
        #expect(request.url?.absoluteString == "https://sports.test/bets-api/v1/4093/cashout")
        #expect(request.value(forHTTPHeaderField: "x-session-id") == "SID")
        #expect(request.value(forHTTPHeaderField: "x-user-id") == "7014240")
        #expect(try request.jsonBody as NSDictionary? == fixtureJSON("api/cashout-full.request.json"))
    }

    @Test func partialCashoutSendsTheProratedValueAndMapsTheAnswer() async throws {
        let (provider, transport) = await provider(.data(try Fixture.data("api/cashout-partial.json")))
        let result = try await provider.betting.cashout(offer, partialStake: money("5178.9"))
        #expect(result == .partiallyCompleted(payout: money("5178.9"), remainingStake: money("12084.1")))
        #expect(try transport.requests.last?.jsonBody as NSDictionary? == fixtureJSON("api/cashout-partial.request.json"))
    }

    @Test func prorationIsExactAndRoundedToMinorUnits() throws {
        // 16890.55 × 5000 / 17263 = 4892.12… EUR; 1540 × 333 / 1600 = 320.5125 XAF → 321 (half up, no minor unit).
        let eur = CashoutOffer(betId: "b", amount: money("16890.55"), allowsPartial: true, remainingStake: money("17263"))
        #expect(try eur.partialValue(for: money("5000")) == money("4892.12"))
        let xaf = CashoutOffer(betId: "b", amount: money("1540", "XAF"), allowsPartial: true, remainingStake: money("1600", "XAF"))
        #expect(try xaf.partialValue(for: money("333", "XAF")) == money("321", "XAF"))
        #expect(try xaf.partialValue(for: money("800", "XAF")) == money("770", "XAF"))
    }

    @Test func badPartialStakesAreRefusedWithoutARequest() async throws {
        let (provider, transport) = await provider(.json("{}"))
        func field(_ stake: Money, of offer: CashoutOffer) async -> String? {
            do {
                _ = try await provider.betting.cashout(offer, partialStake: stake)
                return "accepted"
            } catch {
                if case .validation(let fields) = error { return fields.first.map { "\($0.field) \($0.code)" } }
                if case .invalidRequest = error { return "invalidRequest" }
                return "\(error)"
            }
        }
        let cases: [(Money, String)] = [
            (money("17263"), "partialStake OUT_OF_RANGE"), (money("20000"), "partialStake OUT_OF_RANGE"),
            (money("0"), "partialStake NOT_POSITIVE"), (money("-1"), "partialStake NOT_POSITIVE"),
            (money("1.005"), "partialStake TOO_MANY_DECIMALS"), (money("10", "XAF"), "partialStake CURRENCY_MISMATCH"),
        ]
        for (stake, expected) in cases {
            let answer = await field(stake, of: offer)
            #expect(answer == expected, "\(stake)")
        }
        var notPartial = offer
        notPartial.allowsPartial = false
        let refusedAnswer = await field(money("10"), of: notPartial)
        #expect(refusedAnswer == "invalidRequest")
        var unknownStake = offer
        unknownStake.remainingStake = nil
        let unknownAnswer = await field(money("10"), of: unknownStake)
        #expect(unknownAnswer == "invalidRequest")
        #expect(transport.requests.isEmpty)
    }

    @Test func eachRecordedErrorIsTyped() async throws {
        let cases: [(String, Int, ServiceProviderError)] = [
            ("api/cashout-error-out-of-threshold.json", 409, .cashoutValueChanged),
            ("api/cashout-error-invalid-request.json", 409, .invalidRequest(message: "Cash out request is invalid")),
            ("api/cashout-error-odds-not-found.json", 404, .betRejected(message: "Current odds not found")),
        ]
        for (file, status, expected) in cases {
            let (provider, _) = await provider(.data(try Fixture.data(file), status: status))
            do {
                _ = try await provider.betting.cashout(offer)
                Issue.record("no error for \(file)")
            } catch {
                #expect(error == expected, "\(file)")
            }
        }
        #expect(!ServiceProviderError.cashoutValueChanged.isRetryable)
        #expect(String(reflecting: ServiceProviderError.cashoutValueChanged) == "cashoutValueChanged")
    }

    @Test func pendingAndRefusedAnswers() throws {
        let pending = try JSONDecoder().decode(EveryMatrixModels.CashoutResponse.self, from: Data(#"{"success":true,"pendingCashOut":true}"#.utf8))
        #expect(try EveryMatrixModelMapper.cashoutResult(pending, offer: offer, partialStake: nil) == .pending)
        let refused = try JSONDecoder().decode(EveryMatrixModels.CashoutResponse.self, from: Data(#"{"success":false}"#.utf8))
        #expect(throws: (any Error).self) { try EveryMatrixModelMapper.cashoutResult(refused, offer: offer, partialStake: nil) }
    }
}
