import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The live list through the sandbox (in-memory socket, subscription routes) and through the
/// real transport against a 127.0.0.1 subscription host.
struct LiveSandboxTests {
    @Test func sandboxReplaysTheLiveListAndItsUpdates() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        #expect(client.supports(.liveEvents) && client.supports(.liveChanges))
        let lists = client.events.liveEvents(sport: .football)
        let changes = try await collect(client.events.liveChanges(sport: .football), count: 10)
        var list = LiveEventList(try LiveFixture.events("CONTENT_CHANGES-liveEvents-refreshed"))
        list.apply(changes.dropFirst())
        let last = try #require(try await collect(lists, count: 1).first)
        #expect(list.events == last)
        #expect(last.map(\.id) == ["4067580.1", "4067592.1"])
    }

    /// Subscribing goes over the real transport to the subscription host with the recorded body
    /// and headers and no credentials; the socket stays in memory.
    @Test func loopbackSubscribe() async throws {
        let loopback = try await SportRadarLoopback(["POST /services/content/subscribe": .fixture("socket/subscribe-response"),
                                                     "POST /services/content/unsubscribe": .fixture("socket/subscribe-response")])
        defer { loopback.stop() }
        var configuration = loopback.provider.runtime.configuration
        configuration.liveSocketURL = URL(string: "wss://socket.test/notification/listen/websocket")
        let frame = try LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")
        let provider = SportRadarProvider(configuration: configuration, transport: URLSessionTransport(),
                                          webSocketFactory: { _ throws(ServiceProviderError) in
                                              InMemoryWebSocketChannel { _, channel in
                                                  channel.push(LiveHarness.started("subscriber-id-placeholder"))
                                                  channel.push(frame)
                                              }
                                          }, sleep: { _ in })
        await provider.runtime.session.signIn(TestConfig.credentials, persist: false)
        let lists = try await collect(provider.events.liveEvents(sport: .football), count: 1)
        #expect(lists.first?.map(\.id) == ["4067580.1"])
        let request = try #require(loopback.requests.first { $0.path == "/services/content/subscribe" })
        #expect(request.method == "POST")
        #expect(request.header("Media-Type") == "application/json")
        #expect(request.header("app-origin") == "ios")
        #expect(request.header("Authorization") == nil)
        #expect(request.queryValue("sessionKey") == nil)
        let sent = try JSONSerialization.jsonObject(with: request.body) as? NSDictionary
        #expect(sent == (try JSONSerialization.jsonObject(with: Fixture.data("socket/subscribe-request-liveEvents")) as? NSDictionary))
    }

    /// Over the real transport, a 403 "unauthorised location" ends the stream with `.geoBlocked`.
    @Test func loopbackGeoBlocked() async throws {
        let loopback = try await SportRadarLoopback(["POST /services/content/subscribe": .json(#"{"message":"unauthorised location"}"#, status: 403)])
        defer { loopback.stop() }
        var configuration = loopback.provider.runtime.configuration
        configuration.liveSocketURL = URL(string: "wss://socket.test/notification/listen/websocket")
        let provider = SportRadarProvider(configuration: configuration, transport: URLSessionTransport(),
                                          webSocketFactory: { _ throws(ServiceProviderError) in
                                              InMemoryWebSocketChannel { _, channel in channel.push(LiveHarness.started("abc")) }
                                          }, sleep: { _ in })
        await #expect(throws: ServiceProviderError.geoBlocked) {
            _ = try await collect(provider.events.liveEvents(sport: .football), count: 1)
        }
    }
}
