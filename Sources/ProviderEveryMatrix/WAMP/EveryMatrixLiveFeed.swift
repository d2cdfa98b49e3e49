import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Connects to the aggregator for one topic: opens a WAMP session, subscribes to the topic
/// (so no update is missed), calls `initialDump`, then applies the UPDATEs to a store it
/// owns, all those waiting at once, through the change builder. Yields the store after the dump
/// and after each batch of updates, with the batch's changes.
struct EveryMatrixLiveFeed: Sendable {
    let runtime: EveryMatrixRuntime
    /// Required: the events service answers `.notSupported` itself when there is no WebSocket.
    let factory: WebSocketChannelFactory
    /// Where what the feed's stores skipped is added up (none in tests that do not ask).
    var diagnostics: LiveDiagnosticsCounter?

    /// One step of the feed.
    enum Step: Sendable {
        case dump(AggregatorStore)
        /// A reconnection's dump: the new store, whose events replace the earlier connection's
        /// as a whole list (in the new dump's order, which may differ from theirs).
        case redump(AggregatorStore)
        /// The store after a batch of updates, and the changes they made, in order.
        case update(AggregatorStore, [EventChange])
    }

    /// Runs the feed until the consumer stops or the connection fails. `known` is what an
    /// earlier connection left (nil on the first): the new dump then replaces it and is
    /// announced as a `.redump`, not as a second `.dump`. On return or
    /// throw it holds what this connection knew, for the next one. With `everyBatch`, a batch
    /// that made no `EventChange` is a step too (a topic of sport counts changes no event).
    func run(topic: String, known: inout AggregatorStore?, everyBatch: Bool = false,
             onStep: @escaping @Sendable (Step) -> Void) async throws(ServiceProviderError) {
        let configuration = runtime.configuration
        let channel = try await factory(WebSocketHandshake(url: configuration.environment.liveDataURL, protocols: [WAMPCodec.subprotocol]))
        let session = WAMPSession(channel: channel, timeout: configuration.liveCallTimeout, sleep: runtime.sleep, diagnostics: diagnostics)
        do {
            try await session.open(realm: configuration.environment.realm)
            let updates = try await session.subscribe(topic)
            let dumpPayload = try await session.call("/sports#initialDump", keywordArguments: ["topic": topic])
            // The consumer may have stopped while the dump was on its way: do not decode it for nobody.
            if Task.isCancelled { throw ServiceProviderError.cancelled }
            var store = AggregatorStore(dump: try AggregatorMessageReader.decodeDump(consume dumpPayload))
            var reported = AggregatorStore.Statistics()
            diagnostics?.add(store.statistics, since: &reported)
            if known != nil {
                // Reconnected: the new dump replaces what the feed knew. The shared feed diffs it
                // against the list it keeps, so change consumers hear what changed while the feed
                // was away (one diff, in one place).
                known = nil  // The old entities are not needed any more; free them now.
                onStep(.redump(store))
            } else {
                onStep(.dump(store))
            }
            defer { known = store }
            var builder = AggregatorChangeBuilder()
            // Everything that arrived while the last batch was applied is applied as one batch:
            // one pass (its odds changes read ahead together) and one step, so a consumer
            // building snapshots builds one per batch, not one per payload.
            while true {
                let payloads = try await updates.takeAll()
                builder.changes.removeAll(keepingCapacity: true)
                var messages: [EveryMatrixModels.AggregatorMessage] = []
                for payload in payloads {
                    if let body = payload.body, let decoded = try? AggregatorMessageReader.decodeMessages(body) {
                        messages.append(contentsOf: decoded)
                    } else {
                        // One bad update must not end the feed, but it is counted, never dropped unseen.
                        store.recordUndecodableUpdate()
                    }
                }
                builder.apply(taking: messages, to: &store)
                diagnostics?.add(store.statistics, since: &reported)
                if !builder.changes.isEmpty || (everyBatch && !payloads.isEmpty) { onStep(.update(store, builder.changes)) }
            }
        } catch {
            await session.close()
            throw ServiceProviderError(error)
        }
    }
}
