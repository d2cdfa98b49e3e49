import Foundation
import ServicesProvider

/// Live sports data from the aggregator.
struct EveryMatrixEventsService: EventsService {
    let context: EveryMatrixContext
    var providerName: String { "EveryMatrix" }

    func liveEvents(sport: SportKind) -> AsyncThrowingStream<[Event], any Error> {
        guard let factory = context.webSocketFactory else { return unsupportedStream(.liveEvents) }
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
        guard let factory = context.webSocketFactory else { return unsupportedStream(.liveChanges) }
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
        let feed = EveryMatrixLiveFeed(context: context, factory: factory)
        let task = Task {
            do {
                try await feed.run(topic: feed.liveTopic(sportId: sportId)) { step in emit(step, continuation) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
