import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A live feed of one or more contents over one socket, as a shared-feed producer: subscribes each
/// content, publishes each `refreshed` content as a whole list and each run of granular records as
/// their ``EventChange``s, and resumes after a drop with the previous subscriber id. When the vendor
/// answers with a different id it subscribes every content again and rebuilds from the next
/// `refreshed`, announced (by ``SharedLiveFeeds``) as what changed while the feed was away. When
/// the last consumer leaves, it unsubscribes.
struct SportRadarLiveFeed: Sendable {
    let live: SportRadarLive
    /// The contents: a list content, or one event's `event` and `liveDataExtended`.
    let contents: [SportRadarModels.LiveContentId]
    /// The markets shown (an event page's tab), or nil for all.
    var marketIds: Set<String>? = nil

    /// What a connection leaves for the next one.
    struct Resume: Sendable {
        var subscriberId: String
        var list: SportRadarLiveList
    }

    func producer<Key>() -> SharedLiveFeeds<Key>.Producer {
        { sink throws(ServiceProviderError) in
            try await SportRadarLive.reconnection.run(sleep: live.runtime.sleep) { (known: inout Resume?, connected) throws(ServiceProviderError) in
                try await run(known: &known, connected: connected, sink: sink)
            }
        }
    }

    /// One connection: until the socket fails or the consumer leaves.
    func run<Key>(known: inout Resume?, connected: @escaping @Sendable () -> Void,
                  sink: SharedLiveFeeds<Key>.Sink) async throws(ServiceProviderError) {
        let socket = SportRadarLiveSocket(live: live)
        let connection = try await socket.open(resuming: known?.subscriberId)
        var list = known?.list ?? SportRadarLiveList(marketIds: marketIds)
        do {
            if connection.subscriberId != known?.subscriberId {
                // A new subscriber has no subscriptions: ask again, and wait for the whole contents.
                list.awaitingRefresh = true
                try await socket.subscribe(contents, subscriberId: connection.subscriberId)
            }
            known = Resume(subscriberId: connection.subscriberId, list: list)
            connected()
            while true {
                guard let message = try await SportRadarLiveSocket.next(on: connection.channel, live: live) else { continue }
                guard case .records(let records) = message.payload else { continue }
                apply(records, to: &list, sink: sink)
                known?.list = list
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
    /// records between them as one batch of changes each.
    func apply<Key>(_ records: [SportRadarModels.ContentChangeRecord?], to list: inout SportRadarLiveList, sink: SharedLiveFeeds<Key>.Sink) {
        var changes: [EventChange] = []
        func flush() {
            guard !changes.isEmpty else { return }
            sink.publish(changes: changes)
            changes.removeAll()
        }
        var undecodable = 0
        for record in records {
            guard let record else {
                undecodable += 1
                continue
            }
            guard contents.contains(record.contentId) else { continue }
            switch record.change {
            case .events(let events) where record.path.target == .content:
                flush()
                sink.publish(list.replace(with: events))
            case .event(let event) where record.path.target == .content:
                flush()
                sink.publish(list.replace(with: [event]))
            default:
                let single = SportRadarLiveContent.Kind(type: record.contentId.type) == .event ? record.contentId.id : nil
                list.apply(record, contentEventId: single, into: &changes)
            }
        }
        flush()
        var skipped = list.takeSkipped()
        skipped.undecodableRecords += undecodable
        live.record(skipped)
    }
}
