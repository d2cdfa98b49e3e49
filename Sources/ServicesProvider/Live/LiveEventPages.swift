import Foundation

/// What a paged live list holds now: every event loaded so far (all pages, in the provider's
/// order), whether the provider has more, and how many events were asked for.
public struct EventPageSnapshot: Sendable, Hashable {
    /// The events of every page loaded so far, in the provider's order, as they are now.
    public var events: [Event]
    /// Whether ``LiveEventPages/loadMore()`` would bring more events: the provider filled the
    /// last page (it sent as many events as were asked for) and the list is below its maximum.
    public var hasMore: Bool
    /// How many events the list asked for (a page size times the pages loaded); `events` holds
    /// fewer when the provider has no more.
    public var requestedCount: Int

    /// Creates a snapshot.
    public init(events: [Event], hasMore: Bool, requestedCount: Int) {
        self.events = events
        self.hasMore = hasMore
        self.requestedCount = requestedCount
    }
}

/// A live list of events that grows a page at a time. ``snapshots`` yields the whole list so
/// far each time it changes (the first snapshot once the first page is there); ``loadMore()``
/// asks for the next page, and the same stream then continues with the longer list: the app
/// keeps iterating and never subscribes again.
///
/// ```swift
/// let pages = client.events.popularEvents(sport: .football)
/// for try await page in pages.snapshots {
///     show(page.events, showsMoreButton: page.hasMore)   // the button calls `await pages.loadMore()`
/// }
/// ```
///
/// Only the newest snapshot waits for a slow consumer. Stopping the iteration stops the live
/// data. Errors end the stream as ``ServiceProviderError``s.
public struct LiveEventPages: Sendable {
    /// The whole list so far after each change, and after each page loaded.
    public let snapshots: LiveStream<EventPageSnapshot>
    private let more: @Sendable () async -> Void

    /// Creates pages from a stream of snapshots and the action that loads the next page (for
    /// a provider, or an app's preview or test double).
    public init(snapshots: LiveStream<EventPageSnapshot>, loadMore: @escaping @Sendable () async -> Void) {
        self.snapshots = snapshots
        more = loadMore
    }

    /// Asks for the next page; the new list arrives through ``snapshots``. Does nothing when
    /// the latest snapshot said `hasMore == false`, before the first snapshot, or after the
    /// stream ended. Returns once the request is made, not when the page has arrived.
    public func loadMore() async {
        await more()
    }

    /// Pages whose snapshots fail at once with `error` (e.g. `.notSupported`).
    public static func failing(_ error: ServiceProviderError) -> LiveEventPages {
        LiveEventPages(snapshots: .failing(error), loadMore: {})
    }

    /// Pages over a provider that pages by count, as a topic or query with the list's length in
    /// it: `subscribe(count)` is the live list of the first `count` events. Starts at
    /// `pageSize`; each ``loadMore()`` drops the current subscription and subscribes again with
    /// `pageSize` more (at most `maximum`). The first list of a subscription decides `hasMore`:
    /// fewer events than asked for means the provider has no more. A page list is short (at most
    /// `maximum` events), so each snapshot copies its board into an array.
    @_spi(ProviderKit) public static func growing(pageSize: Int, maximum: Int,
                                                  subscribe: @escaping @Sendable (_ count: Int) -> LiveStream<EventBoard>) -> LiveEventPages {
        start(GrowingPager(pageSize: max(1, pageSize), maximum: max(1, maximum), subscribe: subscribe,
                           read: { events, count in (Array(events), events.count >= count) }))
    }

    /// Pages over a provider whose lists say themselves whether more follow, as a REST list read
    /// page by page whose end is a page shorter than the server's own page size (which may not
    /// be `pageSize`, so the pager cannot count it): as ``growing(pageSize:maximum:subscribe:)``,
    /// but `snapshots(count)` is the live list of the first `count / pageSize` pages, each
    /// snapshot with the provider's `hasMore` (the first one of a subscription decides; `maximum`
    /// still ends the list) and its `requestedCount` replaced by `count`.
    @_spi(ProviderKit) public static func growing(pageSize: Int, maximum: Int,
                                                  snapshots: @escaping @Sendable (_ count: Int) -> LiveStream<EventPageSnapshot>) -> LiveEventPages {
        start(GrowingPager(pageSize: max(1, pageSize), maximum: max(1, maximum), subscribe: snapshots,
                           read: { snapshot, _ in (snapshot.events, snapshot.hasMore) }))
    }

