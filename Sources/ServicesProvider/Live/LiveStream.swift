/// The SDK's one stream shape: an `AsyncSequence` whose `Failure` is ``ServiceProviderError``,
/// so `for try await` in a function that `throws(ServiceProviderError)`, or a `catch`, needs no
/// cast. Returned by the live methods of ``EventsService`` and by ``DocumentsService/upload(_:)``.
///
/// ```swift
/// do throws(ServiceProviderError) {
///     for try await board in client.events.liveEvents(sport: .football) { show(board) }
/// } catch {
///     show(error.message)   // error is a ServiceProviderError
/// }
/// ```
///
/// One consumer iterates a stream. When it stops iterating (breaks, or its task is cancelled)
/// the producer is told through ``Continuation/onTermination(_:)`` and stops too.
///
/// A stream also says where its connection stands (``connectionState``, ``connectionStates``):
/// connecting until its first value, live from then on, reconnecting or offline while its
/// producer tries again after a failure.
public struct LiveStream<Element: Sendable>: AsyncSequence, Sendable {
    /// Every error a live stream ends with is a ``ServiceProviderError``.
    public typealias Failure = ServiceProviderError

    /// What a stream keeps while its consumer is busy elsewhere.
    public enum BufferingPolicy: Sendable {
        /// Keeps every element: for streams where each element builds on the last (changes, progress).
        case unbounded
        /// Keeps only the newest `n`, dropping older ones: for whole snapshots, where only the latest matters.
        case bufferingNewest(Int)
        /// Keeps the oldest `n`, dropping newer ones until the consumer catches up.
        case bufferingOldest(Int)
    }

    /// The producer's side: yields elements and ends the stream, with or without an error.
    public struct Continuation: Sendable {
        fileprivate let storage: LiveStreamStorage<Element>

        /// Hands an element to the consumer (or its buffer). Returns `false` once the stream
        /// has ended, so a producer can stop working for nobody.
        @discardableResult
        public func yield(_ element: Element) -> Bool {
            storage.yield(element)
        }

        /// Ends the stream: normally when `error` is `nil`, else the consumer's `next()` throws it
        /// (after the elements already buffered). Later calls and yields are ignored.
        public func finish(throwing error: ServiceProviderError? = nil) {
            storage.finish(error)
        }

        /// Runs `action` once when the stream ends for any reason: the consumer stopped
        /// iterating (dropped its iterator) or its task was cancelled, or ``finish(throwing:)``
        /// was called. Producers cancel their work here. Setting it again replaces the action;
        /// set after the end, it runs at once.
        public func onTermination(_ action: @escaping @Sendable () -> Void) {
            storage.setOnTermination(action)
        }

        /// Tells observers where the connection stands (a producer calls it before waiting to
        /// try again). A yielded element sets ``LiveConnectionState/live`` by itself.
        public func setConnectionState(_ state: LiveConnectionState) {
            storage.setConnectionState(state)
        }
    }

    private let storage: LiveStreamStorage<Element>

    /// Creates a stream and runs `build` at once with its continuation, to start the producer.
    public init(bufferingPolicy: BufferingPolicy = .unbounded, _ build: (Continuation) -> Void) {
        storage = LiveStreamStorage(policy: bufferingPolicy)
        build(Continuation(storage: storage))
    }

    /// A stream and its continuation, for a producer that starts later or elsewhere.
    public static func makeStream(bufferingPolicy: BufferingPolicy = .unbounded) -> (stream: LiveStream, continuation: Continuation) {
        var continuation: Continuation?
        let stream = LiveStream(bufferingPolicy: bufferingPolicy) { continuation = $0 }
        return (stream, continuation ?? Continuation(storage: stream.storage))
    }

    /// Where the connection stands now: ``LiveConnectionState/connecting`` until the first
    /// value, ``LiveConnectionState/live`` from then on, reconnecting or offline while the
    /// producer tries again. Readable from any copy of the stream, without iterating it.
    public var connectionState: LiveConnectionState { storage.connectionState }

