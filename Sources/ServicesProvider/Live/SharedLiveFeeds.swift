import Foundation

/// One live feed per key (a sport) shared by every `liveEvents` and `liveChanges` consumer of
/// one provider instance: the first consumer starts the producer (a poller, a WebSocket), the
/// last one to leave cancels it. A provider keeps one in its context.
///
/// The feed keeps the current list, so a consumer that joins late is not behind: a
/// `liveEvents` subscriber gets the latest list first, a `liveChanges` subscriber one
/// `eventAdded` per current event first, then both get what the feed publishes next. When the
/// producer ends (an error, or it returns) every subscriber's stream ends the same way, and the
/// next subscriber starts a new feed.
@_spi(ProviderKit) public final class SharedLiveFeeds<Key: Hashable & Sendable>: Sendable {
    /// Runs a feed, publishing into the sink, until it fails or is cancelled (the last
    /// consumer left). Returning ends the subscribers' streams normally.
    public typealias Producer = @Sendable (Sink) async throws(ServiceProviderError) -> Void

    /// Where a running feed publishes. Bound to one run of one key's feed: a stale run's
    /// publishes (after its subscribers left and a new run started) go nowhere.
    public struct Sink: Sendable {
        fileprivate let feeds: SharedLiveFeeds
        fileprivate let key: Key
        fileprivate let run: UUID

        /// A whole list (a dump, a poll): it replaces the current list, `liveEvents` subscribers
        /// get it, `liveChanges` subscribers its difference from the current list (all
        /// `eventAdded` the first time). O(n).
        public func publish(_ events: [Event]) {
            feeds.publish(key: key, run: run) { feed in
                let batch = feed.changes.isEmpty ? [] : EventChange.changes(from: feed.current.map { Array($0.events) } ?? [], to: events)
                feed.current = LiveEventList(events)
                return batch
            }
        }

        /// Where the feed's connection stands, for every subscriber's stream
        /// (``LiveStream/connectionState``) and the ones that join later. A publish sets
        /// ``LiveConnectionState/live`` by itself.
        public func setConnectionState(_ state: LiveConnectionState) {
            feeds.setConnectionState(state, key: key, run: run)
        }

        /// A batch of changes: the feed applies them to its current list with the one reducer
        /// (``LiveEventList``), which copies only what they touch, so `liveEvents` subscribers
        /// get the new list in time proportional to the batch, however long the list is.
        /// The changes must name every event that changed (a provider diffs what it cannot say
        /// granularly: ``EventChange/changes(from:to:)``).
        public func publish(changes: [EventChange]) {
            feeds.publish(key: key, run: run) { feed in
                if feed.current == nil { feed.current = LiveEventList() }
                feed.current?.apply(changes)
                return changes
            }
        }

        /// A batch worked out against the feed's own list, for a vendor whose records say what
        /// changed only relative to the events as they stand (a selection of a market the event
        /// holds): `derive` reads the list as the feed keeps it (empty before the first list)
        /// and applies its changes through the ``LiveEventList/Batch``; the feed then hands out
        /// what it applied. The producer keeps no list of its own, so each batch is applied
        /// once, to the one list. Nothing is handed out when `derive` applies nothing.
        ///
        /// `derive` runs under the feeds' lock (so no publish or subscriber comes between its
        /// reads and its changes): it must only compute. It must not wait, take a lock, yield
        /// to a stream or call into these feeds (the lock is not reentrant). It is not called
        /// at all for a stale run, whose publishes go nowhere.
        ///
        /// With `listing`, the batch is a whole content (a page of a list, which may be empty):
        /// the feed is listed after it even when it applies nothing, so `liveEvents`
        /// subscribers get their first (possibly empty) list, as ``publish(_:)`` gives it.
        public func publish(listing: Bool = false, deriving derive: (inout LiveEventList.Batch) -> Void) {
            feeds.publish(key: key, run: run) { feed in
                let wasListed = feed.current != nil
                var list = feed.current ?? LiveEventList()
                // The feed's reference released, so the batch changes the list in place.
                feed.current = nil
                let batch = list.batch(derive)
                if wasListed || listing || !batch.isEmpty { feed.current = list }
                return batch.isEmpty && (wasListed || !listing) ? nil : batch
            }
        }
    }

