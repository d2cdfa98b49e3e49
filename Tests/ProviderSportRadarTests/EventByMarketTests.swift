import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// `event(containingMarket:)`: the `market` content names the event, whose own answer then gives
/// its status and live data (how a CMS's SportRadar pointers are resolved).
struct EventByMarketTests {
    let client = Client(provider: SportRadarSandbox.makeProvider())

    @Test func theRecordedMarketOpensItsEventCarryingThatMarket() async throws {
        let event = try await client.events.event(containingMarket: "67677928.1")
        #expect(event.id == "4067574.1")
        #expect(event.participants.map(\.name) == ["FC Exemple", "AS Démo"])
        let market = try #require(event.markets.first { $0.id == "67677928.1" })
        #expect(market.outcomes.map(\.name) == ["FC Exemple", "Draw", "AS Démo"])
    }

    @Test func aMarketOfALiveEventGivesTheEventsLiveStatus() async throws {
        let event = try await client.events.event(containingMarket: "67679001.1")
        #expect(event.id == "4067580.1")
        #expect(event.isLive, "the market answer has no status; the event's own answer does")
    }

    @Test func anUnknownMarketIsNotFoundAndABadIdIsRefusedBeforeAnyRequest() async {
        await #expect(throws: ServiceProviderError.notFound) { try await client.events.event(containingMarket: "99999999.1") }
        await #expect { try await client.events.event(containingMarket: "a/b") } throws: { error in
            guard case ServiceProviderError.validation(let fields) = error else { return false }
            return fields.map(\.field) == ["marketId"]
        }
    }
}
