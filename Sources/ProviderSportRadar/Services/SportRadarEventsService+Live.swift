import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Live lists (`liveDataSummaryAdvancedListBySportType`, page 0) and the event page's live
/// streams (`event` and `liveDataExtended` of one event) from the notification socket.
extension SportRadarEventsService {
    /// The live features (offered only with a WebSocket and a `liveSocketURL`).
    static let liveFeatures: Set<Feature> = [.liveEvents, .liveChanges, .liveEvent, .liveEventChanges]

    /// The whole live list after each `refreshed` content and each batch of changes. One socket
    /// per sport serves every consumer of this provider; a late one gets the latest list first.
    func liveEvents(sport: SportKind) -> LiveStream<EventBoard> {
        guard let live else { return unsupportedStream(.liveEvents) }
        guard let code = SportRadarModelMapper.sportCode(sport) else { return .failing(Self.noSportCode(sport)) }
        return runtime.liveFeeds.lists(sport, producer: liveListFeed(live, sportCode: code).producer())
    }

    /// One `eventAdded` per live event first, then the socket's granular changes (odds, selection
    /// and market suspensions, score, match time, status, markets and events added or removed).
    /// Shares the sport's socket with ``liveEvents(sport:)``.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange> {
        guard let live else { return unsupportedStream(.liveChanges) }
        guard let code = SportRadarModelMapper.sportCode(sport) else { return .failing(Self.noSportCode(sport)) }
        return runtime.liveFeeds.changes(sport, producer: liveListFeed(live, sportCode: code).producer())
    }

    /// The event as it changes: its `event` content with `liveDataExtended` laid over (full
    /// score, serve, status, match time), showing the markets of the tab `group`. The tab is
    /// computed once, when the feed starts (as ``markets(eventId:group:)`` does); a market the
    /// vendor adds later shows only if that tab held it. `.notFound` for an unknown event or tab.
    func liveEvent(id: String, group: String) -> LiveStream<Event> {
        guard let live else { return unsupportedStream(.liveEvent) }
        do throws(ServiceProviderError) {
            let (key, producer) = try eventPageFeed(id: id, group: group)
            return live.eventPages.event(key, producer: producer)
        } catch {
            return .failing(error)
        }
    }

    /// The event's changes, from the same shared feed as ``liveEvent(id:group:)``: `eventAdded`
    /// first, then odds, suspensions, score, serve, status and match time.
    func liveEventChanges(id: String, group: String) -> LiveStream<EventChange> {
        guard let live else { return unsupportedStream(.liveEventChanges) }
        do throws(ServiceProviderError) {
            let (key, producer) = try eventPageFeed(id: id, group: group)
            return live.eventPages.changes(key, producer: producer)
        } catch {
            return .failing(error)
        }
    }

    /// The shared feed of one event page, keyed by `"{id} {group}"` (validated ids hold no
    /// space): the tab's market ids from the REST event page, then the socket feed of the
    /// event's two contents.
    private func eventPageFeed(id: String, group: String) throws(ServiceProviderError) -> (String, SharedLiveFeeds<String>.Producer) {
        guard let live else { throw unsupported(.liveEvent) }
        try InputValidation.identifier(id, field: "id")
        try InputValidation.identifier(group, field: "group")
        let producer: SharedLiveFeeds<String>.Producer = { sink throws(ServiceProviderError) in
            let markets = try await self.markets(eventId: id, group: group)
            let feed = SportRadarLiveFeed(live: live, contents: SportRadarLiveContent.eventPage(eventId: id),
                                          marketIds: Set(markets.map(\.id)))
            let run: SharedLiveFeeds<String>.Producer = feed.producer()
            try await run(sink)
        }
        return ("\(id) \(group)", producer)
    }

    private func liveListFeed(_ live: SportRadarLive, sportCode: String) -> SportRadarLiveFeed {
        SportRadarLiveFeed(live: live, contents: [SportRadarLiveContent.liveList(sportCode: sportCode)])
    }

    static func noSportCode(_ sport: SportKind) -> ServiceProviderError {
        .invalidRequest(message: "SportRadar has no sport code for \(sport).")
    }
}
