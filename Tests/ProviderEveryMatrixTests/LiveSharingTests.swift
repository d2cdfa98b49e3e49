import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
@testable import ServicesProviderTesting

/// Every live consumer of one sport on one provider shares one aggregator connection, and the
/// public reducer rebuilds the snapshots from the changes of the recorded stream.
@Suite struct LiveSharingTests {
    @Test func consumersOfOneSportShareOneConnectionAndALateOneCatchesUp() async throws {
        let dump = try Fixture.data("popular-live-matches-football.json")
        let opened = Locked<[InMemoryWebSocketChannel]>([])
        let provider = EveryMatrixProvider(configuration: testConfiguration, transport: StubTransport(.json("{}")),
                                           webSocketFactory: { _ in
                                               let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: [LiveFeedTests.oddsUpdate])
                                               opened.withLock { $0.append(channel) }
                                               return channel
                                           }, sleep: neverFires)
        let client = Client(provider: provider)
        do {
            var early: [EventChange] = []
            var first = client.events.liveChanges(sport: .football).makeAsyncIterator()
            while early.count < 9, let change = try await first.next() { early.append(change) }
            // Joined after the dump and the update: both start from the feed's current list.
            var lateChanges = client.events.liveChanges(sport: .football).makeAsyncIterator()
            var late: [EventChange] = []
            while late.count < 8, let change = try await lateChanges.next() { late.append(change) }
            var lists = client.events.liveEvents(sport: .football).makeAsyncIterator()
            let board = try await lists.next()

            #expect(opened.withLock { $0.count } == 1, "three consumers, one WebSocket")
            #expect(provider.runtime.liveFeeds.runningCount == 1)
            #expect(late.allSatisfy { if case .eventAdded = $0 { true } else { false } }, "\(late)")
            #expect(LiveEventList().applying(late) == LiveEventList().applying(early), "the late stream opens where the early one is")
            #expect(LiveEventList().applying(late).events == board, "and where the late snapshot is")
            let odds = board?.first { $0.id == "287039663214202880" }?.markets.first?.outcomes.first?.odds
            #expect(odds == Odds(decimal: Decimal(string: "1.8")!), "the update is in the late consumer's first list")
        }
        #expect(provider.runtime.liveFeeds.runningCount == 0, "the last consumer left: the feed stopped")
        var again = client.events.liveEvents(sport: .football).makeAsyncIterator()
        _ = try await again.next()
        #expect(opened.withLock { $0.count } == 2, "a new consumer opens a new connection")
    }

    /// The recorded football dump and its recorded updates, applied as the feed applies them:
    /// after each step, the changes applied with the public reducer give the mapped snapshot.
    @Test func recordedChangesAppliedWithTheReducerGiveTheSnapshots() throws {
        var store = AggregatorStore(dump: try AggregatorMessageReader.decodeMessages(EveryMatrixSandbox.fixture("popular-live-matches-football.json")))
        var board = LiveEventList()
        board.apply(EveryMatrixModelMapper.events(in: store.view).map(EventChange.eventAdded))
        var applied = 0
        for payload in EveryMatrixSandbox.liveUpdates() {
            let changes = store.applyBatch(try AggregatorMessageReader.decodeMessages(payload))
            board.apply(changes)
            applied += changes.count
            #expect(Array(board.events) == EveryMatrixModelMapper.events(in: store.view))
        }
        #expect(applied > 3, "the recording has changes to apply")
    }

    /// `apply(diff(a, b), to: a) == b` for lists from the fixtures (successive snapshots of the
    /// recorded stream, another sport's list, sublists), for every pair the diff's documented
    /// condition covers: `b` keeps `a`'s events in order and lists new ones last.
    @Test func diffThenApplyGivesTheNewListForFixtureLists() throws {
        var store = AggregatorStore(dump: try AggregatorMessageReader.decodeMessages(EveryMatrixSandbox.fixture("popular-live-matches-football.json")))
        var lists = [[], EveryMatrixModelMapper.events(in: store.view)]
        for payload in EveryMatrixSandbox.liveUpdates() {
            store.applyBatch(try AggregatorMessageReader.decodeMessages(payload))
            lists.append(EveryMatrixModelMapper.events(in: store.view))
        }
        let tennis = EveryMatrixModelMapper.events(in: try ProviderEveryMatrixTests.store("live-matches-tennis.json").view)
        #expect(!tennis.isEmpty)
        lists += [tennis, Array(lists[1].dropFirst(3)), lists[1].enumerated().filter { $0.offset % 2 == 0 }.map(\.element)]
        var checked = 0
        for a in lists {
            for b in lists where keepsOrder(from: a, to: b) {
                #expect(EventChange.apply(EventChange.changes(from: a, to: b), to: a) == b, "\(a.count) → \(b.count) events")
                checked += 1
            }
        }
        #expect(checked >= lists.count * lists.count / 2)
    }

    private func keepsOrder(from a: [Event], to b: [Event]) -> Bool {
        let old = Set(a.map(\.id))
        let kept = b.map(\.id).prefix { old.contains($0) }
        return Array(kept) == a.map(\.id).filter { id in b.contains { $0.id == id } } && b.dropFirst(kept.count).allSatisfy { !old.contains($0.id) }
    }
}

private extension LiveEventList {
    func applying(_ changes: [EventChange]) -> LiveEventList {
        var list = self
        list.apply(changes)
        return list
    }
}
