import Foundation
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

/// The event page over the sandbox's fake aggregator (the WAMP router answering the page
/// fixtures), and its mappers over the fixtures.
final class EventPageTests: XCTestCase {
    let arsenalChelsea = "292417803521802496"
    let tennis = "287259481896947712"

    // MARK: - Mappers over the fixtures

    func testMarketGroupsUpdateInPlaceGainATabAndLoseOne() throws {
        let groups = EveryMatrixModelMapper.marketGroups(in: try store("match-market-groups-football.json").view)
        XCTAssertEqual(groups.map(\.key), ["Main", "Bet_Builder", "Goals", "Halves", "Handicaps", "Cards"], "Corners was deleted, Cards created")
        XCTAssertEqual(groups.first, MarketGroup(id: "1132131857", key: "Main", name: "Main", marketCount: 43, position: 0, isDefault: true),
                       "a count UPDATE keeps the key, name, position and default flag")
        XCTAssertEqual(groups.first { $0.key == "Goals" }?.marketCount, 35)
        XCTAssertEqual(groups.last, MarketGroup(id: "1132131031", key: "Cards", name: "Cards", marketCount: 9, position: 6))
    }

    func testRecordedMarketGroupsAreSortedByPosition() throws {
        let groups = EveryMatrixModelMapper.marketGroups(in: try store("match-market-groups.json").view)
        XCTAssertEqual(groups.count, 15)
        XCTAssertEqual(groups.map(\.position), groups.map(\.position).sorted())
        XCTAssertEqual(groups.first?.key, "Fast_markets")
        XCTAssertEqual(groups.first { $0.isDefault }?.key, "Main")
        XCTAssertEqual(groups.first?.name, "Fast")
    }

    func testRecordedTennisOverviewHasSetsAndTheCurrentGame() throws {
        let event = try XCTUnwrap(EveryMatrixModelMapper.event(EntityKey(tennis), in: try store("match-details-tennis.json").view))
        let score = try XCTUnwrap(event.score)
        // paramParticipantId1 is the away player (435626): the sides are swapped.
        XCTAssertEqual(score.home, 1)
        XCTAssertEqual(score.away, 0)
        XCTAssertEqual(score.periods, [PeriodScore(period: "1st Set", home: 6, away: 3), PeriodScore(period: "2nd Set", home: 0, away: 0)],
                       "12 periods before: the ten finished games' points are not periods")
        // The current part (422) has no points yet; the game in progress (421) is the one shown.
        XCTAssertEqual(score.currentGame, GameScore(home: "A", away: "40"))
        XCTAssertEqual(score.serving, .away)
        XCTAssertTrue(event.markets.isEmpty, "the overview carries no markets")
    }

    // MARK: - Over the sandbox

    func testEventDetailsMergeTheOverviewAndTheMainMarkets() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let event = try await client.events.event(id: arsenalChelsea)
        XCTAssertEqual(event.participants.map(\.name), ["Arsenal", "Chelsea"])
        XCTAssertEqual(event.status, .notStarted)
        XCTAssertEqual(event.markets.count, 1)
        XCTAssertEqual(event.markets.first?.outcomes.count, 3)
        XCTAssertEqual(event.sport?.kind, .football)

