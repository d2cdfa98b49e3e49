import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// A slip line's live price over the betting offer's topic (the sandbox replays the vendor-shaped
/// file): a move, a suspension, a reopening and the withdrawal each reach the app.
@Suite struct SlipPriceTests {
    static let overLine = BetSelection(eventId: "292417803521802496", marketId: "292417803521805056", outcomeId: "292417803521805312",
                                       odds: Odds(decimal: Decimal(string: "1.83")!), priceId: "292417803521811200")

    static func decimal(_ text: String) -> Odds { Odds(decimal: Decimal(string: text)!) }

    @Test func aLineMovesIsSuspendedReopensAndIsWithdrawn() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        #expect(client.supports(.slipPriceUpdates))
        var prices: [SelectionPrice] = []
        for try await price in client.betting.priceUpdates(for: Self.overLine) { prices.append(price) }
        let id = Self.overLine.outcomeId
        #expect(prices == [
            SelectionPrice(outcomeId: id, odds: Self.decimal("1.83"), availability: .open),
            SelectionPrice(outcomeId: id, odds: Self.decimal("1.8"), availability: .open),
            SelectionPrice(outcomeId: id, odds: Self.decimal("1.8"), availability: .suspended),
            SelectionPrice(outcomeId: id, odds: Self.decimal("1.74"), availability: .open),
            SelectionPrice(outcomeId: id, odds: nil, availability: .withdrawn),
        ], "every step, the stream ending with the withdrawal")
    }

    @Test func twoConsumersOfOneLineShareOneFeed() async throws {
        let connections = Locked(0)
        let script = EveryMatrixSandbox.aggregatorScript()
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")),
                                           webSocketFactory: { _ in
                                               connections.withLock { $0 += 1 }
                                               return EveryMatrixWAMPRouter.channel(script: script)
                                           })
        let line = BetSelection(eventId: "292417803521802496", marketId: "292417803521803008", outcomeId: "292417803521803264",
                                odds: Self.decimal("2.1"), priceId: "292417803521808896")
        var first = provider.betting.priceUpdates(for: line).makeAsyncIterator()
        var second = provider.betting.priceUpdates(for: line).makeAsyncIterator()
        let a = try await first.next(), b = try await second.next()
        #expect(a == SelectionPrice(outcomeId: line.outcomeId, odds: Self.decimal("2.1"), availability: .open))
        // The second consumer joins a feed that is already running: it opens on the line's price
        // as it is then, the first one's or, when the script has moved on, its next step (2.05).
        #expect(b == a || b == SelectionPrice(outcomeId: line.outcomeId, odds: Self.decimal("2.05"), availability: .open), "\(String(describing: b))")
        #expect(connections.withLock { $0 } == 1, "one feed for the line, whoever follows it")
    }

    @Test func aLineWithoutItsOfferOrWithAHostileOneIsRefused() async {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        var line = Self.overLine
        line.priceId = nil
        await #expect(throws: ServiceProviderError.self) { for try await _ in client.betting.priceUpdates(for: line) {} }
        line.priceId = "../x"
        await #expect(throws: ServiceProviderError.self) { for try await _ in client.betting.priceUpdates(for: line) {} }
    }
}
