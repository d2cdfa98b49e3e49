import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderGoma
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A slip line's price on Goma: the line's event polled (details and markets), a move told, the
/// outcome's disappearance told as withdrawn. Goma sends no suspension flag for an outcome.
@Suite struct SlipPriceTests {
    static let line = BetSelection(eventId: "48213", marketId: "912345", outcomeId: "3456781", odds: Odds(decimal: Decimal(string: "1.85")!))

    /// The markets with the line's outcome priced at `price`, or without it.
    static func markets(price: String?) throws -> Data {
        var markets = try #require(try JSONSerialization.jsonObject(with: Fixture.data("event-markets.json")) as? [[String: Any]])
        var outcomes = markets[0]["outcomes"] as? [[String: Any]] ?? []
        if let price {
            outcomes[0]["price"] = price
            outcomes[0]["price_live"] = price
        } else {
            outcomes.removeFirst()
        }
        markets[0]["outcomes"] = outcomes
        return try JSONSerialization.data(withJSONObject: markets)
    }

    @Test func aLineMovesThenIsWithdrawnAndOnePollServesEveryConsumer() async throws {
        let answers = [try Self.markets(price: "1.85"), try Self.markets(price: "1.85"), try Self.markets(price: "1.95"), try Self.markets(price: nil)]
        let server = GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "GET /api/events/v1/48213": { _, _ in .fixture("event-details.json") },
            "GET /api/events/v1/48213/markets": { _, count in .data(answers[min(count, answers.count) - 1]) },
        ])
        let provider = makeProvider(server)
        #expect(provider.features.contains(.slipPriceUpdates))
        var prices: [SelectionPrice] = []
        for try await price in provider.betting.priceUpdates(for: Self.line) { prices.append(price) }
        #expect(prices.map(\.availability) == [.open, .open, .withdrawn])
        #expect(prices.map(\.odds) == [Odds(decimal: Decimal(string: "1.85")!), Odds(decimal: Decimal(string: "1.95")!), nil])
        #expect(server.count("GET /api/events/v1/48213/markets") == 4, "one poll per interval, an unchanged one told nothing")
    }

    /// A line whose event the vendor does not have (a 404 at the first poll) is withdrawn at
    /// once and its stream ends: an empty first poll changes no list, so without this the line
    /// waited for ever (and so did the capability probe that follows one).
    @Test func aLineWhoseEventTheVendorDoesNotHaveIsWithdrawnAtTheFirstPoll() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") }])
        var prices: [SelectionPrice] = []
        for try await price in makeProvider(server).betting.priceUpdates(for: Self.line) { prices.append(price) }
        #expect(prices == [SelectionPrice(outcomeId: Self.line.outcomeId, odds: nil, availability: .withdrawn)])
        #expect(server.count("GET /api/events/v1/48213") == 1, "one poll, then the stream ended")
    }

    @Test func aHostileEventIdIsRefusedBeforeAnyRequest() async {
        let server = GomaStubServer()
        var line = Self.line
        line.eventId = "../wallets"
        await #expect(throws: ServiceProviderError.self) { for try await _ in makeProvider(server).betting.priceUpdates(for: line) {} }
        #expect(server.requests.isEmpty)
    }
}
