import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Live sports data from the aggregator.
struct EveryMatrixEventsService: EventsService {
    let runtime: EveryMatrixRuntime
    let webSocketFactory: WebSocketChannelFactory?
    var providerName: String { runtime.name }

    func liveEvents(sport: SportKind) -> AsyncThrowingStream<[Event], any Error> {
        guard let factory = webSocketFactory else { return unsupportedStream(.liveEvents) }
        // Each element is a full snapshot, so a slow consumer only needs the newest one.
        return stream(sport: sport, factory: factory, buffering: .bufferingNewest(1)) { step, continuation in
            switch step {
            case .dump(let store), .update(let store, _):
                continuation.yield(EveryMatrixModelMapper.events(in: store))
            }
        }
    }

    /// The dump arrives as one `eventAdded` per live event; then each update's granular changes.
    func liveChanges(sport: SportKind) -> AsyncThrowingStream<EventChange, any Error> {
        guard let factory = webSocketFactory else { return unsupportedStream(.liveChanges) }
        // Diffs build on each other: none may be dropped, so the buffer is unbounded.
        return stream(sport: sport, factory: factory, buffering: .unbounded) { step, continuation in
            switch step {
            case .dump(let store):
                for event in EveryMatrixModelMapper.events(in: store) { continuation.yield(.eventAdded(event)) }
            case .update(_, let changes):
                for change in changes { continuation.yield(change) }
            }
        }
    }

    /// How many times in a row a dropped or refused live connection is tried again (a
    /// transient error only: offline, timeout, a lost connection), and how long to wait: one
    /// second, doubling, so five tries span half a minute. Each new connection starts with a
    /// fresh dump, announced as what changed while the feed was away.
    static let reconnectAttempts = 5
    static let reconnectBackoff = Backoff(initial: 1, maximum: 16)

    private func stream<Element: Sendable>(
        sport: SportKind,
        factory: @escaping WebSocketChannelFactory,
        buffering: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy,
        emit: @escaping @Sendable (EveryMatrixLiveFeed.Step, AsyncThrowingStream<Element, any Error>.Continuation) -> Void
    ) -> AsyncThrowingStream<Element, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Element, any Error>.makeStream(bufferingPolicy: buffering)
        guard let sportId = EveryMatrixModelMapper.sportId(sport) else {
            continuation.finish(throwing: ServiceProviderError.invalidRequest(message: "EveryMatrix has no id for \(sport)."))
            return stream
        }
        let feed = EveryMatrixLiveFeed(runtime: runtime, factory: factory)
        let sleep = runtime.sleep
        let task = Task {
            var known: AggregatorStore?
            var failures = 0
            while true {
                let connected = Locked(false)
                do throws(ServiceProviderError) {
                    try await feed.run(topic: feed.liveTopic(sportId: sportId), known: &known) { step in
                        connected.withLock { $0 = true }
                        emit(step, continuation)
                    }
                    return continuation.finish()
                } catch let failure {
                    // A connection that delivered its dump (its first step) was a success: the count starts over.
                    failures = connected.withLock { $0 } ? 1 : failures + 1
                    guard failure != .cancelled, !Task.isCancelled, failure.isRetryable, failures <= Self.reconnectAttempts else {
                        return continuation.finish(throwing: failure)
                    }
                    // A sleep that fails (the consumer left, or a test's sleep refuses) ends the stream with the connection's error.
                    do { try await sleep(Self.reconnectBackoff.delay(afterFailures: failures)) } catch { return continuation.finish(throwing: failure) }
                }
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
