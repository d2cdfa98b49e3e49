import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Recommendations from the operator's Vaix (`vaix-*.json`): the requests as the vendor documents
/// them, the picks resolved through SportRadar, and the tracker.
@Suite struct SportRadarRecommendationTests {
    /// A provider over a stub: the vendor's answers from the fixtures, SportRadar's content
    /// answering `CONTENT_NOT_FOUND` (so every pick is unknown), the tracker 204.
    static func stubbed() -> (SportRadarProvider, StubTransport) {
        let transport = StubTransport { request in
            switch request.url?.path ?? "" {
            case "/api/sports/events/popular": return .data(try Fixture.data("vaix-popularEvents"))
            case "/api/sports/betslips/popular": return .data(try Fixture.data("vaix-promotedBetslips"))
            case "/api/tracker/events": return .data(Data(), status: 204)
            default: return .data(try Fixture.data("error-CONTENT_NOT_FOUND"), status: 404)
            }
        }
        return (SportRadarProvider(configuration: SportRadarSandbox.configuration, transport: transport, sleep: { _ in }), transport)
    }

    static func requests(_ transport: StubTransport, path: String) -> [URLRequest] {
        transport.requests.filter { $0.url?.path == path }
    }

    @Test func popularLiveEventsAreAskedAsTheVendorDocuments() async throws {
        let (provider, transport) = Self.stubbed()
        #expect(try await provider.recommendations.recommendedEvents(limit: 4).isEmpty, "no pick is offered by the stub's SportRadar")
        let request = try #require(Self.requests(transport, path: "/api/sports/events/popular").first)
        let query = Dictionary(uniqueKeysWithValues: (URLComponents(url: try #require(request.url), resolvingAgainstBaseURL: false)?.queryItems ?? [])
            .map { ($0.name, $0.value ?? "") })
        #expect(query == ["user": "0", "from_offset": "-5h", "filters": "status:eq:live", "count": "4",
                          "order_by": "-event_confidence,+begin", "format": "orako", "location": "liveevent-popular"])
        #expect(request.url?.absoluteString.contains("%2Bbegin") == true, "a + in a query value goes out as %2B")
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer sandbox-vaix-token")
        #expect(request.value(forHTTPHeaderField: "x-vaix-client-id") == "sandbox-client")
        #expect(request.value(forHTTPHeaderField: "origin") == "null")
        #expect(request.url?.query?.contains("sessionKey") != true)
        // Each pick was looked up once, by its content id.
        #expect(transport.requests.count == 3)
    }

    @Test func aSignedInPlayerIsNamedAsTheVendorKnowsThem() {
        #expect(SportRadarVaixAPI.user(partyId: "100234") == "om100234-eur")
        #expect(SportRadarVaixAPI.user(partyId: nil) == "0")
    }

    @Test func theRecordedPromotedSlipIsReadAndItsGoneSelectionsCounted() async throws {
        let (provider, _) = Self.stubbed()
        let combination = try await provider.recommendations.recommendedCombination(limit: 30)
        #expect(combination.selections.isEmpty)
        #expect(combination.unavailableCount == 5, "the recorded slip's five selections, none offered now")
    }

    @Test func theSandboxResolvesPicksInTheRecommendersOrderAtTodaysPrices() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        let events = try await client.recommendations.recommendedEvents(limit: 10)
        #expect(events.map(\.id) == ["4067580.1"], "the second pick is unknown to the sandbox and left out")
        let combination = try await client.recommendations.recommendedCombination(limit: 5)
        #expect(combination.selections.map(\.outcomeId) == ["251663186.1", "251670002.1"])
        #expect(combination.unavailableCount == 1)
        #expect(combination.events.map(\.id) == ["4067574.1", "4067580.1"])
    }

    @Test func theBatchFormTheVendorsClientCannotReadIsADecodingError() throws {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(SportRadarModels.VaixPromotedBetslips.self, from: Fixture.data("vaix-promotedBetslips-batch-recorded"))
        }
    }

    @Test(arguments: [
        (RecommendationInteraction.shown(eventIds: ["4067580.1", "4071200.1"]), "vaix-trackEvent-request-impressions"),
        (.eventOpened(eventId: "4067580.1"), "vaix-trackEvent-request-clickEvent"),
        (.outcomePicked(eventId: "4067580.1", outcomeId: "251663186.1"), "vaix-trackEvent-request-clickOutcome"),
    ])
    func trackerBodiesAreTheVendors(interaction: RecommendationInteraction, file: String) throws {
        let body = try JSONEncoder().encode(SportRadarModelMapper.trackerEvent(interaction, userId: 123456))
        let sent = try JSONSerialization.jsonObject(with: body) as? NSDictionary
        let expected = try JSONSerialization.jsonObject(with: Fixture.data(file)) as? NSDictionary
        #expect(sent == expected)
    }

    @Test func trackingIsSentInTheBackgroundAndNeverWhileOff() async throws {
        let (provider, transport) = Self.stubbed()
        let recommendations = provider.recommendations
        recommendations.setTracking(enabled: false)
        try await recommendations.track(.eventOpened(eventId: "4067580.1"))
        recommendations.setTracking(enabled: true)
        try await recommendations.track(.shown(eventIds: ["4067580.1"]))
        #expect(await eventually { Self.requests(transport, path: "/api/tracker/events").count == 1 })
        try await Task.sleep(nanoseconds: 100_000_000)
        let sent = Self.requests(transport, path: "/api/tracker/events")
        #expect(sent.count == 1, "the call made while tracking was off sent nothing")
        let body = try JSONSerialization.jsonObject(with: try #require(sent.first?.httpBody)) as? [String: Any]
        #expect(body?["event_type"] as? String == "impressions:events")
        #expect(body?["user_id"] as? Int == 0, "signed out")
    }

    @Test func badInteractionsAndLimitsAreRefusedBeforeAnyRequest() async {
        let (provider, transport) = Self.stubbed()
        await #expect(throws: ServiceProviderError.self) { try await provider.recommendations.track(.shown(eventIds: [])) }
        await #expect(throws: ServiceProviderError.self) { try await provider.recommendations.track(.eventOpened(eventId: "../x")) }
        await #expect(throws: ServiceProviderError.self) { _ = try await provider.recommendations.recommendedEvents(limit: 0) }
        await #expect(throws: ServiceProviderError.self) { _ = try await provider.recommendations.recommendedCombination(limit: 31) }
        #expect(transport.requests.isEmpty)
    }

    @Test func withoutTheVendorNothingIsOffered() async {
        var configuration = SportRadarSandbox.configuration
        configuration.recommendations = nil
        let provider = SportRadarProvider(configuration: configuration, transport: StubTransport { _ in .json("{}") })
        #expect(provider.recommendations.features.isEmpty)
        await #expect(throws: ServiceProviderError.self) { try await provider.recommendations.track(.eventOpened(eventId: "1")) }
    }

    @Test func theTokenIsNeverPrinted() {
        var text = ""
        dump(SportRadarSandbox.configuration, to: &text)
        #expect(!text.contains("sandbox-vaix-token"))
        #expect(text.contains("sandbox-client"))
    }
}
