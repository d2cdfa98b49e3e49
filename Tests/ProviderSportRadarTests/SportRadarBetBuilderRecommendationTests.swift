import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Recommended bet builders from the operator's Vaix (`vaix-recommendedBetBuilders*.json`): the
/// event named by its match reference, each builder's legs resolved through SportRadar.
@Suite struct SportRadarBetBuilderRecommendationTests {
    /// The sandbox's provider with the builders answered from `file`, each request's query kept.
    static func provider(builders file: String) -> (SportRadarProvider, Locked<[[String: String]]>) {
        let asked = Locked<[[String: String]]>([])
        let transport = SportRadarSandbox.makeTransport()
        transport.on(.get, "/api/sports/bet_builders/recommended") { request in
            asked.withLock { $0.append(Dictionary(request.query.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })) }
            return .data(try Fixture.data(file))
        }
        return (SportRadarProvider(configuration: SportRadarSandbox.configuration, transport: transport, sleep: { _ in }), asked)
    }

    @Test func theVendorsFileDecodesToTwoBuildersOfTwoLegs() throws {
        let answer = try JSONDecoder().decode(SportRadarModels.VaixBetBuilders.self, from: Fixture.data("vaix-recommendedBetBuilders"))
        let event = try #require(answer.data.elements.first)
        #expect(event.eventId == "4067574.1")
        #expect(event.bet_builders.elements.map { $0.map(\.orako_selection_id) }
                == [["251663186.1", "251663210.1"], ["251663214.1", "251663217.1"]])
    }

    @Test func theEventIsNamedByItsMatchReferenceWithTheVendorsFilters() async throws {
        let (provider, asked) = Self.provider(builders: "vaix-recommendedBetBuilders")
        _ = try await provider.recommendations.recommendedBetBuilders(eventId: "4067574.1", limit: 4)
        #expect(asked.withLock { $0 } == [["event_id": "sr:match:50000001", "format": "orako", "count": "4", "length": "3",
                                           "filters": "status:in:not_started,live", "to_offset": "7d", "from_offset": "-5h",
                                           "location": "betbuilder_eventpage", "user": "0"]])
    }

    /// The vendor's builders name three markets the sandbox does not have: the first builder
    /// keeps its one offered leg and counts the other; the second, with none, is left out.
    @Test func legsNoLongerOfferedAreCountedAndAnEmptyBuilderLeftOut() async throws {
        let (provider, _) = Self.provider(builders: "vaix-recommendedBetBuilders")
        let builders = try await provider.recommendations.recommendedBetBuilders(eventId: "4067574.1", limit: 5)
        #expect(builders.map { $0.selections.map(\.outcomeId) } == [["251663186.1"]])
        #expect(builders.map(\.unavailableCount) == [1])
    }

    @Test func theSandboxRecommendsBuildersOfTheEventAtTodaysPrices() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        #expect(client.supports(.recommendedBetBuilders))
        let builders = try await client.recommendations.recommendedBetBuilders(eventId: "4067574.1", limit: 5)
        #expect(builders.map { $0.selections.map(\.outcomeId) } == [["251663186.1", "251663190.1"], ["251663187.1"]])
        #expect(builders.map(\.unavailableCount) == [0, 1], "both teams to score is closed")
        #expect(builders.allSatisfy { $0.events.map(\.id) == ["4067574.1"] })
        let limited = try await client.recommendations.recommendedBetBuilders(eventId: "4067574.1", limit: 1)
        #expect(limited.count == 1)
    }

    /// An event whose content carries no match reference cannot be named to the vendor.
    @Test func anEventWithoutAMatchReferenceHasNoBuilders() async throws {
        var file = try #require(try JSONSerialization.jsonObject(with: Fixture.data("getEventDetails")) as? [String: Any])
        var event = try #require(file["data"] as? [String: Any])
        event["externalreference"] = nil
        file["data"] = event
        let unnamed = try JSONSerialization.data(withJSONObject: file)
        let transport = StubTransport { request in
            request.url?.path == "/services/content/get" ? .data(unnamed) : .data(try Fixture.data("vaix-recommendedBetBuilders"))
        }
        let provider = SportRadarProvider(configuration: SportRadarSandbox.configuration, transport: transport, sleep: { _ in })
        #expect(try await provider.recommendations.recommendedBetBuilders(eventId: "4067574.1", limit: 5).isEmpty)
        #expect(transport.requests.map { $0.url?.path } == ["/services/content/get"])
    }

    @Test func badInputIsRefusedBeforeAnyRequest() async {
        let (provider, asked) = Self.provider(builders: "vaix-recommendedBetBuilders")
        for limit in [0, 11] {
            await #expect(throws: ServiceProviderError.self) { _ = try await provider.recommendations.recommendedBetBuilders(eventId: "4067574.1", limit: limit) }
        }
        await #expect(throws: ServiceProviderError.self) { _ = try await provider.recommendations.recommendedBetBuilders(eventId: "../x", limit: 3) }
        #expect(asked.withLock { $0 }.isEmpty)
    }

    @Test func anUnknownEventIsNotFound() async {
        let (provider, _) = Self.provider(builders: "vaix-recommendedBetBuilders")
        await #expect(throws: ServiceProviderError.notFound) { _ = try await provider.recommendations.recommendedBetBuilders(eventId: "999.1", limit: 3) }
    }
}
