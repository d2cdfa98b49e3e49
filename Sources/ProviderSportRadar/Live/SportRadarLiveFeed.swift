import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A live feed of one or more contents over one socket, as a shared-feed producer: subscribes each
/// content, publishes each `refreshed` content as a whole list and each run of granular records as
/// their ``EventChange``s, and resumes after a drop with the previous subscriber id. When the vendor
/// answers with a different id it subscribes every content again and rebuilds from the next
/// `refreshed`, announced (by ``SharedLiveFeeds``) as what changed while the feed was away. When
/// the last consumer leaves, it unsubscribes. The events are the shared feed's list only: a run
/// of granular records is worked out against it (`Sink.publish(deriving:)`), and the feed keeps
/// only what is not an event (``SportRadarLiveState``).
struct SportRadarLiveFeed: Sendable {
    let live: SportRadarLive
    /// The contents: a list content (or the pages of one), one event's `event` and
    /// `liveDataExtended`, or one `market`.
    let contents: [SportRadarModels.LiveContentId]
    /// The markets shown (an event page's tab), or nil for all.
    var marketIds: Set<String>? = nil

    /// Whether the contents are pages of one list (several list contents), merged as they come.
    var isPaged: Bool {
        contents.filter { SportRadarLiveContent.Kind(type: $0.type) == .eventList }.count > 1
    }

    /// What a connection leaves for the next one.
    struct Resume: Sendable {
        var subscriberId: String
        var state: SportRadarLiveState
    }

    func producer<Key>() -> SharedLiveFeeds<Key>.Producer {
        { sink throws(ServiceProviderError) in
            try await SportRadarLive.reconnection.run(sleep: live.runtime.sleep, report: sink.setConnectionState) { (known: inout Resume?, connected) throws(ServiceProviderError) in
                try await run(known: &known, connected: connected, sink: sink)
            }
        }
    }

    /// One connection: until the socket fails or the consumer leaves.
    func run<Key>(known: inout Resume?, connected: @escaping @Sendable () -> Void,
                  sink: SharedLiveFeeds<Key>.Sink) async throws(ServiceProviderError) {
        let socket = SportRadarLiveSocket(live: live)
        let connection = try await socket.open(resuming: known?.subscriberId)
        var state = known?.state ?? SportRadarLiveState(marketIds: marketIds)
        do {
            if connection.subscriberId != known?.subscriberId {
                // A new subscriber has no subscriptions: ask again, and wait for the whole contents.
                state.awaitingRefresh = true
                try await socket.subscribe(contents, subscriberId: connection.subscriberId)
            }
            known = Resume(subscriberId: connection.subscriberId, state: state)
            connected()
            while true {
                guard let message = try await SportRadarLiveSocket.next(on: connection.channel, live: live) else { continue }
                guard case .records(let records) = message.payload else { continue }
                apply(records, to: &state, sink: sink)
                known?.state = state
            }
        } catch {
            await connection.channel.close()
            if Task.isCancelled || error == .cancelled {
                socket.unsubscribe(contents, subscriberId: connection.subscriberId)
            }
            throw error
        }
    }

    /// Applies a frame's records in order: a whole content is published as a list, the granular
    /// records between them as one batch each, worked out against the shared feed's list.
    func apply<Key>(_ records: [SportRadarModels.ContentChangeRecord?], to state: inout SportRadarLiveState, sink: SharedLiveFeeds<Key>.Sink) {
        var granular: [SportRadarModels.ContentChangeRecord] = []
        var undecodable = 0
        for record in records {
            guard let record else {
                undecodable += 1
                continue
            }
            guard contents.contains(record.contentId) else { continue }
            switch record.change {
            case .events(let events) where record.path.target == .content && isPaged:
                publish(&granular, on: &state, to: sink)
                sink.publish(listing: true, deriving: { batch in state.merge(page: record.contentId, events, into: &batch) })
            case .events(let events) where record.path.target == .content:
                publish(&granular, on: &state, to: sink)
                sink.publish(state.replace(with: events))
            case .event(let event) where record.path.target == .content:
                publish(&granular, on: &state, to: sink)
                sink.publish(state.replace(with: [event]))
            case .market(let market) where record.path.target == .content:
                publish(&granular, on: &state, to: sink)
                sink.publish(state.replace(withMarkets: [market]))
            default:
                granular.append(record)
            }
        }
        publish(&granular, on: &state, to: sink)
        var skipped = state.takeSkipped()
        skipped.undecodableRecords += undecodable
        live.diagnostics.add(skipped)
    }

    /// Publishes a run of granular records as one batch (nothing when the run is empty), and
    /// empties the run.
    private func publish<Key>(_ granular: inout [SportRadarModels.ContentChangeRecord], on state: inout SportRadarLiveState,
                              to sink: SharedLiveFeeds<Key>.Sink) {
        guard !granular.isEmpty else { return }
        sink.publish(deriving: { batch in
            for record in granular {
                let single = SportRadarLiveContent.Kind(type: record.contentId.type) == .event ? record.contentId.id : nil
                state.apply(record, contentEventId: single, to: &batch)
            }
        })
        granular.removeAll(keepingCapacity: true)
    }
}