    /// The connection state now, then each change, until the stream ends: a banner follows it
    /// without reading the values. Any number of observers; each keeps only the newest state.
    public var connectionStates: AsyncStream<LiveConnectionState> { storage.observeConnection() }

    /// A stream that throws `error` on the first `next()`, e.g. `.notSupported`.
    public static func failing(_ error: ServiceProviderError) -> LiveStream {
        LiveStream { $0.finish(throwing: error) }
    }

    /// The consumer's iterator. One consumer reads a stream; dropping the iterator ends it.
    public func makeAsyncIterator() -> Iterator {
        Iterator(consumer: LiveStreamConsumer(storage: storage))
    }

    /// Reads a ``LiveStream``; every error it throws is a ``ServiceProviderError``.
    public struct Iterator: AsyncIteratorProtocol {
        /// Typed: a `catch` around `next()` gets a ``ServiceProviderError``.
        public typealias Failure = ServiceProviderError

        private let consumer: LiveStreamConsumer<Element>

        fileprivate init(consumer: LiveStreamConsumer<Element>) {
            self.consumer = consumer
        }

        /// The next element; `nil` once the stream ended normally or the consumer's task was
        /// cancelled; the producer's error once, after the elements buffered before it.
        public mutating func next() async throws(ServiceProviderError) -> Element? {
            try await consumer.storage.next()
        }

        /// ``next()``, as `for try await` calls it. The wait happens in the stream's storage,
        /// which is `Sendable`, so no state of the caller's actor crosses over.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(ServiceProviderError) -> Element? {
            try await consumer.storage.next()
        }
    }
}

/// Ends the stream when the last copy of its iterator goes away: a consumer that `break`s out of
/// `for try await` stops the producer, exactly as one whose task is cancelled.
private final class LiveStreamConsumer<Element: Sendable>: Sendable {
    let storage: LiveStreamStorage<Element>
    init(storage: LiveStreamStorage<Element>) { self.storage = storage }
    deinit { storage.cancel() }
}

/// The buffer between one producer and one consumer, guarded by one lock.
private final class LiveStreamStorage<Element: Sendable>: Sendable {
    private typealias Waiter = CheckedContinuation<Result<Element?, ServiceProviderError>, Never>

    private struct State {
        var buffer: [Element] = []
        var head = 0
        var waiter: Waiter?
        /// Set by `finish`: the end to deliver after the buffer (`nil` error is a normal end).
        var end: ServiceProviderError??
        var endDelivered = false
        /// No more elements accepted: finished or cancelled.
        var closed = false
        /// The consumer left: nothing more is delivered.
        var cancelled = false
        var onTermination: (@Sendable () -> Void)?
        var terminationRan = false
        var connection = LiveConnectionState.connecting
        var isLive = false
        /// Told each connection state, under the lock so they hear them in order (an
        /// `AsyncStream` yield resumes its consumer without taking any of this stream's locks).
        var connectionObservers: [AsyncStream<LiveConnectionState>.Continuation] = []

        /// Records `state` and tells every observer still listening.
        mutating func setConnection(_ state: LiveConnectionState) {
            guard state != connection else { return }
            connection = state
            isLive = state == .live
            connectionObservers.removeAll { observer in
                if case .terminated = observer.yield(state) { return true }
                return false
            }
        }

        /// Ends every observer's stream (the stream ended).
        mutating func finishConnectionObservers() {
            for observer in connectionObservers { observer.finish() }
            connectionObservers = []
        }

        var buffered: Int { buffer.count - head }

        mutating func popFirst() -> Element? {
            guard head < buffer.count else { return nil }
            let element = buffer[head]
            head += 1
            if head == buffer.count {
                buffer.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 64 && head * 2 >= buffer.count {
                buffer.removeFirst(head)
                head = 0
            }
            return element
        }

        mutating func takeTermination() -> (@Sendable () -> Void)? {
            guard !terminationRan else { return nil }
            terminationRan = true
            defer { onTermination = nil }
            return onTermination
        }
    }

