import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Live sports data from the aggregator.
struct EveryMatrixEventsService: EventsService {
    let runtime: EveryMatrixRuntime
    let webSocketFactory: WebSocketChannelFactory?
    var providerName: String { runtime.name }

    /// The whole list after the dump and after each batch of updates. One connection per sport
    /// serves every consumer of this provider; a late one gets the latest list first. Each
    /// element is a full snapshot, so a slow consumer only gets the newest one.
    func liveEvents(sport: SportKind) -> LiveStream<[Event]> {
        guard let factory = webSocketFactory else { return unsupportedStream(.liveEvents) }
        guard let sportId = EveryMatrixModelMapper.sportId(sport) else { return .failing(Self.noSportId(sport)) }
        return runtime.liveFeeds.lists(sport, producer: feed(sportId: sportId, factory: factory))
    }

    /// The dump arrives as one `eventAdded` per live event (a late consumer gets one per current
    /// event); then each update's granular changes. Shares the sport's connection with
    /// ``liveEvents(sport:)``; diffs build on each other, so none is dropped.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange> {
        guard let factory = webSocketFactory else { return unsupportedStream(.liveChanges) }
        guard let sportId = EveryMatrixModelMapper.sportId(sport) else { return .failing(Self.noSportId(sport)) }
        return runtime.liveFeeds.changes(sport, producer: feed(sportId: sportId, factory: factory))
    }

    private static func noSportId(_ sport: SportKind) -> ServiceProviderError {
        .invalidRequest(message: "EveryMatrix has no id for \(sport).")
    }

    /// How many times in a row a dropped or refused live connection is tried again (a
    /// transient error only: offline, timeout, a lost connection), and how long to wait: one
    /// second, doubling, so five tries span half a minute. Each new connection starts with a
    /// fresh dump, announced as what changed while the feed was away.
    static let reconnectAttempts = 5
    static let reconnectBackoff = Backoff(initial: 1, maximum: 16)

    /// The sport's feed: connects, publishes the dump and each batch, and reconnects after a
    /// transient failure; ends when the last consumer leaves (the task is cancelled).
    private func feed(sportId: String, factory: @escaping WebSocketChannelFactory) -> SharedLiveFeeds<SportKind>.Producer {
        let feed = EveryMatrixLiveFeed(runtime: runtime, factory: factory)
        let sleep = runtime.sleep
        return { sink throws(ServiceProviderError) in
            var known: AggregatorStore?
            var failures = 0
            while true {
                let connected = Locked(false)
                do throws(ServiceProviderError) {
                    try await feed.run(topic: feed.liveTopic(sportId: sportId), known: &known) { step in
                        connected.withLock { $0 = true }
                        switch step {
                        case .dump(let store):
                            sink.publish(EveryMatrixModelMapper.events(in: store))
                        case .update(let store, let changes):
                            // The list is mapped only when a liveEvents consumer is there to see it.
                            sink.publish(changes: changes) { EveryMatrixModelMapper.events(in: store) }
                        }
                    }
                    return
                } catch let failure {
                    // A connection that delivered its dump (its first step) was a success: the count starts over.
                    failures = connected.withLock { $0 } ? 1 : failures + 1
                    guard failure != .cancelled, !Task.isCancelled, failure.isRetryable, failures <= Self.reconnectAttempts else {
                        throw failure
                    }
                    // A sleep that fails (the consumer left, or a test's sleep refuses) ends the stream with the connection's error.
                    do { try await sleep(Self.reconnectBackoff.delay(afterFailures: failures)) } catch { throw failure }
                }
            }
        }
    }
}

extension EveryMatrixProvider {
    /// Live events and granular live changes from the aggregator.
    public var events: any EventsService { EveryMatrixEventsService(runtime: runtime, webSocketFactory: webSocketFactory) }
}
