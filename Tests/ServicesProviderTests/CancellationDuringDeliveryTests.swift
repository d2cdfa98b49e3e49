import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// Consumers cancelled while their feed (or a ``Broadcaster``, or a growing page list) hands
/// them a value. Publishing resumes a waiting
/// consumer, which takes that consumer's task lock; cancelling a consumer holds its task lock
/// and runs its stream's termination, which leaves the feed (the feed's lock). When the feed
/// handed batches out under its lock, the two deadlocked: about one full test run in three
/// hung on two cores.
@Suite struct CancellationDuringDeliveryTests {
    @Test func cancellingConsumersWhileTheFeedPublishesNeverDeadlocks() async {
        let runningCount = await finishes("SharedLiveFeeds") { await Self.cancelConsumersWhilePublishing(rounds: 300) }
        #expect(runningCount == 0, "every feed stopped once its consumers left")
    }

    @Test func cancellingSubscribersWhileABroadcasterPublishesNeverDeadlocks() async {
        await finishes("Broadcaster") { await Self.cancelSubscribersWhileBroadcasting(rounds: 300) }
    }

    @Test func cancellingAPagedListsConsumerWhileSnapshotsArriveNeverDeadlocks() async {
        await finishes("LiveEventPages") { await Self.cancelPageConsumersWhileSnapshotsArrive(rounds: 3_000) }
    }

    /// Runs `work` and returns its result, watched from a thread of its own, not a task:
    /// deadlocked threads may be all the pool has (a test awaiting `work` resumes on that pool,
    /// so it cannot report a deadlock itself; the watchdog thread can).
    @discardableResult
    private func finishes<Result: Sendable>(_ name: String, _ work: @escaping @Sendable () async -> Result) async -> Result {
        let finished = DispatchSemaphore(value: 0)
        let watchdog = Thread {
            guard finished.wait(timeout: .now() + 60) == .timedOut else { return }
            Issue.record("\(name): subscribers cancelled while it published did not finish in 60 s: a deadlock")
            // The deadlocked threads would hang every later test; end the run here, loudly.
            fatalError("\(name) deadlocked (CancellationDuringDeliveryTests)")
        }
        watchdog.start()
        let result = await Task.detached { await work() }.value
        finished.signal()
        return result
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
    /// Returns how many feeds still run once they all left.
    private static func cancelConsumersWhilePublishing(rounds: Int) async -> Int {
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
        return feeds.runningCount
    }
}
