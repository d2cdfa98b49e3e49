import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// The core's paged live list, over a fake provider whose list of `count` events is a stream
/// the test drives.
struct LiveEventPagesTests {
    /// A provider with `available` events: each subscription gets its first `count` at once,
    /// then the test can publish more lists into the latest subscription.
    final class FakeLists: Sendable {
        let available: Int
        let subscriptions = Locked<[(count: Int, continuation: LiveStream<EventBoard>.Continuation)]>([])

        init(available: Int) { self.available = available }

        func events(_ count: Int) -> [Event] {
            (0..<min(count, available)).map { Event(id: "\($0)", participants: [], startDate: Date(timeIntervalSince1970: 0), status: .notStarted) }
        }

        func subscribe(_ count: Int) -> LiveStream<EventBoard> {
            let (stream, continuation) = LiveStream<EventBoard>.makeStream()
            continuation.yield(EventBoard(events(count)))
            subscriptions.withLock { $0.append((count, continuation)) }
            return stream
        }
    }

    @Test func loadMoreGrowsThePageUntilTheProviderRunsOut() async throws {
        let lists = FakeLists(available: 25)
        let pages = LiveEventPages.growing(pageSize: 10, maximum: 100, subscribe: lists.subscribe)
        var iterator = pages.snapshots.makeAsyncIterator()
        #expect(try await iterator.next() == EventPageSnapshot(events: lists.events(10), hasMore: true, requestedCount: 10))
        await pages.loadMore()
        #expect(try await iterator.next() == EventPageSnapshot(events: lists.events(20), hasMore: true, requestedCount: 20))
        await pages.loadMore()
        #expect(try await iterator.next() == EventPageSnapshot(events: lists.events(30), hasMore: false, requestedCount: 30))
        await pages.loadMore()
        #expect(lists.subscriptions.withLock { $0.map(\.count) } == [10, 20, 30])
    }

    @Test func theMaximumEndsTheListEvenWhenItIsFull() async throws {
        let lists = FakeLists(available: 1000)
        let pages = LiveEventPages.growing(pageSize: 10, maximum: 15, subscribe: lists.subscribe)
        var iterator = pages.snapshots.makeAsyncIterator()
        #expect(try await iterator.next()?.hasMore == true)
        await pages.loadMore()
        let last = try await iterator.next()
        #expect(last?.requestedCount == 15)
        #expect(last?.hasMore == false)
    }

    @Test func aDroppedPagesLateListIsNotDeliveredAndTheCurrentOneEndsTheStream() async throws {
        let lists = FakeLists(available: 100)
        let pages = LiveEventPages.growing(pageSize: 10, maximum: 100, subscribe: lists.subscribe)
        var iterator = pages.snapshots.makeAsyncIterator()
        _ = try await iterator.next()
        await pages.loadMore()
        let second = try await iterator.next()
        #expect(second?.requestedCount == 20)
        let (old, current) = lists.subscriptions.withLock { ($0[0].continuation, $0[1].continuation) }
        old.yield(EventBoard(lists.events(3)))
        old.finish(throwing: .timedOut)
        current.yield(EventBoard(lists.events(19)))
        #expect(try await iterator.next() == EventPageSnapshot(events: lists.events(19), hasMore: true, requestedCount: 20))
        current.finish(throwing: .maintenance(message: nil))
        await #expect(throws: ServiceProviderError.maintenance(message: nil)) { _ = try await iterator.next() }
    }

    @Test func theDefaultIsNotSupported() async throws {
        let pages = LiveEventPages.failing(.notSupported(feature: .popularEvents, provider: "P"))
        var iterator = pages.snapshots.makeAsyncIterator()
        await #expect(throws: ServiceProviderError.notSupported(feature: .popularEvents, provider: "P")) { _ = try await iterator.next() }
    }
}
