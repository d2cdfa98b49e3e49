import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import ProviderGoma
import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// A SportRadar app with the Goma CMS over the real transport: one HTTP server on 127.0.0.1 is
/// both the CMS (its recorded answers) and SportRadar's content host (the recorded market and
/// event; any other id is the vendor's CONTENT_NOT_FOUND).
@Suite struct ComposedLoopbackTests {
    static func fixture(_ provider: String, _ name: String) -> Data {
        SandboxFixtures.data(provider: provider, name: name) ?? Data("missing fixture \(name)".utf8)
    }

    static func answer(_ request: LoopbackHTTPRequest) -> LoopbackHTTPResponse {
        func json(_ data: Data, status: Int = 200) -> LoopbackHTTPResponse {
            LoopbackHTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: data)
        }
        switch (request.method, request.path) {
        case ("POST", "/api/auth/v1"):
            let expiry = Int(Date().timeIntervalSince1970) + 3600
            return .json(#"{"token":"cms-device-token","expires_at":\#(expiry),"type":"bearer"}"#)
        case ("GET", "/api/home/v1/template"): return json(fixture("goma", "home-template.json"))
        case ("GET", "/api/promotions/v1/sport-banners"): return json(fixture("goma", "carousel-events.json"))
        case ("GET", "/api/promotions/v1/pro-choices"): return json(fixture("goma", "pro-choices.json"))
        case ("POST", "/services/content/get"):
            let body = (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any]
            let content = body?["contentId"] as? [String: Any]
            switch (content?["type"] as? String, content?["id"] as? String) {
            case ("market", "67677928.1"): return json(fixture("sportradar", "market.json"))
            case ("event", "4067574.1"): return json(fixture("sportradar", "getEventDetails.json"))
            default: return json(fixture("sportradar", "error-CONTENT_NOT_FOUND.json"), status: 404)
            }
        default: return .json(#"{"message":"no route"}"#, status: 404)
        }
    }

    @Test func theCMSPointersAreResolvedBySportRadarOverHTTP() async throws {
        let server = try LoopbackHTTPServer(respond: Self.answer)
        defer { server.stop() }
        let cms = GomaProvider(configuration: GomaConfiguration(baseURL: server.baseURL, apiKey: "business-unit-key",
                                                                deviceId: "00000000-0000-4000-8000-000000000001"),
                               transport: URLSessionTransport(), retryPolicy: .none, sleep: { _ in })
        let sportRadar = SportRadarProvider(configuration: SportRadarConfiguration(
            omegaBaseURL: server.baseURL, poseidonBaseURL: server.baseURL, subscriptionBaseURL: server.baseURL,
            cdnBaseURL: server.baseURL, liveSocketURL: nil, supportDesk: nil, matchWidgets: nil, frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR"),
                                            transport: URLSessionTransport(), retryPolicy: .none, sleep: { _ in })
        let provider = ComposedProvider(sportsbook: sportRadar, content: cms)
        let client = Client(provider: provider)

        let carousel = try await client.content.carouselEvents()
        #expect(carousel.map(\.eventId) == ["4067574.1"])
        #expect(carousel.first?.event?.markets.contains { $0.id == "67677928.1" } == true)
        #expect(try await client.content.proChoices().map(\.eventId) == ["4067574.1"])
        #expect(provider.contentDiagnostics == ContentDiagnostics(unknownEvents: 1, endedEvents: 0))
        #expect(try await client.content.homeLayout().widgets.count == 12, "signed out: the authenticated widget is hidden")

        // The sportsbook's user signs in (its session as a login leaves it): the layout shows the
        // authenticated widget, and no CMS request carries the user's session.
        await sportRadar.runtime.session.signIn(Credentials(accessToken: "sr-session-key-4417", userId: "100234",
                                                            attributes: ["launchToken": "sr-launch-token-4417"]), persist: false)
        #expect(try await client.content.homeLayout().widgets.count == 13)
        let cmsTexts = server.requests.filter { $0.path.hasPrefix("/api/") }
            .map { "\($0.path) \($0.query ?? "") \($0.headerFields) \($0.bodyText)" }
        #expect(!cmsTexts.contains { $0.contains("4417") || $0.contains("100234") }, "\(cmsTexts)")

        let lookups = server.requests.filter { $0.path == "/services/content/get" }.map(\.bodyText)
        #expect(lookups.filter { $0.contains(#""type":"market""#) }.count == 3, "the carousel's market, then the two picks' markets")
        #expect(lookups.filter { $0.contains(#""type":"event""#) }.count == 2, "the known market's event, for its status, once per call")
        let cmsCalls = server.requests.filter { $0.path.hasPrefix("/api/") }
        #expect(cmsCalls.filter { $0.path == "/api/auth/v1" }.count == 1, "one device token for every content call")
        #expect(cmsCalls.allSatisfy { request in request.path == "/api/auth/v1" || request.headerFields.contains { $0 == ("Authorization", "Bearer cms-device-token") } })
    }
}
