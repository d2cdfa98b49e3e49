import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting

/// Recommendations: the gateways' ids (recorded and made-up answers), each event read from the
/// aggregator, the recommender's order and markets kept, what is gone left out.
@Suite struct RecommendationTests {
    @Test func bothAnswerShapesDecodeAsTheVendorDocumentsThem() throws {
        let recorded = try JSONDecoder().decode(EveryMatrixModels.RecommendedEvents.self,
                                                from: Fixture.data("recsys/recommendations-single-recorded.json"))
        let event = try #require(recorded.recommendationsList.elements.first)
        #expect(event.eventId.value == "278269974795128832")
        #expect(event.markets?.elements.map(\.marketId.value) == ["278269975017682944", "278270654435162624"])
        // The combination answer is flat; the vendor's client reads it with the single model and fails.
        let combo = try JSONDecoder().decode(EveryMatrixModels.RecommendedCombination.self,
                                             from: Fixture.data("recsys/recommendations-combo-documented.json"))
        #expect(combo.recommendationsList.elements.map(\.outcomeId.value) == ["2725343840723206"])
    }

    @Test func recommendedEventsAreTheAggregatorsInTheRecommendersOrder() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "demo", password: "sandbox-password"))
        let events = try await client.recommendations.recommendedEvents(limit: 5)
        #expect(events.map(\.id) == ["292417803521802496", "292417803521822208", "292417803521814528"],
                "the fourth is unknown to the aggregator and left out")
        #expect(events[0].event.participants.map(\.name) == ["Arsenal", "Chelsea"])
        #expect(events[0].markets.map(\.id) == ["292417803521803008"], "the recommended markets the event's page carries")
        #expect(events.map(\.score) == [1, Decimal(string: "0.9312"), Decimal(string: "0.6874")])
        #expect(try await client.recommendations.recommendedEvents(limit: 1).count == 1)
    }

    @Test func aCombinationIsBettableSelectionsAtTodaysOdds() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        _ = try await client.account.login(LoginCredentials(username: "demo", password: "sandbox-password"))
        let combination = try await client.recommendations.recommendedCombination(limit: 3)
        #expect(combination.selections.map(\.outcomeId) == ["292417803521803264", "292417803521822976"])
        #expect(combination.selections.first?.odds == Odds(decimal: Decimal(string: "2.1")!))
        #expect(combination.selections.allSatisfy { $0.priceId != nil })
        #expect(combination.unavailableCount == 1)
        #expect(combination.events.map(\.id) == ["292417803521802496", "292417803521822208"])
        // Onto the slip as it is.
        let slip = BetSlip(selections: combination.selections, type: .multiple, stakePerBet: Money(amount: 1, currency: "EUR"))
        #expect(throws: Never.self) { try slip.validate() }
    }

    @Test func theGatewayGetsTheKeyAndTheUserButNoSessionAndLogsHideTheKey() async throws {
        let lines = Locked<[String]>([])
        let answer = try Fixture.data("recsys/recommendations-single-recorded.json")
        let transport = StubTransport { _ in .data(answer) }
        let configuration = EveryMatrixConfiguration(environment: testConfiguration.environment, operatorId: "4093", cashierReturnURL: testConfiguration.cashierReturnURL,
                                                     recommendations: .init(eventsURL: URL(string: "https://recsys.test")!, eventsKey: "RS-KEY-771",
                                                                            combinationsURL: URL(string: "https://combo.test")!, combinationsKey: "RS-COMBO-992"))
        let provider = EveryMatrixProvider(configuration: configuration, transport: transport,
                                           webSocketFactory: { _ in EveryMatrixWAMPRouter.channel(script: EveryMatrixSandbox.pageScript()) },
                                           monitor: ConsoleEventMonitor { line in lines.withLock { $0.append(line) } }, sleep: VirtualSleeper().sleep)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID-rec", userId: "7014240"), persist: false)
        _ = try? await provider.recommendations.recommendedEvents(limit: 5)
        let request = try #require(transport.requests.first)
        #expect(request.url?.host == "recsys.test")
        let query = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(query.map(\.name) == ["domain_id", "user_id", "is_live", "terminal_type", "key"])
        #expect(query.first { $0.name == "user_id" }?.value == "7014240")
        #expect(query.first { $0.name == "key" }?.value == "RS-KEY-771")
        #expect(request.value(forHTTPHeaderField: "x-sessionid") == nil, "the gateway takes no session")
        #expect(!lines.withLock { $0 }.joined().contains("RS-KEY-771"))
        #expect(!String(describing: configuration).contains("RS-COMBO-992"))
    }

    @Test func signedOutLimitsAndAProviderWithoutGatewaysAreRefused() async {
        let anonymous = Client(provider: EveryMatrixSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.unauthorized) { try await anonymous.recommendations.recommendedEvents(limit: 5) }
        for limit in [0, 101] {
            await #expect(throws: ServiceProviderError.self) { try await anonymous.recommendations.recommendedEvents(limit: limit) }
        }
        await #expect(throws: ServiceProviderError.self) { try await anonymous.recommendations.recommendedCombination(limit: 31) }
        let bare = Client(provider: makeProvider(StubTransport { _ in .json("{}") }))
        #expect(!bare.supports(.recommendedEvents))
        await #expect(throws: ServiceProviderError.notSupported(feature: .recommendedEvents, provider: "EveryMatrix")) {
            try await bare.recommendations.recommendedEvents(limit: 5)
        }
    }
}
