import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Sports with counts, tournaments, pre-live lists and search, from the aggregator.
extension EveryMatrixEventsService {
    /// The catalogue's features (offered only with a WebSocket).
    static let catalogFeatures: Set<Feature> = [.sports, .liveSports, .competitions, .popularCompetitions, .events,
                                                .popularEvents, .upcomingEvents, .search]

    /// The vendor pages its lists by the count in the topic: ten more each time, at most 100.
    static let listPageSize = 10
    static let listMaximum = 100
    /// Main markets per match in a pre-live list (the last number of its topic).
    static let listMainMarkets = 5

    /// One-off: the disciplines topic's dump, every sport in the vendor's order with its counts.
    func sports() async throws(ServiceProviderError) -> [Sport] {
        guard let aggregator else { throw unsupported(.sports) }
        return EveryMatrixModelMapper.sports(in: try await aggregator.dump(topic: Self.sportsTopic(aggregator)).view)
    }

    /// The disciplines topic: the dump, then the list again after each batch of count updates
    /// that changed it. One connection per stream; it reconnects as the live list does.
    func liveSports() -> LiveStream<[Sport]> {
        guard let aggregator else { return unsupportedStream(.liveSports) }
        let topic = Self.sportsTopic(aggregator)
        let feed = EveryMatrixLiveFeed(runtime: runtime, factory: aggregator.factory)
        let sleep = runtime.sleep
        return LiveStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let task = Task {
                let last = Locked<[Sport]?>(nil)
                do throws(ServiceProviderError) {
                    try await EveryMatrixLive.reconnecting(sleep: sleep, report: continuation.setConnectionState) { known, connected throws(ServiceProviderError) in
                        try await feed.run(topic: topic, known: &known, everyBatch: true) { step in
                            connected()
                            let store: AggregatorStore
                            switch step {
                            case .dump(let dumped), .redump(let dumped): store = dumped
                            case .update(let updated, _): store = updated
                            }
                            let sports = EveryMatrixModelMapper.sports(in: store.view)
                            // A batch that changed nothing a Sport shows (a markets count) is not a new list.
                            let isNew = last.withLock { last in
                                guard last != sports else { return false }
                                last = sports
                                return true
                            }
                            if isNew { continuation.yield(sports) }
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }

    /// `/sports#tournaments`, most popular first; tournaments without events are left out.
    func competitions(sport: SportKind) async throws(ServiceProviderError) -> [Competition] {
        guard let aggregator else { throw unsupported(.competitions) }
        let arguments = EveryMatrixModels.TournamentsArguments(lang: runtime.configuration.language, sportId: try Self.catalogSportId(sport))
        let list = try await aggregator.call("/sports#tournaments", arguments, as: EveryMatrixModels.TournamentList.self)
        return EveryMatrixModelMapper.competitions(list)
    }

    /// `/sports#popularTournaments` with `maxResults` = `limit` (1 to 100).
    func popularCompetitions(sport: SportKind, limit: Int) async throws(ServiceProviderError) -> [Competition] {
        guard let aggregator else { throw unsupported(.popularCompetitions) }
        guard (1...Self.listMaximum).contains(limit) else {
            throw .validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to \(Self.listMaximum).")])
        }
        let arguments = EveryMatrixModels.TournamentsArguments(lang: runtime.configuration.language, sportId: try Self.catalogSportId(sport),
                                                               maxResults: limit)
        let list = try await aggregator.call("/sports#popularTournaments", arguments, as: EveryMatrixModels.TournamentList.self)
        return EveryMatrixModelMapper.competitions(list)
    }

    /// The popular pre-live list (`popular-matches-aggregator-main/{sport}/{count}/5`), in the
    /// vendor's ranking.
    func popularEvents(sport: SportKind) -> LiveEventPages {
        guard let aggregator else { return .failing(unsupported(.popularEvents)) }
        let sportId: String
        do { sportId = try Self.catalogSportId(sport) } catch { return .failing(error) }
        return Self.pages(aggregator) { count in "popular-matches-aggregator-main/\(sportId)/\(count)/\(Self.listMainMarkets)" }
    }

    /// The custom aggregator's pre-live list of a sport, sorted by kick-off.
    func upcomingEvents(sport: SportKind) -> LiveEventPages {
        guard let aggregator else { return .failing(unsupported(.upcomingEvents)) }
        let sportId: String
        do { sportId = try Self.catalogSportId(sport) } catch { return .failing(error) }
        return Self.pages(aggregator) { count in Self.customTopic(sportId: sportId, competitionId: nil, live: false, count: count) }
    }

    /// One-off dumps of the custom aggregator: the first `page × pageSize` events (at most
    /// 100), of which the page's slice is returned (so a page has no `next` past the 100th
    /// event). `.live` and `.upcoming` are one list each;
    /// `.all` is the live list followed by the upcoming one.
    func list(_ query: EventQuery) async throws(ServiceProviderError) -> Page<Event> {
        guard let aggregator else { throw unsupported(.events) }
        let sportId = try Self.catalogSportId(query.sport)
        if let competitionId = query.competitionId { try InputValidation.identifier(competitionId, field: "competitionId") }
        let (count, overflow) = query.page.page.multipliedReportingOverflow(by: query.page.pageSize)
        guard !overflow, count <= Self.listMaximum else {
            throw .validation(fields: [.init(field: "page", code: "OUT_OF_RANGE",
                                             message: "page × pageSize must be at most \(Self.listMaximum).")])
        }
        var events: [Event] = []
        var full = false
        for live in query.timing.liveStatuses {
            let topic = aggregator.topic(Self.customTopic(sportId: sportId, competitionId: query.competitionId, live: live, count: count))
            let list = EveryMatrixModelMapper.events(in: try await aggregator.dump(topic: topic).view)
            // A full list may have more after it; a short one is the end.
            if list.count >= count { full = true }
            events += list
        }
        let start = try query.page.offset()
        let items = start < events.count ? Array(events[start..<min(count, events.count)]) : []
        // No `next` the next call would refuse: page × pageSize stays within the list maximum.
        let nextFits = count <= Self.listMaximum - query.page.pageSize
        return Page(items: items, request: query.page, hasMore: (full || events.count > count) && nextFits)
    }

    /// `/sports#multiSearch` for matches, as the vendor's app calls it; events in its order,
    /// with what the result includes of them (their records are a dump's, normalised in a store).
    func search(_ text: String, limit: Int) async throws(ServiceProviderError) -> [Event] {
        guard let aggregator else { throw unsupported(.search) }
        let query = try InputValidation.search(text, limit: limit)
        let arguments = EveryMatrixModels.MultiSearchArguments(query: query, limit: limit, lang: runtime.configuration.language)
        let result = try await aggregator.call("/sports#multiSearch", arguments, as: EveryMatrixModels.MultiSearchResult.self)
        return EveryMatrixModelMapper.events(in: AggregatorStore(dump: result.matchDump).view)
    }

    // MARK: - Topics

    static func sportsTopic(_ aggregator: EveryMatrixLive) -> String {
        aggregator.topic("disciplines/BOTH/BOTH")
    }

    /// `custom-matches-aggregator/{sport}/{location: all}/{tournament or all}/{hours: all}/UPCOMING/{NOT_LIVE|LIVE}/{count}/5`.
    static func customTopic(sportId: String, competitionId: String?, live: Bool, count: Int) -> String {
        "custom-matches-aggregator/\(sportId)/all/\(competitionId ?? "all")/all/UPCOMING/\(live ? "LIVE" : "NOT_LIVE")/\(count)/\(listMainMarkets)"
    }

    /// The vendor's sport id, checked as an identifier: it goes into a topic path, where a `/`
    /// would change the topic.
    static func catalogSportId(_ sport: SportKind) throws(ServiceProviderError) -> String {
        guard let sportId = EveryMatrixModelMapper.sportId(sport) else { throw noSportId(sport) }
        try InputValidation.identifier(sportId, field: "sport")
        return sportId
    }

    /// A paged live list over the topics `topic(count)` builds: each count's topic is a shared
    /// feed (one connection however many consumers), dropped when "load more" moves on.
    static func pages(_ aggregator: EveryMatrixLive, topic: @escaping @Sendable (Int) -> String) -> LiveEventPages {
        .growing(pageSize: listPageSize, maximum: listMaximum) { count in
            let topic = aggregator.topic(topic(count))
            return aggregator.topicFeeds.lists(topic, producer: aggregator.feed(topic: topic))
        }
    }
}

extension EventQuery.Timing {
    /// The custom aggregator's live segments for this timing, in list order (`true` is LIVE).
    fileprivate var liveStatuses: [Bool] {
        switch self {
        case .live: return [true]
        case .upcoming: return [false]
        case .all: return [true, false]
        }
    }
}
