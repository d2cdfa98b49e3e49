import Foundation
import Testing
@_spi(ProviderKit) @_spi(Testing) import ServicesProvider

/// Consumers cancelled while their feed (or a ``Broadcaster``, or a growing page list) hands
/// them a value. Publishing resumes a waiting
/// consumer, which takes that consumer's task lock; cancelling a consumer holds its task lock
/// and runs its stream's termination, which leaves the feed (the feed's lock). When the feed
/// handed batches out under its lock, the two deadlocked: about one full test run in three
/// hung on two cores.
@Suite struct CancellationDuringDeliveryTests {
    @Test func cancellingConsumersWhileTheFeedPublishesNeverDeadlocks() async {
        let runningCount = await finishes("SharedLiveFeeds") { watch in await Self.cancelConsumersWhilePublishing(rounds: 300, watch: watch) }
        #expect(runningCount == 0, "every feed stopped once its consumers left")
    }

    @Test func cancellingSubscribersWhileABroadcasterPublishesNeverDeadlocks() async {
        await finishes("Broadcaster") { watch in await Self.cancelSubscribersWhileBroadcasting(rounds: 300, watch: watch) }
    }

    /// Derived batches are worked out under the feeds' lock and handed out after it, as plain
    /// batches are.
    @Test func cancellingConsumersWhileBatchesAreDerivedNeverDeadlocks() async {
        let runningCount = await finishes("SharedLiveFeeds (derived)") { watch in await Self.cancelConsumersWhileDeriving(rounds: 300, watch: watch) }
        #expect(runningCount == 0, "every feed stopped once its consumers left")
    }

    @Test func cancellingAPagedListsConsumerWhileSnapshotsArriveNeverDeadlocks() async {
        await finishes("LiveEventPages") { watch in await Self.cancelPageConsumersWhileSnapshotsArrive(rounds: 3_000, watch: watch) }
    }

    /// Runs `work` and returns its result, watched from a thread of its own, not a task:
    /// deadlocked threads may be all the pool has (a test awaiting `work` resumes on that pool,
    /// so it cannot report a deadlock itself; the watchdog thread can).
    @discardableResult
    private func finishes<Result: Sendable>(_ name: String, _ work: @escaping @Sendable (DeliveryWatch) async -> Result) async -> Result {
        let watch = DeliveryWatch()
        let watchdog = Thread {
            guard let hang = watch.waitForHang() else { return }
            Issue.record("\(name): \(hang)")
            // The deadlocked threads would hang every later test; end the run here, loudly.
            fatalError("\(name) deadlocked (CancellationDuringDeliveryTests)")
        }
        watchdog.start()
        let result = await Task.detached { await work(watch) }.value
        watch.finish()
        return result
    }

