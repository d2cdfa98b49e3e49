import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The shared feed's list is the only live list: the SportRadar feed works each run of granular
/// records out against it and keeps only what is not an event (score keys, the extended data,
/// whether it waits for a whole list, the tab's markets). Its diagnostics reach `Client`.
@Suite struct LiveOneListTests {
    /// The records of a recorded frame file, as the socket decodes them.
    private func records(_ name: String) throws -> [SportRadarModels.ContentChangeRecord?] {
        let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Fixture.data("socket/\(name)"))
        guard case .records(let records) = message.payload else {
            Issue.record("\(name) is not CONTENT_CHANGES")
            return []
        }
        return records
    }

    /// The whole list reaches the shared feed without passing through the SportRadar state (the
    /// test publishes it itself), then the recorded updates go through the feed's own `apply`
    /// with a fresh state: they change the feed's board, so they were worked out against the
    /// feed's list. A feed keeping a list of its own would have found none of the events those
    /// updates name (counted as unknown references) and left the first event as it was.
    @Test(.timeLimit(.minutes(1))) func granularRecordsAreWorkedOutAgainstTheSharedFeedsList() async throws {
        let harness = try LiveHarness([])
        let live = try #require(harness.provider.live)
        let feed = SportRadarLiveFeed(live: live, contents: [SportRadarLiveContent.liveList(sportCode: "FBL")])
        let first = try LiveFixture.events("CONTENT_CHANGES-liveEvents-refreshed")
        let updates = try records("CONTENT_CHANGES-liveEvents-updates")
        // Told when the producer has applied the updates (no real-time wait: a loaded machine
        // may take long to schedule the producer, and the test's time limit bounds it).
        let (applied, appliedNow) = AsyncStream<Void>.makeStream()
        let feeds = SharedLiveFeeds<Int>()
        let producer: SharedLiveFeeds<Int>.Producer = { sink in
            sink.publish(first)
            var state = SportRadarLiveState()
            feed.apply(updates, to: &state, sink: sink)
            appliedNow.yield()
            try? await Task.sleep(nanoseconds: 60_000_000_000)  // keeps the feed (and its board) until the consumers leave
        }
        let running = Task { for try await _ in feeds.changes(0, producer: producer) {} }
        defer { running.cancel() }
        var waiting = applied.makeAsyncIterator()
        await waiting.next()
        // A late `liveEvents` consumer opens with the feed's board as it is now.
        var late = feeds.lists(0, producer: producer).makeAsyncIterator()
        let board = try #require(try await late.next())

        var expected = LiveEventList(first)
        var state = SportRadarLiveState()
        let changes = expected.batch { batch in
            for case let record? in updates { state.apply(record, contentEventId: nil, to: &batch) }
        }
        #expect(changes.contains(.matchTimeChanged(eventId: "4067580.1", matchTime: "35:00")))
        #expect(board == expected.events)
        #expect(board.map(\.id) == ["4067580.1", "4067592.1"])
        #expect(board[0].matchTime == "35:00")
        #expect(board[0].markets.map(\.id) == ["67679001.1"])
        #expect(board[0].markets.first?.outcomes.first?.odds == Odds(numerator: 1, denominator: 3))
        #expect(harness.provider.liveDiagnostics.unknownReferences == 0)
        #expect(harness.provider.liveDiagnostics.unmodelledRecords == 1)  // numMarkets
    }

    /// The state a feed keeps between frames holds no event: not a list, a board, an event or a
    /// collection of them, however many records it has seen (the feed that kept its own
    /// `LiveEventList` here applied every batch a second time).
    @Test func theFeedsStateHoldsNoEvents() throws {
        var state = SportRadarLiveState()
        var list = LiveEventList()
        for name in ["CONTENT_CHANGES-liveEvents-refreshed", "CONTENT_CHANGES-liveEvents-updates", "CONTENT_CHANGES-liveDataExtended"] {
            for case let record? in try records(name) {
                if case .events(let events) = record.change, record.path.target == .content {
                    list = LiveEventList(state.replace(with: events))
                } else {
                    let single = SportRadarLiveContent.Kind(type: record.contentId.type) == .event ? record.contentId.id : nil
                    _ = list.batch { state.apply(record, contentEventId: single, to: &$0) }
                }
            }
        }
        #expect(list.events.count == 2)
        let holders = Self.eventHolders(in: state, path: "state")
        #expect(holders.isEmpty, "the SportRadar state holds events at \(holders)")
    }

    /// The paths under `value` (its stored properties, the elements of its collections) that
    /// hold an `Event` or a list of them.
    private static func eventHolders(in value: Any, path: String, depth: Int = 0) -> [String] {
        if value is Event || value is LiveEventList || value is EventBoard { return [path] }
        guard depth < 8 else { return [] }
        return Mirror(reflecting: value).children.enumerated().flatMap { index, child in
            eventHolders(in: child.value, path: "\(path).\(child.label ?? String(index))", depth: depth + 1)
        }
    }

    /// `Client.liveDiagnostics` reads the provider's counts through the protocol, no downcast:
    /// a socket frame that does not decode counts one.
    @Test func clientReadsTheSocketsDiagnostics() async throws {
        let harness = try LiveHarness([.init(reply: LiveHarness.started("abc"), frames: ["{not json"])])
        let client = Client(provider: harness.provider)
        #expect(client.liveDiagnostics == LiveFeedDiagnostics())
        let stream = client.events.liveEvents(sport: .football)
        let consumer = Task { for try await _ in stream {} }  // keeps the feed reading meanwhile
        defer { consumer.cancel() }
        #expect(await eventually(60) { client.liveDiagnostics.undecodableRecords == 1 })
        #expect(client.liveDiagnostics == LiveFeedDiagnostics(undecodableRecords: 1))
        let provider: any ServiceProvider = harness.provider
        #expect(provider.liveDiagnostics == client.liveDiagnostics)
    }

    /// Without a socket there is no feed, and the counts are all zero.
    @Test func noSocketMeansZeroDiagnostics() {
        let client = Client(provider: TestConfig.provider(transport: StubTransport(.json("{}"))))
        #expect(client.liveDiagnostics == LiveFeedDiagnostics())
    }
}
