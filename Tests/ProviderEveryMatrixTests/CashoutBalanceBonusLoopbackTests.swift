import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Cashout, live balance and bonuses over a real HTTP connection (127.0.0.1) through
/// `URLSessionTransport`: SSE fixtures are streamed as `text/event-stream`.
@Suite struct CashoutBalanceBonusLoopbackTests {
    private static let balance = #"{"totalAmount":{"XAF":20450},"totalRealAmount":{"XAF":20450},"totalBonusAmount":{"XAF":0},"# +
        #""items":[{"type":"Real","amount":20450,"currency":"XAF"}]}"#
    private let betId = "63fd0b52-f6ef-40cc-8836-9fd79af0367d"

    private func xaf(_ text: String) -> Money { Money(amount: Decimal(string: text)!, currency: "XAF") }

    @Test func cashoutStreamOverTheWire() async throws {
        let loopback = try await EveryMatrixLoopback([
            "GET /v2/player/7014240/balance": .json(Self.balance),
            "POST /bets-api/v1/4093/cashout-value-updates": .heldStream("api/cashout-value-updates.sse.txt"),
        ])
        defer { loopback.stop() }
        var offers: [CashoutOffer] = []
        for try await offer in loopback.provider.betting.cashoutOffers(betIds: [betId, "8ac1b7dd-952f-401a-bf0f-02ac8a8b71ab"]) {
            offers.append(offer)
            if offers.count == 4 { break }
        }
        #expect(offers.map(\.amount) == [xaf("0"), xaf("16890.55"), xaf("1540"), xaf("17105.2")])
        #expect(offers.first?.status == .belowMinimum)
        let stream = try #require(loopback.requests.first { $0.path.hasSuffix("/cashout-value-updates") })
        let headers = Dictionary(stream.headerFields.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(headers["x-session-id"] == "SID")
        #expect(headers["userid"] == "7014240")
        #expect(headers["accept"] == "text/event-stream")
        #expect(try JSONSerialization.jsonObject(with: stream.body) as? NSDictionary
                == JSONSerialization.jsonObject(with: Fixture.data("api/cashout-value-updates.request.json")) as? NSDictionary)
    }

    @Test func fullAndPartialCashoutAndAnErrorOverTheWire() async throws {
        let offer = CashoutOffer(betId: betId, amount: Money(amount: 17263, currency: "EUR"), allowsPartial: true,
                                 remainingStake: Money(amount: 17263, currency: "EUR"))
        // A cashout names no currency: the balance is read first, the offer must be in its currency.
        let balance = "GET /v2/player/7014240/balance"
        let euros = EveryMatrixLoopback.Answer.json(String(decoding: try Fixture.playerResponse("Get balance"), as: UTF8.self))
        let full = try await EveryMatrixLoopback([balance: euros, "POST /bets-api/v1/4093/cashout": .fixture("api/cashout-full.json")])
        let fullResult = try await full.provider.betting.cashout(offer)
        full.stop()
        #expect(fullResult == .completed(payout: Money(amount: 17263, currency: "EUR")))

        let partial = try await EveryMatrixLoopback([balance: euros, "POST /bets-api/v1/4093/cashout": .fixture("api/cashout-partial.json")])
        let partialResult = try await partial.provider.betting.cashout(offer, partialStake: Money(amount: Decimal(string: "5178.9")!, currency: "EUR"))
        let sent = try #require(partial.requests.last).body
        partial.stop()
        #expect(partialResult == .partiallyCompleted(payout: Money(amount: Decimal(string: "5178.9")!, currency: "EUR"),
                                                          remainingStake: Money(amount: Decimal(string: "12084.1")!, currency: "EUR")))
        #expect(try JSONSerialization.jsonObject(with: sent) as? NSDictionary
                == JSONSerialization.jsonObject(with: Fixture.data("api/cashout-partial.request.json")) as? NSDictionary)

        let stale = try await EveryMatrixLoopback([balance: euros,
                                                   "POST /bets-api/v1/4093/cashout": .fixture("api/cashout-error-out-of-threshold.json", status: 409)])
        defer { stale.stop() }
        do {
            _ = try await stale.provider.betting.cashout(offer)
            Issue.record("expected cashoutValueChanged")
        } catch {
            #expect(error == .cashoutValueChanged)
        }
    }

    @Test func balanceStreamOverTheWire() async throws {
        let loopback = try await EveryMatrixLoopback([
            "GET /v2/player/7014240/balance": .json(Self.balance),
            "GET /v2/player/7014240/information/updates": .heldStream("api/player-information-updates.sse.txt"),
        ])
        defer { loopback.stop() }
        var last: UserWallet?
        do {
            for try await wallet in loopback.provider.wallet.balanceUpdates() { last = wallet }
            Issue.record("expected sessionExpired")
        } catch {
            #expect(error == .sessionExpired)
        }
        #expect(last?.primary?.total == xaf("24650"))
        let signedIn = await loopback.provider.isSignedIn
        #expect(!signedIn)
        let stream = try #require(loopback.requests.first { $0.path.hasSuffix("/information/updates") })
        let headers = Dictionary(stream.headerFields.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(headers["x-sessionid"] == "SID")
        #expect(headers["x-session-type"] == "others")
        #expect(headers["userid"] == "7014240")
    }

    @Test func bonusesOverTheWire() async throws {
        let loopback = try await EveryMatrixLoopback([
            "GET /v1/bonus/granted": .fixture("api/bonus-granted.json"),
            "GET /v1/bonus/applicable": .fixture("api/bonus-applicable.json"),
        ])
        defer { loopback.stop() }
        let granted = try await loopback.provider.bonuses.grantedBonuses()
        #expect(granted.map(\.id) == ["58412377", "58412401"])
        #expect(granted.first?.amount == xaf("2000"))
        let available = try await loopback.provider.bonuses.availableBonuses()
        #expect(available.map(\.code) == ["FIRSTDEP2000"])
        #expect(loopback.requests.map(\.query) == ["language=en", "language=en"])
    }
}