    /// Each round: a growing page list whose provider sends snapshots as fast as it can, its
    /// consumer cancelled while they arrive.
    private static func cancelPageConsumersWhileSnapshotsArrive(rounds: Int, watch: DeliveryWatch) async {
        for _ in 0..<rounds {
            let pages = LiveEventPages.growing(pageSize: 1, maximum: 10) { count in
                LiveStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
                    let provider = Task {
                        while !Task.isCancelled {
                            watch.call { _ = continuation.yield(EventPageSnapshot(events: [], hasMore: true, requestedCount: count)) }
                            await Task.yield()
                        }
                    }
                    continuation.onTermination { provider.cancel() }
                }
            }
            let consumer = Task { for try await _ in pages.snapshots {} }
            await Task.yield()
            watch.call { consumer.cancel() }
            _ = await consumer.result
            watch.roundFinished()
        }
    }

    /// Each round: a feed deriving batches from its list as fast as it can, two `changes` and two
    /// `lists` consumers cancelled together.
    /// Returns how many feeds still run once they all left.
    private static func cancelConsumersWhileDeriving(rounds: Int, watch: DeliveryWatch) async -> Int {
        let feeds = SharedLiveFeeds<Int>()
        let producer: SharedLiveFeeds<Int>.Producer = { sink in
            watch.call { sink.publish([SharedLiveFeedsDerivingTests.event("a")]) }
            var odds: Decimal = 2
            while !Task.isCancelled {
                odds += 1
                watch.call {
                    sink.publish(deriving: { batch in
                        guard batch[id: "a"] != nil else { return }
                        batch.apply([.oddsChanged(eventId: "a", marketId: "m", outcomeId: "o", odds: Odds(decimal: odds))])
                    })
                }
                await Task.yield()
            }
        }
        for round in 0..<rounds {
            let consumers = (0..<4).map { index in
                Task {
                    if index.isMultiple(of: 2) {
                        for try await _ in feeds.changes(round, producer: producer) {}
                    } else {
                        for try await _ in feeds.lists(round, producer: producer) {}
                    }
                }
            }
            await Task.yield()
            for consumer in consumers { watch.call { consumer.cancel() } }
            for consumer in consumers { _ = await consumer.result }
            watch.roundFinished()
        }
        return feeds.runningCount
    }

    /// Each round: a broadcaster publishing as fast as it can, four subscribers waiting for
    /// its values, all four cancelled together.
    private static func cancelSubscribersWhileBroadcasting(rounds: Int, watch: DeliveryWatch) async {
        for _ in 0..<rounds {
            let broadcaster = Broadcaster<Int>()
            let publisher = Task {
                var count = 0
                while !Task.isCancelled {
                    watch.call { broadcaster.publish(count) }
                    count += 1
                    await Task.yield()
                }
            }
            let subscribers = (0..<4).map { _ in
                Task { for await _ in broadcaster.subscribe() {} }
            }
            await Task.yield()
            for subscriber in subscribers { watch.call { subscriber.cancel() } }
            for subscriber in subscribers { _ = await subscriber.value }
            publisher.cancel()
            watch.roundFinished()
        }
    }

    /// Each round: a feed publishing as fast as it can, four consumers waiting for its
    /// batches, all four cancelled together.
    /// Returns how many feeds still run once they all left.
    private static func cancelConsumersWhilePublishing(rounds: Int, watch: DeliveryWatch) async -> Int {
        let feeds = SharedLiveFeeds<Int>()
        let producer: SharedLiveFeeds<Int>.Producer = { sink in
            var count = 0
            while !Task.isCancelled {
                watch.call { sink.publish(changes: [.eventRemoved(eventId: String(count))]) }
                count += 1
                await Task.yield()
            }
        }
        for round in 0..<rounds {
            let consumers = (0..<4).map { _ in
                Task { for try await _ in feeds.changes(round, producer: producer) {} }
            }
            await Task.yield()
            for consumer in consumers { watch.call { consumer.cancel() } }
            for consumer in consumers { _ = await consumer.result }
            watch.roundFinished()
        }
        return feeds.runningCount
    }
}

/// What the watchdog reads. In Swift Testing these tests share the concurrency pool with every
/// other suite, which may keep the pool's threads busy for minutes on a loaded machine; how long
/// the work takes says little. A deadlock is different: a cancel or a publish, synchronous calls
/// that return within milliseconds once begun, stays stuck on its thread. So the calls in flight
/// are timed (60 s), and the rounds only against a far longer limit, for a hang of another kind.
private final class DeliveryWatch: Sendable {
    private struct State: Sendable {
        var callsInFlight: [Int: ContinuousClock.Instant] = [:]
        var nextCall = 0
        var lastRound = ContinuousClock.now
    }

    private let state = Locked(State())
    private let finished = DispatchSemaphore(value: 0)

    /// Runs `body`, a synchronous cancel or publish, timed while it runs.
    func call(_ body: () -> Void) {
        let id = state.withLock { state in
            defer { state.nextCall += 1 }
            state.callsInFlight[state.nextCall] = .now
            return state.nextCall
        }
        body()
        state.withLock { _ = $0.callsInFlight.removeValue(forKey: id) }
    }

    func roundFinished() { state.withLock { $0.lastRound = .now } }

    /// The work returned: the watchdog stops.
    func finish() { finished.signal() }

    /// Blocks the calling thread until the work finished (nil) or hangs (what hangs).
    func waitForHang(callLimit: Duration = .seconds(60), roundLimit: Duration = .seconds(600)) -> String? {
        while finished.wait(timeout: .now() + 0.5) == .timedOut {
            let (oldestCall, lastRound) = state.withLock { ($0.callsInFlight.values.min(), $0.lastRound) }
            let now = ContinuousClock.now
            if let oldestCall, now - oldestCall >= callLimit {
                return "a cancel or a publish made while subscribers were cancelled did not return in 60 s: a deadlock"
            }
            if now - lastRound >= roundLimit {
                return "no round finished in 10 minutes: a hang"
            }
        }
        return nil
    }
}
