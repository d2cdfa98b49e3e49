import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Top competitions, search and outrights.
extension SportRadarEventsService {
    /// The most competitions `popularCompetitions` returns.
    static let popularCompetitionsMaximum = 100
    /// The page `eventSearch` is asked for (the vendor's first page; its numbering is not
    /// evidenced, so it is one constant).
    static let searchFirstPage = 0

    /// The quick links (`bannerCategoryList` `F/QuickLinks`) whose path names the sport, in
    /// order; each competition node is loaded, then its parent region for the country.
    func popularCompetitions(sport: SportKind, limit: Int) async throws(ServiceProviderError) -> [Competition] {
        guard (1...Self.popularCompetitionsMaximum).contains(limit) else {
            throw .validation(fields: [.init(field: "limit", code: "OUT_OF_RANGE",
                                             message: "limit must be from 1 to \(Self.popularCompetitionsMaximum).")])
        }
        guard let sportNode = try await sports().first(where: { $0.kind == sport }) else { return [] }
        let endpoint = SportRadarPoseidonAPI.bannerCategories(id: "\(runtime.configuration.frontEndCode)/\(SportRadarPoseidonAPI.topCompetitionsCategory)",
                                                              language: language)
        let categories = try await runtime.executor(.content).send(endpoint).data
        var competitions: [Competition] = []
        let ids = SportRadarModelMapper.topCompetitionIds(categories, sportSlug: SportRadarModelMapper.sportSlug(sportNode.name))
        for id in try Self.fanOut(ids, of: "quick links") {
            guard competitions.count < limit else { break }
            guard let node = try await unlessGone({ () async throws(ServiceProviderError) in
                try await runtime.executor(.content).send(navigation(id)).data
            }) else { continue }
            var region: SportRadarModels.NavigationList?
            if let parent = node.idfwbonavigation_parent {
                region = try await unlessGone { () async throws(ServiceProviderError) in
                    try await runtime.executor(.content).send(navigation(parent)).data
                }
            }
            competitions.append(SportRadarModelMapper.competition(node, id: id, region: region, sportId: sportNode.id))
        }
        return competitions
    }

    /// `eventSearch` `{query}/{limit}/{page}`. Lenient where the vendor's app is not: an event
    /// that fails to decode or map (a `_TOKEN_` placeholder, a bad date) is dropped and the
    /// others are returned. The text is one segment of the content id
    /// (``InputValidation/idSegment(_:field:)``): one with a `/`, or that is `.` or `..`, is
    /// refused (`INVALID` on `query`), since it would add a segment or climb to the parent.
    func search(_ text: String, limit: Int) async throws(ServiceProviderError) -> [Event] {
        let query = try InputValidation.search(text, limit: limit)
        try InputValidation.idSegment(query, field: "query")
        let endpoint = SportRadarPoseidonAPI.eventSearch(query: query, limit: limit, page: Self.searchFirstPage, language: language)
        let list = try await runtime.executor(.content).send(endpoint).data
        return Array(list.elements.compactMap { try? SportRadarModelMapper.event($0) }.prefix(limit))
    }

    /// The `marketGroup` content of each of the competition's market groups (a group that is
    /// not an outright group answers `CONTENT_NOT_FOUND` and is skipped), as events. None when
    /// the competition node counts no outright events.
    func outrights(competitionId: String) async throws(ServiceProviderError) -> [Event] {
        try InputValidation.identifier(competitionId, field: "competitionId")
        let node = try await runtime.executor(.content).send(navigation(competitionId)).data
        if let count = node.numoutrightevents.flatMap({ Int($0) }), count == 0 { return [] }
        var events: [Event] = []
        for group in try Self.fanOut(node.marketgroups ?? [], of: "market groups") {
            let endpoint = SportRadarPoseidonAPI.marketGroup(id: group.idfwmarketgroup, language: language)
            guard let content = try await unlessGone({ () async throws(ServiceProviderError) in
                try await runtime.executor(.content).send(endpoint).data
            }) else { continue }
            for event in try SportRadarModelMapper.events(fromMarkets: content.markets ?? []) {
                if let index = events.firstIndex(where: { $0.id == event.id }) {
                    events[index].markets += event.markets.filter { market in !events[index].markets.contains { $0.id == market.id } }
                } else {
                    events.append(event)
                }
            }
        }
        return events
    }
}
