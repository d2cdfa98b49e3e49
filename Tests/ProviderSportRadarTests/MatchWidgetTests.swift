import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Match widgets: `eventExternalId` `{eventId}/SportRadarWidget` gives the match id; the widget is
/// described as data from the configured loader host and client ids.
@Suite struct MatchWidgetTests {
    static let tracker = MatchWidget(kind: .liveMatchTracker, loaderURL: URL(string: "https://widgets.test/operator-client/widgetloader")!,
                                     name: "match.lmtPlus", options: ["scoreboard": "disable", "matchId": "50000002"], language: "fr")

    static func answer(_ json: String) throws -> SportRadarModels.WidgetMatchId {
        try JSONDecoder().decode(SportRadarModels.WidgetMatchId.self, from: Data(json.utf8))
    }

    @Test func theRecordedAnswerReadsItsVersionUnderVersion() throws {
        let answer = try Fixture.decode(SportRadarModels.WidgetMatchId.self, "eventExternalId-SportRadarWidget")
        #expect(answer.data == "50000002")
        #expect(answer.version == 3)
        #expect(try Self.answer(#"{"data":"1","value":3}"#).version == nil) // the usual envelope's key is not this one's
    }

    @Test func theWidgetIsDescribedFromTheRecordedMatchId() async throws {
        let transport = TestConfig.router(["/services/content/get": "eventExternalId-SportRadarWidget"])
        let client = Client(provider: TestConfig.provider(transport: transport))
        #expect(try await client.events.matchWidget(.liveMatchTracker, eventId: "4067574.1") == Self.tracker)
        let statistics = try await client.events.matchWidget(.statistics(market: "1x2"), eventId: "4067574.1")
        #expect(statistics == MatchWidget(kind: .statistics(market: "1x2"),
                                          loaderURL: URL(string: "https://widgets.test/statistics-client/widgetloader")!,
                                          name: "betAssist.standalone", options: ["matchId": "50000002", "market": "1x2"], language: "fr"))
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "POST")
        #expect(sent.url?.absoluteString == "https://poseidon.test/base/services/content/get")
        let data = try #require(sent.httpBody)
        let body = try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary)
        #expect(body == ["contentId": ["type": "eventExternalId", "id": "4067574.1/SportRadarWidget"],
                         "clientContext": ["language": "FR", "ipAddress": "127.0.0.1"]] as NSDictionary)
    }

    @Test func aMissingOrBadMatchIdIsAnError() throws {
        func map(_ json: String) throws(ServiceProviderError) -> MatchWidget {
            let answer: SportRadarModels.WidgetMatchId
            do { answer = try Self.answer(json) } catch { throw .invalidRequest(message: "fixture") }
            return try SportRadarModelMapper.matchWidget(answer, kind: .liveMatchTracker, loaderBaseURL: URL(string: "https://w.test")!,
                                                         clientId: "c", language: "FR")
        }
        #expect(throws: ServiceProviderError.notFound) { try map(#"{"version":3}"#) }
        #expect(throws: ServiceProviderError.notFound) { try map(#"{"data":null,"version":3}"#) }
        #expect(throws: ServiceProviderError.notFound) { try map(#"{"data":""}"#) }
        #expect(throws: ServiceProviderError.invalidResponse(message: "The widget match id is not a number.")) { try map(#"{"data":"1);alert(1"}"#) }
        #expect(try map(#"{"data":"42"}"#).options["matchId"] == "42")
    }

    @Test func theClientIdIsOnePathSegment() {
        let url = SportRadarModelMapper.widgetLoaderURL(base: URL(string: "https://widgets.test/base/")!, clientId: "a/b?c")
        #expect(url.absoluteString == "https://widgets.test/base/a%2Fb%3Fc/widgetloader")
    }

    @Test func badInputAndAMissingStatisticsClientSendNothing() async {
        var configuration = TestConfig.configuration
        configuration.matchWidgets?.statisticsClientId = nil
        let transport = TestConfig.router(["/services/content/get": "eventExternalId-SportRadarWidget"])
        let client = Client(provider: SportRadarProvider(configuration: configuration, transport: transport, sleep: { _ in }))
        await #expect(throws: ServiceProviderError.invalidRequest(message: "No statistics widget is configured for this operator.")) {
            _ = try await client.events.matchWidget(.statistics(market: "1x2"), eventId: "4067574.1")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "eventId", code: "INVALID", message: "eventId is not a valid identifier.")])) {
            _ = try await client.events.matchWidget(.liveMatchTracker, eventId: "4067574.1/other")
        }
        await #expect(throws: ServiceProviderError.validation(fields: [.init(field: "market", code: "INVALID", message: "market is not a valid identifier.")])) {
            _ = try await client.events.matchWidget(.statistics(market: "a b"), eventId: "4067574.1")
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func anUnknownEventIsNotFound() async {
        let client = Client(provider: TestConfig.provider(transport: TestConfig.router([:])))
        await #expect(throws: ServiceProviderError.notFound) { _ = try await client.events.matchWidget(.liveMatchTracker, eventId: "1") }
        let gone = StubTransport(.json(#"{"errorType":"CONTENT_NOT_FOUND"}"#, status: 404))
        await #expect(throws: ServiceProviderError.notFound) {
            _ = try await Client(provider: TestConfig.provider(transport: gone)).events.matchWidget(.liveMatchTracker, eventId: "1")
        }
    }

    @Test func withoutWidgetSettingsTheFeatureIsNotOffered() async {
        var configuration = TestConfig.configuration
        configuration.matchWidgets = nil
        let client = Client(provider: SportRadarProvider(configuration: configuration, transport: TestConfig.router([:]), sleep: { _ in }))
        #expect(!client.supports(.matchWidgets))
        await #expect(throws: ServiceProviderError.notSupported(feature: .matchWidgets, provider: "SportRadar")) {
            _ = try await client.events.matchWidget(.liveMatchTracker, eventId: "4067574.1")
        }
    }

    @Test func theSandboxAndTheLoopbackServerAnswerTheWidget() async throws {
        let sandbox = Client(provider: SportRadarSandbox.makeProvider())
        let widget = try await sandbox.events.matchWidget(.liveMatchTracker, eventId: "4067574.1")
        #expect(widget.loaderURL.absoluteString == "https://widgets.sandbox.invalid/sandbox-widgets/widgetloader")
        #expect(widget.options["matchId"] == "50000002")
        await #expect(throws: ServiceProviderError.notFound) { _ = try await sandbox.events.matchWidget(.liveMatchTracker, eventId: "999") }

        let loopback = try await SportRadarLoopback(["POST /services/content/get": .fixture("eventExternalId-SportRadarWidget")])
        defer { loopback.stop() }
        let served = try await loopback.provider.events.matchWidget(.liveMatchTracker, eventId: "4067574.1")
        #expect(served.options == ["scoreboard": "disable", "matchId": "50000002"])
        #expect(served.loaderURL == loopback.server.baseURL.appendingPathComponent("operator-client").appendingPathComponent("widgetloader"))
    }
}
