import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sports data from the aggregator. The live list is here; the catalogue (sports, tournaments,
/// pre-live lists, search), the event page and favourites each have their own file.
struct EveryMatrixEventsService: EventsService {
    let runtime: EveryMatrixRuntime
    let aggregator: EveryMatrixLive?
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features` (what needs the aggregator only with a WebSocket).
    var features: Set<Feature> { Self.favouriteFeatures.union(aggregator == nil ? [] : Self.liveListFeatures.union(Self.catalogFeatures).union(Self.eventPageFeatures)) }

    /// The live list's features (offered only with a WebSocket).
    static let liveListFeatures: Set<Feature> = [.liveEvents, .liveChanges]

    /// The whole list after the dump and after each batch of updates. One connection per sport
    /// serves every consumer of this provider; a late one gets the latest list first. Each
    /// element is a full snapshot, so a slow consumer only gets the newest one.
    func liveEvents(sport: SportKind) -> LiveStream<EventBoard> {
        guard let aggregator else { return unsupportedStream(.liveEvents) }
        guard let sportId = EveryMatrixModelMapper.sportId(sport) else { return .failing(Self.noSportId(sport)) }
        return runtime.liveFeeds.lists(sport, producer: aggregator.feed(topic: liveTopic(aggregator, sportId: sportId)))
    }

    /// The dump arrives as one `eventAdded` per live event (a late consumer gets one per current
    /// event); then each update's granular changes. Shares the sport's connection with
    /// ``liveEvents(sport:)``; diffs build on each other, so none is dropped.
    func liveChanges(sport: SportKind) -> LiveStream<EventChange> {
        guard let aggregator else { return unsupportedStream(.liveChanges) }
        guard let sportId = EveryMatrixModelMapper.sportId(sport) else { return .failing(Self.noSportId(sport)) }
        return runtime.liveFeeds.changes(sport, producer: aggregator.feed(topic: liveTopic(aggregator, sportId: sportId)))
    }

    /// The aggregator topic of a sport's live matches: the whole list, as many as the vendor's
    /// lists are paged to (``listMaximum``, 100), with three main markets each. One subscription
    /// of the largest count rather than pages: the live list is one stream of the whole list
    /// (and of its changes) shared by every consumer of the sport, as every provider's is.
    func liveTopic(_ aggregator: EveryMatrixLive, sportId: String) -> String {
        aggregator.topic("live-matches-aggregator-main/\(sportId)/all-locations/default-event-info/\(Self.listMaximum)/\(Self.liveMainMarkets)")
    }

    /// Main markets per match in the live list (the last number of its topic).
    static let liveMainMarkets = 3

    static func noSportId(_ sport: SportKind) -> ServiceProviderError {
        .invalidRequest(message: "EveryMatrix has no id for \(sport).")
    }
}

extension EveryMatrixProvider {
    /// Sports, tournaments, pre-live and live lists, the event page, search and favourites.
    public var events: any EventsService { EveryMatrixEventsService(runtime: runtime, aggregator: aggregator) }
}
