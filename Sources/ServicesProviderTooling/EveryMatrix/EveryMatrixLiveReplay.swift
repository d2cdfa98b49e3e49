import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The EveryMatrix live path without a socket, for the `Fuzz/` package and the regression
/// corpus tests only (not a supported API): WAMP payloads are decoded and applied to an
/// aggregator store the way the live feed does it (the first payload is the initial dump, each
/// later one a batch of updates), and after each step the store is mapped to domain events and
/// the step's changes are applied to the list the consumer keeps.
@_spi(Fuzzing) public enum EveryMatrixLiveReplay {
    /// What one payload produced.
    public struct Step: Sendable {
        /// The events mapped from the store after the payload.
        public var events: [Event]
        /// The changes the payload made, in order.
        public var changes: [EventChange]
        /// The consumer's list after applying `changes` to the previous step's list.
        public var list: [Event]
    }

    /// Replays `payloads` (each one aggregator message, or an array of them, as in the WAMP
    /// `kwargs`). An undecodable first payload (the dump) throws, as the feed does; an
    /// undecodable later one is skipped, as the feed does.
    public static func replay(_ payloads: [Data]) throws(ServiceProviderError) -> [Step] {
        var store = AggregatorStore()
        var steps: [Step] = []
        var list = LiveEventList()
        for (index, payload) in payloads.enumerated() {
            let messages: [EveryMatrixModels.AggregatorMessage]
            do {
                messages = try AggregatorMessageReader.decodeMessages(payload)
            } catch {
                if index == 0 { throw error }
                continue  // the feed counts it and carries on
            }
            // The first payload is the dump the feed builds its store from, each later one a batch.
            var builder = AggregatorChangeBuilder()
            if index == 0 { store = AggregatorStore(dump: messages) } else { builder.apply(taking: messages, to: &store) }
            let events = EveryMatrixModelMapper.events(in: store.view)
            if index == 0 { list = LiveEventList(events) } else { list.apply(builder.changes) }
            steps.append(Step(events: events, changes: builder.changes, list: Array(list.events)))
        }
        if let first = steps.first?.events, let last = steps.last?.events {
            // What a reconnect announces: the diff between what the feed knew and the new dump.
            _ = EventChange.changes(from: first, to: last)
        }
        return steps
    }
}
