import Foundation
@_spi(ProviderKit) import ServicesProvider

/// One match's page from the aggregator: details, market groups, a group's markets, live updates.
///
/// Which topic carries what (`/sports/{op}/{lang}/` omitted):
/// - `match-aggregator-groups-overview/{id}/1`: the MATCH and its EVENT_INFOs (score, serve,
///   match time), no markets;
/// - `match-aggregator/{id}/1`: the MATCH with its first main market (and SPORT, LOCATION,
///   EVENT_CATEGORY);
/// - `event/{id}/market-groups`: the MARKET_GROUP tabs, updated in place;
/// - `{id}/match-odds/market-group/{groupKey}`: the MATCH and one tab's markets, outcomes and
///   offers, no EVENT_INFO.
///
/// So no one topic moves both the score and the odds: the live event is the overview topic's
/// match (header, status, score, time) with the group topic's markets, each topic one shared feed.
extension EveryMatrixEventsService {
    /// The event page's features (offered only with a WebSocket).
    static let eventPageFeatures: Set<Feature> = [.eventDetails, .marketGroups, .groupMarkets, .liveEvent, .liveEventChanges]

    /// The topics of one match's page (ids already validated: a `/` can never reach a topic).
    struct EventPageTopics {
        let overview: String
        let mainMarkets: String
        let groups: String

        init(_ aggregator: EveryMatrixLive, eventId: String) {
            overview = aggregator.topic("match-aggregator-groups-overview/\(eventId)/1")
            mainMarkets = aggregator.topic("match-aggregator/\(eventId)/1")
            groups = aggregator.topic("event/\(eventId)/market-groups")
        }

        static func group(_ aggregator: EveryMatrixLive, eventId: String, key: String) -> String {
            aggregator.topic("\(eventId)/match-odds/market-group/\(key)")
        }
    }

    /// The match's header from the overview topic, with its main markets; both dumps are
    /// fetched at once. `.notFound` when neither topic holds the match.
    func event(id: String) async throws(ServiceProviderError) -> Event {
        guard let aggregator else { throw unsupported(.eventDetails) }
        try InputValidation.identifier(id, field: "id")
        let topics = EventPageTopics(aggregator, eventId: id)
        let header: Event?, markets: Event?
        do {
            async let overview = aggregator.dump(topic: topics.overview)
            async let main = aggregator.dump(topic: topics.mainMarkets)
            header = EveryMatrixModelMapper.event(EntityKey(id), in: try await overview.view)
            markets = EveryMatrixModelMapper.event(EntityKey(id), in: try await main.view)
        } catch {
            throw ServiceProviderError(error)
        }
        guard let event = EveryMatrixModelMapper.eventPage(header: header, markets: markets) else { throw .notFound }
        return event
    }

    /// The match's market group tabs, by position.
    func marketGroups(eventId: String) async throws(ServiceProviderError) -> [MarketGroup] {
        guard let aggregator else { throw unsupported(.marketGroups) }
        try InputValidation.identifier(eventId, field: "eventId")
        let store = try await aggregator.dump(topic: EventPageTopics(aggregator, eventId: eventId).groups)
        return EveryMatrixModelMapper.marketGroups(in: store.view)
    }

    /// One tab's markets, fetched by the group's key (`Main`, `Goals`…).
    func markets(eventId: String, group: String) async throws(ServiceProviderError) -> [Market] {
        guard let aggregator else { throw unsupported(.groupMarkets) }
        try InputValidation.identifier(eventId, field: "eventId")
        try InputValidation.identifier(group, field: "group")
        let store = try await aggregator.dump(topic: EventPageTopics.group(aggregator, eventId: eventId, key: group))
        return EveryMatrixModelMapper.markets(ofEvent: eventId, in: store.view)
    }

    /// The match as it changes, from its page's feed (see ``eventPageFeed(id:group:)``).
    func liveEvent(id: String, group: String) -> LiveStream<Event> {
        guard aggregator != nil else { return unsupportedStream(.liveEvent) }
        do throws(ServiceProviderError) {
            let (aggregator, key, producer) = try eventPageFeed(id: id, group: group)
            return aggregator.topicFeeds.event(key, producer: producer)
        } catch {
            return .failing(error)
        }
    }

