import Foundation
import XCTest
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider

/// Consumers cancelled while their feed (or a ``Broadcaster``, or a growing page list) hands
/// them a value. Publishing resumes a waiting
/// consumer, which takes that consumer's task lock; cancelling a consumer holds its task lock
/// and runs its stream's termination, which leaves the feed (the feed's lock). When the feed
/// handed batches out under its lock, the two deadlocked: about one full test run in three
/// hung on two cores.
final class CancellationDuringDeliveryTests: XCTestCase {
    func testCancellingConsumersWhileTheFeedPublishesNeverDeadlocks() {
        finishes("SharedLiveFeeds") { await Self.cancelConsumersWhilePublishing(rounds: 300) }
    }

    func testCancellingSubscribersWhileABroadcasterPublishesNeverDeadlocks() {
        finishes("Broadcaster") { await Self.cancelSubscribersWhileBroadcasting(rounds: 300) }
    }

    func testCancellingAPagedListsConsumerWhileSnapshotsArriveNeverDeadlocks() {
        finishes("LiveEventPages") { await Self.cancelPageConsumersWhileSnapshotsArrive(rounds: 3_000) }
    }

    /// Runs `work` and waits for it on this thread, not in a task: deadlocked threads may be
    /// all the pool has.
    private func finishes(_ name: String, _ work: @escaping @Sendable () async -> Void) {
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            await work()
            finished.signal()
        }
        guard finished.wait(timeout: .now() + 60) == .timedOut else { return }
        XCTFail("\(name): subscribers cancelled while it published did not finish in 60 s: a deadlock")
        // The deadlocked threads would hang every later test; end the run here, loudly.
        fatalError("\(name) deadlocked (CancellationDuringDeliveryTests)")
    }

    /// Each round: a growing page list whose provider sends snapshots as fast as it can, its
    /// consumer cancelled while they arrive.
    private static func cancelPageConsumersWhileSnapshotsArrive(rounds: Int) async {
        for _ in 0..<rounds {
            let pages = LiveEventPages.growing(pageSize: 1, maximum: 10) { count in
                LiveStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
                    let provider = Task {
                        while !Task.isCancelled {
                            continuation.yield(EventPageSnapshot(events: [], hasMore: true, requestedCount: count))
                            await Task.yield()
                        }
                    }
                    continuation.onTermination { provider.cancel() }
                }
            }
            let consumer = Task { for try await _ in pages.snapshots {} }
            await Task.yield()
            consumer.cancel()
            _ = await consumer.result
        }
    }

    /// Each round: a broadcaster publishing as fast as it can, four subscribers waiting for
    /// its values, all four cancelled together.
    private static func cancelSubscribersWhileBroadcasting(rounds: Int) async {
        for _ in 0..<rounds {
            let broadcaster = Broadcaster<Int>()
            let publisher = Task {
                var count = 0
                while !Task.isCancelled {
                    broadcaster.publish(count)
                    count += 1
                    await Task.yield()
                }
            }
            let subscribers = (0..<4).map { _ in
                Task { for await _ in broadcaster.subscribe() {} }
            }
            await Task.yield()
            for subscriber in subscribers { subscriber.cancel() }
            for subscriber in subscribers { _ = await subscriber.value }
            publisher.cancel()
        }
    }

    /// Each round: a feed publishing as fast as it can, four consumers waiting for its
    /// batches, all four cancelled together.
    private static func cancelConsumersWhilePublishing(rounds: Int) async {
        let feeds = SharedLiveFeeds<Int>()
        let producer: SharedLiveFeeds<Int>.Producer = { sink in
            var count = 0
            while !Task.isCancelled {
                sink.publish(changes: [.eventRemoved(eventId: String(count))])
                count += 1
                await Task.yield()
            }
        }
        for round in 0..<rounds {
            let consumers = (0..<4).map { _ in
                Task { for try await _ in feeds.changes(round, producer: producer) {} }
            }
            await Task.yield()
            for consumer in consumers { consumer.cancel() }
            for consumer in consumers { _ = await consumer.result }
        }
        XCTAssertEqual(feeds.runningCount, 0, "every feed stopped once its consumers left")
    }
}