    private struct Feed {
        let run = UUID()
        var task: Task<Void, Never>?
        var lists: [UUID: LiveStream<EventBoard>.Continuation] = [:]
        var changes: [UUID: LiveStream<EventChange>.Continuation] = [:]
        /// `nil` until the producer published its first list.
        var current: LiveEventList?
        /// Where the producer's connection stands, for subscribers that join.
        var connection = LiveConnectionState.connecting
        var isEmpty: Bool { lists.isEmpty && changes.isEmpty }
    }

    private let feeds = Locked<[Key: Feed]>([:])
    /// Held while a publish hands out what it made (see `publish`); never by a termination.
    private let delivery = Locked(())

    /// Creates an empty registry (a provider keeps one per instance, in its runtime).
    public init() {}

    /// How many feeds are running (one per key with subscribers): how tests see a feed stop
    /// when its last consumer leaves.
    @_spi(Testing) public var runningCount: Int { feeds.withLock { $0.count } }

    /// The key's whole live list each time it changes; the latest one first if the feed runs.
    /// Only the newest list waits for a slow consumer. Successive lists share the storage of
    /// the events they have in common (``EventBoard``).
    public func lists(_ key: Key, producer: @escaping Producer) -> LiveStream<EventBoard> {
        subscribe(key, buffering: .bufferingNewest(1), producer: producer,
                  register: { feed, id, continuation in feed.lists[id] = continuation },
                  opening: { current in [current.events] })
    }

