import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

/// The event page over the sandbox's fake aggregator (the WAMP router answering the page
/// fixtures), and its mappers over the fixtures.
@Suite struct EventPageTests {
    let arsenalChelsea = "292417803521802496"
    let tennis = "287259481896947712"

    // MARK: - Mappers over the fixtures

    @Test func marketGroupsUpdateInPlaceGainATabAndLoseOne() throws {
        let groups = EveryMatrixModelMapper.marketGroups(in: try store("match-market-groups-football.json").view)
        #expect(groups.map(\.key) == ["Main", "Bet_Builder", "Goals", "Halves", "Handicaps", "Cards"], "Corners was deleted, Cards created")
        #expect(groups.first == MarketGroup(id: "1132131857", key: "Main", name: "Main", marketCount: 43, position: 0, isDefault: true),
                "a count UPDATE keeps the key, name, position and default flag")
        #expect(groups.first { $0.key == "Goals" }?.marketCount == 35)
        #expect(groups.last == MarketGroup(id: "1132131031", key: "Cards", name: "Cards", marketCount: 9, position: 6))
    }

    @Test func recordedMarketGroupsAreSortedByPosition() throws {
        let groups = EveryMatrixModelMapper.marketGroups(in: try store("match-market-groups.json").view)
        #expect(groups.count == 15)
        #expect(groups.map(\.position) == groups.map(\.position).sorted())
        #expect(groups.first?.key == "Fast_markets")
        #expect(groups.first { $0.isDefault }?.key == "Main")
        #expect(groups.first?.name == "Fast")
    }

    @Test func recordedTennisOverviewHasSetsAndTheCurrentGame() throws {
        let event = try #require(EveryMatrixModelMapper.event(EntityKey(tennis), in: try store("match-details-tennis.json").view))
        let score = try #require(event.score)
        // paramParticipantId1 is the away player (435626): the sides are swapped.
        #expect(score.home == 1)
        #expect(score.away == 0)
        #expect(score.periods == [PeriodScore(period: "1st Set", home: 6, away: 3), PeriodScore(period: "2nd Set", home: 0, away: 0)],
                "12 periods before: the ten finished games' points are not periods")
        // The current part (422) has no points yet; the game in progress (421) is the one shown.
        #expect(score.currentGame == GameScore(home: "A", away: "40"))
        #expect(score.serving == .away)
        #expect(event.markets.isEmpty, "the overview carries no markets")
    }

    // MARK: - Over the sandbox

    @Test func eventDetailsMergeTheOverviewAndTheMainMarkets() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let event = try await client.events.event(id: arsenalChelsea)
        #expect(event.participants.map(\.name) == ["Arsenal", "Chelsea"])
        #expect(event.status == .notStarted)
        #expect(event.markets.count == 1)
        #expect(event.markets.first?.outcomes.count == 3)
        #expect(event.sport?.kind == .football)

        let match = try await client.events.event(id: tennis)
        #expect(match.score?.currentGame == GameScore(home: "A", away: "40"))
        #expect(match.participants.map(\.name) == ["Maja Chwalinska", "Despina Papamichail"])
    }

    @Test func everyEventOfTheSandboxLiveListHasDetails() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        var lists = client.events.liveEvents(sport: .football).makeAsyncIterator()
        let first = try await lists.next()
        let live = try #require(first)
        #expect(live.count == 13)
        for listed in live {
            let event = try await client.events.event(id: listed.id)
            #expect(event.participants == listed.participants, "\(listed.id)")
            #expect(event.markets.map(\.id) == listed.markets.map(\.id), "\(listed.id)")
            #expect(event.score != nil, "\(listed.id)")
            let groups = try await client.events.marketGroups(eventId: listed.id)
            #expect(!groups.isEmpty, "\(listed.id)")
        }
    }

    @Test func anUnknownEventIsNotFoundAndABadIdIsRefusedBeforeAnyTopic() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        do {
            _ = try await client.events.event(id: "999")
            Issue.record("expected notFound")
        } catch {
            #expect(error == .notFound)
        }
        for bad in ["1/1", "", "..", "a b", "x?y"] {
            do {
                _ = try await client.events.event(id: bad)
                Issue.record("expected a refusal for \(bad)")
            } catch {
                guard case .validation(let fields) = error else { Issue.record("\(bad): \(error)"); return }
                #expect(fields.map(\.field) == ["id"], "\(bad)")
            }
            do {
                _ = try await client.events.markets(eventId: arsenalChelsea, group: bad)
                Issue.record("expected a refusal for group \(bad)")
            } catch {
                guard case .validation(let fields) = error else { Issue.record("\(bad): \(error)"); return }
                #expect(fields.map(\.field) == ["group"], "\(bad)")
            }
        }
        var changes = client.events.liveEventChanges(id: "1/match-odds", group: "Main").makeAsyncIterator()
        do {
            _ = try await changes.next()
            Issue.record("expected a refusal")
        } catch {
            guard case .validation = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func marketGroupsAndAGroupsMarkets() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let groups = try await client.events.marketGroups(eventId: arsenalChelsea)
        #expect(groups.map(\.key) == ["Main", "Bet_Builder", "Goals", "Halves", "Handicaps", "Corners"], "the dump")
        let main = try #require(groups.first { $0.isDefault })
        let markets = try await client.events.markets(eventId: arsenalChelsea, group: main.key)
        #expect(markets.count == 3)
        #expect(markets.allSatisfy { !$0.outcomes.isEmpty })
        let empty = try await client.events.markets(eventId: arsenalChelsea, group: "Corners")
        #expect(empty == [], "a tab the aggregator has nothing for")
    }

    @Test func liveEventMergesTheScoreTopicAndTheGroupTopic() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let finland = "287039663214202880"
        // Snapshots until the last made-up update (the goal and the suspension) has arrived.
        var last: Event?
        for try await event in client.events.liveEvent(id: finland, group: "Main") {
            last = event
            if event.score?.home == 1, event.markets.flatMap(\.outcomes).contains(where: { $0.status == .suspended && $0.id == "287165138648436736" }) { break }
        }
        let event = try #require(last)
        #expect(event.matchTime == "11:00", "from the overview topic")
        #expect(event.markets.first?.outcomes.first?.odds == Odds(decimal: Decimal(string: "1.8")!), "from the group topic")
    }

    @Test func liveEventChangesAppliedWithTheReducerGiveTheLiveEvent() async throws {
        let provider = EveryMatrixSandbox.makeProvider()
        var board = LiveEventList()
        var received: [EventChange] = []
        var changes = provider.events.liveEventChanges(id: arsenalChelsea, group: "Main").makeAsyncIterator()
        while board.events.first?.markets.count != 4, let change = try await changes.next() {
            received.append(change)
            board.apply(change)
        }
        guard case .eventAdded? = received.first else { Issue.record("\(received)"); return }
        let market = try #require(board.events.first?.markets.first { $0.id == "292417803521806592" })
        #expect(!market.isAvailable, "the market's availability reached the change stream")
        var snapshots = provider.events.liveEvent(id: arsenalChelsea, group: "Main").makeAsyncIterator()
        let latest = try await snapshots.next()
        #expect(latest == board.events.first, "a late snapshot consumer gets what the changes built")
    }

    @Test func consumersOfOnePageShareOneConnectionPerTopic() async throws {
        let subscribed = Locked<[String]>([])
        let script = EveryMatrixSandbox.pageScript()
        let provider = EveryMatrixProvider(configuration: EveryMatrixSandbox.configuration, transport: StubTransport(.json("{}")),
                                           webSocketFactory: { _ in
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
            #expect(provider.aggregator?.topicFeeds.runningCount == 3, "the page, its overview topic and its group topic")
        }
        // Each topic is asked for its dump (and pushed its updates) once per connection.
        let asked = subscribed.withLock { $0 }
        #expect(Dictionary(grouping: asked, by: { $0 }).mapValues(\.count).values.max() == 2, "subscribe + initialDump, once: \(asked)")
    }

    @Test func liveDiagnosticsCountWhatTheFeedsSkipped() async throws {
        let provider = EveryMatrixSandbox.makeProvider()
        #expect(provider.liveDiagnostics == LiveFeedDiagnostics())
        _ = try await provider.events.event(id: arsenalChelsea)
        // The main-markets dump has a MAIN_MARKET (a counter the SDK keeps, not skipped) only.
        #expect(provider.liveDiagnostics.undecodableRecords == 0)
        #expect(provider.liveDiagnostics.unmodelledRecords == 0)
        _ = try await provider.events.marketGroups(eventId: tennis)
        #expect(provider.liveDiagnostics == LiveFeedDiagnostics(), "groups are modelled")
        let store = AggregatorStore(dump: try AggregatorMessageReader.decodeMessages(
            Data(#"{"version":"1","format":"BASIC","messageType":"INITIAL_DUMP","records":[{"_type":"MYSTERY","id":"1"},{"_type":"MATCH"}]}"#.utf8)))
        #expect(store.statistics.unmodelledRecords == 1)
        #expect(store.statistics.undecodableRecords == 1)
        let counter = LiveDiagnosticsCounter()
        var reported = AggregatorStore.Statistics()
        counter.add(store.statistics, since: &reported)
        counter.add(store.statistics, since: &reported)
        #expect(counter.current == LiveFeedDiagnostics(undecodableRecords: 1, unmodelledRecords: 1), "only growth is added")
    }
}