        let match = try await client.events.event(id: tennis)
        XCTAssertEqual(match.score?.currentGame, GameScore(home: "A", away: "40"))
        XCTAssertEqual(match.participants.map(\.name), ["Maja Chwalinska", "Despina Papamichail"])
    }

    func testEveryEventOfTheSandboxLiveListHasDetails() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        var lists = client.events.liveEvents(sport: .football).makeAsyncIterator()
        let first = try await lists.next()
        let live = try XCTUnwrap(first)
        XCTAssertEqual(live.count, 8)
        for listed in live {
            let event = try await client.events.event(id: listed.id)
            XCTAssertEqual(event.participants, listed.participants, listed.id)
            XCTAssertEqual(event.markets.map(\.id), listed.markets.map(\.id), listed.id)
            XCTAssertNotNil(event.score, listed.id)
            let groups = try await client.events.marketGroups(eventId: listed.id)
            XCTAssertFalse(groups.isEmpty, listed.id)
        }
    }

    func testAnUnknownEventIsNotFoundAndABadIdIsRefusedBeforeAnyTopic() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        do {
            _ = try await client.events.event(id: "999")
            XCTFail("expected notFound")
        } catch {
            XCTAssertEqual(error, .notFound)
        }
        for bad in ["1/1", "", "..", "a b", "x?y"] {
            do {
                _ = try await client.events.event(id: bad)
                XCTFail("expected a refusal for \(bad)")
            } catch {
                guard case .validation(let fields) = error else { return XCTFail("\(bad): \(error)") }
                XCTAssertEqual(fields.map(\.field), ["id"], bad)
            }
            do {
                _ = try await client.events.markets(eventId: arsenalChelsea, group: bad)
                XCTFail("expected a refusal for group \(bad)")
            } catch {
                guard case .validation(let fields) = error else { return XCTFail("\(bad): \(error)") }
                XCTAssertEqual(fields.map(\.field), ["group"], bad)
            }
        }
        var changes = client.events.liveEventChanges(id: "1/match-odds", group: "Main").makeAsyncIterator()
        do {
            _ = try await changes.next()
            XCTFail("expected a refusal")
        } catch {
            guard case .validation = error else { return XCTFail("\(error)") }
        }
    }

    func testMarketGroupsAndAGroupsMarkets() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let groups = try await client.events.marketGroups(eventId: arsenalChelsea)
        XCTAssertEqual(groups.map(\.key), ["Main", "Bet_Builder", "Goals", "Halves", "Handicaps", "Corners"], "the dump")
        let main = try XCTUnwrap(groups.first { $0.isDefault })
        let markets = try await client.events.markets(eventId: arsenalChelsea, group: main.key)
        XCTAssertEqual(markets.count, 3)
        XCTAssertTrue(markets.allSatisfy { !$0.outcomes.isEmpty })
        let empty = try await client.events.markets(eventId: arsenalChelsea, group: "Corners")
        XCTAssertEqual(empty, [], "a tab the aggregator has nothing for")
    }

    func testLiveEventMergesTheScoreTopicAndTheGroupTopic() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let finland = "287039663214202880"
        // Snapshots until the last made-up update (the goal and the suspension) has arrived.
        var last: Event?
        for try await event in client.events.liveEvent(id: finland, group: "Main") {
            last = event
            if event.score?.home == 1, event.markets.flatMap(\.outcomes).contains(where: { $0.status == .suspended && $0.id == "287165138648436736" }) { break }
        }
        let event = try XCTUnwrap(last)
        XCTAssertEqual(event.matchTime, "11:00", "from the overview topic")
        XCTAssertEqual(event.markets.first?.outcomes.first?.odds, Odds(decimal: Decimal(string: "1.8")!), "from the group topic")
    }

    func testLiveEventChangesAppliedWithTheReducerGiveTheLiveEvent() async throws {
        let provider = EveryMatrixSandbox.makeProvider()
        var board = LiveEventList()
        var received: [EventChange] = []
        var changes = provider.events.liveEventChanges(id: arsenalChelsea, group: "Main").makeAsyncIterator()
        while board.events.first?.markets.count != 4, let change = try await changes.next() {
            received.append(change)
            board.apply(change)
        }
        guard case .eventAdded? = received.first else { return XCTFail("\(received)") }
        let market = try XCTUnwrap(board.events.first?.markets.first { $0.id == "292417803521806592" })
        XCTAssertFalse(market.isAvailable, "the market's availability reached the change stream")
        var snapshots = provider.events.liveEvent(id: arsenalChelsea, group: "Main").makeAsyncIterator()
        let latest = try await snapshots.next()
        XCTAssertEqual(latest, board.events.first, "a late snapshot consumer gets what the changes built")
    }

    func testConsumersOfOnePageShareOneConnectionPerTopic() async throws {
        let subscribed = Locked<[String]>([])
        let script = EveryMatrixSandbox.pageScript()
        let provider = EveryMatrixProvider(configuration: EveryMatrixSandbox.configuration, transport: StubTransport(.json("{}")),
                                           webSocketFactory: { _, _ in
            EveryMatrixWAMPRouter.channel(script: EveryMatrixAggregatorScript(topic: { topic in
                subscribed.withLock { $0.append(topic) }
                return script.topic(topic)
            }))
        })
        do {
            var first = provider.events.liveEvent(id: arsenalChelsea, group: "Main").makeAsyncIterator()
            var second = provider.events.liveEventChanges(id: arsenalChelsea, group: "Main").makeAsyncIterator()
            _ = try await first.next()
            _ = try await second.next()
            XCTAssertEqual(provider.aggregator?.topicFeeds.runningCount, 3, "the page, its overview topic and its group topic")
        }
        // Each topic is asked for its dump (and pushed its updates) once per connection.
        let asked = subscribed.withLock { $0 }
        XCTAssertEqual(Dictionary(grouping: asked, by: { $0 }).mapValues(\.count).values.max(), 2, "subscribe + initialDump, once: \(asked)")
    }

    func testLiveDiagnosticsCountWhatTheFeedsSkipped() async throws {
        let provider = EveryMatrixSandbox.makeProvider()
        XCTAssertEqual(provider.liveDiagnostics, LiveFeedDiagnostics())
        _ = try await provider.events.event(id: arsenalChelsea)
        // The main-markets dump has a MAIN_MARKET (a counter the SDK keeps, not skipped) only.
        XCTAssertEqual(provider.liveDiagnostics.undecodableRecords, 0)
        XCTAssertEqual(provider.liveDiagnostics.unmodelledRecords, 0)
        _ = try await provider.events.marketGroups(eventId: tennis)
        XCTAssertEqual(provider.liveDiagnostics, LiveFeedDiagnostics(), "groups are modelled")
        var store = AggregatorStore()
        var changes: [EventChange] = []
        store.apply(taking: try EveryMatrixLiveFeed.decodeMessages(Data(#"{"version":"1","format":"BASIC","messageType":"INITIAL_DUMP","records":[{"_type":"MYSTERY","id":"1"},{"_type":"MATCH"}]}"#.utf8)),
                    into: &changes)
        XCTAssertEqual(store.statistics.unmodelledRecords, 1)
        XCTAssertEqual(store.statistics.undecodableRecords, 1)
        let counter = LiveDiagnosticsCounter()
        var reported = AggregatorStore.Statistics()
        counter.add(store.statistics, since: &reported)
        counter.add(store.statistics, since: &reported)
        XCTAssertEqual(counter.current, LiveFeedDiagnostics(undecodableRecords: 1, unmodelledRecords: 1), "only growth is added")
    }
}
