import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The live list over the socket: listen, subscribe, whole lists and granular changes, resume.
struct LiveFeedTests {
    /// The recorded live frames: the changes applied to the first snapshot give the last list, and
    /// that list is what the updates say.
    @Test func recordedUpdatesLeadToTheLastSnapshot() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("subscriber-id-placeholder"),
                                             frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed"),
                                                      LiveFixture.frame("CONTENT_CHANGES-liveEvents-updates")])])
        let client = Client(provider: harness.provider)
        // Subscribed first (it keeps the feed running), read last: it keeps only the newest list.
        let lists = client.events.liveEvents(sport: .football)
        let changes = try await collect(client.events.liveChanges(sport: .football), count: 10)
        let first = try LiveFixture.events("CONTENT_CHANGES-liveEvents-refreshed")
        #expect(changes.first == .eventAdded(try #require(first.first)))
        var list = LiveEventList(first)
        list.apply(changes.dropFirst())
        let last = try #require(try await collect(lists, count: 1).first)
        #expect(list.events == last)

        #expect(last.map(\.id) == ["4067580.1", "4067592.1"])
        let event = last[0]
        #expect(event.status == .inProgress(period: EventPeriod(code: "paused")))
        #expect(event.matchTime == "35:00")
        #expect(event.score?.home == 2 && event.score?.away == 0)
        #expect(event.score?.periods.first?.period == "PERIOD1")
        let market = try #require(event.markets.first)
        #expect(event.markets.map(\.id) == ["67679001.1"])  // 67679002.1 added, then removed
        #expect(market.isAvailable == false)
        #expect(market.outcomes[0].odds == Odds(numerator: 1, denominator: 3))
        #expect(market.outcomes[2].status == .suspended)
        #expect(changes.dropFirst().map(\.eventId).allSatisfy { ["4067580.1", "4067592.1"].contains($0) })
        #expect(harness.subscribes == ["/services/content/subscribe subscriber-id-placeholder liveDataSummaryAdvancedListBySportType FBL/0"])
        #expect(harness.provider.liveDiagnostics.undecodableRecords == 0)
        #expect(harness.provider.liveDiagnostics.unmodelledRecords == 1)  // numMarkets
    }

    /// The first connection listens with `null`; the answer's id is the one subscribed.
    @Test func listensThenSubscribesWithTheGivenId() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("abc"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")])])
        _ = try await collect(Client(provider: harness.provider).events.liveEvents(sport: .football), count: 1)
        let listen = try #require(harness.listenFrames.first)
        let sent = try JSONSerialization.jsonObject(with: Data(listen.utf8)) as? NSDictionary
        #expect(sent == (try JSONSerialization.jsonObject(with: Fixture.data("socket/listen-request")) as? NSDictionary))
        #expect(harness.subscribes == ["/services/content/subscribe abc liveDataSummaryAdvancedListBySportType FBL/0"])
    }

    /// A record that does not decode is dropped alone, and counted.
    @Test func undecodableRecordsAreDroppedOneByOne() async throws {
        let bad = #"""
        {"notificationType":"CONTENT_CHANGES","data":[
         {"contentId":{"type":"liveDataSummaryAdvancedListBySportType","id":"FBL/0"},"changeType":"updated",
          "path":"events[idfoevent=4067580.1]|liveDataSummary|matchTime","change":{"not":"text"}},
         {"contentId":{"type":"liveDataSummaryAdvancedListBySportType","id":"FBL/0"},"changeType":"updated",
          "path":"events[idfoevent=4067580.1]|liveDataSummary|matchTime","change":"36:00"}]}
        """#
        let harness = try LiveHarness([.init(reply: LiveHarness.started("abc"),
                                             frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed"), bad])])
        let changes = try await collect(Client(provider: harness.provider).events.liveChanges(sport: .football), count: 2)
        #expect(changes[1] == .matchTimeChanged(eventId: "4067580.1", matchTime: "36:00"))
        #expect(harness.provider.liveDiagnostics.undecodableRecords == 1)
    }

    /// After a drop the feed listens with its previous id; the same id back keeps the
    /// subscriptions (no new POST) and the updates apply to what it had.
    @Test func resumesWithThePreviousId() async throws {
        let harness = try LiveHarness([
            .init(reply: LiveHarness.started("abc"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")], closeAfter: true),
            .init(reply: LiveHarness.started("abc"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-updates")]),
        ])
        let changes = try await collect(Client(provider: harness.provider).events.liveChanges(sport: .football), count: 10)
        #expect(changes.last == .eventAdded(try #require(try await finalAddedEvent())))
        let listens = harness.listenFrames.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? NSDictionary }
        try #require(listens.count == 2)
        #expect(listens[1]?["subscriberId"] as? String == "abc")
        #expect(harness.subscribes.count == 1)
        #expect(harness.sleeper.recorded == [1])
    }

    /// A different id back: every content is subscribed again, granular records wait for the
    /// next whole list, and what changed while away is announced as changes.
    @Test func newSubscriberIdSubscribesAgainAndRebuilds() async throws {
        let removed = #"""
        {"notificationType":"CONTENT_CHANGES","data":[{"contentId":{"type":"liveDataSummaryAdvancedListBySportType","id":"FBL/0"},
         "changeType":"refreshed","change":[]}]}
        """#
        let harness = try LiveHarness([
            .init(reply: LiveHarness.started("abc"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")], closeAfter: true),
            .init(reply: LiveHarness.started("xyz"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-updates"), removed]),
        ])
        let changes = try await collect(Client(provider: harness.provider).events.liveChanges(sport: .football), count: 2)
        #expect(changes[1] == .eventRemoved(eventId: "4067580.1"))  // the updates before the whole list were not applied
        #expect(harness.subscribes == ["/services/content/subscribe abc liveDataSummaryAdvancedListBySportType FBL/0",
                                          "/services/content/subscribe xyz liveDataSummaryAdvancedListBySportType FBL/0"])
    }

    /// SUBSCRIBER_NOT_FOUND: the id is forgotten and a new socket listens with `null`.
    @Test func subscriberNotFoundListensAgainWithNull() async throws {
        let harness = try LiveHarness([
            .init(reply: LiveHarness.started("abc"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")], closeAfter: true),
            .init(reply: try Fixture.string("socket/error-SUBSCRIBER_NOT_FOUND")),
            .init(reply: LiveHarness.started("new"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")]),
        ])
        let stream = Client(provider: harness.provider).events.liveChanges(sport: .football)
        let consumer = Task { for try await _ in stream {} }  // keeps the feed running meanwhile
        // The reconnect waits the real backoff: generous on a loaded 2-core machine (the default
        // wait); `#require`, so a slow run fails here rather than reading past the listens.
        try #require(await eventually { harness.subscribes.count == 2 })
        consumer.cancel()
        let listens = harness.listenFrames.map { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? NSDictionary }
        try #require(listens.count == 3)
        #expect(listens[1]?["subscriberId"] as? String == "abc")
        #expect(listens[2]?["subscriberId"] is NSNull)
        #expect(harness.subscribes.last == "/services/content/subscribe new liveDataSummaryAdvancedListBySportType FBL/0")
    }

    /// A geo-blocked subscription ends the stream with `.geoBlocked` (not retried).
    @Test func geoBlockedSubscriptionEndsTheStream() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("abc"))],
                                      subscribeReply: .json(#"{"message":"unauthorised location"}"#, status: 403))
        await #expect(throws: ServiceProviderError.geoBlocked) {
            _ = try await collect(Client(provider: harness.provider).events.liveEvents(sport: .football), count: 1)
        }
        #expect(harness.sleeper.recorded.isEmpty)
    }

    /// When the last consumer leaves, the content is unsubscribed and the socket closed.
    @Test func lastConsumerLeavingUnsubscribes() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("abc"), frames: [LiveFixture.frame("CONTENT_CHANGES-liveEvents-refreshed")])])
        _ = try await collect(Client(provider: harness.provider).events.liveEvents(sport: .football), count: 1)
        #expect(await eventually { harness.subscriptions.last == "/services/content/unsubscribe abc liveDataSummaryAdvancedListBySportType FBL/0" })
        #expect(harness.channels.withLock { $0.allSatisfy(\.isClosed) })
    }

    /// Without a socket URL (or a WebSocket) no live feature is declared, and the methods say so.
    @Test func noSocketURLMeansNoLiveFeatures() async throws {
        let provider = TestConfig.provider(transport: StubTransport(.json("{}")))
        #expect(!provider.features.contains(.liveEvents))
        await #expect(throws: ServiceProviderError.notSupported(feature: .liveEvents, provider: "SportRadar")) {
            _ = try await collect(provider.events.liveEvents(sport: .football), count: 1)
        }
        let live = try LiveHarness([])
        #expect(live.provider.features.isSuperset(of: [.liveEvents, .liveChanges]))
    }

    private func finalAddedEvent() async throws -> Event? {
        let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Fixture.data("socket/CONTENT_CHANGES-liveEvents-updates"))
        guard case .records(let records) = message.payload, case .event(let event)? = records.last??.change else { return nil }
        return try SportRadarModelMapper.event(event)
    }
}
