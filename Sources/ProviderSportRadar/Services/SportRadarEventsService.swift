import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sports, competitions and events from Poseidon's content API (`POST /services/content/get`).
/// The navigation tree has three levels below the `top` list: sport → region → competition; a
/// competition node lists the market groups whose `eventGroup` holds its events. A child node
/// or group the content API no longer knows (`CONTENT_NOT_FOUND`: the tree is cached for five
/// minutes and the vendor closes groups) is skipped rather than failing the whole walk.
struct SportRadarEventsService: EventsService {
    let runtime: SportRadarRuntime
    /// The live socket (`SportRadarEventsService+Live.swift`); `nil`: no live data.
    var live: SportRadarLive?
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features` (live data only with a socket,
    /// widgets only when configured).
    var features: Set<Feature> { Self.features.union(live == nil ? [] : Self.liveFeatures.union(Self.preLiveFeatures)).union(widgetFeatures) }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.sports, .competitions, .events, .eventDetails, .eventByMarket, .popularCompetitions, .search,
                                         .marketGroups, .groupMarkets, .outrights, .favouriteEvents, .favouriteLists]

    var language: String { runtime.configuration.language }

    /// The longest vendor list a call reads item by item, one request each (a sport's regions, a
    /// competition's market groups, the quick links, favourite lists and their rows): 200, well
    /// above what the vendor serves (a sport has a region per country at most). A longer list is
    /// `.invalidResponse` rather than hundreds of requests, so no call here sends more than
    /// 200 requests per list it walks (``competitions(sport:)``: 2 + regions; ``list(_:)`` and
    /// ``outrights(competitionId:)``: 1 + market groups; ``popularCompetitions(sport:limit:)``:
    /// 2 + two per quick link, stopping at `limit`).
    static let maximumFanOut = 200

    /// `items`, when the vendor's list is at most ``maximumFanOut`` long.
    static func fanOut<Items: Collection>(_ items: Items, of what: String) throws(ServiceProviderError) -> Items {
        guard items.count <= maximumFanOut else {
            throw .invalidResponse(message: "The bookmaker listed \(items.count) \(what), more than the \(maximumFanOut) read one by one.")
        }
        return items
    }

    func sports() async throws(ServiceProviderError) -> [Sport] {
        let response = try await runtime.executor(.content).send(navigation("top"))
        return SportRadarModelMapper.sports(response.data)
    }

    /// Walks sport → regions → competitions (empty nodes dropped); each competition carries its
    /// region's name and id. Its id is the competition NODE id (`90101.1`), not a market group's.
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] {
        guard let node = try await sports().first(where: { $0.kind == sport }) else { return [] }
        let sportNode = try await runtime.executor(.content).send(navigation(node.id)).data
        var competitions: [Competition] = []
        for regionId in try Self.fanOut(SportRadarModelMapper.regionIds(sportNode), of: "regions") {
            guard let region = try await unlessGone({ () async throws(ServiceProviderError) in
                try await runtime.executor(.content).send(navigation(regionId)).data
            }) else { continue }
            competitions += SportRadarModelMapper.competitions(region: region, sportId: node.id)
        }
        return competitions
    }

    /// A competition's events: the `eventGroup` of each of its market groups, merged (an event
    /// once). Without a competition, the sport's lists from the live-data socket
    /// (``sportEvents(_:)``).
    func list(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> {
        guard let competitionId = query.competitionId else { return try await sportEvents(query) }
        try InputValidation.identifier(competitionId, field: "competitionId")
        let node = try await runtime.executor(.content).send(navigation(competitionId)).data
        var all: [Event] = []
        for group in try Self.fanOut(node.marketgroups ?? [], of: "market groups") {
            let endpoint = SportRadarPoseidonAPI.eventGroup(id: group.idfwmarketgroup, language: language)
            guard let content = try await unlessGone({ () async throws(ServiceProviderError) in
                try await runtime.executor(.content).send(endpoint).data
            }) else { continue }
            for event in content.events where !all.contains(where: { $0.id == event.idfoevent }) {
                all.append(try SportRadarModelMapper.event(event))
            }
        }
        let wantedCode = SportRadarModelMapper.sportCode(query.sport)
        let filtered = all.filter { event in
            let sportMatches = wantedCode == nil || event.sport?.id == wantedCode
            switch query.timing {
            case .all: return sportMatches
            case .live: return sportMatches && event.isLive
            case .upcoming: return sportMatches && event.status == .notStarted
            }
        }
        let start = try query.page.offset()
        let left = start < filtered.count ? filtered.count - start : 0
        let items = Array(filtered.dropFirst(start).prefix(query.page.pageSize))
        return Page(items: items, request: query.page, hasMore: left > query.page.pageSize)
    }

    /// The `boNavigationList` request for a node below the front-end code (`{F}/{node}`). The
    /// content id is sent in the body, where no `RequestPath` encodes it: a node holding `/` or
    /// being `.` or `..` (an app's id or the vendor's) is refused, `.validation` on `id`
    /// (``InputValidation/idSegment(_:field:)``), before anything is sent.
    func navigation(_ node: String) throws(ServiceProviderError) -> Request<SportRadarModels.ContentResponse<SportRadarModels.NavigationList>> {
        try InputValidation.idSegment(node, field: "id")
        return SportRadarPoseidonAPI.navigation(id: "\(runtime.configuration.frontEndCode)/\(node)", language: language)
    }

    /// The result, or `nil` when the content API answers `CONTENT_NOT_FOUND`.
    func unlessGone<T>(_ body: () async throws(ServiceProviderError) -> T) async throws(ServiceProviderError) -> T? {
        do {
            return try await body()
        } catch .notFound {
            return nil
        }
    }
}

extension SportRadarProvider {
    /// Sports, competitions, events, the event page, favourites and live lists.
    public var events: any EventsService { SportRadarEventsService(runtime: runtime, live: live) }
}