    /// The match's changes, from the same feed as ``liveEvent(id:group:)``.
    func liveEventChanges(id: String, group: String) -> LiveStream<EventChange> {
        guard aggregator != nil else { return unsupportedStream(.liveEventChanges) }
        do throws(ServiceProviderError) {
            let (aggregator, key, producer) = try eventPageFeed(id: id, group: group)
            return aggregator.topicFeeds.changes(key, producer: producer)
        } catch {
            return .failing(error)
        }
    }

    /// The shared feed of one match's page: a one-event list merged from the overview topic's
    /// feed and the group topic's feed (each shared in `topicFeeds` by its topic, so a match
    /// page and anything else on those topics use one connection per topic). Keyed by both
    /// topics (a space between them: no validated id holds one). Whenever either publishes, the
    /// merged event is published as a whole list, and the shared feed diffs it into changes.
    private func eventPageFeed(id: String, group: String) throws(ServiceProviderError)
        -> (EveryMatrixLive, String, SharedLiveFeeds<String>.Producer) {
        guard let aggregator else { throw unsupported(.liveEvent) }
        try InputValidation.identifier(id, field: "id")
        try InputValidation.identifier(group, field: "group")
        let overview = EventPageTopics(aggregator, eventId: id).overview
        let groupTopic = EventPageTopics.group(aggregator, eventId: id, key: group)
        let producer: SharedLiveFeeds<String>.Producer = { sink throws(ServiceProviderError) in
            let feeds = aggregator.topicFeeds
            let merger = EventPageMerger(eventId: id)
            do {
                try await withThrowingTaskGroup(of: Void.self) { tasks in
                    tasks.addTask {
                        for try await list in feeds.lists(overview, producer: aggregator.feed(topic: overview)) {
                            guard try merger.receive(header: list, into: sink) else { return }
                        }
                    }
                    tasks.addTask {
                        for try await list in feeds.lists(groupTopic, producer: aggregator.feed(topic: groupTopic)) {
                            guard try merger.receive(markets: list, into: sink) else { return }
                        }
                    }
                    // The first to finish (the match left, or a feed ended) ends the page.
                    try await tasks.next()
                    tasks.cancelAll()
                }
            } catch {
                throw ServiceProviderError(error)
            }
        }
        return (aggregator, overview + " " + groupTopic, producer)
    }
}

/// Merges the latest lists of an event page's two topics into the one-event list it publishes.
private final class EventPageMerger: Sendable {
    private struct Latest {
        var header: EventBoard?
        var markets: EventBoard?
        var published = false
    }

    private let eventId: String
    private let latest = Locked(Latest())

    init(eventId: String) {
        self.eventId = eventId
    }

    /// Takes the overview topic's list; `false` once the page is over.
    func receive(header list: EventBoard, into sink: SharedLiveFeeds<String>.Sink) throws(ServiceProviderError) -> Bool {
        try publish(into: sink) { $0.header = list }
    }

    /// Takes the group topic's list; `false` once the page is over.
    func receive(markets list: EventBoard, into sink: SharedLiveFeeds<String>.Sink) throws(ServiceProviderError) -> Bool {
        try publish(into: sink) { $0.markets = list }
    }

    /// Publishes the merged event once both topics delivered; an empty list (then `false`) when
    /// the match left both; `.notFound` when neither topic ever held it.
    private func publish(into sink: SharedLiveFeeds<String>.Sink, _ update: (inout Latest) -> Void) throws(ServiceProviderError) -> Bool {
        let id = eventId
        // Published under the lock, so two topics' updates reach the shared feed in the order merged.
        let outcome: Bool? = latest.withLock { latest in
            update(&latest)
            guard let header = latest.header, let markets = latest.markets else { return true }
            let event = EveryMatrixModelMapper.eventPage(header: header.first { $0.id == id }, markets: markets.first { $0.id == id })
            guard let event else {
                guard latest.published else { return nil }
                sink.publish([])
                return false
            }
            latest.published = true
            sink.publish([event])
            return true
        }
        guard let outcome else { throw .notFound }
        return outcome
    }
}