    private let policy: LiveStream<Element>.BufferingPolicy
    private let state = Locked(State())

    init(policy: LiveStream<Element>.BufferingPolicy) {
        self.policy = policy
    }

    func yield(_ element: Element) -> Bool {
        let (accepted, waiter): (Bool, Waiter?) = state.withLock { state in
            guard !state.closed else { return (false, nil) }
            if !state.isLive { state.setConnection(.live) }
            if let waiter = state.waiter {
                state.waiter = nil
                return (true, waiter)
            }
            switch policy {
            case .unbounded:
                state.buffer.append(element)
            case .bufferingNewest(let limit):
                guard limit > 0 else { break }
                if state.buffered >= limit { _ = state.popFirst() }
                state.buffer.append(element)
            case .bufferingOldest(let limit):
                if state.buffered < limit { state.buffer.append(element) }
            }
            return (true, nil)
        }
        waiter?.resume(returning: .success(element))
        return accepted
    }

    func finish(_ error: ServiceProviderError?) {
        let (waiter, termination): (Waiter?, (@Sendable () -> Void)?) = state.withLock { state in
            guard !state.closed else { return (nil, nil) }
            state.closed = true
            state.end = .some(error)
            state.finishConnectionObservers()
            var waiter: Waiter?
            if let pending = state.waiter {
                // A waiting consumer has an empty buffer: the end is what it gets now.
                state.waiter = nil
                state.endDelivered = true
                waiter = pending
            }
            return (waiter, state.takeTermination())
        }
        waiter?.resume(returning: error.map { .failure($0) } ?? .success(nil))
        termination?()
    }

    func cancel() {
        let (waiter, termination): (Waiter?, (@Sendable () -> Void)?) = state.withLock { state in
            guard !state.cancelled else { return (nil, nil) }
            state.cancelled = true
            state.closed = true
            state.finishConnectionObservers()
            state.buffer.removeAll()
            state.head = 0
            let waiter = state.waiter
            state.waiter = nil
            return (waiter, state.takeTermination())
        }
        waiter?.resume(returning: .success(nil))
        termination?()
    }

    var connectionState: LiveConnectionState { state.withLock { $0.connection } }

    func setConnectionState(_ connection: LiveConnectionState) {
        state.withLock { state in
            guard !state.closed else { return }
            state.setConnection(connection)
        }
    }

    func observeConnection() -> AsyncStream<LiveConnectionState> {
        let (stream, observer) = AsyncStream<LiveConnectionState>.makeStream(bufferingPolicy: .bufferingNewest(1))
        state.withLock { state in
            observer.yield(state.connection)
            if state.closed { observer.finish() } else { state.connectionObservers.append(observer) }
        }
        return stream
    }

    func setOnTermination(_ action: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.terminationRan { return true }
            state.onTermination = action
            return false
        }
        if runNow { action() }
    }

    /// What `next()` finds without waiting, or `nil` when it has to wait.
    private func immediate(_ state: inout State) -> Result<Element?, ServiceProviderError>? {
        if state.cancelled { return .success(nil) }
        if let element = state.popFirst() { return .success(element) }
        if let end = state.end {
            if state.endDelivered { return .success(nil) }
            state.endDelivered = true
            return end.map { .failure($0) } ?? .success(nil)
        }
        return nil
    }

    func next() async throws(ServiceProviderError) -> Element? {
        if let ready = state.withLock({ immediate(&$0) }) { return try ready.get() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: Waiter) in
                let ready: Result<Element?, ServiceProviderError>? = state.withLock { state in
                    if let ready = immediate(&state) { return ready }
                    if state.waiter != nil {
                        return .failure(.invalidRequest(message: "A LiveStream has one consumer; a second one iterated it at the same time."))
                    }
                    state.waiter = waiter
                    return nil
                }
                if let ready { waiter.resume(returning: ready) }
            }
        } onCancel: {
            cancel()
        }
        return try result.get()
    }
}