    /// A one-event feed (an event page) as that event each time it changes, the latest first if
    /// the feed runs; ends when the list is empty (the event left the feed). Shares the key's
    /// feed with ``lists(_:producer:)`` and ``changes(_:producer:)``.
    public func event(_ key: Key, producer: @escaping Producer) -> LiveStream<Event> {
        let lists = lists(key, producer: producer)
        return LiveStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let states = Task {
                for await state in lists.connectionStates where state != .live { continuation.setConnectionState(state) }
            }
            let task = Task {
                defer { states.cancel() }
                do throws(ServiceProviderError) {
                    for try await list in lists {
                        guard let event = list.first else { break }
                        continuation.yield(event)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }

    /// The key's changes; one `eventAdded` per current event first if the feed runs. Nothing is
    /// dropped for a slow consumer (changes build on each other).
    public func changes(_ key: Key, producer: @escaping Producer) -> LiveStream<EventChange> {
        subscribe(key, buffering: .unbounded, producer: producer,
                  register: { feed, id, continuation in feed.changes[id] = continuation },
                  opening: { current in current.events.map(EventChange.eventAdded) })
    }

    private func subscribe<Element: Sendable>(
        _ key: Key, buffering: LiveStream<Element>.BufferingPolicy, producer: @escaping Producer,
        register: (inout Feed, UUID, LiveStream<Element>.Continuation) -> Void,
        opening: (LiveEventList) -> [Element]
    ) -> LiveStream<Element> {
        let (stream, continuation) = LiveStream<Element>.makeStream(bufferingPolicy: buffering)
        let id = UUID()
        let run: UUID = feeds.withLock { feeds in
            var feed = feeds[key] ?? Feed()
            register(&feed, id, continuation)
            // Yielded under the lock, so nothing the feed publishes meanwhile comes before it.
            if let current = feed.current {
                for element in opening(current) { continuation.yield(element) }
            }
            if feed.connection != .live { continuation.setConnectionState(feed.connection) }
            if feed.task == nil {
                let sink = Sink(feeds: self, key: key, run: feed.run)
                feed.task = Task { [weak self] in
                    let failure: ServiceProviderError?
                    do throws(ServiceProviderError) {
                        try await producer(sink)
                        failure = nil
                    } catch {
                        failure = error
                    }
                    self?.end(key: key, run: sink.run, failure: failure)
                }
            }
            feeds[key] = feed
            return feed.run
        }
        continuation.onTermination { [weak self] in self?.leave(key: key, run: run, subscriber: id) }
        return stream
    }

    /// Records the feed's connection state and tells its subscribers, in order with its publishes
    /// (under `delivery`, outside the feeds' lock, as `publish` hands out).
    private func setConnectionState(_ state: LiveConnectionState, key: Key, run: UUID) {
        delivery.withLock { _ in
            let subscribers: (lists: [LiveStream<EventBoard>.Continuation], changes: [LiveStream<EventChange>.Continuation])? = feeds.withLock { feeds in
                guard feeds[key]?.run == run else { return nil }
                feeds[key]?.connection = state
                return feeds[key].map { (Array($0.lists.values), Array($0.changes.values)) }
            }
            guard let subscribers else { return }
            for continuation in subscribers.lists { continuation.setConnectionState(state) }
            for continuation in subscribers.changes { continuation.setConnectionState(state) }
        }
    }

    private func leave(key: Key, run: UUID, subscriber: UUID) {
        let stopped: Task<Void, Never>? = feeds.withLock { feeds in
            guard var feed = feeds[key], feed.run == run else { return nil }
            feed.lists[subscriber] = nil
            feed.changes[subscriber] = nil
            guard feed.isEmpty else {
                feeds[key] = feed
                return nil
            }
            feeds[key] = nil
            return feed.task
        }
        // Outside the lock: cancelling may run the producer's cancellation handlers.
        stopped?.cancel()
    }

    private func end(key: Key, run: UUID, failure: ServiceProviderError?) {
        let feed: Feed? = feeds.withLock { feeds in
            guard feeds[key]?.run == run else { return nil }
            return feeds.removeValue(forKey: key)
        }
        // Outside the lock: finishing runs each stream's termination, which takes the lock.
        guard let feed else { return }
        for continuation in feed.lists.values { continuation.finish(throwing: failure) }
        for continuation in feed.changes.values { continuation.finish(throwing: failure) }
    }

    /// `update` changes the feed's list (a whole list replacing it, changes applied to it, or a
    /// batch derived from it) and returns the batch to hand out, or nil for nothing to hand out.
    ///
    /// The new list is made under the feeds' lock and handed out after it, under `delivery`
    /// only: a yield may resume a waiting consumer, which takes that consumer's task lock,
    /// while a consumer being cancelled holds its task lock and runs its stream's termination,
    /// which takes the feeds' lock (`leave`). Yielding under the feeds' lock would deadlock the two
    /// (`CancellationDuringDeliveryTests`).
    /// So `update` (and a producer's `derive` inside it) only computes: it never yields, waits
    /// or takes another lock.
    /// `delivery` keeps publishes handed out in the order they were made, and no termination
    /// takes it. A subscriber that joins meanwhile got the newer list as its opening and is not
    /// among those this publish hands out to.
    private func publish(key: Key, run: UUID, _ update: (inout Feed) -> [EventChange]?) {
        delivery.withLock { _ in
            let handout: Handout? = feeds.withLock { feeds in
                guard feeds[key]?.run == run, var feed = feeds.removeValue(forKey: key) else { return nil }
                // Taken out of the dictionary while it changes, so its list is not copied.
                defer { feeds[key] = feed }
                guard let batch = update(&feed) else { return nil }
                feed.connection = .live
                return Handout(snapshot: feed.current?.events, lists: Array(feed.lists.values), batch: batch, changes: Array(feed.changes.values))
            }
            guard let handout else { return }
            if let snapshot = handout.snapshot {
                for continuation in handout.lists { continuation.yield(snapshot) }
            }
            for continuation in handout.changes {
                for change in handout.batch { continuation.yield(change) }
            }
        }
    }

    /// What one publish hands out, once the feeds' lock is released.
    private struct Handout {
        let snapshot: EventBoard?
        let lists: [LiveStream<EventBoard>.Continuation]
        let batch: [EventChange]
        let changes: [LiveStream<EventChange>.Continuation]
    }
}
