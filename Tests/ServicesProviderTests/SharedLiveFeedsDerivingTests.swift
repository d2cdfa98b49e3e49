import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider
import ServicesProviderTesting

/// `SharedLiveFeeds.Sink.publish(deriving:)`: a producer works a batch out against the feed's
/// own list, which is then the only list (the producer keeps none).
@Suite struct SharedLiveFeedsDerivingTests {
    static func event(_ id: String, odds: Decimal = 2) -> Event {
        Event(id: id, participants: [], startDate: Date(timeIntervalSince1970: 0), status: .notStarted,
              markets: [Market(id: "m", name: "Match", outcomes: [Outcome(id: "o", name: "Home", odds: Odds(decimal: odds))])])
    }

    /// Each change the batch applies is seen by the next read in the same batch, and consumers
    /// get the batch's changes and the list the feed keeps.
    @Test func aDerivedBatchReadsTheFeedsListAndIsHandedOut() async throws {
        let feeds = SharedLiveFeeds<Int>()
        let reads = Locked<[String]>([])
        let producer: SharedLiveFeeds<Int>.Producer = { sink in
            sink.publish([Self.event("a"), Self.event("b")])
            sink.publish(deriving: { batch in
                // What a vendor's "odds up on whatever is listed" record would do.
                for event in batch.events { batch.apply([.oddsChanged(eventId: event.id, marketId: "m", outcomeId: "o", odds: Odds(decimal: 3))]) }
                batch.apply([.eventRemoved(eventId: "a")])
                reads.withLock { $0 = batch.events.map(\.id) + [batch[id: "a"] == nil ? "a gone" : "a listed"] }
            })
            try? await Task.sleep(nanoseconds: 60_000_000_000)
        }
        var changes = feeds.changes(0, producer: producer).makeAsyncIterator()
        var received: [EventChange] = []
        for _ in 0..<5 { received.append(try #require(try await changes.next())) }
        #expect(received == [.eventAdded(Self.event("a")), .eventAdded(Self.event("b")),
                             .oddsChanged(eventId: "a", marketId: "m", outcomeId: "o", odds: Odds(decimal: 3)),
                             .oddsChanged(eventId: "b", marketId: "m", outcomeId: "o", odds: Odds(decimal: 3)),
                             .eventRemoved(eventId: "a")])
        #expect(reads.withLock { $0 } == ["b", "a gone"])
        var board = feeds.lists(0, producer: producer).makeAsyncIterator()
        #expect(try await board.next().map(Array.init) == [Self.event("b", odds: 3)])
    }

    /// A batch that applies nothing hands nothing out, and before the first list it leaves the
    /// feed without one (a late consumer gets no empty opening).
    @Test func anEmptyBatchHandsOutNothing() async throws {
        let feeds = SharedLiveFeeds<Int>()
        let derived = Locked(0)
        let producer: SharedLiveFeeds<Int>.Producer = { sink in
            sink.publish(deriving: { batch in
                #expect(batch.events.isEmpty)
                derived.withLock { $0 += 1 }
            })
            sink.publish(deriving: { _ in derived.withLock { $0 += 1 } })
            sink.publish(changes: [.eventAdded(Self.event("c"))])
            try? await Task.sleep(nanoseconds: 60_000_000_000)
        }
        var first = feeds.changes(0, producer: producer).makeAsyncIterator()
        #expect(try await first.next() == .eventAdded(Self.event("c")))
        #expect(derived.withLock { $0 } == 2)
    }
}
