import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Recommendations from the operator's recommendation vendor (Vaix), each pick then read from
/// SportRadar's content as the event page reads it, so the player sees the sportsbook's event
/// and today's odds. Unlike the vendor's client, the recommender's order is kept (it shows the
/// events in the order their reads complete), and a pointer that does not decode is dropped
/// alone. Impressions and clicks go to the vendor's tracker in the background, while tracking
/// is on.
struct SportRadarRecommendationService: RecommendationService {
    let runtime: SportRadarRuntime
    let events: SportRadarEventsService
    let tracking: Locked<Bool>
    var providerName: String { runtime.name }

    /// Offered with the operator's vendor settings.
    var features: Set<Feature> { runtime.configuration.recommendations == nil ? [] : Self.features }
    static let features: Set<Feature> = [.recommendedEvents, .recommendedCombinations, .recommendationTracking]
    /// How many events are read at once.
    static let width = 8

    /// Popular live events for the player (the vendor's only events recommendation), those
    /// SportRadar still offers, in the vendor's order.
    func recommendedEvents(limit: Int) async throws(ServiceProviderError) -> [RecommendedEvent] {
        try settings(.recommendedEvents, limit: limit, maximum: InputValidation.maximumSearchResults)
        let user = SportRadarVaixAPI.user(partyId: await runtime.session.current?.userId)
        let answer = try await runtime.executor(.recommendations).send(SportRadarVaixAPI.popularLiveEvents(user: user, count: limit))
        let ids = Array(answer.data.elements.map(\.eventId).prefix(limit))
        let events = self.events
        let offered = try await offeredEvents(ids, width: Self.width) { id throws(ServiceProviderError) in try await events.event(id: id) }
        return ids.compactMap { offered[$0].map { RecommendedEvent(event: $0) } }
    }

    /// The first promoted bet slip's selections (up to `limit`), each at the price its market has
    /// now; one whose market or open selection SportRadar no longer has is counted as
    /// unavailable.
    func recommendedCombination(limit: Int) async throws(ServiceProviderError) -> RecommendedCombination {
        try settings(.recommendedCombinations, limit: limit, maximum: BetSlip.defaultMaximumSelections)
        let answer = try await runtime.executor(.recommendations).send(SportRadarVaixAPI.promotedBetslips(count: 5))
        let picks = Array((answer.data.betslips.elements.first?.betslip.elements ?? []).prefix(limit))
        let events = self.events
        // Each pick's market names its event, carried even when the event lists only its main markets.
        let byMarket = try await offeredEvents(picks.map(\.orako_market_id), width: Self.width) { marketId throws(ServiceProviderError) in
            try await events.event(containingMarket: marketId)
        }
        var selections: [BetSelection] = []
        var shown: [Event] = []
        for pick in picks {
            guard let event = byMarket[pick.orako_market_id], event.id == pick.eventId,
                  let market = event.markets.first(where: { $0.id == pick.orako_market_id }), market.isAvailable,
                  let outcome = market.outcomes.first(where: { $0.id == pick.orako_selection_id }), outcome.status == .open else { continue }
            selections.append(BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId))
            if !shown.contains(where: { $0.id == event.id }) { shown.append(event) }
        }
        return RecommendedCombination(selections: selections, events: shown, unavailableCount: picks.count - selections.count)
    }

    /// Hands the interaction to the pipeline and returns: the vendor's answer (204) or failure
    /// never reaches the app (the monitor still sees it). Nothing is sent while tracking is off,
    /// nor for a signed-in player whose party id is not a number (the vendor's body wants one).
    func track(_ interaction: RecommendationInteraction) async throws(ServiceProviderError) {
        guard runtime.configuration.recommendations != nil else { throw unsupported(.recommendationTracking) }
        try interaction.validate()
        guard tracking.withLock({ $0 }) else { return }
        let userId: Int
        if let partyId = await runtime.session.current?.userId {
            guard let number = Int(partyId) else { return }
            userId = number
        } else {
            userId = 0
        }
        let body = SportRadarModelMapper.trackerEvent(interaction, userId: userId)
        let executor = runtime.executor(.recommendations)
        Task { try? await executor.send(SportRadarVaixAPI.track(body)) }
    }

    func setTracking(enabled: Bool) {
        tracking.withLock { $0 = enabled }
    }

    /// Checks `limit`; `.notSupported` without the vendor's settings.
    private func settings(_ feature: Feature, limit: Int, maximum: Int) throws(ServiceProviderError) {
        guard runtime.configuration.recommendations != nil else { throw unsupported(feature) }
        guard (1...maximum).contains(limit) else {
            throw .validation(fields: [ServiceProviderError.FieldError(field: "limit", code: "OUT_OF_RANGE", message: "limit must be from 1 to \(maximum).")])
        }
    }
}

extension SportRadarModels.VaixSelection {
    /// The event's content id (the part after the last `:`, as for popular events).
    var eventId: String { orako_event_id.split(separator: ":").last.map(String.init) ?? orako_event_id }
}

extension SportRadarProvider {
    /// Recommendations from the operator's recommendation vendor, when configured.
    public var recommendations: any RecommendationService {
        SportRadarRecommendationService(runtime: runtime, events: SportRadarEventsService(runtime: runtime, live: live),
                                        tracking: recommendationTracking)
    }
}
