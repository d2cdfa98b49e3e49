import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// ``LiveEventPages/growing(pageSize:maximum:snapshots:)``: the provider's lists say whether
/// more follow, so a full list can be the last and a short one is not decided by its length.
struct LiveEventPagesSnapshotsTests {
    static func events(_ count: Int) -> [Event] {
        (0..<count).map { Event(id: "\($0)", participants: [], startDate: Date(timeIntervalSince1970: 0), status: .notStarted) }
    }

    /// Each subscription gets one snapshot: `events(count)` events (so as many as asked), with
    /// `hasMore` from `more(count)`; `requestedCount` is deliberately wrong.
    final class FakeProvider: Sendable {
        let counts = Locked<[Int]>([])
        let more: @Sendable (Int) -> Bool
        init(more: @escaping @Sendable (Int) -> Bool) { self.more = more }

        func subscribe(_ count: Int) -> LiveStream<EventPageSnapshot> {
            counts.withLock { $0.append(count) }
            return LiveStream { continuation in
                continuation.yield(EventPageSnapshot(events: LiveEventPagesSnapshotsTests.events(count / 2), hasMore: more(count), requestedCount: -1))
            }
        }
    }

    @Test func theProviderSaysWhenTheListEndsWhateverItsLength() async throws {
        let provider = FakeProvider { $0 < 30 }
        let pages = LiveEventPages.growing(pageSize: 10, maximum: 100, snapshots: provider.subscribe)
        var iterator = pages.snapshots.makeAsyncIterator()
        #expect(try await iterator.next() == EventPageSnapshot(events: Self.events(5), hasMore: true, requestedCount: 10),
                "5 events for 10 asked, yet the provider has more")
        await pages.loadMore()
        #expect(try await iterator.next() == EventPageSnapshot(events: Self.events(10), hasMore: true, requestedCount: 20))
        await pages.loadMore()
        #expect(try await iterator.next() == EventPageSnapshot(events: Self.events(15), hasMore: false, requestedCount: 30))
        await pages.loadMore()
        #expect(provider.counts.withLock { $0 } == [10, 20, 30])
    }

    @Test func theMaximumStillEndsTheList() async throws {
        let provider = FakeProvider { _ in true }
        let pages = LiveEventPages.growing(pageSize: 10, maximum: 20, snapshots: provider.subscribe)
        var iterator = pages.snapshots.makeAsyncIterator()
        #expect(try await iterator.next()?.hasMore == true)
        await pages.loadMore()
        let last = try await iterator.next()
        #expect(last?.requestedCount == 20)
        #expect(last?.hasMore == false)
    }
}
