import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The event page: the event with its live data, and its market tabs.
extension SportRadarEventsService {
    /// The `event` content; for a live event, `liveDataExtended` then lays the full score (sets,
    /// game points, server) and match time over the summary's (kept when the vendor has no
    /// extended data for it).
    func event(id: String) async throws(ServiceProviderError) -> Event {
        try InputValidation.identifier(id, field: "id")
        let response = try await runtime.executor(.content).send(SportRadarPoseidonAPI.event(id: id, language: language))
        let event = try SportRadarModelMapper.event(response.data)
        guard event.isLive else { return event }
        let endpoint = SportRadarPoseidonAPI.liveDataExtended(id: id, language: language)
        guard let live = try await unlessGone({ () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(endpoint).data
        }) else { return event }
        return try SportRadarModelMapper.liveData(live).applied(to: event)
    }

    /// The `market` content names the market's event (`idfoevent`); the event then comes from
    /// ``event(id:)``, so its status and live score are today's (the market answer says neither),
    /// carrying the market even when the event's own answer lists only its main markets.
    func event(containingMarket marketId: String) async throws(ServiceProviderError) -> Event {
        try InputValidation.identifier(marketId, field: "marketId")
        let answer = try await runtime.executor(.content).send(SportRadarPoseidonAPI.market(id: marketId, language: language))
        guard let named = try SportRadarModelMapper.events(fromMarkets: [answer.data]).first, let market = named.markets.first else {
            throw .notFound
        }
        var event = try await event(id: named.id)
        if !event.markets.contains(where: { $0.id == market.id }) { event.markets.append(market) }
        return event
    }

    /// The tabs of the CDN's market filter over the event's markets (see
    /// `SportRadarModelMapper.marketTabs`).
    func marketGroups(eventId: String) async throws(ServiceProviderError) -> [MarketGroup] {
        try await marketTabs(eventId: eventId).map(\.group)
    }

    /// The markets of the tab whose key is `group`; `.notFound` for a key the event has no tab for.
    func markets(eventId: String, group: String) async throws(ServiceProviderError) -> [Market] {
        try InputValidation.identifier(group, field: "group")
        guard let tab = try await marketTabs(eventId: eventId).first(where: { $0.group.key == group }) else { throw .notFound }
        return tab.markets
    }

    /// The event's markets (`event`, then every line from `eventWithBalancedMarkets`) sorted into
    /// the market filter's tabs.
    private func marketTabs(eventId: String) async throws(ServiceProviderError) -> [SportRadarModelMapper.MarketTab] {
        try InputValidation.identifier(eventId, field: "eventId")
        let event = try await runtime.executor(.content).send(SportRadarPoseidonAPI.event(id: eventId, language: language)).data
        let balancedEndpoint = SportRadarPoseidonAPI.eventWithBalancedMarkets(id: eventId, language: language)
        let balanced = try await unlessGone { () async throws(ServiceProviderError) in
            try await runtime.executor(.content).send(balancedEndpoint).data
        }
        let filter = try await runtime.executor(.cdn).send(SportRadarPoseidonAPI.marketsFilter)
        var raw: [(model: SportRadarModels.ContentMarket, market: Market)] = []
        for (index, model) in (event.markets ?? []).enumerated() {
            raw.append((model, try SportRadarModelMapper.market(model, isMain: index == 0)))
        }
        for model in balanced?.markets ?? [] where !raw.contains(where: { $0.model.idfomarket == model.idfomarket }) {
            raw.append((model, try SportRadarModelMapper.market(model, isMain: false)))
        }
        return SportRadarModelMapper.marketTabs(filter, sportCode: event.idfosporttype, markets: raw, language: language)
    }
}
