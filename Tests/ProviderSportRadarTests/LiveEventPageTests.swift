import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
@testable import ServicesProviderTesting

/// The event page's live streams: the `event` and `liveDataExtended` contents of one event.
@Suite struct LiveEventPageTests {
    /// Replays socket frames as the feed does, into `list` (standing in for the shared feed's
    /// list) beside the feed's `state`: a whole event replaces the list, every other record is
    /// worked out against it. Returns the changes made.
    private func replay(_ frames: [String], state: inout SportRadarLiveState, list: inout LiveEventList) throws -> [EventChange] {
        var changes: [EventChange] = []
        for name in frames {
            let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Data(try LiveFixture.frame(name).utf8))
            guard case .records(let records) = message.payload else { continue }
            for case let record? in records {
                if case .event(let event) = record.change, record.path.target == .content {
                    list = LiveEventList(state.replace(with: [event]))
                } else {
                    changes += list.batch { state.apply(record, contentEventId: record.contentId.id, to: &$0) }
                }
            }
        }
        return changes
    }

    private func firstSnapshot() throws -> [Event] {
        var state = SportRadarLiveState()
        var list = LiveEventList()
        _ = try replay(["CONTENT_CHANGES-eventDetails-refreshed"], state: &state, list: &list)
        return Array(list.events)
    }

    @Test func eventDetailsOddsUpdateLeadsToTheLastSnapshot() throws {
        var state = SportRadarLiveState()
        var list = LiveEventList()
        let changes = try replay(["CONTENT_CHANGES-eventDetails-refreshed", "CONTENT_CHANGES-eventDetails-odds-update"], state: &state, list: &list)
        #expect(changes.count == 1)
        var replayed = LiveEventList(try firstSnapshot())
        replayed.apply(changes)
        #expect(replayed.events == list.events)
        let outcome = list.events.first?.markets.first { $0.id == "67679001.1" }?.outcomes.first { $0.id == "251670002.1" }
        #expect(outcome?.odds == Odds(numerator: 7, denominator: 2))
    }

    @Test func liveDataExtendedIsLaidOverTheEvent() throws {
        var state = SportRadarLiveState()
        var list = LiveEventList()
        let changes = try replay(["CONTENT_CHANGES-eventDetails-refreshed", "CONTENT_CHANGES-liveDataExtended"], state: &state, list: &list)
        var replayed = LiveEventList(try firstSnapshot())
        replayed.apply(changes)
        let event = try #require(list.events.first)
        #expect(replayed.events == [event])
        #expect(event.status == .inProgress(period: EventPeriod(code: "paused")))
        #expect(event.matchTime == "45:00 +2:00")
        #expect(event.score == Score(home: 2, away: 0, periods: [PeriodScore(period: "PERIOD1", home: 2, away: 0)]))
        #expect(changes.contains(.matchTimeChanged(eventId: "4067580.1", matchTime: "45:00 +2:00")))
        // The extended data outlives a refresh of the event content (its summary is older).
        _ = try replay(["CONTENT_CHANGES-eventDetails-refreshed"], state: &state, list: &list)
        #expect(list.events.first?.matchTime == "45:00 +2:00")
    }

    @Test func liveDataArrivingBeforeTheEventIsKept() throws {
        var state = SportRadarLiveState()
        var list = LiveEventList()
        let changes = try replay(["CONTENT_CHANGES-liveDataExtended", "CONTENT_CHANGES-eventDetails-refreshed"], state: &state, list: &list)
        #expect(changes.isEmpty)
        #expect(list.events.first?.matchTime == "45:00 +2:00")
    }

    @Test func tennisGamePointsSetsAndServe() throws {
        let response = try JSONDecoder().decode(SportRadarModels.ContentResponse<SportRadarModels.ContentEvent>.self,
                                                from: Fixture.data("getEventDetails-live-tennis"))
        var state = SportRadarLiveState()
        let first = state.replace(with: [response.data])
        var list = LiveEventList(first)
        #expect(first.first?.score?.serving == .home)
        let changes = try replay(["CONTENT_CHANGES-liveDataExtended-tennis"], state: &state, list: &list)
        var replayed = LiveEventList(first)
        replayed.apply(changes)
        let score = try #require(list.events.first?.score)
        #expect(replayed.events == list.events)
        #expect(score.currentGame == GameScore(home: "40", away: "15"))
        #expect(score.serving == .away)
        #expect(score.periods.map(\.period) == ["SET1", "SET2"])
        #expect(score.periods.last == PeriodScore(period: "SET2", home: 3, away: 3))
        #expect(score.home == 1 && score.away == 0)
    }

    @Test func onlyTheTabsMarketsAreShown() throws {
        var state = SportRadarLiveState(marketIds: ["none"])
        var list = LiveEventList()
        let changes = try replay(["CONTENT_CHANGES-eventDetails-refreshed", "CONTENT_CHANGES-eventDetails-odds-update"], state: &state, list: &list)
        #expect(changes.isEmpty)
        #expect(list.events.first?.markets.isEmpty == true)
    }

    @Test func attributePaths() {
        #expect(SportRadarLivePath("attributes|COMPLETE|SET2_SCORE").target == .attribute(key: "SET2_SCORE"))
        #expect(SportRadarLivePath("attributes|COMPLETE|SERVE").target == .attribute(key: "SERVE"))
        #expect(SportRadarLivePath("attributes|OTHER|SERVE").target == .unknown)
    }

    // MARK: Over the sandbox

    @Test func sandboxReplaysTheEventPage() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        #expect(client.supports(.liveEvent) && client.supports(.liveEventChanges))
        let events = client.events.liveEvent(id: "4067580.1", group: "1")
        let changes = try await collect(client.events.liveEventChanges(id: "4067580.1", group: "1"), count: 2)
        guard case .eventAdded(let added) = changes.first else {
            Issue.record("The change stream opens with eventAdded")
            return
        }
        let tab = try await client.events.markets(eventId: "4067580.1", group: "1")
        #expect(Set(added.markets.map(\.id)).isSubset(of: Set(tab.map(\.id))))
        let last = try #require(try await collect(events, count: 1).first)
        var list = LiveEventList([added])
        list.apply(changes.dropFirst())
        #expect(list.events.first?.id == last.id)
        #expect(last.id == "4067580.1")
    }

    @Test func sandboxLiveDataReachesTheEvent() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        var iterator = client.events.liveEvent(id: "4067580.1", group: "1").makeAsyncIterator()
        var event = try await iterator.next()
        while event?.matchTime != "45:00 +2:00" { event = try await iterator.next() }
        #expect(event?.score?.home == 2)
        #expect(event?.status == .inProgress(period: EventPeriod(code: "paused")))
    }

    /// Consumers of one (event, tab) share one socket; another tab is another feed.
    @Test func sharedPerEventAndTab() async throws {
        let state = Locked(SportRadarSandboxState())
        let provider = SportRadarProvider(configuration: SportRadarSandbox.configuration,
                                          transport: SportRadarSandbox.makeTransport(scenario: .perfect, state: state),
                                          webSocketFactory: SportRadarSandbox.liveSocketFactory(state: state))
        var changes = provider.events.liveEventChanges(id: "4067580.1", group: "1").makeAsyncIterator()
        _ = try await changes.next()
        var events = provider.events.liveEvent(id: "4067580.1", group: "1").makeAsyncIterator()
        #expect(try await events.next()?.id == "4067580.1")
        #expect(state.withLock { $0.live.lastSubscriber } == 1)
        var other = provider.events.liveEvent(id: "4067580.1", group: "2").makeAsyncIterator()
        #expect(try await other.next()?.id == "4067580.1")
        #expect(state.withLock { $0.live.lastSubscriber } == 2)
    }

    @Test func unknownEventOrTabIsNotFound() async throws {
        let client = Client(provider: SportRadarSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.notFound) { _ = try await collect(client.events.liveEvent(id: "404.1", group: "1"), count: 1) }
        await #expect(throws: ServiceProviderError.notFound) {
            _ = try await collect(client.events.liveEventChanges(id: "4067580.1", group: "nope"), count: 1)
        }
        await #expect(throws: ServiceProviderError.self) { _ = try await collect(client.events.liveEvent(id: "a b", group: "1"), count: 1) }
    }

    // MARK: Over the loopback server

    /// The tab comes over the real transport (content and CDN hosts), then both contents are
    /// subscribed with the recorded body; the socket stays in memory.
    @Test func loopbackEventPage() async throws {
        let loopback = try await SportRadarLoopback([
            "POST /services/content/get": .fixture("getEventDetails-live-football"),
            "GET /sportsbook/config/marketsFilter_v2.json": .fixture("marketsFilter"),
            "POST /services/content/subscribe": .fixture("socket/subscribe-response"),
            "POST /services/content/unsubscribe": .fixture("socket/subscribe-response"),
        ])
        defer { loopback.stop() }
        var configuration = loopback.provider.runtime.configuration
        configuration.liveSocketURL = URL(string: "wss://socket.test/notification/listen/websocket")
        let frames = [try LiveFixture.frame("CONTENT_CHANGES-eventDetails-refreshed"), try LiveFixture.frame("CONTENT_CHANGES-liveDataExtended")]
        let provider = SportRadarProvider(configuration: configuration, transport: URLSessionTransport(),
                                          webSocketFactory: { _ throws(ServiceProviderError) in
                                              InMemoryWebSocketChannel { _, channel in
                                                  channel.push(LiveHarness.started("subscriber-id-placeholder"))
                                                  for frame in frames { channel.push(frame) }
                                              }
                                          }, sleep: { _ in })
        await provider.runtime.session.signIn(TestConfig.credentials, persist: false)
        var events = provider.events.liveEvent(id: "4067580.1", group: "1").makeAsyncIterator()
        var event = try await events.next()
        while event?.matchTime != "45:00 +2:00" { event = try await events.next() }
        #expect(event?.id == "4067580.1")
        let subscribes = loopback.requests.filter { $0.path == "/services/content/subscribe" }
        let bodies = try subscribes.map { try JSONSerialization.jsonObject(with: $0.body) as? NSDictionary }
        #expect(bodies.contains(try JSONSerialization.jsonObject(with: Fixture.data("socket/subscribe-request-eventDetails")) as? NSDictionary))
        let contents = bodies.compactMap { ($0?["contentId"] as? [String: String])?["type"] }
        #expect(contents.sorted() == ["event", "liveDataExtended"])
    }
}
