import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Recommendations from EveryMatrix's RecSys gateways (ids only), each event then read from the
/// aggregator as the event page reads it, so what the player sees is the sportsbook's event now.
/// Unlike the vendor's client, the recommender's order is kept, and its markets are used.
struct EveryMatrixRecommendationService: RecommendationService {
    let runtime: EveryMatrixRuntime
    let events: EveryMatrixEventsService
    var providerName: String { runtime.name }

    /// Offered with the operator's gateways and a live-data connection (the events come from it).
    var features: Set<Feature> { runtime.configuration.recommendations != nil && events.aggregator != nil ? Self.features : [] }
    static let features: Set<Feature> = [.recommendedEvents, .recommendedCombinations]
    /// How many events are read at once.
    static let width = 8

    /// The first `limit` recommended events the aggregator still offers, with the recommended
    /// markets each carries; an event it does not know (or that is over) is left out.
    func recommendedEvents(limit: Int) async throws(ServiceProviderError) -> [RecommendedEvent] {
        let settings = try gateways(.recommendedEvents, limit: limit, maximum: InputValidation.maximumSearchResults)
        let answer = try await runtime.executor(.recsys).send(forUser: { user in
            EveryMatrixRecSysAPI.events(user: user, operatorId: runtime.configuration.operatorId, terminalType: settings.terminalType,
                                        key: settings.eventsKey)
        })
        let picks = Array(answer.recommendationsList.elements.prefix(limit))
        let offered = try await offeredEvents(picks.map(\.eventId.value))
        return picks.compactMap { pick in
            guard let event = offered[pick.eventId.value] else { return nil }
            let markets = (pick.markets?.elements ?? []).compactMap { wanted in event.markets.first { $0.id == wanted.marketId.value } }
            return RecommendedEvent(event: event, markets: markets, score: pick.interestScore)
        }
    }

    /// The first `limit` recommended selections, each at the odds its event offers now; one whose
    /// event, market or open outcome the event's page (its main markets) does not carry is counted
    /// as unavailable.
    func recommendedCombination(limit: Int) async throws(ServiceProviderError) -> RecommendedCombination {
        let settings = try gateways(.recommendedCombinations, limit: limit, maximum: BetSlip.defaultMaximumSelections)
        let answer = try await runtime.executor(.recsysCombinations).send(forUser: { user in
            EveryMatrixRecSysAPI.combination(user: user, operatorId: runtime.configuration.operatorId, terminalType: settings.terminalType,
                                             key: settings.combinationsKey)
        })
        let picks = Array(answer.recommendationsList.elements.prefix(limit))
        let offered = try await offeredEvents(picks.map(\.eventId.value))
        var selections: [BetSelection] = []
        var events: [Event] = []
        for pick in picks {
            guard let event = offered[pick.eventId.value],
                  let market = event.markets.first(where: { $0.id == pick.marketId.value }),
                  let outcome = market.outcomes.first(where: { $0.id == pick.outcomeId.value }), outcome.status == .open else { continue }
            selections.append(BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId))
            if !events.contains(where: { $0.id == event.id }) { events.append(event) }
        }
        return RecommendedCombination(selections: selections, events: events, unavailableCount: picks.count - selections.count)
    }

    /// The operator's gateways, once `limit` is checked; `.notSupported` without them.
    private func gateways(_ feature: Feature, limit: Int, maximum: Int) throws(ServiceProviderError) -> EveryMatrixConfiguration.Recommendations {
        guard let settings = runtime.configuration.recommendations, events.aggregator != nil else { throw unsupported(feature) }
        guard (1...maximum).contains(limit) else {
            throw .validation(fields: [ServiceProviderError.FieldError(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to \(maximum).")])
        }
        return settings
    }

    /// The events the aggregator offers among `ids`, by id (each read once).
    private func offeredEvents(_ ids: [String]) async throws(ServiceProviderError) -> [String: Event] {
        let events = self.events
        return try await ServicesProvider.offeredEvents(ids, width: Self.width) { id throws(ServiceProviderError) in try await events.event(id: id) }
    }
}

extension EveryMatrixProvider {
    /// Recommendations from the operator's RecSys gateways, when configured.
    public var recommendations: any RecommendationService {
        EveryMatrixRecommendationService(runtime: runtime, events: EveryMatrixEventsService(runtime: runtime, aggregator: aggregator))
    }
}
