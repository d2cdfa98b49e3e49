import Testing
@_spi(ProviderKit) import ServicesProvider
import ProviderEveryMatrix
import ServicesProviderTesting

/// Where the platform has no WebSocket (Linux, no channel factory passed), EveryMatrix loses more
/// than live odds: its aggregator also serves the sports, the event lists, search and the event
/// page, so none of them is declared (what the README's "Live data on Linux" says).
@Suite struct WithoutWebSocketTests {
    @Test(.enabled(if: URLSessionWebSocketChannel.defaultFactory == nil, "the platform has a WebSocket client"))
    func everyMatrixWithoutAFactoryDropsSportsEventsAndEventDetails() async {
        let provider = EveryMatrixProvider(configuration: EveryMatrixSandbox.configuration)
        let dropped: Set<Feature> = [.liveEvents, .liveChanges, .sports, .liveSports, .competitions, .events, .upcomingEvents,
                                     .search, .eventDetails, .marketGroups, .liveEvent, .bettingOptions, .bookingCodes, .rebet,
                                     .slipPriceUpdates, .recommendedEvents, .recommendedCombinations]
        #expect(provider.features.isDisjoint(with: dropped), "\(provider.features.intersection(dropped))")
        // What goes over REST stays.
        #expect(provider.features.isSuperset(of: [.login, .balance, .placeBet, .favouriteEvents]))
        let client = Client(provider: provider)
        await #expect(throws: ServiceProviderError.notSupported(feature: .sports, provider: "EveryMatrix")) { _ = try await client.events.sports() }
        await #expect(throws: ServiceProviderError.notSupported(feature: .eventDetails, provider: "EveryMatrix")) {
            _ = try await client.events.event(id: "1")
        }
    }
}
