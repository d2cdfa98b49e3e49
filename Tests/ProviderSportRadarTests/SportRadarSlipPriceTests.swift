import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A slip line's price on SportRadar: the socket's `market` content of the line's market, as the
/// vendor's bet slip watches it (`socket/CONTENT_CHANGES-market.json`: the whole market, its
/// closing on the bare path `istradable`, an odds change).
@Suite struct SportRadarSlipPriceTests {
    /// "FC Exemple" to win, in the market of `CONTENT_CHANGES-market.json`.
    static let line = BetSelection(eventId: "4067574.1", marketId: "67677928.1", outcomeId: "251663186.1", odds: Odds(decimal: 1.79))

    /// A frame of `market` content records, in the vendor's record shape (made up: the reopening
    /// and the removal of the market are not recorded; their paths follow the documented grammar).
    static func frame(_ records: String) -> String {
        #"{"notificationType":"CONTENT_CHANGES","data":[\#(records)]}"#
    }

    static let reopened = frame(#"{"contentId":{"type":"market","id":"67677928.1"},"changeType":"updated","path":"istradable","change":true}"#)
    static let removed = frame(#"{"contentId":{"type":"market","id":"67677928.1"},"changeType":"removed","path":"[idfomarket=67677928.1]"}"#)

    @Test func aLineIsSuspendedWhileItsMarketIsClosedThenReopensAtTheNewPriceAndIsWithdrawnWithTheMarket() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("s1"),
                                             frames: [try LiveFixture.frame("CONTENT_CHANGES-market"), Self.reopened, Self.removed])])
        #expect(harness.provider.features.contains(.slipPriceUpdates))
        var prices: [SelectionPrice] = []
        for try await price in harness.provider.betting.priceUpdates(for: Self.line) { prices.append(price) }
        #expect(prices.map(\.availability) == [.open, .suspended, .open, .withdrawn])
        // The odds moved to 3/4 while the market was closed: told on the reopening, the last
        // price offered kept while suspended.
        #expect(prices.map(\.odds) == [Odds(numerator: 79, denominator: 100), Odds(numerator: 79, denominator: 100),
                                        Odds(numerator: 3, denominator: 4), nil])
        #expect(harness.subscribes == ["/services/content/subscribe s1 market 67677928.1"])
    }

    @Test func linesOfOneMarketShareOneSubscription() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("s1"), frames: [try LiveFixture.frame("CONTENT_CHANGES-market")])])
        var draw = Self.line
        draw.outcomeId = "251663187.1"
        // The first line stays on the slip (its consumer keeps iterating) while the second joins.
        var home = harness.provider.betting.priceUpdates(for: Self.line).makeAsyncIterator()
        let opened = try await home.next()
        let suspended = try await home.next()
        #expect([opened, suspended].map { $0?.availability } == [.open, .suspended])
        let other = try await collect(harness.provider.betting.priceUpdates(for: draw), count: 1)
        // The late line gets the market as it stands: closed.
        #expect(other == [SelectionPrice(outcomeId: "251663187.1", odds: Odds(numerator: 37, denominator: 10), availability: .suspended)])
        #expect(harness.subscribes.count == 1)
        withExtendedLifetime(home) {}
    }

    @Test func aLineNotInItsMarketIsWithdrawnAtOnce() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("s1"), frames: [try LiveFixture.frame("CONTENT_CHANGES-market")])])
        var gone = Self.line
        gone.outcomeId = "999.1"
        let prices = try await collect(harness.provider.betting.priceUpdates(for: gone), count: 1)
        #expect(prices == [SelectionPrice(outcomeId: "999.1", odds: nil, availability: .withdrawn)])
    }

    @Test func aHostileMarketIdIsRefusedBeforeAnyRequest() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("s1"))])
        var line = Self.line
        line.marketId = "../unsubscribe"
        await #expect(throws: ServiceProviderError.self) { for try await _ in harness.provider.betting.priceUpdates(for: line) {} }
        #expect(harness.transport.requests.isEmpty)
        #expect(harness.channels.withLock { $0.isEmpty })
    }

    @Test func theMarketContentsRecordsAreReadAsTheVendorWritesThem() throws {
        let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Data(try LiveFixture.frame("CONTENT_CHANGES-market").utf8))
        guard case .records(let records) = message.payload else {
            Issue.record("no records")
            return
        }
        let decoded = records.compactMap { $0 }
        #expect(decoded.count == 3)
        guard decoded.count == 3 else { return }
        if case .market(let market) = decoded[0].change { #expect(market.idfomarket == "67677928.1") } else { Issue.record("the whole market is not read") }
        // The closing names no market in its path: it is the content's.
        #expect(decoded[1].path.target == .marketTradable)
        #expect(decoded[1].path.marketId == "67677928.1")
        #expect(decoded[2].path.target == .selection)
    }
}