    private static func start<List>(_ pager: GrowingPager<List>) -> LiveEventPages {
        pager.continuation.onTermination { pager.stop() }
        pager.start()
        return LiveEventPages(snapshots: pager.stream, loadMore: { pager.loadMore() })
    }
}

/// Runs one subscription at a time for ``LiveEventPages/growing(pageSize:maximum:subscribe:)``
/// (a `List` of events) and ``LiveEventPages/growing(pageSize:maximum:snapshots:)`` (a `List`
/// that says whether more follow); `read` gives a list's events and whether the provider has more.
/// Each subscription has a generation; what an older one sends after a newer one started is
/// dropped, so a dropped page's late list or end never reaches the consumer.
private final class GrowingPager<List: Sendable>: Sendable {
    private struct State {
        var count: Int
        var generation = 0
        /// What the current subscription's first list said; false until it arrived.
        var hasMore = false
        var ended = false
        var task: Task<Void, Never>?
    }

    private let pageSize: Int
    private let maximum: Int
    private let subscribe: @Sendable (Int) -> LiveStream<List>
    private let read: @Sendable (List, Int) -> (events: [Event], hasMore: Bool)
    let stream: LiveStream<EventPageSnapshot>
    let continuation: LiveStream<EventPageSnapshot>.Continuation
    private let state: Locked<State>
    /// Held while a snapshot is checked and handed out (see `run`); never by a termination.
    private let delivery = Locked(())

    init(pageSize: Int, maximum: Int, subscribe: @escaping @Sendable (Int) -> LiveStream<List>,
         read: @escaping @Sendable (List, Int) -> (events: [Event], hasMore: Bool)) {
        self.pageSize = pageSize
        self.maximum = maximum
        self.subscribe = subscribe
        self.read = read
        (stream, continuation) = LiveStream<EventPageSnapshot>.makeStream(bufferingPolicy: .bufferingNewest(1))
        state = Locked(State(count: min(pageSize, maximum)))
    }

    func start() {
        let (count, generation) = state.withLock { ($0.count, $0.generation) }
        run(count: count, generation: generation)
    }

    func loadMore() {
        let next: (count: Int, generation: Int, previous: Task<Void, Never>?)? = state.withLock { state in
            guard !state.ended, state.hasMore, state.count < maximum else { return nil }
            state.count = min(state.count + pageSize, maximum)
            state.generation += 1
            state.hasMore = false
            defer { state.task = nil }
            return (state.count, state.generation, state.task)
        }
        guard let next else { return }
        next.previous?.cancel()
        run(count: next.count, generation: next.generation)
    }

    func stop() {
        let task: Task<Void, Never>? = state.withLock { state in
            state.ended = true
            defer { state.task = nil }
            return state.task
        }
        task?.cancel()
    }

    private func run(count: Int, generation: Int) {
        let task = Task { [self] in
            var hasMore: Bool?
            do throws(ServiceProviderError) {
                for try await list in subscribe(count) {
                    let (events, provided) = read(list, count)
                    let more = hasMore ?? (provided && count < maximum)
                    hasMore = more
                    // Checked and yielded under `delivery`, so a newer page's snapshot can never
                    // come before this one; not under `state`, which the stream's termination takes
                    // while its consumer's task is locked for cancelling (a yield that resumes the
                    // consumer needs that task lock: the two would deadlock).
                    let current = delivery.withLock { _ in
                        let current = state.withLock { state -> Bool in
                            guard state.generation == generation, !state.ended else { return false }
                            state.hasMore = more
                            return true
                        }
                        if current { continuation.yield(EventPageSnapshot(events: events, hasMore: more, requestedCount: count)) }
                        return current
                    }
                    if !current { return }
                }
                end(generation: generation, failure: nil)
            } catch {
                end(generation: generation, failure: error)
            }
        }
        let stale = state.withLock { state -> Bool in
            guard state.generation == generation, !state.ended else { return true }
            state.task = task
            return false
        }
        if stale { task.cancel() }
    }

    /// The current subscription ended (the provider's stream finished or failed): so does the
    /// consumer's stream. A dropped subscription's end is ignored.
    private func end(generation: Int, failure: ServiceProviderError?) {
        let current = state.withLock { state -> Bool in
            guard state.generation == generation, !state.ended else { return false }
            state.ended = true
            state.task = nil
            return true
        }
        // Outside the lock: finishing runs the stream's termination, which takes the lock.
        if current { continuation.finish(throwing: failure) }
    }
}
