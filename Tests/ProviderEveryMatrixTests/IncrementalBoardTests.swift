import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) @_spi(Testing) @testable import ServicesProvider
@_spi(ProviderKit) @testable import ServicesProviderTesting

/// The `liveEvents` board is kept incrementally: the feed publishes each batch as its changes
/// (`EveryMatrixLive.publish`) and the shared feed applies them to its board, re-applying
/// only the events they name. After every batch of the recorded streams (and made-up creates,
/// deletes, status changes and a reconnection's dump) that board equals the store mapped whole.
@Suite struct IncrementalBoardTests {
    /// The boards a `liveEvents` consumer receives for `steps`, one per step (the producer waits
    /// for the consumer before the next step, so none is skipped).
    private func boards(for steps: [EveryMatrixLiveFeed.Step]) async throws -> [EventBoard] {
        let feeds = SharedLiveFeeds<String>()
        let (acks, ack) = AsyncStream<Void>.makeStream()
        let stream = feeds.lists("topic") { sink in
            var next = acks.makeAsyncIterator()
            for step in steps {
                EveryMatrixLive.publish(step, map: { EveryMatrixModelMapper.events(in: $0) }, to: sink)
                _ = await next.next()
            }
        }
        var boards: [EventBoard] = []
        for try await board in stream {
            boards.append(board)
            ack.yield()
            if boards.count == steps.count { break }
        }
        return boards
    }

    /// The feed's steps for `payloads` (the first the dump) as `EveryMatrixLiveFeed.run` makes
    /// them, then, with `redump`, a reconnection whose dump is `redump`.
    private func steps(_ payloads: [Data], redump: Data? = nil) throws -> (steps: [EveryMatrixLiveFeed.Step], stores: [AggregatorStore]) {
        var store = AggregatorStore()
        var steps: [EveryMatrixLiveFeed.Step] = []
        var stores: [AggregatorStore] = []
        for (index, payload) in payloads.enumerated() {
            let messages = try AggregatorMessageReader.decodeMessages(payload)
            if index == 0 {
                store = AggregatorStore(dump: messages)
                steps.append(.dump(store))
            } else {
                let changes = store.applyBatch(messages)
                steps.append(.update(store, changes))
            }
            stores.append(store)
        }
        if let redump {
            let fresh = AggregatorStore(dump: try AggregatorMessageReader.decodeMessages(redump))
            steps.append(.redump(fresh))
            stores.append(fresh)
        }
        return (steps, stores)
    }

    @discardableResult
    private func assertBoardsAreFullRebuilds(_ payloads: [Data], redump: Data? = nil,
                                             sourceLocation: SourceLocation = #_sourceLocation) async throws -> [EventBoard] {
        let (steps, stores) = try steps(payloads, redump: redump)
        let boards = try await boards(for: steps)
        #expect(boards.count == steps.count, sourceLocation: sourceLocation)
        for (index, (board, store)) in zip(boards, stores).enumerated() {
            #expect(Array(board) == EveryMatrixModelMapper.events(in: store.view), "step \(index)", sourceLocation: sourceLocation)
        }
        return boards
    }

    private func payloads(_ name: String) throws -> [Data] {
        let messages = try #require(JSONSerialization.jsonObject(with: Fixture.data(name)) as? [Any])
        return try messages.map { try JSONSerialization.data(withJSONObject: $0) }
    }

    @Test func recordedStreams() async throws {
        let football = try payloads("popular-live-matches-football.json")
        try await assertBoardsAreFullRebuilds(football + EveryMatrixSandbox.liveUpdates(), redump: football[0])
        try await assertBoardsAreFullRebuilds(try payloads("live-matches-tennis.json"))
        try await assertBoardsAreFullRebuilds(try payloads("match-market-group-main-football.json"))
        try await assertBoardsAreFullRebuilds(try payloads("match-market-groups-football.json"))
    }

    /// A match created (a copy of a recorded one), one ended, one deleted and then the feed
    /// reconnected to a dump that lacks another and lists the rest in another order.
    @Test func createsDeletesStatusChangesAndAReconnection() async throws {
        let dump = try payloads("popular-live-matches-football.json")[0]
        let root = try #require(JSONSerialization.jsonObject(with: dump) as? [String: Any])
        let records = try #require(root["records"] as? [[String: Any]])
        let matches = records.filter { $0["_type"] as? String == "MATCH" }.compactMap { $0["id"] as? String }
        #expect(matches.count > 3)
        var created = try #require(records.first { $0["_type"] as? String == "MATCH" })
        created["id"] = "287039663214299999"
        func update(_ version: Int, _ records: [[String: Any]]) throws -> Data {
            try JSONSerialization.data(withJSONObject: ["version": "\(1_763_399_600_000 + version)", "format": "AGGREGATOR", "messageType": "UPDATE", "records": records])
        }
        let creates = try update(1, [["changeType": "CREATE", "entityType": "MATCH", "id": "287039663214299999", "entity": created]])
        let ends = try update(2, [["changeType": "UPDATE", "entityType": "MATCH", "id": matches[1], "changedProperties": ["statusId": "3"]]])
        let deletes = try update(3, [["changeType": "DELETE", "entityType": "MATCH", "id": matches[0]]])
        // The reconnection's dump: the last match gone, the others' records reversed.
        var reordered = root
        reordered["records"] = Array(records.filter { $0["id"] as? String != matches[matches.count - 1] }.reversed())
        let redump = try JSONSerialization.data(withJSONObject: reordered)
        let boards = try await assertBoardsAreFullRebuilds([dump, creates, ends, deletes], redump: redump)
        let count = matches.count
        #expect(boards.map(\.count) == [count, count + 1, count + 1, count, count - 1])
        #expect(boards[2].first { $0.id == matches[1] }?.status == .ended)
        #expect(boards.last?.last?.id == matches[0], "in the reconnection's order (reversed), with the match deleted before it back")
    }

    /// Odds changes on a board of many chunks: each batch leaves every chunk it did not touch
    /// shared with the previous board.
    @Test func aBatchReusesTheEventsItDidNotTouch() async throws {
        let store = AggregatorStore(dump: try AggregatorMessageReader.decodeMessages(EveryMatrixSandbox.fixture("popular-live-matches-football.json")))
        // Made large by copies of the recorded events under new ids (the store itself is not needed).
        let recorded = EveryMatrixModelMapper.events(in: store.view)
        var events: [Event] = []
        for copy in 0..<40 {
            for var event in recorded {
                event.id += "-\(copy)"
                events.append(event)
            }
        }
        let feeds = SharedLiveFeeds<String>()
        let (acks, ack) = AsyncStream<Void>.makeStream()
        let outcome = try #require(events[100].markets.first?.outcomes.first)
        let market = try #require(events[100].markets.first)
        let board = events
        let stream = feeds.lists("topic") { sink in
            var next = acks.makeAsyncIterator()
            sink.publish(board)
            _ = await next.next()
            sink.publish(changes: [.oddsChanged(eventId: board[100].id, marketId: market.id, outcomeId: outcome.id, odds: Odds(decimal: 99))])
            _ = await next.next()
        }
        var boards: [EventBoard] = []
        for try await board in stream {
            boards.append(board)
            ack.yield()
            if boards.count == 2 { break }
        }
        #expect(boards.count == 2)
        #expect(boards[0].chunkCount > 5)
        #expect(boards[1].sharedChunkCount(with: boards[0]) == boards[0].chunkCount - 1, "one chunk copied")
        #expect(boards[1][100].markets.first?.outcomes.first?.odds == Odds(decimal: 99))
        #expect(boards[0][100] == events[100], "the earlier board is unchanged")
    }
}
