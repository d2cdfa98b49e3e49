import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma sports and events. Live lists are polled: Goma has no push channel.
struct GomaEventsService: EventsService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features.union(Self.competitionFeatures).union(Self.searchFeatures).union(Self.listFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.sports, .events, .eventDetails, .liveEvents, .liveChanges]

    func sports() async throws(ServiceProviderError) -> [Sport] {
        try await runtime.executor(.api).send(GomaAPI.sports).map(GomaModelMapper.sport)
    }

    /// Upcoming events are paged by the server (`per_page`, the one rule of
    /// `GomaModelMapper.hasMore`); live events come as one bare array
    /// per page, so a live page has more only while pages are not empty. `.all` lists the live
    /// page first, then the upcoming one. With a `competitionId`, the competition's own events
    /// call answers instead (`competitionEvents`, `GomaEventsService+Competitions.swift`).
    func list(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> {
        guard let sportId = GomaModelMapper.sportId(query.sport) else {
            return Page(items: [], request: query.page, hasMore: false)
        }
        if let competitionId = query.competitionId {
            return try await competitionEvents(query, sportId: sportId, competitionId: competitionId)
        }
        let page = query.page.page
        var items: [Event] = []
        var hasMore = false
        if query.timing == .live || query.timing == .all {
            let live = try await runtime.executor(.api).send(GomaAPI.liveEvents(sportId: sportId, page: page))
            items += live.map(GomaModelMapper.event)
            hasMore = hasMore || !live.isEmpty
        }
        if query.timing == .upcoming || query.timing == .all {
            let upcoming = try await runtime.executor(.api).send(GomaAPI.upcomingEvents(sportId: sportId, page: page))
            items += upcoming.data.map(GomaModelMapper.event)
            hasMore = hasMore || GomaModelMapper.hasMore(upcoming)
        }
        return Page(items: items, request: query.page, hasMore: hasMore)
    }

    /// The event, with its markets replaced by the full market list (as Goma's client does).
    /// The two requests are independent, so they run at the same time.
    func event(id: String) async throws(ServiceProviderError) -> Event {
        try InputValidation.identifier(id, field: "id")
        let executor = runtime.executor(.api)
        async let detailsRequest = executor.send(GomaAPI.eventDetails(id: id))
        async let marketsRequest = executor.send(GomaAPI.eventMarkets(id: id, limit: nil))
        let (details, markets): (GomaModels.Event, [GomaModels.Market])
        do {
            (details, markets) = try await (detailsRequest, marketsRequest)
        } catch {
            throw ServiceProviderError(error)
        }
        var event = GomaModelMapper.event(details)
        event.markets = markets.map { GomaModelMapper.market($0, isLive: details.isLive?.value ?? false) }
        return event
    }

    /// Polls the first live page every `livePollInterval` seconds and emits the list only when it
    /// changed. Transient errors back off (doubling the wait, up to 5 tries in a row); other
    /// errors end the stream. One poll per sport serves every consumer of this provider (a late
    /// one gets the latest list first); it stops when the last consumer stops.
    func liveEvents(sport: SportKind) -> LiveStream<EventBoard> {
        runtime.liveFeeds.lists(sport, producer: poll(sport))
    }

    /// Derived by diffing successive polls of ``liveEvents(sport:)`` (the same shared poll): a
    /// stream opens with the current list as `eventAdded` changes, then only what changed. Same
    /// errors and lifetime as the polled list.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange> {
        runtime.liveFeeds.changes(sport, producer: poll(sport))
    }

    private func poll(_ sport: SportKind) -> SharedLiveFeeds<SportKind>.Producer {
        let runtime = self.runtime
        let poller = LivePoller(interval: runtime.configuration.livePollInterval, sleep: runtime.sleep) { () throws(ServiceProviderError) -> [Event] in
            guard let sportId = GomaModelMapper.sportId(sport) else { return [] }
            return try await runtime.executor(.api).send(GomaAPI.liveEvents(sportId: sportId, page: 1))
                .map(GomaModelMapper.event)
        }
        return { sink throws(ServiceProviderError) in try await poller.run(report: sink.setConnectionState) { sink.publish($0) } }
    }
}

extension GomaProvider {
    /// Sports, events and polled live lists.
    public var events: any EventsService { GomaEventsService(runtime: runtime) }
}
